import { toOne, toOneOf } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { LIKABLE_TYPES } from './interaction-targets.ts';

/** A user's like of an item, once per item (spec, domain "like"). */
export const likes = defineResource({
  type: 'likes',
  feature: 'likes',
  adminCategory: 'community',
  filters: ['user', 'likable'],
  uniqueTogether: [['user', 'likable']],
  attributes: {},
  relationships: {
    user: toOne('users', { readOnly: true }),
    likable: toOneOf(LIKABLE_TYPES, { required: true }),
  },
});
