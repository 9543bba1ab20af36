import { describe, expect, it } from 'vitest';
import type { EditorBlock } from './editor-state.ts';
import { errorsOfSave, saveOperations } from './save-operations.ts';

const stored = (id: string, props: Record<string, unknown> = { title: id }): EditorBlock => ({ key: id, id, name: 'pageTitle', viewId: null, props });

describe('what a save sends', () => {
  const saved = [stored('a'), stored('b'), stored('c')];

  it('only touches the page when nothing changed', () => {
    expect(saveOperations({ pageId: 'p', saved, present: saved }).operations).toEqual([{ op: 'update', data: { type: 'app-pages', id: 'p', attributes: {} } }]);
  });

  it('removes, moves, edits and adds in one list of operations, each block named for its errors', () => {
    const present = [stored('c'), { ...saved[0]!, props: { title: 'A!' } }, { key: 'n1', id: null, name: 'pageCustom' as const, viewId: null, props: { html: '<p>x</p>' } }];
    const { operations, blockOf } = saveOperations({ pageId: 'p', saved, present });
    expect(operations.slice(1)).toEqual([
      { op: 'remove', ref: { type: 'app-page-components', id: 'b' } },
      { op: 'update', ref: { type: 'app-page-components', id: 'c' }, data: { type: 'app-page-components', id: 'c', attributes: { position: 0 } } },
      { op: 'update', ref: { type: 'app-page-components', id: 'a' }, data: { type: 'app-page-components', id: 'a', attributes: { position: 1, props: { title: 'A!' } } } },
      { op: 'add', data: { type: 'app-page-components', attributes: { name: 'pageCustom', position: 2, props: { html: '<p>x</p>' } }, relationships: { page: { data: { type: 'app-pages', id: 'p' } } } } },
    ]);
    expect(blockOf).toEqual([null, null, 'c', 'a', 'n1']);
  });

  it('puts a refusal’s errors on the block and prop they point at', () => {
    const { byBlock, others } = errorsOfSave(
      [
        { detail: 'Too long.', source: { pointer: '/atomic:operations/4/data/attributes/props/items/0/title' } },
        { detail: 'Unknown prop.', source: { pointer: '/atomic:operations/3/data/attributes/props' } },
        { detail: 'Forbidden.', source: { pointer: '/atomic:operations/0' } },
      ],
      [null, null, 'c', 'a', 'n1'],
    );
    expect(Object.fromEntries(byBlock)).toEqual({ n1: { 'items.0.title': 'Too long.' }, a: { '': 'Unknown prop.' } });
    expect(others).toEqual(['Forbidden.']);
  });
});
