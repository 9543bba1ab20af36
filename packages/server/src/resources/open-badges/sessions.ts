import { eq, inArray } from 'drizzle-orm';
import type { openBadgeTrainingSessions } from '@relais/domain';
import { openBadgeTrainingSessionModules, trainingSessionMinutes } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { excerptOf, notify } from '../../notifications/notify.ts';
import type { MailSite } from '../../notifications/notify.ts';
import { forbidden, relationshipPointer } from '../../http/errors.ts';
import { rowAllowed } from '../../policies/checks.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { administered, assertIssuerLevel } from './issuers.ts';

const admin = (actor: Actor) => actor.isAdmin;

/** Sessions the trainee follows, or that the organizations they belong to run. */
const readableSessions = (actor: Actor): boolean | Condition<typeof openBadgeTrainingSessions> => {
  if (actor.isAdmin) return true;
  if (actor.userId === null) return false;
  return { or: [{ createdBy: { equals: actor.userId } }, { issuer: { in: [...actor.organizationIds, ...administered(actor)] } }] };
};

/** Sessions run by the organizations the actor administers: they accept, refuse, start and finish them. */
const runBy = (actor: Actor): boolean | Condition<typeof openBadgeTrainingSessions> => actor.isAdmin || { issuer: { in: administered(actor) } };

/**
 * A signed-in user with a verified address asks an issuer for a training (spec, platform
 * `/open-badge-trainings/start/:issuer/:badge`); the issuer's administrators run it.
 */
export const openBadgeTrainingSessionsPolicy: ResourcePolicy<typeof openBadgeTrainingSessions> = {
  see: admin,
  index: (actor) => actor.userId !== null,
  read: readableSessions,
  create: (actor) => actor.isAdmin || (actor.userId !== null && actor.emailVerified),
  update: runBy,
  delete: runBy,
  softDelete: runBy,
  restore: admin,
};

/**
 * The trainee is told when the issuer accepts or refuses their session (issue 25 item 6), in the
 * write's transaction: a notification (and a mail when they want mails) naming the badge, the
 * refusal's reason after it, and leading to the session's screen. Once per decision: a later change
 * of a session already accepted (or refused) tells no one again.
 */
async function notifyDecision(tx: Executor, site: MailSite | undefined, actor: Actor, locale: Locale, before: Row | null, after: Row) {
  const accepted = Boolean(after.acceptedAt) && !before?.acceptedAt;
  const refused = Boolean(after.refusedAt) && !before?.refusedAt;
  if (!accepted && !refused) return;
  const badges = tablesOf('open-badges').table;
  const [badge] = await tx.select({ title: badges.title }).from(badges).where(eq(badges.id, String(after.badgeId)));
  const title = excerptOf(badge?.title, locale, 200) ?? '';
  const reason = refused && typeof after.refusedReason === 'string' ? after.refusedReason.trim() : '';
  const details = (reason ? `${title} — ${reason}` : title).slice(0, 2000) || null;
  await notify(tx, site, {
    type: refused ? 'open-badge-training-refused' : 'open-badge-training-accepted',
    userId: after.createdById as string | null,
    actorId: actor.userId,
    details,
    actionUrl: `/open-badge-trainings/${String(after.id)}`,
  });
}

export const openBadgeTrainingSessionsHooks: ResourceHooks<typeof openBadgeTrainingSessions> = {
  async beforeWrite({ tx, action, values }) {
    if (action === 'create') values.requestedAt = new Date();
    // The issuer must be one that may issue the badge; the trainee need not administer it.
    if (values.issuerId !== undefined) await assertIssuerLevel(tx, String(values.issuerId));
  },
  async afterWrite({ tx, action, before, after, actor, locale, services }) {
    if (after && (action === 'create' || action === 'update')) await notifyDecision(tx, services?.site, actor, locale, before as Row | null, after as Row);
  },
  async computed({ db, rows }) {
    const modules = tableOf(openBadgeTrainingSessionModules);
    const ids = rows.map((row) => row.id);
    const taken = ids.length ? await db.select({ sessionId: modules.sessionId, startedAt: modules.startedAt, finishedAt: modules.finishedAt }).from(modules).where(inArray(modules.sessionId, ids)) : [];
    const modulesOf = (id: string) => taken.filter((module) => module.sessionId === id).map((module) => ({ startedAt: module.startedAt as Date | null, finishedAt: module.finishedAt as Date | null }));
    return new Map(rows.map((row) => [row.id, { duration: trainingSessionMinutes({ finishedAt: row.finishedAt, modules: modulesOf(row.id) }) }]));
  },
};

const modulesRunBy = (actor: Actor): boolean | Condition<typeof openBadgeTrainingSessionModules> => actor.isAdmin || { session: { where: { issuer: { in: administered(actor) } } } };

/** Session modules go with their session: read where it is read, written by who runs it. */
export const openBadgeTrainingSessionModulesPolicy: ResourcePolicy<typeof openBadgeTrainingSessionModules> = {
  see: admin,
  index: (actor) => actor.userId !== null,
  read: (actor) => {
    const sessions = readableSessions(actor);
    return typeof sessions === 'boolean' ? sessions : { session: { where: sessions } };
  },
  create: (actor) => actor.isAdmin || actor.administeredOrganizationIds.size > 0,
  update: modulesRunBy,
  delete: modulesRunBy,
  softDelete: modulesRunBy,
  restore: admin,
};

export const openBadgeTrainingSessionModulesHooks: ResourceHooks<typeof openBadgeTrainingSessionModules> = {
  /** A module is added to (or moved to) a session the actor runs only. */
  async beforeWrite({ tx, actor, values }) {
    if (!values.sessionId) return;
    const on = tablesOf('open-badge-training-sessions');
    const [session] = await tx.select().from(on.table).where(eq(on.table.id, values.sessionId));
    if (session && !(await rowAllowed(tx, on, runBy(actor), session as { id: string }, tablesOf))) {
      throw forbidden('Only the issuer organization’s administrators record the modules of a session.', relationshipPointer('session'));
    }
  },
};
