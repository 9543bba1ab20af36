import { describe, expect, it } from 'vitest';
import { editorReducer, HISTORY_LIMIT, initialEditorState, isDirty } from './editor-state.ts';
import type { EditorAction, EditorBlock, EditorState } from './editor-state.ts';

const block = (key: string, title = key): EditorBlock => ({ key, id: key, name: 'pageTitle', viewId: null, props: { title } });
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const keys = (state: EditorState) => state.present.map((b) => b.key);
const titles = (state: EditorState) => state.present.map((b) => b.props.title);

describe('the page editor’s state', () => {
  const start = initialEditorState([block('a'), block('b'), block('c')]);

  it('adds, duplicates (a new unsaved copy just after) and removes blocks', () => {
    const added = run(start, { type: 'add', block: { ...block('d'), id: null } });
    expect(keys(added)).toEqual(['a', 'b', 'c', 'd']);
    const copied = run(start, { type: 'duplicate', key: 'a', newKey: 'a2' });
    expect(keys(copied)).toEqual(['a', 'a2', 'b', 'c']);
    expect(copied.present[1]).toMatchObject({ id: null, name: 'pageTitle', props: { title: 'a' } });
    expect(copied.present[1]!.props).not.toBe(copied.present[0]!.props);
    expect(keys(run(start, { type: 'remove', key: 'b' }))).toEqual(['a', 'c']);
  });

  it('reorders: a block moved down or up, out-of-range moves ignored', () => {
    expect(keys(run(start, { type: 'move', from: 0, to: 2 }))).toEqual(['b', 'c', 'a']);
    expect(keys(run(start, { type: 'move', from: 2, to: 0 }))).toEqual(['c', 'a', 'b']);
    expect(run(start, { type: 'move', from: 0, to: 3 })).toBe(start);
  });

  it('gives a new object to the edited block only, so the others are not drawn again', () => {
    const edited = run(start, { type: 'edit', key: 'b', props: { title: 'B!' }, field: 'title' });
    expect(edited.present[0]).toBe(start.present[0]);
    expect(edited.present[2]).toBe(start.present[2]);
    expect(titles(edited)).toEqual(['a', 'B!', 'c']);
  });

  it('undoes and redoes each action, typing in one field being one step', () => {
    const typed = run(
      start,
      { type: 'edit', key: 'a', props: { title: 'H' }, field: 'title' },
      { type: 'edit', key: 'a', props: { title: 'Hi' }, field: 'title' },
      { type: 'move', from: 0, to: 1 },
      { type: 'edit', key: 'a', props: { title: 'Hi!' }, field: 'title' },
    );
    expect(typed.past).toHaveLength(3);
    const once = run(typed, { type: 'undo' });
    expect(titles(once)).toEqual(['b', 'Hi', 'c']);
    const twice = run(once, { type: 'undo' });
    expect(keys(twice)).toEqual(['a', 'b', 'c']);
    const thrice = run(twice, { type: 'undo' });
    expect(titles(thrice)).toEqual(['a', 'b', 'c']);
    expect(run(thrice, { type: 'undo' })).toBe(thrice);
    expect(titles(run(thrice, { type: 'redo' }, { type: 'redo' }, { type: 'redo' }))).toEqual(['b', 'Hi!', 'c']);
    // A new change after an undo forgets what could have been redone.
    expect(run(once, { type: 'remove', key: 'c' }).future).toEqual([]);
  });

  it('keeps a bounded history', () => {
    let state = start;
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) state = run(state, { type: 'move', from: 0, to: 1 });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('is dirty while it differs from what is saved, and clean again once a change is undone or typed back', () => {
    expect(isDirty(start)).toBe(false);
    const moved = run(start, { type: 'move', from: 0, to: 1 });
    expect(isDirty(moved)).toBe(true);
    expect(isDirty(run(moved, { type: 'undo' }))).toBe(false);
    expect(isDirty(run(start, { type: 'edit', key: 'a', props: { title: 'a' }, field: 'title' }))).toBe(false);
    expect(isDirty(run(start, { type: 'remove', key: 'c' }))).toBe(true);
  });
});
