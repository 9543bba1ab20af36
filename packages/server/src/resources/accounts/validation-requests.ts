import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

const admin = (actor: Actor) => actor.isAdmin;
const isOwn = (actor: Actor, row: Row) => actor.isAdmin || (actor.userId !== null && row.userId === actor.userId);

/** A signed-in user files and reads their own requests; admins read them all and decide. */
export const validationRequestsPolicy: ResourcePolicy = {
  see: admin,
  index: (actor) => actor.userId !== null,
  scope(actor, table) {
    if (actor.isAdmin) return undefined;
    return actor.userId ? eq(table.userId, actor.userId) : sql`false`;
  },
  show: isOwn,
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
  /** Accepting a request validates its user, in the same transaction; refusing changes nothing. */
  async afterWrite({ tx, after }) {
    if (!after || after.statusId !== 'accepted') return;
    const users = tablesOf('users').table;
    await tx.update(users).set({ validatedAt: new Date(), updatedAt: new Date() }).where(and(eq(users.id, after.userId as string), isNull(users.validatedAt)));
  },
};
