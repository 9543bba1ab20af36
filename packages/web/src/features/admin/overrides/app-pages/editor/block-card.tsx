import { useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { memo, useCallback } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { blockDeclaration } from '@relais/domain';
import { blockLabel, blockSummary } from './block-labels.ts';
import type { EditorBlock } from './editor-state.ts';
import { propFieldsOf } from './prop-fields.ts';
import { PropInput, propLabel } from './prop-input.tsx';
import type { PropErrors } from './prop-input.tsx';
import { setAt } from './props-path.ts';

const DragIcon = createSvgIcon(<path d="M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />, 'DragIndicator');

/** What a card asks of the editor; stable functions, so an unchanged card is not drawn again. */
export interface BlockCallbacks {
  onToggle(key: string): void;
  onMove(key: string, delta: -1 | 1): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
  onEdit(key: string, props: Record<string, unknown>, field: string): void;
}

interface BlockCardProps extends BlockCallbacks {
  block: EditorBlock;
  index: number;
  count: number;
  isOpen: boolean;
  isUntranslated: boolean;
  errors: PropErrors;
}

/** One block of the page: its handle, name and actions, and its form when open. */
export const BlockCard = memo(function BlockCard({ block, index, count, isOpen, isUntranslated, errors, onToggle, onMove, onDuplicate, onRemove, onEdit }: BlockCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  const name = blockLabel(t, block.name);
  const label = t('pageEditor.blockAt', { block: name, position: index + 1 });
  const summary = blockSummary(block.props);
  const headingId = `block-${block.key}-heading`;
  const formId = `block-${block.key}-form`;
  const onChange = useCallback((path: string, value: unknown) => onEdit(block.key, setAt(block.props, path, value), path), [block.key, block.props, onEdit]);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-block-key={block.key}
      aria-labelledby={headingId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ border: 1, borderColor: hasErrors ? 'error.main' : 'divider', borderRadius: 1, bgcolor: 'background.paper', position: 'relative', zIndex: isDragging ? 2 : undefined, boxShadow: isDragging ? 4 : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, flexWrap: 'wrap' }}>
        <Button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          data-control="handle"
          aria-label={t('pageEditor.dragHandle', { block: label })}
          sx={{ minWidth: 44, minHeight: 44, cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIcon />
        </Button>
        <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
          <Typography component="h3" id={headingId} sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          {summary && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {summary}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Button size="small" data-control="toggle" aria-expanded={isOpen} aria-controls={isOpen ? formId : undefined} onClick={() => onToggle(block.key)}>
            {isOpen ? t('pageEditor.close', { block: label }) : t('pageEditor.edit', { block: label })}
          </Button>
          <Button size="small" data-control="up" disabled={index === 0} onClick={() => onMove(block.key, -1)}>
            {t('pageEditor.moveUp', { block: label })}
          </Button>
          <Button size="small" data-control="down" disabled={index === count - 1} onClick={() => onMove(block.key, 1)}>
            {t('pageEditor.moveDown', { block: label })}
          </Button>
          <Button size="small" data-control="duplicate" onClick={() => onDuplicate(block.key)}>
            {t('pageEditor.duplicate', { block: label })}
          </Button>
          <Button size="small" color="error" data-control="remove" onClick={() => onRemove(block.key)}>
            {t('pageEditor.remove', { block: label })}
          </Button>
        </Box>
      </Box>
      {isOpen && (
        <Stack id={formId} spacing={2} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          {isUntranslated && <Alert severity="info">{t('pageEditor.untranslated')}</Alert>}
          {errors[''] && <Alert severity="error">{errors['']}</Alert>}
          {propFieldsOf(blockDeclaration(block.name)).map((field) => (
            <PropInput key={field.name} field={field} value={block.props[field.name]} path={field.name} label={propLabel(t, field.name)} errors={errors} onChange={onChange} />
          ))}
        </Stack>
      )}
    </Box>
  );
});
