import { describe, expect, it } from 'vitest';
import { appendNode, buildMenuTree, cycleMembers, indent, moveDown, moveTo, moveUp, outdent, placementsOf, possibleMoves, replaceItem } from './menu-tree.ts';
import type { MenuNode, MenuPlacement } from './menu-tree.ts';

const flat: MenuPlacement[] = [
  { id: 'about', parent: null, position: 1 },
  { id: 'home', parent: null, position: 0 },
  { id: 'terms', parent: 'about', position: 1 },
  { id: 'team', parent: 'about', position: 0 },
  { id: 'blog', parent: null, position: 2 },
];

/** The tree as nested names: `['home', ['about', ['team', 'terms']], 'blog']`. */
const shape = (tree: MenuNode<unknown>[]): unknown[] => tree.map((node) => (node.children.length ? [node.id, shape(node.children)] : node.id));
const tree = () => buildMenuTree(flat);

describe('building the menu tree', () => {
  it('nests entries under their parents in position order', () => {
    expect(shape(tree())).toEqual(['home', ['about', ['team', 'terms']], 'blog']);
  });

  it('puts an entry whose parent is unknown, or that sits in a cycle, at the top level', () => {
    const odd = buildMenuTree([
      { id: 'a', parent: 'b', position: 0 },
      { id: 'b', parent: 'a', position: 1 },
      { id: 'c', parent: 'gone', position: 2 },
    ]);
    expect(shape(odd)).toEqual(['a', 'b', 'c']);
  });

  it('gives back each entry with its parent and a position counted from 0 on each level', () => {
    expect(placementsOf(tree())).toEqual([
      { id: 'home', parent: null, position: 0 },
      { id: 'about', parent: null, position: 1 },
      { id: 'team', parent: 'about', position: 0 },
      { id: 'terms', parent: 'about', position: 1 },
      { id: 'blog', parent: null, position: 2 },
    ]);
  });
});

describe('moving an entry', () => {
  it('moves it up and down among its siblings, with its children', () => {
    expect(shape(moveUp(tree(), 'about'))).toEqual([['about', ['team', 'terms']], 'home', 'blog']);
    expect(shape(moveDown(tree(), 'about'))).toEqual(['home', 'blog', ['about', ['team', 'terms']]]);
    expect(shape(moveDown(tree(), 'team'))).toEqual(['home', ['about', ['terms', 'team']], 'blog']);
  });

  it('does not move the first entry up nor the last down (the same tree comes back)', () => {
    const start = tree();
    expect(moveUp(start, 'home')).toBe(start);
    expect(moveDown(start, 'blog')).toBe(start);
    expect(moveUp(start, 'team')).toBe(start);
  });

  it('indents an entry into the sibling above it, as its last child', () => {
    expect(shape(indent(tree(), 'blog'))).toEqual(['home', ['about', ['team', 'terms', 'blog']]]);
    expect(shape(indent(tree(), 'terms'))).toEqual(shape(tree()));
  });

  it('does not nest deeper than the two levels the top bar shows', () => {
    const start = tree();
    // About has children: under Home they would be a third level.
    expect(indent(start, 'about')).toBe(start);
    expect(indent(start, 'terms')).toBe(start);
    expect(moveTo(start, 'home', { parent: 'team', index: 0 })).toBe(start);
  });

  it('outdents an entry to just after its parent', () => {
    expect(shape(outdent(tree(), 'team'))).toEqual(['home', ['about', ['terms']], 'team', 'blog']);
    const start = tree();
    expect(outdent(start, 'home')).toBe(start);
  });

  it('refuses to move an entry into itself, or under an unknown entry', () => {
    const start = tree();
    expect(moveTo(start, 'about', { parent: 'about', index: 0 })).toBe(start);
    expect(moveTo(start, 'about', { parent: 'team', index: 0 })).toBe(start);
    expect(moveTo(start, 'home', { parent: 'nowhere', index: 0 })).toBe(start);
    expect(moveTo(start, 'nobody', { parent: null, index: 0 })).toBe(start);
  });

  it('moves an entry anywhere a drop puts it, the index clamped to the level', () => {
    expect(shape(moveTo(tree(), 'blog', { parent: 'about', index: 1 }))).toEqual(['home', ['about', ['team', 'blog', 'terms']]]);
    expect(shape(moveTo(tree(), 'home', { parent: null, index: 99 }))).toEqual([['about', ['team', 'terms']], 'blog', 'home']);
  });

  it('leaves the tree it was given unchanged', () => {
    const start = tree();
    const before = JSON.stringify(start);
    moveTo(start, 'blog', { parent: 'about', index: 0 });
    outdent(start, 'team');
    expect(JSON.stringify(start)).toBe(before);
  });

  it('tells which moves an entry allows', () => {
    expect(possibleMoves(tree(), 'team')).toEqual({ canMoveUp: false, canMoveDown: true, canIndent: false, canOutdent: true });
    expect(possibleMoves(tree(), 'blog')).toEqual({ canMoveUp: true, canMoveDown: false, canIndent: true, canOutdent: false });
  });
});

describe('editing the tree', () => {
  it('replaces an entry and appends a new one at the end of a level', () => {
    const added = appendNode(tree(), { id: 'news', item: { id: 'news', parent: 'about', position: 9 }, children: [] }, 'about');
    expect(shape(added)).toEqual(['home', ['about', ['team', 'terms', 'news']], 'blog']);
    const renamed = replaceItem(tree(), 'terms', { id: 'terms', parent: 'about', position: 7 });
    expect(renamed[1]!.children[1]!.item.position).toBe(7);
  });
});

describe('finding cycles', () => {
  it('names every entry that is its own ancestor, and only those', () => {
    const items = [
      { id: 'a', parent: 'c' },
      { id: 'b', parent: 'a' },
      { id: 'c', parent: 'b' },
      { id: 'd', parent: 'a' },
      { id: 'e', parent: null },
      { id: 'f', parent: 'f' },
    ];
    expect(cycleMembers(items)).toEqual(['a', 'b', 'c', 'f']);
    expect(cycleMembers(flat)).toEqual([]);
  });
});
