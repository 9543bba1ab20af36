import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { possibleMoves } from '@relais/domain';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, DragIndicatorIcon, IndentIcon, OutdentIcon } from '../../components/admin-icons.tsx';
import type { EntryNode } from './menu-state.ts';
import { entryName, placeOf } from './menu-words.ts';
import type { MoveName } from './menu-words.ts';
import { flatten, INDENT_STEP, projectDrop } from './tree-drop.ts';
import type { FlatRow } from './tree-drop.ts';

export interface MenuTreeViewProps {
  tree: EntryNode[];
  onMove(id: string, move: MoveName): void;
  onDrop(id: string, to: { parent: string | null; index: number }): void;
  onEdit(id: string): void;
  onRemove(id: string): void;
}

/** Alt + arrows move the entry whose row has the focus, as the buttons do. */
const KEY_MOVES: Record<string, MoveName> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'indent', ArrowLeft: 'outdent' };

const MOVE_ICONS = { up: <ArrowUpIcon />, down: <ArrowDownIcon />, indent: <IndentIcon />, outdent: <OutdentIcon /> } as const;

/**
 * The menu as a tree of rows: each can be dragged by its handle (pointer), or moved with its
 * buttons and Alt + arrows (keyboard); its name opens it for editing. Rows are one sortable list,
 * indented by level: a drag sideways changes the level.
 */
export function MenuTreeView({ tree, onMove, onDrop, onEdit, onRemove }: MenuTreeViewProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const rows = flatten(tree, dragged ?? undefined);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const onDragStart = ({ active }: DragStartEvent) => setDragged(String(active.id));
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const to = projectDrop(rows, { activeId: String(active.id), overId: String(over.id), offsetX: delta.x });
    if (to) onDrop(String(active.id), to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      <SortableContext items={rows.map((row) => row.node.id)} strategy={verticalListSortingStrategy}>
        <Box component="ul" aria-label={t('menuEditor.treeLabel')} sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
          {rows.map((row) => (
            <TreeRow key={row.node.id} row={row} tree={tree} onMove={onMove} onEdit={onEdit} onRemove={onRemove} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function TreeRow({ row, tree, onMove, onEdit, onRemove }: { row: FlatRow<EntryNode['item']>; tree: EntryNode[] } & Omit<MenuTreeViewProps, 'tree' | 'onDrop'>) {
  const { t } = useTranslation();
  const { id, item } = row.node;
  const name = entryName(t, item);
  const moves = possibleMoves(tree, id);
  const allowed: Record<MoveName, boolean> = { up: moves.canMoveUp, down: moves.canMoveDown, indent: moves.canIndent, outdent: moves.canOutdent };
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const descriptionId = `menu-entry-${id}-place`;
  const onKeyDown = (event: KeyboardEvent) => {
    const move = event.altKey && !event.ctrlKey && !event.metaKey ? KEY_MOVES[event.key] : undefined;
    if (!move) return;
    event.preventDefault();
    if (allowed[move]) onMove(id, move);
  };
  const flags = [item.requiresAuth && t('menuEditor.flagSignedIn'), item.blank && t('menuEditor.flagNewTab'), item.alignsNextRight && t('menuEditor.flagAlignsRight')].filter(Boolean);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-entry={id}
      onKeyDown={onKeyDown}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.5,
        py: 0.5,
        pl: { xs: (row.depth - 1) * 2, sm: (row.depth - 1) * (INDENT_STEP / 8) },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      {/* Pointer only: the buttons and Alt + arrows are the keyboard's way to move. */}
      <Box ref={setActivatorNodeRef} {...listeners} aria-hidden sx={{ display: 'flex', p: 1, cursor: 'grab', touchAction: 'none', color: 'text.secondary' }}>
        <DragIndicatorIcon fontSize="small" />
      </Box>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Button data-action="edit" onClick={() => onEdit(id)} aria-describedby={descriptionId} sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere', minHeight: 44 }}>
          {name}
        </Button>
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {placeOf(t, tree, id)}
        </Box>
        {flags.length > 0 && (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
            {flags.join(' · ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {(['up', 'down', 'outdent', 'indent'] as const).map((move) => (
          <IconButton key={move} data-action={move} title={t(`menuEditor.${move}`)} aria-label={t(`menuEditor.${move}Entry`, { name })} disabled={!allowed[move]} onClick={() => onMove(id, move)}>
            {MOVE_ICONS[move]}
          </IconButton>
        ))}
        <IconButton data-action="remove" title={t('menuEditor.remove')} aria-label={t('menuEditor.removeEntry', { name })} onClick={() => onRemove(id)}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
