import type { validationRequests } from '@relais/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { notify } from '../../notifications/notify.ts';

const admin = (actor: Actor) => actor.isAdmin;

/** A signed-in user files and reads their own requests; admins read them all and decide. */
export const validationRequestsPolicy: ResourcePolicy<typeof validationRequests> = {
  see: admin,
  index: (actor) => actor.userId !== null,
  read: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
  create: (actor) => actor.userId !== null,
  update: admin,
  delete: admin,
  softDelete: admin,
  restore: admin,
};

export const validationRequestsHooks: ResourceHooks = {
  /** A user's own request starts pending; only an admin files one for someone else. */
  async beforeWrite({ actor, action, values }) {
    if (action !== 'create') return;
    if (!actor.isAdmin || !values.userId) values.userId = actor.userId;
    if (!actor.isAdmin || !values.statusId) values.statusId = 'pending';
  },
  /**
   * Accepting a request validates its user, in the same transaction; refusing changes nothing else.
   * Either decision is mailed to the member, once: when the status becomes it.
   */
  async afterWrite({ tx, actor, before, after, services }) {
    if (!after || (after.statusId !== 'accepted' && after.statusId !== 'refused')) return;
    if (before?.statusId === after.statusId) return;
    await services?.mailValidationDecision(after.userId as string, after.statusId, tx);
    // The bell says it too; the decision's own mail above is its mail.
    await notify(tx, services?.site, {
      type: after.statusId === 'accepted' ? 'auth-accepted-validation-request' : 'auth-refused-validation-request',
      userId: after.userId as string,
      actorId: actor.userId,
      actionUrl: '/account/profile',
      mail: false,
    });
    if (after.statusId !== 'accepted') return;
    const users = tablesOf('users').table;
    await tx.update(users).set({ validatedAt: new Date(), updatedAt: new Date() }).where(and(eq(users.id, after.userId as string), isNull(users.validatedAt)));
  },
};
