import { datetime, text, toOne, toOneOf } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { REMINDABLE_TYPES } from './interaction-targets.ts';

/** A reminder a user sets for themselves, maybe about an item (spec, domain "reminder"). */
export const reminders = defineResource({
  type: 'reminders',
  feature: 'reminders',
  adminCategory: 'community',
  defaultSort: ['remindAt'],
  filters: ['user', 'remindable', { name: 'sent', kind: 'isNull', field: 'sentAt' }],
  indexes: [['userId', 'remindAt']],
  attributes: {
    title: text({ required: true, min: 1, max: 255 }),
    message: text({ max: 5000 }),
    remindAt: datetime({ required: true }),
    sentAt: datetime({ readOnly: true }),
  },
  relationships: {
    /** Its owner: the user who set it. */
    user: toOne('users', { readOnly: true }),
    remindable: toOneOf(REMINDABLE_TYPES, { onDelete: 'set null' }),
  },
});
