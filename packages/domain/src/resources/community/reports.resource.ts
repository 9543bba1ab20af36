import { text, toOne, toOneOf } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { REPORTABLE_TYPES } from './interaction-targets.ts';

/** A member's report of an item to the moderators (spec, domain "report"). */
export const reports = defineResource({
  type: 'reports',
  adminCategory: 'community',
  filters: ['reportable', 'createdBy'],
  attributes: {
    reason: text({ required: true, min: 1, max: 255 }),
    details: text({ max: 5000 }),
    /** The page the item was reported from. */
    url: text({ max: 2048 }),
  },
  relationships: {
    reportable: toOneOf(REPORTABLE_TYPES, { required: true }),
    createdBy: toOne('users', { readOnly: true }),
  },
});
