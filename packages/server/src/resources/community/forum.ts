import { and, desc, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import { forumSubjectMessages, forumSubjects } from '@relais/domain';
import type { forumCategories } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { forbidden } from '../../http/errors.ts';
import { localizeServed } from '../../services/localize.ts';
import { tableOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { publishableAuthorBeside, publishableAuthors } from '../content/publishable.ts';
import { authorNamesBy } from './author-names.ts';
import { isMember } from './authorship.ts';
import { keepCounts, lockCounted, lockCountsFirst } from './counters.ts';
import type { KeptCount } from './counters.ts';
import { recordHistory } from './history.ts';

const admin = (actor: Actor) => actor.isAdmin;

/**
 * Each category's latest active published subject (what the forum's home shows beside its subjects
 * count): one statement per list, each category's row read from the (category, lastActivityAt)
 * index. Drafts and the trash are left out for everyone, admins included: the home is the same for all.
 */
export const forumCategoriesHooks: ResourceHooks<typeof forumCategories> = {
  async computed({ db, rows, locale }) {
    if (!rows.length) return new Map();
    const subjects = tableOf(forumSubjects);
    // One index probe per category (its (category, lastActivityAt) index read backwards, first row
    // kept), not a sort of every subject of the listed categories.
    const ids = rows.map((row) => row.id);
    const latestOf = sql`(select ${subjects.id} as id, ${subjects.title} as title, ${subjects.lastActivityAt} as last_activity_at from ${subjects}
      where ${subjects.categoryId} = category.id and ${subjects.lastActivityAt} is not null and ${subjects.publishedAt} is not null and ${subjects.deletedAt} is null
      order by ${subjects.lastActivityAt} desc limit 1)`;
    const found = (await db.execute(
      sql`select category.id as category_id, latest.id, latest.title, latest.last_activity_at from unnest(${`{${ids.join(',')}}`}::uuid[]) as category(id) cross join lateral ${latestOf} as latest`,
    )) as unknown as { rows: { category_id: string; id: string; title: unknown; last_activity_at: Date | string }[] };
    const latest = found.rows;
    const byCategory = new Map(latest.map((row) => [row.category_id, row]));
    return new Map<string, Record<string, unknown>>(
      rows.map((row) => {
        const subject = byCategory.get(row.id);
        if (!subject) return [row.id, { latestSubject: null }];
        const title = localizeServed(subject.title, locale);
        const lastActivityAt = new Date(subject.last_activity_at).toISOString();
        return [row.id, { latestSubject: { id: subject.id, title: title.value, titleLocale: title.locale, lastActivityAt } }];
      }),
    );
  },
};
/**
 * Deleting a subject or a message moves it to the trash (soft delete), its author's or a
 * moderator's act; only moderators restore it or delete it for good.
 */
const adminOnly = { see: admin, restore: admin, delete: admin };

/** Published subjects not in the trash, and one's own drafts: what a non-admin reads of the forum. */
const readableSubjects = (actor: Actor): Condition<typeof forumSubjects> => ({
  and: [{ deletedAt: { isNull: true } }, actor.userId ? { or: [{ publishedAt: { isNull: false } }, { createdBy: { equals: actor.userId } }] } : { publishedAt: { isNull: false } }],
});

/** Members open subjects; their authors edit and delete them; admins manage all. */
export const forumSubjectsPolicy: ResourcePolicy<typeof forumSubjects> = {
  ...adminOnly,
  index: () => true,
  read: (actor) => actor.isAdmin || readableSubjects(actor),
  create: isMember,
  update: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
  softDelete: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
};

const SUBJECTS_COUNT: readonly KeptCount[] = [{ idKey: 'categoryId', targetType: 'forum-categories', attribute: 'subjectsCount' }];

export const forumSubjectsHooks: ResourceHooks<typeof forumSubjects> = {
  lockFirst: lockCountsFirst(forumSubjects.type, SUBJECTS_COUNT),
  async beforeWrite({ tx, actor, action, values }) {
    await lockCounted(tx, SUBJECTS_COUNT, [values]);
    if (action !== 'create') return;
    // Published at once unless the author says otherwise; signed for the organization they act for.
    if (values.publishedAt === undefined) values.publishedAt = new Date();
    values.organizationId = actor.actingAsOrganizationId;
    // A new subject is the latest activity of its category until a message comes.
    values.lastActivityAt = new Date();
  },
  async afterWrite({ tx, actor, action, before, after }) {
    await keepCounts(tx, SUBJECTS_COUNT, before, after);
    if (after) await recordHistory(tx, { actor, action, type: 'forum-subjects', id: after.id });
  },
  besideRow: publishableAuthorBeside(['authorName', 'authorAvatarUrl']),
  /** Who opened it, by the author rule of publishables (the organization it was signed for, else its creator with their picture; null when deleted). */
  async computed(context) {
    const authors = await publishableAuthors(context);
    return new Map(context.rows.map((row) => [row.id, { authorName: authors.get(row.id)?.name ?? null, authorAvatarUrl: authors.get(row.id)?.avatarUrl ?? null }]));
  },
};

/** Messages are read where their subject is; members post them, except in subjects kept to admins. */
export const forumSubjectMessagesPolicy: ResourcePolicy<typeof forumSubjectMessages> = {
  ...adminOnly,
  index: () => true,
  read: (actor) => actor.isAdmin || { subject: { where: readableSubjects(actor) } },
  create: isMember,
  update: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
  softDelete: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
};

const MESSAGES_COUNT: readonly KeptCount[] = [{ idKey: 'subjectId', targetType: 'forum-subjects', attribute: 'messagesCount' }];

/**
 * The subject's newest message, read again whenever one comes, goes or moves. The writer holds the
 * subject's lock (taken first), so the read sees every message the writers before it committed: the
 * last writer to commit leaves the right one, whatever order their messages were dated in.
 */
async function refreshLatestMessage(tx: Executor, subjectId: string) {
  const messages = tableOf(forumSubjectMessages);
  const subjects = tableOf(forumSubjects);
  const shown = and(eq(messages.subjectId, subjectId), isNull(messages.deletedAt));
  const newest = tx.select({ id: messages.id }).from(messages).where(shown).orderBy(desc(messages.createdAt), desc(messages.id)).limit(1);
  // Its latest activity: its newest message's (not in the trash), or its own creation when it has none.
  const newestAt = sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${shown}), ${subjects.createdAt})`;
  await tx.update(subjects).set({ latestMessageId: sql`(${newest})`, lastActivityAt: newestAt }).where(eq(subjects.id, subjectId));
}

/**
 * Each message's place in its subject's thread, from 1, by (createdAt, id): the page that shows it.
 * One statement per list, each count read from the (subject, createdAt) index.
 */
async function positionsInSubject(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const messages = tableOf(forumSubjectMessages);
  // The outer row named in full: drizzle leaves a one-table select's columns unqualified, which the subquery would read as its own.
  const outer = sql.identifier(getTableName(messages));
  const earlier = sql<number>`(select count(*)::int from ${messages} as earlier where earlier.subject_id = ${outer}.subject_id and earlier.deleted_at is null and (earlier.created_at, earlier.id) <= (${outer}.created_at, ${outer}.id))`;
  const found = await db.select({ id: messages.id, position: earlier }).from(messages).where(inArray(messages.id, [...ids]));
  return new Map(found.map((row) => [row.id as string, Number(row.position)]));
}

const messageAuthors = authorNamesBy('createdById');

export const forumSubjectMessagesHooks: ResourceHooks<typeof forumSubjectMessages> = {
  lockFirst: lockCountsFirst(forumSubjectMessages.type, MESSAGES_COUNT),
  async beforeWrite({ tx, actor, values, before }) {
    await lockCounted(tx, MESSAGES_COUNT, [values]);
    const subjectId = values.subjectId ?? before?.subjectId;
    if (actor.isAdmin || !subjectId || values.subjectId === undefined) return;
    const subjects = tableOf(forumSubjects);
    const [subject] = await tx.select({ limitToAdmin: subjects.limitToAdmin }).from(subjects).where(eq(subjects.id, subjectId));
    if (subject?.limitToAdmin) throw forbidden('Only administrators post in this subject.', '/data/relationships/subject');
  },
  async afterWrite({ tx, actor, action, before, after }) {
    await keepCounts(tx, MESSAGES_COUNT, before, after);
    // A message created, deleted, moved, put in the trash or restored changes its subject's newest one.
    if (before?.subjectId !== after?.subjectId || !!before?.deletedAt !== !!after?.deletedAt) {
      for (const subjectId of [before?.subjectId, after?.subjectId]) if (subjectId) await refreshLatestMessage(tx, subjectId);
    }
    if (after) await recordHistory(tx, { actor, action, type: 'forum-subject-messages', id: after.id });
  },
  /** The author's public name and picture, and the message's place in its thread. */
  async computed(context) {
    const ids = context.rows.map((row) => row.id);
    const asks = context.asks ?? (() => true);
    // Each value only when asked: a thread's page shows authors but not places, a search result both.
    const [authors, positions] = await Promise.all([
      asks('authorName') || asks('authorAvatarUrl') ? messageAuthors(context as never) : new Map<string, Record<string, unknown>>(),
      asks('positionInSubject') ? positionsInSubject(context.db, ids) : new Map<string, number>(),
    ]);
    return new Map(ids.map((id) => [id, { ...authors.get(id), positionInSubject: positions.get(id) ?? null }]));
  },
};
