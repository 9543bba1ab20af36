import type { secondaryEmailAddresses } from '@relais/domain';
import { eq } from 'drizzle-orm';
import { asciiEmail } from '../../accounts/email-addresses.ts';
import { tablesOf } from '../../services/tables.ts';
import type { Actor } from '../../auth/actor.ts';
import { attributePointer, forbidden, relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy, Row, RowRule } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';

const owned: RowRule<typeof secondaryEmailAddresses> = (actor: Actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } });

/** A user's other addresses: theirs and the admins' alone. */
export const secondaryEmailAddressesPolicy: ResourcePolicy<typeof secondaryEmailAddresses> = {
  see: (actor) => actor.isAdmin,
  index: (actor) => actor.userId !== null,
  read: owned,
  create: (actor) => actor.userId !== null,
  update: owned,
  delete: owned,
  softDelete: owned,
  restore: (actor) => actor.isAdmin,
};

/**
 * Only for oneself (unless admin). A new address is pending until its owner follows the mailed link
 * (routes/auth/email-verification), which checks that nobody else holds it: no answer here says so.
 */
export const secondaryEmailAddressesHooks: ResourceHooks = {
  async beforeWrite({ actor, values, before }) {
    const userId = (values.userId ?? before?.userId) as string;
    if (!actor.isAdmin && userId !== actor.userId) throw forbidden('You can only add addresses to your own account.', relationshipPointer('user'));
    if (!('email' in values)) return;
    const ascii = typeof values.email === 'string' ? asciiEmail(values.email) : null;
    const pointer = attributePointer('email');
    if (!ascii) throw validationFailed([{ pointer, rule: 'email', detail: 'This is not an e-mail address.' }]);
    if (ascii === before?.email) return;
    values.email = ascii;
    values.verifiedAt = null;
  },
  async afterWrite({ tx, action, before, after, services }) {
    if ((action === 'create' || action === 'update') && after && !after.verifiedAt && before?.email !== after.email) {
      const users = tablesOf('users').table;
      const [user] = await tx.select().from(users).where(eq(users.id, after.userId as string));
      if (user) await services?.sendAddressLink(user as Row, String(after.email), tx);
    }
  },
};
