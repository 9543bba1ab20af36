import { text, toOne, toOneOf } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { HISTORY_ITEM_TYPES } from './interaction-targets.ts';

/** Ids of the history action types the migration seeds (spec: creation, updates). */
export const HISTORY_ACTION_TYPES = ['creation', 'updates'] as const;
export type HistoryActionType = (typeof HISTORY_ACTION_TYPES)[number];

/** What happened to an item: reference data with readable ids. */
export const historyActionTypes = defineResource({
  type: 'history-action-types',
  idKind: 'string',
  adminCategory: 'community',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});

/** One creation or update of an item, by whom and for which organization; written by the server. */
export const historyActions = defineResource({
  type: 'history-actions',
  adminCategory: 'community',
  filters: ['item', 'actionType', 'author', 'organization'],
  attributes: {
    /** Who acted, as anyone may read it (their reduced public profile); null for a deleted or missing author. */
    authorName: text({ computed: true, readOnly: true }),
  },
  relationships: {
    item: toOneOf(HISTORY_ITEM_TYPES, { required: true }),
    /** The spec's `type` (a name JSON:API reserves). */
    actionType: toOne('history-action-types', { required: true }),
    author: toOne('users'),
    organization: toOne('organizations'),
  },
});
