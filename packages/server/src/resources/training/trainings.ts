import type { trainingSessionInterests, trainingSessions } from '@relais/domain';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { notify } from '../../notifications/notify.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { localize } from '../../services/localize.ts';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * A session owns its address (spec, domain "training-session"): the address a session is saved with
 * becomes a place of nobody's (no user, no organization), which anyone may read with the session
 * (rental/policies.ts); the address it leaves, or had when deleted, is deleted with it.
 */

const pointer = relationshipPointer('address');

/** The address may be linked: a place no other session holds, and nobody's or the writer's own (one they just wrote). */
async function assertAddressFree(tx: Executor, { addressId, sessionId, writerId }: { addressId: string; sessionId: string | undefined; writerId: string | null }) {
  const sessions = tablesOf('training-sessions').table;
  const [taken] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(sessionId ? and(eq(sessions.addressId, addressId), ne(sessions.id, sessionId)) : eq(sessions.addressId, addressId))
    .limit(1);
  if (taken) throw validationFailed([{ pointer, rule: 'taken', detail: 'This address is already the place of another session.' }]);
  const addresses = tablesOf('addresses').table;
  const [address] = await tx.select({ userId: addresses.userId, organizationId: addresses.ownerOrganizationId }).from(addresses).where(eq(addresses.id, addressId));
  const isPlace = address?.userId === null && address?.organizationId === null;
  const isWriters = address?.userId === writerId && address?.organizationId === null;
  if (address && !isPlace && !isWriters) throw validationFailed([{ pointer, rule: 'owned', detail: 'This address belongs to someone; give the session an address of its own.' }]);
}

export const trainingSessionsHooks: ResourceHooks<typeof trainingSessions> = {
  async beforeWrite({ tx, actor, values, before }) {
    const startAt = values.startAt ?? before?.startAt;
    const endAt = values.endAt === undefined ? before?.endAt : values.endAt;
    if (startAt && endAt && endAt.getTime() < startAt.getTime()) {
      throw validationFailed([{ pointer: attributePointer('endAt'), rule: 'after_or_equal', detail: 'A session cannot end before it starts.' }]);
    }
    if (values.addressId && values.addressId !== before?.addressId) await assertAddressFree(tx, { addressId: values.addressId, sessionId: before?.id, writerId: actor.userId });
  },
  async afterWrite({ tx, before, after }) {
    const addresses = tablesOf('addresses').table;
    if (after?.addressId && after.addressId !== before?.addressId) {
      await tx.update(addresses).set({ userId: null, ownerOrganizationId: null }).where(eq(addresses.id, after.addressId));
    }
    if (before?.addressId && before.addressId !== after?.addressId) await tx.delete(addresses).where(eq(addresses.id, before.addressId));
  },
};

/** An interest is its member's and the administrators' (who manage trainings): nobody else reads it. */
const ownInterest = (actor: Actor): boolean | Condition<typeof trainingSessionInterests> => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } });

/** A signed-in member registers their interest in a session and withdraws it; administrators see them all. */
export const trainingSessionInterestsPolicy: ResourcePolicy<typeof trainingSessionInterests> = {
  see: (actor) => actor.isAdmin,
  index: (actor) => actor.userId !== null,
  read: ownInterest,
  create: (actor) => actor.userId !== null,
  update: (actor) => actor.isAdmin,
  delete: ownInterest,
  softDelete: (actor) => actor.isAdmin,
  restore: (actor) => actor.isAdmin,
};

/** The path of a training's screen: under the first published page holding a trainings block. */
async function trainingPath(tx: Executor, trainingId: string): Promise<string | null> {
  const components = tablesOf('app-page-components').table;
  const pages = tablesOf('app-pages').table;
  const [page] = await tx
    .select({ path: pages.path })
    .from(components)
    .innerJoin(pages, eq(pages.id, components.pageId))
    .where(and(inArray(components.name, ['pageTrainings', 'pageSelectedTrainings']), or(isNull(pages.isDraft), eq(pages.isDraft, false))))
    .orderBy(asc(components.name), asc(pages.path))
    .limit(1);
  return page ? `${(page.path as string).replace(/\/$/, '')}/${trainingId}` : null;
}

/**
 * The managers of the trainings are told of each new interest (issue 25 item 4): trainings are
 * written by administrators only, so every active administrator is notified, in the write's
 * transaction, with the training's title and session date and a link to the training.
 */
export const trainingSessionInterestsHooks: ResourceHooks<typeof trainingSessionInterests> = {
  async afterWrite({ tx, action, after, actor, locale, services }) {
    if (action !== 'create' || !after) return;
    const sessions = tablesOf('training-sessions').table;
    const trainingsTable = tablesOf('trainings').table;
    const [session] = await tx
      .select({ trainingId: sessions.trainingId, startAt: sessions.startAt, title: trainingsTable.title })
      .from(sessions)
      .innerJoin(trainingsTable, eq(trainingsTable.id, sessions.trainingId))
      .where(eq(sessions.id, String(after.sessionId)));
    if (!session) return;
    const users = tablesOf('users').table;
    const managers = await tx.select({ id: users.id }).from(users).where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
    const title = localize<string>(session.title, locale) ?? '';
    const details = `${title} — ${new Date(session.startAt as Date).toISOString().slice(0, 10)}`.slice(0, 250);
    const actionUrl = await trainingPath(tx, String(session.trainingId));
    for (const manager of managers) {
      await notify(tx, services?.site, { type: 'training-session-interest', userId: manager.id as string, actorId: actor.userId, details, actionUrl });
    }
  },
};
