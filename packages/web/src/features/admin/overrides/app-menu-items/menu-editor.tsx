import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { findNode } from '@relais/domain';
import { Container } from '../../../../components/container.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAnnounce } from '../../../../lib/announcer.tsx';
import { useDelete } from '../../../../lib/data-layer/hooks.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { usePreventLeave } from '../../../../lib/forms/server-errors.ts';
import { toast } from '../../../../lib/ui-store.ts';
import { AddIcon } from '../../components/admin-icons.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import type { ScreenProps } from '../types.ts';
import { EntryPanel } from './entry-panel.tsx';
import type { PanelTarget } from './entry-panel.tsx';
import { descendantCount } from './menu-state.ts';
import { MenuPreview } from './menu-preview.tsx';
import { MenuTreeView } from './menu-tree-view.tsx';
import { entryName } from './menu-words.ts';
import { useMenuEditor } from './use-menu-editor.ts';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * The menu editor (spec §2 `/admin/app-menu-items`): the site menu as a tree to reorder and nest,
 * by dragging or by keyboard, saved at once; entries edited, added and removed in a side panel;
 * beside it, the top bar as a visitor would see it. Unsaved moves keep the admin from leaving.
 */
export function MenuEditor({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const editor = useMenuEditor();
  const remove = useDelete(resource.type, { alsoInvalidates: ['app-menu'] });
  const [panel, setPanel] = useState<PanelTarget | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  usePreventLeave(editor.isDirty);
  useDocumentTitle(t('menuEditor.title'));

  // A saved entry is in the tree (its kind's reads refresh); the panel closes and the focus goes back to what opened it.
  const onSaved = useCallback(() => setPanel(null), []);
  if (editor.isLoading) return <PageLoader label={t('common.loading')} minHeight={300} />;

  const save = () =>
    editor.save().then(
      () => toast(t('menuEditor.saved')),
      (error: unknown) => toast(errorText(error), { severity: 'error', length: 'long' }),
    );
  const removed = removing ? findNode(editor.tree, removing) : undefined;
  const removedName = removed ? entryName(t, removed.item) : '';
  const stored = removing ? editor.storedNode(removing) : undefined;
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ id: removing });
      announce(t('menuEditor.removed', { name: removedName }));
      document.getElementById('menu-editor-add')?.focus();
    } catch (error) {
      toast(errorText(error), { severity: 'error', length: 'long' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menuEditor.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('menuEditor.help')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button id="menu-editor-add" variant="outlined" startIcon={<AddIcon />} onClick={() => setPanel({ parent: null, position: editor.tree.length })}>
          {t('menuEditor.add')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!editor.isDirty || editor.isSaving}>
          {t('menuEditor.save')}
        </Button>
        <Button onClick={editor.undo} disabled={!editor.isDirty || editor.isSaving}>
          {t('menuEditor.undo')}
        </Button>
        <Typography role="status" sx={{ alignSelf: 'center', color: 'text.secondary' }}>
          {editor.isDirty ? t('menuEditor.unsaved') : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="menu-editor-tree">
          <Typography id="menu-editor-tree" variant="h6" component="h2" gutterBottom>
            {t('menuEditor.treeTitle')}
          </Typography>
          {editor.tree.length ? (
            <MenuTreeView tree={editor.tree} onMove={editor.move} onDrop={editor.drop} onEdit={(id) => setPanel({ id })} onRemove={setRemoving} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('menuEditor.empty')}</Typography>
          )}
        </Box>
        <MenuPreview tree={editor.tree} />
      </Box>
      <EntryPanel resource={resource} target={panel} onSaved={onSaved} onClose={() => setPanel(null)} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('menuEditor.removeTitle', { name: removedName })}
        message={stored && descendantCount(stored) > 0 ? t('menuEditor.removeWithChildren', { count: descendantCount(stored) }) : t('menuEditor.removeAlone')}
        confirmLabel={t('menuEditor.remove')}
        isDangerous
        isBusy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Container>
  );
}
