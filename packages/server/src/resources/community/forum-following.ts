import { and, eq, getTableName, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE, forumSubjectMessages, forumSubjectReaders, forumSubjects, isLocale } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import { notificationText } from '../../mail/notification-mails.ts';
import { wantsEmail } from '../../notifications/notify.ts';
import type { MailSite } from '../../notifications/notify.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { localize } from '../../services/localize.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { isMember } from './authorship.ts';

/**
 * Following a forum subject and "new since your last visit" (spec, forum): one `forum-subject-readers`
 * row per (member, subject). Writing a message follows its subject; followers get one notification
 * per subject until they read it again, and at most one grouped mail per subject per window
 * (`FORUM_DIGEST_DELAY_MS`), sent by the `forum-digest` job at the window's end.
 */

/** The notification type of new messages in a followed subject (one unread per subject and member). */
export const FORUM_NEW_MESSAGES = 'forum-new-messages';
/** The job that mails a follower the new messages of one subject, at the end of its window. */
export const FORUM_DIGEST_JOB = 'forum-digest';

/** The grouped mails' window, set from the configuration when the app starts (plugins/app/forum-digest.ts). */
let digestDelayMs = 10 * 60 * 1000;
export function configureForumDigest(options: { delayMs: number }) {
  digestDelayMs = options.delayMs;
}

/** A member reads, follows and unfollows with their own rows only; administrators read all; visitors nothing. */
const own = (actor: Actor) => actor.userId !== null && { user: { equals: actor.userId } };
export const forumSubjectReadersPolicy: ResourcePolicy<typeof forumSubjectReaders> = {
  see: (actor) => actor.isAdmin,
  softDelete: (actor) => actor.isAdmin,
  restore: (actor) => actor.isAdmin,
  // Listed by everyone (a visitor's list is empty), so that a visitor's follow is asked to sign in (401), not unknown (404).
  index: () => true,
  read: (actor) => actor.isAdmin || own(actor),
  create: isMember,
  update: own,
  delete: (actor) => actor.isAdmin || own(actor),
};

/**
 * The path of a subject's screen: under the published page that holds the forum block (its `/:id`
 * sub-route), else `/forum/{id}`, the demo's.
 */
export async function forumSubjectPath(db: Executor, subjectId: string): Promise<string> {
  const pages = tablesOf('app-pages').table;
  const components = tablesOf('app-page-components').table;
  const [page] = await db
    .select({ path: pages.path })
    .from(components)
    .innerJoin(pages, eq(pages.id, components.pageId))
    .where(and(eq(components.name, 'pageForum'), eq(pages.isDraft, false)))
    .orderBy(pages.path)
    .limit(1);
  const base = ((page?.path as string | undefined) ?? '/forum').replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(subjectId)}`;
}

/** Whether a notification's link names this subject (its page's path may have moved since). */
const namesSubject = (actionUrl: unknown, subjectId: string) => sql`${actionUrl} like ${`%/${subjectId}`}`;

export const forumSubjectReadersHooks: ResourceHooks<typeof forumSubjectReaders> = {
  async beforeWrite({ tx, actor, action, values, before }) {
    if (action === 'create') values.userId = actor.userId;
    if (action === 'update' && values.subjectId !== undefined && values.subjectId !== before?.subjectId) {
      throw validationFailed([{ pointer: relationshipPointer('subject'), rule: 'immutable', detail: 'A reading stays on its subject.' }]);
    }
    // Read "now" by the server's clock at the latest: a browser's clock ahead would hide messages to come.
    if (values.lastReadAt instanceof Date && values.lastReadAt.getTime() > Date.now()) values.lastReadAt = new Date();
    if (action !== 'create' || actor.isAdmin || !values.subjectId) return;
    // Only a subject the member may read: published, or their own draft.
    const subjects = tableOf(forumSubjects);
    const [subject] = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.id, values.subjectId), isNull(subjects.deletedAt), or(sql`${subjects.publishedAt} is not null`, eq(subjects.createdById, actor.userId ?? ''))));
    if (!subject) throw validationFailed([{ pointer: relationshipPointer('subject'), rule: 'exists', detail: 'This subject does not exist.' }]);
  },
  /** Reading a subject again ends its unread notification: the next message makes a new one. */
  async afterWrite({ tx, after, before }) {
    if (!after?.lastReadAt || !after.userId || before?.lastReadAt?.getTime() === after.lastReadAt.getTime()) return;
    const notifications = tablesOf('notifications').table;
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, after.userId), eq(notifications.notificationType, FORUM_NEW_MESSAGES), isNull(notifications.readAt), namesSubject(notifications.actionUrl, after.subjectId as string)));
  },
};

/**
 * The signed-in reader's new messages of each subject (written after their `lastReadAt`) and the
 * place and id of the first of them in the thread: one statement per list, none for a visitor. Null when
 * they never read the subject (a list does not shout about subjects they never opened).
 */
async function readingsOf(db: Executor, userId: string, subjectIds: readonly string[]) {
  const readers = tableOf(forumSubjectReaders);
  const messages = tableOf(forumSubjectMessages);
  // The outer row named in full: drizzle leaves a one-table select's columns unqualified, which the subquery would read as its own.
  const outer = sql.identifier(getTableName(readers));
  const countWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`(select count(*)::int from ${messages} as m where m.subject_id = ${outer}.subject_id and m.deleted_at is null and ${condition})`;
  const rows = await db
    .select({
      subjectId: readers.subjectId,
      newCount: countWhere(sql`m.created_at > ${outer}.last_read_at`),
      readCount: countWhere(sql`m.created_at <= ${outer}.last_read_at`),
      firstNewId: sql<string | null>`(select m.id::text from ${messages} as m where m.subject_id = ${outer}.subject_id and m.deleted_at is null and m.created_at > ${outer}.last_read_at order by m.created_at, m.id limit 1)`,
    })
    .from(readers)
    .where(and(eq(readers.userId, userId), inArray(readers.subjectId, [...subjectIds]), sql`${readers.lastReadAt} is not null`));
  return new Map(
    rows.map((row) => {
      const newCount = Number(row.newCount);
      const firstUnread = newCount > 0 ? { firstUnreadPosition: Number(row.readCount) + 1, firstUnreadMessageId: row.firstNewId } : { firstUnreadPosition: null, firstUnreadMessageId: null };
      return [row.subjectId as string, { newMessagesCount: newCount, ...firstUnread }];
    }),
  );
}

/** The subjects' hooks with the reader's `newMessagesCount`, `firstUnreadPosition` and `firstUnreadMessageId` beside their own computed values. */
export function withReadingOfSubjects(hooks: ResourceHooks<typeof forumSubjects>): ResourceHooks<typeof forumSubjects> {
  return {
    ...hooks,
    async computed(context) {
      const ids = context.rows.map((row) => row.id as string);
      const [theirs, readings] = await Promise.all([
        hooks.computed ? hooks.computed(context) : new Map<string, Record<string, unknown>>(),
        context.actor.userId && ids.length && (!context.asks || ['newMessagesCount', 'firstUnreadPosition', 'firstUnreadMessageId'].some(context.asks)) ? readingsOf(context.db, context.actor.userId, ids) : new Map<string, { newMessagesCount: number; firstUnreadPosition: number | null; firstUnreadMessageId: string | null }>(),
      ]);
      return new Map(ids.map((id) => [id, { ...theirs.get(id), newMessagesCount: null, firstUnreadPosition: null, firstUnreadMessageId: null, ...readings.get(id) }]));
    },
  };
}

/** The messages' hooks with following: writing follows, followers are told. */
export function withFollowingOfMessages(hooks: ResourceHooks<typeof forumSubjectMessages>): ResourceHooks<typeof forumSubjectMessages> {
  return {
    ...hooks,
    async afterWrite(context) {
      await hooks.afterWrite?.(context);
      const { tx, action, after, actor, services } = context;
      if (action !== 'create' || !after?.subjectId) return;
      const authorId = (after.createdById as string | null) ?? actor.userId;
      await messageWritten(tx, services?.site, after.subjectId as string, authorId);
    },
  };
}

/**
 * A message was written in `subjectId` by `authorId`: its author follows the subject and has read it
 * (unless they unfollowed it before: that choice stays), then every other follower is told.
 */
export async function messageWritten(tx: Executor, site: MailSite | null | undefined, subjectId: string, authorId: string | null) {
  const readers = tableOf(forumSubjectReaders);
  if (authorId) {
    await tx
      .insert(readers)
      .values({ userId: authorId, subjectId, isFollowing: true, lastReadAt: sql`now()` as unknown as Date })
      .onConflictDoUpdate({ target: [readers.userId, readers.subjectId], set: { lastReadAt: sql`greatest(${readers.lastReadAt}, now())`, updatedAt: sql`now()` } });
  }
  await tellFollowers(tx, site, subjectId, authorId);
}

async function tellFollowers(tx: Executor, site: MailSite | null | undefined, subjectId: string, authorId: string | null) {
  const readers = tableOf(forumSubjectReaders);
  const messages = tableOf(forumSubjectMessages);
  const subjects = tableOf(forumSubjects);
  const users = tablesOf('users').table;
  const notifications = tablesOf('notifications').table;
  const [subject] = await tx
    .select({ title: subjects.title, publishedAt: subjects.publishedAt, createdById: subjects.createdById, deletedAt: subjects.deletedAt })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  // A subject in the trash tells no one.
  if (!subject || subject.deletedAt) return;
  const unread = sql<number>`(select count(*)::int from ${messages} as m where m.subject_id = ${readers.subjectId} and m.deleted_at is null and (${readers.lastReadAt} is null or m.created_at > ${readers.lastReadAt}))`;
  const followers = await tx
    .select({ userId: readers.userId, unread, locale: users.locale, preferences: users.notificationsPreferences })
    .from(readers)
    .innerJoin(users, eq(users.id, readers.userId))
    .where(and(eq(readers.subjectId, subjectId), eq(readers.isFollowing, true), isNull(users.deletedAt), authorId ? ne(readers.userId, authorId) : undefined));
  // A subject taken back to draft tells only its author.
  const told = followers.filter((follower) => subject.publishedAt || follower.userId === subject.createdById);
  if (!told.length) return;
  const actionUrl = await forumSubjectPath(tx, subjectId);
  const existing = await tx
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(and(inArray(notifications.userId, told.map((follower) => follower.userId as string)), eq(notifications.notificationType, FORUM_NEW_MESSAGES), isNull(notifications.readAt), namesSubject(notifications.actionUrl, subjectId)));
  const unreadNotification = new Map(existing.map((row) => [row.userId as string, row.id as string]));
  for (const follower of told) {
    const locale: Locale = isLocale(follower.locale) ? follower.locale : (site?.defaultLocale ?? FALLBACK_LOCALE);
    const title = localize<string>(subject.title, locale, site?.defaultLocale) ?? '';
    const message = notificationText(locale, 'forumNewMessages', { title });
    const details = newMessagesText(locale, Number(follower.unread));
    const id = unreadNotification.get(follower.userId as string);
    // One unread notification per subject: it is brought up to date (and to the top of the bell) rather than repeated.
    if (id) await tx.update(notifications).set({ message, details, createdAt: sql`now()`, updatedAt: sql`now()` }).where(eq(notifications.id, id));
    else await tx.insert(notifications).values({ userId: follower.userId, notificationType: FORUM_NEW_MESSAGES, message, details, actionUrl });
  }
  if (!site) return;
  // The grouped mail: one job per follower whose window is over, due at the end of the new window.
  const mailed = told.filter((follower) => wantsEmail(follower.preferences)).map((follower) => follower.userId as string);
  if (!mailed.length) return;
  const windowOpened = await tx
    .update(readers)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(readers.subjectId, subjectId),
        inArray(readers.userId, mailed),
        or(isNull(readers.notifiedAt), sql`${readers.notifiedAt} <= now() - make_interval(secs => ${digestDelayMs / 1000})`),
      ),
    )
    .returning({ userId: readers.userId });
  await enqueueJobs(tx, FORUM_DIGEST_JOB, windowOpened.map((row) => ({ userId: row.userId, subjectId })), { delayMs: digestDelayMs });
}

/** "3 new messages since your last visit", in `locale`. */
export const newMessagesText = (locale: Locale, count: number) =>
  notificationText(locale, count === 1 ? 'forumNewMessagesOne' : 'forumNewMessagesMany', { count: String(count) });
