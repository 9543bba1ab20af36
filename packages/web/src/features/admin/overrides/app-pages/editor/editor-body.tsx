import { useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../../../../components/container.tsx';
import { SmartLink } from '../../../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../../../lib/document-title.ts';
import { useRuntimeEnvironment } from '../../../../../lib/runtime-environment.ts';
import { adminPaths } from '../../../admin-paths.ts';
import { kindLabel } from '../../../../../lib/resources/labels.ts';
import { ConfirmDialog } from '../../../../../components/confirm-dialog.tsx';
import type { EditedPage } from '../api/page-editor.ts';
import { pageEditorPath } from '../edit-page-action.tsx';
import { BlockList } from './block-list.tsx';
import { availableBlocks, BlockPalette } from './block-palette.tsx';
import { PreviewBlock } from './block-preview.tsx';
import { EditorToolbar, STATUS_ID } from './editor-toolbar.tsx';
import { usePageEditor } from './use-page-editor.ts';

interface EditorBodyProps {
  page: EditedPage;
  language: string;
  /** Drawn again after a save: focus goes to the toolbar's "all saved", as the save button is off. */
  isReloaded: boolean;
  onLanguage(language: string): void;
  onSaved(): Promise<void>;
}

export function EditorBody({ page, language, isReloaded, onLanguage, onSaved }: EditorBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const environment = useRuntimeEnvironment();
  const editor = usePageEditor({ page, language, onSaved });
  const { state, dirty, isBusy } = editor;
  const [askedLanguage, setAskedLanguage] = useState<string | null>(null);
  const names = useMemo(() => availableBlocks(environment.features), [environment.features]);
  const title = t('pageEditor.title', { page: page.title || page.path });
  useDocumentTitle(`${title} - ${kindLabel(t, 'app-pages')}`);
  useEffect(() => {
    if (isReloaded) document.getElementById(STATUS_ID)?.focus();
  }, [isReloaded]);

  // Stable between keystrokes, so the toolbar is not drawn again while typing.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const chooseLanguage = useCallback((next: string) => (dirtyRef.current ? setAskedLanguage(next) : onLanguage(next)), [onLanguage]);
  const { publish: publishPage } = editor;
  const publish = useCallback(async () => {
    const publishedId = await publishPage();
    if (publishedId) void navigate(pageEditorPath(publishedId));
  }, [publishPage, navigate]);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="p" sx={{ mb: 1 }}>
        <SmartLink href={adminPaths.resource('app-pages', 'show', page.id)}>{kindLabel(t, 'app-pages')}</SmartLink>
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{page.isDraft ? t('pageEditor.isDraft', { path: page.path }) : t('pageEditor.isPublished', { path: page.path })}</Typography>
      <EditorToolbar
        language={language}
        onLanguage={chooseLanguage}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        onUndo={editor.undo}
        onRedo={editor.redo}
        isDirty={dirty}
        isBusy={isBusy}
        isDraft={page.isDraft}
        onSave={editor.save}
        onPublish={publish}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <Box component="section" aria-labelledby="page-editor-blocks">
            <Typography variant="h5" component="h2" id="page-editor-blocks" tabIndex={-1} sx={{ mb: 1 }}>
              {t('pageEditor.blocks', { count: state.present.length })}
            </Typography>
            {state.present.length === 0 && <Typography sx={{ mb: 1 }}>{t('pageEditor.noBlocks')}</Typography>}
            <BlockList blocks={state.present} openKey={editor.openKey} errors={editor.errors} untranslated={page.untranslated} {...editor.callbacks} />
          </Box>
          <Box component="section" aria-labelledby="page-editor-palette">
            <Typography variant="h5" component="h2" id="page-editor-palette" sx={{ mb: 1 }}>
              {t('pageEditor.palette')}
            </Typography>
            <BlockPalette names={names} onAdd={editor.add} />
          </Box>
        </Box>
        <Box component="section" aria-labelledby="page-editor-preview" sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <Typography variant="h5" component="h2" id="page-editor-preview" sx={{ mb: 1 }}>
            {t('pageEditor.preview')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('pageEditor.previewHint')}
          </Typography>
          {/* What visitors will see, drawn by the same block components; not operable here (inert). */}
          <Box inert data-testid="page-editor-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto', maxHeight: { lg: 'calc(100vh - 160px)' }, bgcolor: 'background.default' }}>
            {state.present.map((block, index) => (
              <PreviewBlock key={block.key} block={block} position={index} />
            ))}
          </Box>
        </Box>
      </Box>
      <ConfirmDialog
        isOpen={askedLanguage !== null}
        title={t('pageEditor.changeLanguage')}
        message={t('pageEditor.changeLanguageQuestion')}
        confirmLabel={t('pageEditor.discardAndChange')}
        isDangerous
        onCancel={() => setAskedLanguage(null)}
        onConfirm={() => {
          const next = askedLanguage!;
          setAskedLanguage(null);
          onLanguage(next);
        }}
      />
    </Container>
  );
}
