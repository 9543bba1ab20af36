import { datetime, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Another address of a user (spec: edited as multi-line text, one per line). */
export const secondaryEmailAddresses = defineResource({
  type: 'secondary-email-addresses',
  adminCategory: 'accounts',
  defaultSort: ['email'],
  filters: ['user', 'email'],
  attributes: {
    /**
     * Not unique here: an address is pending (verifiedAt null) until its owner follows the mailed
     * link, and only then is it checked against everyone else's, so no answer says who holds it.
     */
    email: text({ required: true, min: 3, max: 254 }),
    verifiedAt: datetime({ readOnly: true }),
  },
  relationships: {
    user: toOne('users', { required: true, onDelete: 'cascade' }),
  },
});
