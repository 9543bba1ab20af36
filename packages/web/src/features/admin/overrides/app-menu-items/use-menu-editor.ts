import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { findNode, indent, moveDown, moveTo, moveUp, outdent, placementsOf } from '@relais/domain';
import { useAnnounce } from '../../../../lib/announcer.tsx';
import type { Model } from '../../../../lib/jsonapi.ts';
import { useMenuEntries } from './api/menu-entries.ts';
import { saveMenuTree } from './api/save-menu-tree.ts';
import { isRearranged, mergeEntries, treeOf } from './menu-state.ts';
import type { EntryNode } from './menu-state.ts';
import { movedMessage } from './menu-words.ts';
import type { MoveName } from './menu-words.ts';

const MOVES: Record<MoveName, (tree: EntryNode[], id: string) => EntryNode[]> = { up: moveUp, down: moveDown, indent, outdent };

/** The control of a row that should have the focus after the tree is drawn again. */
interface FocusRequest {
  id: string;
  action: string;
}

/**
 * The menu editor's state: the tree as the admin arranges it (kept across refreshes of the
 * entries, which edits in the panel cause), whether it differs from the stored one, the moves
 * (each said in the live region, the focus kept on the control that made it), and the save.
 */
export function useMenuEditor() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const entries = useMenuEntries();
  const [tree, setTree] = useState<EntryNode[] | null>(null);
  const [merged, setMerged] = useState<Model[] | undefined>(undefined);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  // New entries from the server: fold them into the tree on screen during this render.
  if (entries.data && entries.data !== merged) {
    setMerged(entries.data);
    setTree((current) => (current ? mergeEntries(current, entries.data) : treeOf(entries.data)));
  }

  // Before the browser handles the next key: a second press lands on the same control.
  useLayoutEffect(() => {
    if (!focus) return;
    const row = document.querySelector(`[data-entry="${CSS.escape(focus.id)}"]`);
    const control = row?.querySelector<HTMLElement>(`[data-action="${focus.action}"]:not(:disabled)`) ?? row?.querySelector<HTMLElement>('[data-action="edit"]');
    control?.focus();
    setFocus(null);
  }, [focus]);

  const apply = useCallback(
    (id: string, next: EntryNode[], current: EntryNode[]) => {
      if (next === current) return;
      setTree(next);
      announce(movedMessage(t, next, id));
      const action = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.action : undefined;
      setFocus({ id, action: action ?? 'edit' });
    },
    [announce, t],
  );

  const move = (id: string, name: MoveName) => tree && apply(id, MOVES[name](tree, id), tree);
  const drop = (id: string, to: { parent: string | null; index: number }) => tree && apply(id, moveTo(tree, id, to), tree);
  const isDirty = !!tree && !!entries.data && isRearranged(tree, entries.data);

  const save = async () => {
    if (!tree) return;
    setIsSaving(true);
    try {
      await saveMenuTree(queryClient, placementsOf(tree));
    } finally {
      setIsSaving(false);
    }
  };
  const undo = () => {
    if (entries.data) setTree(treeOf(entries.data));
  };
  /** The entry as the server nests it: what a removal takes with it. */
  const storedNode = (id: string) => (entries.data ? findNode(treeOf(entries.data), id) : undefined);

  return { entries, tree: tree ?? [], isLoading: !tree, isDirty, isSaving, move, drop, save, undo, storedNode };
}
