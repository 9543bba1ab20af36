import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { ResourceDefinition } from '@relais/domain';
import { CloseIcon } from '../../../../lib/drawer-icons.tsx';
import type { Model } from '../../../../lib/jsonapi.ts';
import { ResourceForm } from '../../resources/form/resource-form.tsx';
import type { FormLayout } from '../../resources/form/resource-form.tsx';
import type { Field } from '../../../../lib/resources/declaration.ts';
import type { KindOverride } from '../types.ts';
import { MENU_ENTRY_FIELDS } from './fields.ts';

/** What the panel holds: an entry to edit, or a new one and its place. */
export type PanelTarget = { id: string } | { parent: string | null; position: number };

/** The tree places entries: the form leaves their parent and position out. */
const PLACED_BY_THE_TREE = new Set(['position', 'parent']);
const isShown = (field: Field) => !PLACED_BY_THE_TREE.has(field.name);
const FORM_OVERRIDE: KindOverride = { fields: MENU_ENTRY_FIELDS };

/**
 * A side panel (a modal dialog named by the form's heading) with every field of one entry: its
 * translatable name and description in the edition language, its link (an address or a page),
 * new tab, colour, alignment, and who sees it. The screen decides what follows a save.
 */
export function EntryPanel({ resource, target, onSaved, onClose }: { resource: ResourceDefinition; target: PanelTarget | null; onSaved(saved: Model): void; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const layout = useMemo<FormLayout>(
    () => ({
      backHref: null,
      isShown,
      embedded: { titleId, onSaved },
      presets: target && !('id' in target) ? { attributes: { position: target.position }, relationships: { parent: target.parent } } : undefined,
    }),
    [titleId, onSaved, target],
  );
  return (
    <Drawer
      anchor="right"
      open={target !== null}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 560, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton onClick={onClose} aria-label={t('menuEditor.closePanel')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        {target && <ResourceForm key={'id' in target ? target.id : 'new'} resource={resource} id={'id' in target ? target.id : undefined} override={FORM_OVERRIDE} layout={layout} />}
      </Box>
    </Drawer>
  );
}
