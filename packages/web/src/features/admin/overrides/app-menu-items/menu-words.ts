import type { TFunction } from '../../../../lib/i18n/i18n.ts';
import { findNode, locate } from '@relais/domain';
import type { Model } from '../../../../lib/jsonapi.ts';
import type { EntryNode } from './menu-state.ts';

/** The keyboard's moves of an entry, each a button and an Alt + arrow key. */
export type MoveName = 'up' | 'down' | 'indent' | 'outdent';

/** An entry's name in the reading language, or a word saying it has none yet. */
export const entryName = (t: TFunction, entry: Model) => (typeof entry.name === 'string' && entry.name !== '' ? entry.name : t('menuEditor.unnamed'));

/** Where an entry stands, in words: "2 of 3 at the top level", "1 of 2 under About". */
export function placeOf(t: TFunction, tree: EntryNode[], id: string): string {
  const at = locate(tree, id);
  if (!at) return '';
  const place = { position: at.index + 1, count: at.siblings.length };
  if (at.parent === null) return t('menuEditor.placeTop', place);
  return t('menuEditor.placeUnder', { ...place, parent: entryName(t, findNode(tree, at.parent)!.item) });
}

/** What the live region says after a move: the entry and its new place. */
export const movedMessage = (t: TFunction, tree: EntryNode[], id: string) => t('menuEditor.moved', { name: entryName(t, findNode(tree, id)!.item), place: placeOf(t, tree, id) });
