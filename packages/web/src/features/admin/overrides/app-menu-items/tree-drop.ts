import { MENU_MAX_DEPTH, heightOf } from '@relais/domain';
import type { MenuNode } from '@relais/domain';

/** One row of the tree as it is drawn: in reading order, with its level (1 at the top). */
export interface FlatRow<T> {
  node: MenuNode<T>;
  parent: string | null;
  depth: number;
}

/** The rows in reading order; the children of `collapsed` (the one being dragged) left out. */
export function flatten<T>(tree: readonly MenuNode<T>[], collapsed?: string, parent: string | null = null, depth = 1): FlatRow<T>[] {
  return tree.flatMap((node) => [{ node, parent, depth }, ...(node.id === collapsed ? [] : flatten(node.children, collapsed, node.id, depth + 1))]);
}

/** Pixels of sideways drag that make one level. */
export const INDENT_STEP = 32;

/**
 * Where a dragged row lands (dnd-kit's sortable tree as the model): over another row, moved sideways
 * by `offsetX` pixels. Its level follows the sideways move, within what the rows around it allow
 * (at most one deeper than the row above, at least the level of the row below, and never deeper
 * than the top bar shows); its parent is the nearest row above one level up.
 */
export function projectDrop<T>(rows: readonly FlatRow<T>[], { activeId, overId, offsetX }: { activeId: string; overId: string; offsetX: number }): { parent: string | null; index: number } | null {
  const from = rows.findIndex((row) => row.node.id === activeId);
  const to = rows.findIndex((row) => row.node.id === overId);
  if (from < 0 || to < 0) return null;
  const moved = [...rows];
  const [active] = moved.splice(from, 1);
  moved.splice(to, 0, active!);
  const above = moved[to - 1];
  const below = moved[to + 1];
  const deepest = Math.min(above ? above.depth + 1 : 1, MENU_MAX_DEPTH - heightOf(active!.node) + 1);
  const shallowest = below ? Math.min(below.depth, deepest) : 1;
  const depth = Math.max(shallowest, Math.min(deepest, active!.depth + Math.round(offsetX / INDENT_STEP)));
  let parent: string | null = null;
  if (depth > 1) {
    for (let i = to - 1; i >= 0; i--) {
      if (moved[i]!.depth === depth - 1) {
        parent = moved[i]!.node.id;
        break;
      }
    }
  }
  // Its index: the rows above it under the same parent, at its level.
  let index = 0;
  for (let i = to - 1; i >= 0 && moved[i]!.node.id !== parent; i--) if (moved[i]!.depth === depth) index++;
  return { parent, index };
}
