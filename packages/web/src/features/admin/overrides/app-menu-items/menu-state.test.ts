import { describe, expect, it } from 'vitest';
import { moveTo, outdent } from '@relais/domain';
import type { Model } from '../../../../lib/jsonapi.ts';
import { descendantCount, isRearranged, mergeEntries, previewMenu, treeOf } from './menu-state.ts';
import type { EntryNode } from './menu-state.ts';
import { flatten, INDENT_STEP, projectDrop } from './tree-drop.ts';

const entry = (id: string, position: number, parent: string | null = null, more: Partial<Model> = {}): Model => ({
  type: 'app-menu-items',
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  position,
  parent: parent ? { type: 'app-menu-items', id: parent } : null,
  requiresAuth: false,
  roles: [],
  accessLevel: null,
  page: null,
  ...more,
});

const entries = [entry('home', 0), entry('about', 1), entry('team', 0, 'about'), entry('terms', 1, 'about'), entry('blog', 2)];
const shape = (tree: EntryNode[]): unknown[] => tree.map((node) => (node.children.length ? [node.id, shape(node.children)] : node.id));
const names = (items: { name: string | null; children: unknown[] }[]): unknown[] =>
  items.map((item) => (item.children.length ? [item.name, names(item.children as never)] : item.name));

describe('the editor’s tree', () => {
  it('is the stored entries nested by parent and ordered by position', () => {
    expect(shape(treeOf(entries))).toEqual(['home', ['about', ['team', 'terms']], 'blog']);
  });

  it('is rearranged once a move changes it, and no longer when moved back', () => {
    const tree = treeOf(entries);
    expect(isRearranged(tree, entries)).toBe(false);
    const moved = outdent(tree, 'team');
    expect(isRearranged(moved, entries)).toBe(true);
    expect(isRearranged(moveTo(moved, 'team', { parent: 'about', index: 0 }), entries)).toBe(false);
  });

  it('keeps the admin’s unsaved moves when the entries come back edited, added or removed', () => {
    const moved = outdent(treeOf(entries), 'team');
    const after = [entry('home', 0, null, { name: 'Start' }), entry('about', 1), entry('team', 0, 'about'), entry('blog', 2), entry('news', 3), entry('archive', 0, 'news')];
    const merged = mergeEntries(moved, after);
    expect(shape(merged)).toEqual(['home', 'about', 'team', 'blog', ['news', ['archive']]]);
    expect(merged[0]!.item.name).toBe('Start');
  });

  it('lets the children an admin moved out of a removed entry take its place', () => {
    const moved = moveTo(treeOf(entries), 'blog', { parent: 'about', index: 2 });
    const merged = mergeEntries(moved, [entry('home', 0), entry('team', 0), entry('blog', 1)]);
    expect(shape(merged)).toEqual(['home', 'team', 'blog']);
  });

  it('counts what a removal takes with it', () => {
    const tree = treeOf(entries);
    expect(descendantCount(tree[1]!)).toBe(2);
    expect(descendantCount(tree[0]!)).toBe(0);
  });
});

describe('the preview of the top bar', () => {
  const guarded = [
    entry('home', 0, null, { url: '/' }),
    entry('members', 1, null, { requiresAuth: true }),
    entry('directory', 0, 'members'),
    entry('editors', 2, null, { requiresAuth: true, roles: [{ type: 'roles', id: 'contributor' }] }),
    entry('page', 3, null, { page: { type: 'app-pages', id: 'p1', path: '/about' }, blank: true, alignsNextRight: true }),
  ];

  it('shows a visitor only what needs no sign-in, a member what needs one, an administrator everything', () => {
    const tree = treeOf(guarded);
    expect(names(previewMenu(tree, 'visitor'))).toEqual(['Home', 'Page']);
    expect(names(previewMenu(tree, 'member'))).toEqual(['Home', ['Members', ['Directory']], 'Page']);
    expect(names(previewMenu(tree, 'admin'))).toEqual(['Home', ['Members', ['Directory']], 'Editors', 'Page']);
  });

  it('carries what the top bar draws: the link, new tab, alignment and the order on screen', () => {
    const [home, page] = previewMenu(moveTo(treeOf(guarded), 'page', { parent: null, index: 0 }), 'visitor');
    expect(home).toMatchObject({ name: 'Page', path: '/about', url: null, blank: true, alignsNextRight: true, position: 0 });
    expect(page).toMatchObject({ name: 'Home', url: '/', path: null, position: 1 });
  });
});

describe('a drop', () => {
  const rows = () => flatten(treeOf(entries));

  it('puts the row where it is dropped, at the level of the rows around it', () => {
    // Blog over Team: between About and Team, so under About, first.
    expect(projectDrop(rows(), { activeId: 'blog', overId: 'team', offsetX: 0 })).toEqual({ parent: 'about', index: 0 });
    // Home over Blog: last at the top level.
    expect(projectDrop(rows(), { activeId: 'home', overId: 'blog', offsetX: 0 })).toEqual({ parent: null, index: 2 });
  });

  it('nests the row under the one above when dragged to the right, and takes it out when dragged to the left', () => {
    expect(projectDrop(rows(), { activeId: 'blog', overId: 'blog', offsetX: INDENT_STEP })).toEqual({ parent: 'about', index: 2 });
    expect(projectDrop(rows(), { activeId: 'terms', overId: 'terms', offsetX: -INDENT_STEP })).toEqual({ parent: null, index: 2 });
    // Team has Terms below it, at level 2: it cannot leave About from there.
    expect(projectDrop(rows(), { activeId: 'team', overId: 'team', offsetX: -INDENT_STEP })).toEqual({ parent: 'about', index: 0 });
  });

  it('never nests deeper than the top bar shows, nor an entry with children under another', () => {
    expect(projectDrop(rows(), { activeId: 'terms', overId: 'terms', offsetX: 4 * INDENT_STEP })).toEqual({ parent: 'about', index: 1 });
    const collapsed = flatten(treeOf(entries), 'about');
    expect(projectDrop(collapsed, { activeId: 'about', overId: 'about', offsetX: 3 * INDENT_STEP })).toEqual({ parent: null, index: 1 });
  });
});
