import { useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { useMemo, useRef } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useAnnounce } from '../../../../../lib/announcer.tsx';
import { BlockCard } from './block-card.tsx';
import type { BlockCallbacks } from './block-card.tsx';
import { blockLabel } from './block-labels.ts';
import type { EditorBlock } from './editor-state.ts';
import type { PropErrors } from './prop-input.tsx';

export interface BlockListProps extends BlockCallbacks {
  blocks: readonly EditorBlock[];
  openKey: string | null;
  errors: ReadonlyMap<string, PropErrors>;
  untranslated: ReadonlySet<string>;
  onReorder(from: number, to: number): void;
}

const NO_ERRORS: PropErrors = {};

// Options made once: new ones on each render would give dnd-kit new sensors, hence a new context
// that draws every card again on each keystroke.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The page's blocks in order, each a card with its form. Reordered by dragging a card's handle, by
 * the keyboard on that handle (space to lift, arrows to move, space to drop, escape to cancel), or
 * by its move buttons; every move is said politely through the app's one live region.
 */
export function BlockList({ blocks, openKey, errors, untranslated, onReorder, ...callbacks }: BlockListProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  // The same order keeps the same array: a keystroke in one block then leaves dnd-kit's context,
  // and so every other card, untouched.
  const order = blocks.map((block) => block.key).join(' ');
  const keys = useMemo(() => (order ? order.split(' ') : []), [order]);
  const nameOf = (key: unknown) => {
    const index = keys.indexOf(String(key));
    return index < 0 ? '' : t('pageEditor.blockAt', { block: blockLabel(t, blocks[index]!.name), position: index + 1 });
  };
  const positionOf = (key: unknown) => keys.indexOf(String(key)) + 1;
  // dnd-kit's own region is assertive: its messages go to the app's polite one instead.
  const say = (message: string) => {
    announce(message);
    return undefined;
  };
  // Where the lifted block was last said to be: the first "over" (its own place) would drown "lifted".
  const lastOver = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return say(t('pageEditor.lifted', { block: nameOf(active.id), count: blocks.length }));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return say(t('pageEditor.movedOver', { block: nameOf(active.id), position: positionOf(over.id), count: blocks.length }));
    },
    onDragEnd: ({ active, over }) => say(t('pageEditor.dropped', { block: nameOf(active.id), position: over ? positionOf(over.id) : positionOf(active.id), count: blocks.length })),
    onDragCancel: ({ active }) => say(t('pageEditor.dragCancelled', { block: nameOf(active.id) })),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('pageEditor.dragInstructions') } }}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {blocks.map((block, index) => (
            <BlockCard
              key={block.key}
              block={block}
              index={index}
              count={blocks.length}
              isOpen={openKey === block.key}
              isUntranslated={untranslated.has(block.key)}
              errors={errors.get(block.key) ?? NO_ERRORS}
              {...callbacks}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
