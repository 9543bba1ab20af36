import type { eqlaatAppointments, eqlaatProjects, eqlaatProjectStatuses, eqlaatProjectSteps } from '@relais/domain';
import { APP_ENV_ID, currentProjectStatusIds, projectShortReason, projectStatusColor, uncombinableStatuses } from '@relais/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, forbidden, relationshipPointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { queueInvitations } from './appointment-invitations.ts';
import { managesProjects } from './policies.ts';

/**
 * Whether a member may ask for a project: their access level weighs at least the environment's
 * `rlProjectsAccessLevel`. Without that setting only the managers open projects.
 */
async function mayRequestProject(tx: Executor, actor: Actor): Promise<boolean> {
  if (actor.accessLevelWeight === null) return false;
  const env = tablesOf('app-envs').table;
  const levels = tablesOf('access-levels').table;
  const [required] = await tx.select({ weight: levels.weight }).from(env).innerJoin(levels, eq(levels.id, env.rlProjectsAccessLevelId)).where(eq(env.id, APP_ENV_ID));
  return required !== undefined && actor.accessLevelWeight >= (required.weight as number);
}

/** The steps of each project with their statuses, in two statements. */
async function stepsOf(db: Executor, projectIds: readonly string[]) {
  const byProject = new Map<string, { doneAt: Date | null; statuses: { id: string }[] }[]>(projectIds.map((id) => [id, []]));
  if (!projectIds.length) return byProject;
  const steps = tablesOf('eqlaat-project-steps');
  const rows = await db.select({ id: steps.table.id, projectId: steps.table.projectId, doneAt: steps.table.doneAt }).from(steps.table).where(inArray(steps.table.projectId, [...projectIds]));
  const join = steps.joins.statuses!;
  const links = rows.length ? await db.select({ stepId: join.owner, statusId: join.related }).from(join.table).where(inArray(join.owner, rows.map((row) => row.id as string))) : [];
  const statusesOf = new Map<string, { id: string }[]>();
  for (const link of links) (statusesOf.get(link.stepId as string) ?? statusesOf.set(link.stepId as string, []).get(link.stepId as string)!).push({ id: link.statusId as string });
  for (const row of rows) byProject.get(row.projectId as string)?.push({ doneAt: row.doneAt as Date | null, statuses: statusesOf.get(row.id as string) ?? [] });
  return byProject;
}

export const eqlaatProjectsHooks: ResourceHooks<typeof eqlaatProjects> = {
  async beforeWrite({ tx, actor, action }) {
    if (action === 'create' && !managesProjects(actor) && !(await mayRequestProject(tx, actor))) {
      throw forbidden('Your access level does not allow you to ask for a project.');
    }
  },
  async afterWrite({ tx, actor, action, after }) {
    // A member who asks for a project is one of its users, so they read it.
    if (action !== 'create' || !after || managesProjects(actor) || actor.userId === null) return;
    const join = tablesOf('eqlaat-projects').joins.users!;
    await tx.insert(join.table).values({ ownerId: after.id, relatedId: actor.userId, position: 0 }).onConflictDoNothing();
  },
  async computed({ db, actor, rows }) {
    const steps = await stepsOf(db, rows.map((row) => row.id));
    const canEdit = managesProjects(actor);
    return new Map(rows.map((row) => [row.id, { shortReason: projectShortReason(row), currentStatuses: currentProjectStatusIds({ steps: steps.get(row.id) ?? [] }), canEdit }]));
  },
};

/** A status that cannot combine stands alone on its step. */
export const eqlaatProjectStepsHooks: ResourceHooks<typeof eqlaatProjectSteps> = {
  async afterWrite({ tx, after }) {
    if (!after) return;
    const join = tablesOf('eqlaat-project-steps').joins.statuses!;
    const statuses = tablesOf('eqlaat-project-statuses').table;
    const held = await tx
      .select({ id: statuses.id, canCombine: statuses.canCombine })
      .from(join.table)
      .innerJoin(statuses, eq(statuses.id, join.related))
      .where(eq(join.owner, after.id));
    const alone = uncombinableStatuses(held.map((status) => ({ id: status.id as string, canCombine: status.canCombine !== false })));
    if (alone.length) {
      throw validationFailed([{ pointer: relationshipPointer('statuses'), rule: 'canCombine', detail: `${alone.map((status) => status.id).join(', ')} cannot be combined with another status.` }]);
    }
  },
};

export const eqlaatProjectStatusesHooks: ResourceHooks<typeof eqlaatProjectStatuses> = {
  computed: ({ rows }) => new Map(rows.map((row) => [row.id, { color: projectStatusColor(row.id) }])),
};

/** What an invitation says: a change to one of these is mailed again, with the next SEQUENCE. */
const INVITATION_FIELDS = ['title', 'location', 'startAt', 'endAt', 'beneficiaryInvited'] as const;

const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null));

/** Whether the write changes the appointment's managers (the ids it links, against those stored). */
async function changesManagers(tx: Executor, id: string, change: { mode: 'replace' | 'add' | 'remove'; ids: readonly string[] } | undefined): Promise<boolean> {
  if (!change) return false;
  const join = tablesOf('eqlaat-appointments').joins.managers!;
  const stored = new Set((await tx.select({ id: join.related }).from(join.table).where(eq(join.owner, id))).map((row) => row.id as string));
  if (change.mode === 'add') return change.ids.some((managerId) => !stored.has(managerId));
  if (change.mode === 'remove') return change.ids.some((managerId) => stored.has(managerId));
  return change.ids.length !== stored.size || change.ids.some((managerId) => !stored.has(managerId));
}

/** The actor as the invitation's organizer (who planned it), when they are a user. */
async function organizerOf(tx: Executor, actor: Actor) {
  if (!actor.userId) return null;
  const users = tablesOf('users').table;
  const [user] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.userId));
  return user ? { email: String(user.email), name: `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim(), locale: null } : null;
}

/**
 * An appointment ends after it starts. Its invitation (with an `.ics`) is mailed to its managers and,
 * when invited, the beneficiary, in the writing transaction: on creation, and again on each change of
 * what it says (a move, a new title or place, managers or the beneficiary invited), its revision
 * (`invitationSequence`, the `.ics` SEQUENCE) raised by one.
 */
export const eqlaatAppointmentsHooks: ResourceHooks<typeof eqlaatAppointments> = {
  async beforeWrite({ tx, action, values, before, links }) {
    const startAt = values.startAt ?? before?.startAt;
    const endAt = values.endAt ?? before?.endAt;
    if (startAt && endAt && endAt.getTime() <= startAt.getTime()) {
      throw validationFailed([{ pointer: attributePointer('endAt'), rule: 'after', detail: 'An appointment ends after it starts.' }]);
    }
    if (action !== 'update' || !before) return;
    const changesWhatItSays = INVITATION_FIELDS.some((field) => field in values && !sameValue(values[field], before[field]));
    if (changesWhatItSays || (await changesManagers(tx, before.id, links?.get('managers')))) values.invitationSequence = (before.invitationSequence ?? 0) + 1;
  },
  async afterWrite({ tx, actor, action, before, after, services }) {
    if (!after || !services?.site || (action !== 'create' && action !== 'update')) return;
    if (action === 'update' && after.invitationSequence === before?.invitationSequence) return;
    await queueInvitations(
      tx,
      services.site,
      {
        id: after.id,
        title: String(after.title),
        location: after.location ?? null,
        startAt: after.startAt,
        endAt: after.endAt,
        sequence: after.invitationSequence ?? 0,
        projectId: String(after.projectId),
        beneficiaryInvited: !!after.beneficiaryInvited,
      },
      await organizerOf(tx, actor),
    );
  },
};
