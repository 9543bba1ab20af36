import { text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Another address of a user (spec: edited as multi-line text, one per line). */
export const secondaryEmailAddresses = defineResource({
  type: 'secondary-email-addresses',
  adminCategory: 'accounts',
  defaultSort: ['email'],
  filters: ['user', 'email'],
  attributes: {
    email: text({ required: true, unique: true, min: 3, max: 254 }),
  },
  relationships: {
    user: toOne('users', { required: true, onDelete: 'cascade' }),
  },
});
