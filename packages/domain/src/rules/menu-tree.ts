/**
 * The site menu as a tree (spec, platform §3 "app-menu-item", §4 "Shell"): pure operations the menu
 * editor applies as an admin moves entries, and the checks the server makes before it writes a tree.
 * Every operation answers a new tree and leaves the one it was given alone; a move that cannot be
 * made (the first entry moved up, an entry indented under nothing) answers the same tree.
 */

/** Where an entry stands: its parent (null at the top level) and its place among its siblings. */
export interface MenuPlacement {
  id: string;
  parent: string | null;
  position: number;
}

export interface MenuNode<T> {
  id: string;
  item: T;
  children: MenuNode<T>[];
}

/**
 * Levels the top bar shows: entries at the top, their children in a dropdown. The editor nests no
 * deeper, since a third level would never reach a visitor.
 */
export const MENU_MAX_DEPTH = 2;

/**
 * The tree of flat entries, each level in position order (ties keep the given order). An entry
 * whose parent is missing, or that sits in a cycle, is put at the top level rather than lost.
 */
export function buildMenuTree<T extends MenuPlacement>(items: readonly T[]): MenuNode<T>[] {
  const nodes = new Map(items.map((item) => [item.id, { id: item.id, item, children: [] as MenuNode<T>[] }]));
  const inCycle = new Set(cycleMembers(items));
  const roots: MenuNode<T>[] = [];
  const sorted = items.map((item, order) => ({ item, order })).sort((a, b) => a.item.position - b.item.position || a.order - b.order);
  for (const { item } of sorted) {
    const parent = item.parent !== null && !inCycle.has(item.id) ? nodes.get(item.parent) : undefined;
    (parent ? parent.children : roots).push(nodes.get(item.id)!);
  }
  return roots;
}

/** Every entry's parent and position as the tree stands, positions counted 0, 1, 2… on each level. */
export function placementsOf<T>(tree: readonly MenuNode<T>[], parent: string | null = null): MenuPlacement[] {
  return tree.flatMap((node, position) => [{ id: node.id, parent, position }, ...placementsOf(node.children, node.id)]);
}

/** Where a node is: its parent's id, its siblings (itself included) and its index among them. */
export interface MenuLocation<T> {
  parent: string | null;
  siblings: readonly MenuNode<T>[];
  index: number;
  depth: number;
}

export function locate<T>(tree: readonly MenuNode<T>[], id: string, parent: string | null = null, depth = 1): MenuLocation<T> | undefined {
  const index = tree.findIndex((node) => node.id === id);
  if (index >= 0) return { parent, siblings: tree, index, depth };
  for (const node of tree) {
    const found = locate(node.children, id, node.id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function findNode<T>(tree: readonly MenuNode<T>[], id: string): MenuNode<T> | undefined {
  const location = locate(tree, id);
  return location?.siblings[location.index];
}

/** Levels below and including a node: 1 for a leaf. */
export const heightOf = <T>(node: MenuNode<T>): number => 1 + Math.max(0, ...node.children.map(heightOf));

/** The tree without a node (and what it holds), and the node taken out. */
export function detach<T>(tree: readonly MenuNode<T>[], id: string): { tree: MenuNode<T>[]; node?: MenuNode<T> } {
  let taken: MenuNode<T> | undefined;
  const walk = (nodes: readonly MenuNode<T>[]): MenuNode<T>[] =>
    nodes.flatMap((node) => {
      if (node.id === id) {
        taken = node;
        return [];
      }
      return [{ ...node, children: walk(node.children) }];
    });
  const rest = walk(tree);
  return { tree: rest, node: taken };
}

/** The tree with `node` put under `parent` (null: the top level) at `index` among its children. */
function insertAt<T>(tree: readonly MenuNode<T>[], node: MenuNode<T>, parent: string | null, index: number): MenuNode<T>[] {
  if (parent === null) return [...tree.slice(0, index), node, ...tree.slice(index)];
  return tree.map((other) =>
    other.id === parent
      ? { ...other, children: [...other.children.slice(0, index), node, ...other.children.slice(index)] }
      : { ...other, children: insertAt(other.children, node, parent, index) },
  );
}

/**
 * Moves an entry, with its children, under `parent` at `index` (counted without the entry). Refused
 * (same tree) when the parent is the entry or one of its descendants, is unknown, or the move would
 * nest deeper than `MENU_MAX_DEPTH`.
 */
export function moveTo<T>(tree: MenuNode<T>[], id: string, { parent, index }: { parent: string | null; index: number }): MenuNode<T>[] {
  const { tree: rest, node } = detach(tree, id);
  if (!node) return tree;
  let depth = 1;
  if (parent !== null) {
    const target = locate(rest, parent);
    if (!target) return tree;
    depth = target.depth + 1;
  }
  if (depth - 1 + heightOf(node) > MENU_MAX_DEPTH) return tree;
  const siblings = parent === null ? rest : findNode(rest, parent)!.children;
  return insertAt(rest, node, parent, Math.max(0, Math.min(index, siblings.length)));
}

/** One place earlier among its siblings. */
export function moveUp<T>(tree: MenuNode<T>[], id: string): MenuNode<T>[] {
  const at = locate(tree, id);
  return at && at.index > 0 ? moveTo(tree, id, { parent: at.parent, index: at.index - 1 }) : tree;
}

/** One place later among its siblings. */
export function moveDown<T>(tree: MenuNode<T>[], id: string): MenuNode<T>[] {
  const at = locate(tree, id);
  return at && at.index < at.siblings.length - 1 ? moveTo(tree, id, { parent: at.parent, index: at.index + 1 }) : tree;
}

/** Into the sibling above it, as its last child. */
export function indent<T>(tree: MenuNode<T>[], id: string): MenuNode<T>[] {
  const at = locate(tree, id);
  if (!at || at.index === 0) return tree;
  const above = at.siblings[at.index - 1]!;
  return moveTo(tree, id, { parent: above.id, index: above.children.length });
}

/** Out of its parent, just after it. */
export function outdent<T>(tree: MenuNode<T>[], id: string): MenuNode<T>[] {
  const at = locate(tree, id);
  if (!at || at.parent === null) return tree;
  const parentAt = locate(tree, at.parent)!;
  return moveTo(tree, id, { parent: parentAt.parent, index: parentAt.index + 1 });
}

/** What the editor can do with an entry where it stands. */
export function possibleMoves<T>(tree: MenuNode<T>[], id: string) {
  const changes = (next: MenuNode<T>[]) => next !== tree;
  return {
    canMoveUp: changes(moveUp(tree, id)),
    canMoveDown: changes(moveDown(tree, id)),
    canIndent: changes(indent(tree, id)),
    canOutdent: changes(outdent(tree, id)),
  };
}

/** The tree with one node's item replaced (after an edit), or a new node appended under `parent`. */
export function replaceItem<T>(tree: readonly MenuNode<T>[], id: string, item: T): MenuNode<T>[] {
  return tree.map((node) => (node.id === id ? { ...node, item } : { ...node, children: replaceItem(node.children, id, item) }));
}

export function appendNode<T>(tree: MenuNode<T>[], node: MenuNode<T>, parent: string | null): MenuNode<T>[] {
  const siblings = parent === null ? tree : findNode(tree, parent)?.children;
  return siblings ? insertAt(tree, node, parent, siblings.length) : insertAt(tree, node, null, tree.length);
}

/** Ids of the entries that are their own ancestor (following parents leads back to them). */
export function cycleMembers(items: readonly Pick<MenuPlacement, 'id' | 'parent'>[]): string[] {
  const parentOf = new Map(items.map((item) => [item.id, item.parent]));
  return items
    .filter((item) => {
      const seen = new Set<string>();
      for (let at = item.parent; at !== null && parentOf.has(at); at = parentOf.get(at) ?? null) {
        if (at === item.id) return true;
        if (seen.has(at)) return false;
        seen.add(at);
      }
      return false;
    })
    .map((item) => item.id);
}
