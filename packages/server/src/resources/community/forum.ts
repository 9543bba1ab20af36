import { desc, eq, sql } from 'drizzle-orm';
import { forumSubjectMessages, forumSubjects } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { forbidden } from '../../http/errors.ts';
import { tableOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { isMember } from './authorship.ts';
import { keepCounts, lockCounted, lockCountsFirst } from './counters.ts';
import type { KeptCount } from './counters.ts';
import { recordHistory } from './history.ts';

const admin = (actor: Actor) => actor.isAdmin;
const adminOnly = { see: admin, softDelete: admin, restore: admin };

/** Published subjects, and one's own drafts: what a non-admin reads of the forum. */
const readableSubjects = (actor: Actor): Condition<typeof forumSubjects> =>
  actor.userId ? { or: [{ publishedAt: { isNull: false } }, { createdBy: { equals: actor.userId } }] } : { publishedAt: { isNull: false } };

/** Members open subjects; their authors edit and delete them; admins manage all. */
export const forumSubjectsPolicy: ResourcePolicy<typeof forumSubjects> = {
  ...adminOnly,
  index: () => true,
  read: (actor) => actor.isAdmin || readableSubjects(actor),
  create: isMember,
  update: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
  delete: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
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
  },
  async afterWrite({ tx, actor, action, before, after }) {
    await keepCounts(tx, SUBJECTS_COUNT, before, after);
    if (after) await recordHistory(tx, { actor, action, type: 'forum-subjects', id: after.id });
  },
};

/** Messages are read where their subject is; members post them, except in subjects kept to admins. */
export const forumSubjectMessagesPolicy: ResourcePolicy<typeof forumSubjectMessages> = {
  ...adminOnly,
  index: () => true,
  read: (actor) => actor.isAdmin || { subject: { where: readableSubjects(actor) } },
  create: isMember,
  update: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
  delete: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
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
  const newest = tx.select({ id: messages.id }).from(messages).where(eq(messages.subjectId, subjectId)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(1);
  await tx.update(subjects).set({ latestMessageId: sql`(${newest})` }).where(eq(subjects.id, subjectId));
}

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
    if (before?.subjectId !== after?.subjectId) {
      for (const subjectId of [before?.subjectId, after?.subjectId]) if (subjectId) await refreshLatestMessage(tx, subjectId);
    }
    if (after) await recordHistory(tx, { actor, action, type: 'forum-subject-messages', id: after.id });
  },
};
