import { appendNode, buildMenuTree, canOpenPage, placementsOf } from '@relais/domain';
import type { AccessVisitor, AppMenuItem, MenuNode, MenuPlacement } from '@relais/domain';
import { fallbackLocaleOf } from '../../../../lib/jsonapi.ts';
import type { Model } from '../../../../lib/jsonapi.ts';

/** An entry of the editor's tree: the stored record, and where the editor puts it. */
export type EntryNode = MenuNode<Model>;

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null);

/** Where the server has an entry. */
export const storedPlacement = (entry: Model): MenuPlacement => ({ id: entry.id, parent: idOf(entry.parent), position: Number(entry.position ?? 0) });

/** The entries as the server nests and orders them. */
export function treeOf(entries: readonly Model[]): EntryNode[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const toEntries = (nodes: MenuNode<MenuPlacement>[]): EntryNode[] => nodes.map((node) => ({ id: node.id, item: byId.get(node.id)!, children: toEntries(node.children) }));
  return toEntries(buildMenuTree(entries.map(storedPlacement)));
}

const key = (placements: readonly MenuPlacement[]) => JSON.stringify([...placements].sort((a, b) => a.id.localeCompare(b.id)));

/** Whether the editor's order or nesting differs from the server's. */
export const isRearranged = (tree: readonly EntryNode[], entries: readonly Model[]) => key(placementsOf(tree)) !== key(placementsOf(treeOf(entries)));

/**
 * The editor's tree after the server's entries changed (an entry edited, added or removed in the
 * panel): the admin's unsaved moves stay, edited entries show their new values, removed ones go
 * (with the children the server removed with them), new ones join the end of their level.
 */
export function mergeEntries(tree: readonly EntryNode[], entries: readonly Model[]): EntryNode[] {
  const fresh = new Map(entries.map((entry) => [entry.id, entry]));
  // A removed entry's children the server kept (moved out of it by the admin) take its place.
  const keep = (nodes: readonly EntryNode[]): EntryNode[] =>
    nodes.flatMap((node) => (fresh.has(node.id) ? [{ id: node.id, item: fresh.get(node.id)!, children: keep(node.children) }] : keep(node.children)));
  let next = keep(tree);
  const known = new Set(placementsOf(next).map((placement) => placement.id));
  for (const placement of placementsOf(treeOf(entries))) {
    if (known.has(placement.id)) continue;
    const parent = placement.parent !== null && known.has(placement.parent) ? placement.parent : null;
    next = appendNode(next, { id: placement.id, item: fresh.get(placement.id)!, children: [] }, parent);
    known.add(placement.id);
  }
  return next;
}

/** How many entries a removal takes with it. */
export const descendantCount = (node: EntryNode): number => node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);

/** Who the preview shows the menu to. */
export type PreviewAudience = 'visitor' | 'member' | 'admin';

const AUDIENCES: Record<PreviewAudience, AccessVisitor> = {
  visitor: { isSignedIn: false, isAdmin: false, roles: [], accessLevelWeight: null },
  member: { isSignedIn: true, isAdmin: false, roles: [], accessLevelWeight: null },
  admin: { isSignedIn: true, isAdmin: true, roles: [], accessLevelWeight: null },
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The menu the public top bar would draw from the editor's tree, for one audience: what
 * `GET services/app-menu` would answer after a save (an entry hidden from them hides its children).
 */
export function previewMenu(tree: readonly EntryNode[], audience: PreviewAudience): AppMenuItem[] {
  return tree.flatMap((node, position) => {
    const entry = node.item;
    const roles = Array.isArray(entry.roles) ? entry.roles.map((role) => String((role as Model).id)) : [];
    const level = entry.accessLevel as Model | null | undefined;
    const guard = { requiresAuth: !!entry.requiresAuth, roles, accessLevelWeight: level ? Number(level.weight ?? 0) : null };
    if (!canOpenPage(guard, AUDIENCES[audience])) return [];
    const page = entry.page as Model | null | undefined;
    return [
      {
        id: node.id,
        name: text(entry.name),
        // The generic API names a name served in a fallback language; none named: the reader's own.
        locale: fallbackLocaleOf(entry, 'name') ?? null,
        description: text(entry.description),
        url: text(entry.url),
        path: page ? text(page.path) : null,
        blank: !!entry.blank,
        color: text(entry.color),
        alignsNextRight: !!entry.alignsNextRight,
        requiresAuth: !!entry.requiresAuth,
        position,
        children: previewMenu(node.children, audience),
      },
    ];
  });
}
