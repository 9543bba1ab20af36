import { asc, eq } from 'drizzle-orm';
import type { Locale, OpenBadgeTrainingProgress, TrainingModuleAction } from '@relais/domain';
import { openBadgeTrainingModules, openBadgeTrainingSessionModules, openBadgeTrainingSessions, openBadges, organizations, trainingModuleRefusal, trainingSessionMinutes } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { localize } from '../../services/localize.ts';
import { tableOf } from '../../services/tables.ts';

/**
 * A trainee's way through a badge's modules (spec, issue 25 item 6; platform
 * `/open-badge-trainings/:session`): the trainee starts and finishes each module in order once the
 * issuer accepted the session; the first start starts the session, the last finish finishes it (its
 * duration is then the sum of the modules', the existing rule). The session's modules are kept as
 * `open-badge-training-session-modules` rows, one per badge module, at its position.
 */

type Row = Record<string, unknown>;
const ID = /^[0-9a-f-]{36}$/i;
const iso = (value: unknown) => (value == null ? null : new Date(value as Date).toISOString());

const REFUSALS: Record<NonNullable<ReturnType<typeof trainingModuleRefusal>>, string> = {
  not_accepted: 'The issuer has not accepted this training yet.',
  refused: 'The issuer refused this training.',
  finished: 'This training is finished.',
  unknown_module: 'This badge has no such module.',
  out_of_order: 'Finish the modules before this one first.',
  already_done: 'This module is already done.',
  not_started: 'Start this module before finishing it.',
};

async function sessionRow(tx: Executor, id: string, lock = false): Promise<Row | null> {
  if (!ID.test(id)) return null;
  const table = tableOf(openBadgeTrainingSessions);
  const query = tx.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return (row as Row | undefined) ?? null;
}

/** The trainee, the issuer's administrators and the site's administrators see a session; others are told it is not there. */
const maySee = (actor: Actor, session: Row) =>
  actor.isAdmin || (actor.userId !== null && session.createdById === actor.userId) || actor.administeredOrganizationIds.has(String(session.issuerId));

async function progressOf(tx: Executor, session: Row, locale: Locale, defaultLocale: Locale): Promise<OpenBadgeTrainingProgress> {
  const modulesTable = tableOf(openBadgeTrainingModules);
  const takenTable = tableOf(openBadgeTrainingSessionModules);
  const badges = tableOf(openBadges);
  const orgs = tableOf(organizations);
  const modules = await tx.select().from(modulesTable).where(eq(modulesTable.badgeId, String(session.badgeId))).orderBy(asc(modulesTable.position), asc(modulesTable.id));
  const taken = new Map((await tx.select().from(takenTable).where(eq(takenTable.sessionId, String(session.id)))).map((row) => [Number(row.position), row]));
  const [badge] = await tx.select({ title: badges.title }).from(badges).where(eq(badges.id, String(session.badgeId)));
  const [issuer] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, String(session.issuerId)));
  const rows = modules.map((module) => {
    const done = taken.get(Number(module.position));
    return {
      id: String(module.id),
      position: Number(module.position),
      title: localize<string>(module.title, locale, defaultLocale) ?? '',
      content: localize<string>(module.content, locale, defaultLocale),
      startedAt: iso(done?.startedAt),
      finishedAt: iso(done?.finishedAt),
    };
  });
  return {
    id: String(session.id),
    badge: { id: String(session.badgeId), title: localize<string>(badge?.title, locale, defaultLocale) ?? '' },
    issuer: { id: String(session.issuerId), name: String(issuer?.name ?? '') },
    requestedAt: iso(session.requestedAt),
    acceptedAt: iso(session.acceptedAt),
    refusedAt: iso(session.refusedAt),
    refusedReason: session.refusedReason ? String(session.refusedReason) : null,
    startedAt: iso(session.startedAt),
    finishedAt: iso(session.finishedAt),
    duration: trainingSessionMinutes({ finishedAt: session.finishedAt as Date | null, modules: rows }),
    modules: rows,
  };
}

export async function trainingProgress(db: Executor, actor: Actor, id: string, locale: Locale, defaultLocale: Locale): Promise<OpenBadgeTrainingProgress> {
  const session = await sessionRow(db, id);
  if (!session || !maySee(actor, session)) throw notFound('There is no such training session.');
  return progressOf(db, session, locale, defaultLocale);
}

/** The trainee starts or finishes the module at `position`, in order (409 saying why not), in one transaction. */
export async function stepTraining(db: Executor, actor: Actor, { id, position, action }: { id: string; position: number; action: TrainingModuleAction }, locale: Locale, defaultLocale: Locale): Promise<OpenBadgeTrainingProgress> {
  return db.transaction(async (tx) => {
    const session = await sessionRow(tx, id, true);
    // Only the trainee goes through their modules; to anyone else the session is not there to act on.
    if (!session || actor.userId === null || session.createdById !== actor.userId) throw notFound('There is no such training session.');
    const progress = await progressOf(tx, session, locale, defaultLocale);
    const index = progress.modules.findIndex((module) => module.position === position);
    const refusal = trainingModuleRefusal({ ...session, modules: progress.modules } as never, index, action);
    if (refusal) throw conflict(REFUSALS[refusal], '/data/attributes/position');
    const now = new Date();
    const taken = tableOf(openBadgeTrainingSessionModules);
    const sessions = tableOf(openBadgeTrainingSessions);
    if (action === 'start') {
      await tx.insert(taken).values({ sessionId: id, position, startedAt: now });
      if (!session.startedAt) await tx.update(sessions).set({ startedAt: now }).where(eq(sessions.id, id));
    } else {
      const rows = await tx.select({ id: taken.id, position: taken.position }).from(taken).where(eq(taken.sessionId, id));
      const mine = rows.find((candidate) => Number(candidate.position) === position)!;
      await tx.update(taken).set({ finishedAt: now }).where(eq(taken.id, mine.id));
      if (index === progress.modules.length - 1) await tx.update(sessions).set({ finishedAt: now }).where(eq(sessions.id, id));
    }
    return progressOf(tx, (await sessionRow(tx, id))!, locale, defaultLocale);
  });
}
