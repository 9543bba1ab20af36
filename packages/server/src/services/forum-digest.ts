import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE, forumSubjectMessages, forumSubjectReaders, forumSubjects, isLocale } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { notificationText } from '../mail/notification-mails.ts';
import { wantsEmail } from '../notifications/notify.ts';
import { forumSubjectPath, newMessagesText } from '../resources/community/forum-following.ts';
import { localize } from './localize.ts';
import { unsubscribeHeaders } from './newsletter-unsubscribe.ts';
import { UUID } from './publish-page.ts';
import { tableOf, tablesOf } from './tables.ts';

/** Who stops following what: a grouped mail's reader and subject. */
export interface Following {
  userId: string;
  subjectId: string;
}

/** The unfollow link's signature: the member and the subject, signed with the app's secret, without expiry (an old mail's link must work). */
export const unfollowSignature = (secret: string, { userId, subjectId }: Following) =>
  createHmac('sha256', secret).update(['forum-unfollow', userId, subjectId].join('|')).digest('base64url');

export function isValidUnfollowSignature(secret: string, following: Following, signature: unknown): boolean {
  if (typeof signature !== 'string' || !signature) return false;
  const given = Buffer.from(signature);
  const expected = Buffer.from(unfollowSignature(secret, following));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The unfollow call of a subject: the mail's link (GET, which asks first), its confirmation and mail clients' one-click POST. */
export const unfollowPath = (subjectId: string) => `/api/v1/services/forum-subjects/${encodeURIComponent(subjectId)}/unfollow`;

export const unfollowLink = (config: Pick<Config, 'appUrl' | 'sessionSecret'>, following: Following) =>
  `${config.appUrl}${unfollowPath(following.subjectId)}?user=${encodeURIComponent(following.userId)}&signature=${unfollowSignature(config.sessionSecret, following)}`;

const invalidUnfollowLink = () =>
  new ApiError(403, [
    {
      code: 'unfollow_link_invalid',
      title: 'Invalid unfollow link',
      detail: 'This link is not valid: it was altered or cut short. Use the link of a recent mail, or unfollow from the subject’s page.',
      source: { parameter: 'signature' },
    },
  ]);

/**
 * Stops `userId` following `subjectId` from a mail's signed link: the signature is checked first (a
 * 403 before any read), then the reading is found (404 when gone). The choice is kept: writing in the
 * subject again does not follow it again. Answers whether they followed it, the subject's title and
 * path, and the member's language (for the confirmation).
 */
export async function unfollowFromMail(db: Database, config: Pick<Config, 'sessionSecret' | 'defaultLocale'>, following: Following, signature: unknown, { change = true }: { change?: boolean } = {}) {
  if (!isValidUnfollowSignature(config.sessionSecret, following, signature)) throw invalidUnfollowLink();
  if (!UUID.test(following.userId) || !UUID.test(following.subjectId)) throw notFound('This subject is not followed.');
  const readers = tableOf(forumSubjectReaders);
  const subjects = tableOf(forumSubjects);
  const users = tablesOf('users').table;
  return db.transaction(async (tx) => {
    const [reading] = await tx
      .select({ id: readers.id, isFollowing: readers.isFollowing, title: subjects.title, locale: users.locale })
      .from(readers)
      .innerJoin(subjects, eq(subjects.id, readers.subjectId))
      .innerJoin(users, eq(users.id, readers.userId))
      .where(and(eq(readers.userId, following.userId), eq(readers.subjectId, following.subjectId)));
    if (!reading) throw notFound('This subject is not followed.');
    if (change && reading.isFollowing) await tx.update(readers).set({ isFollowing: false, updatedAt: sql`now()` }).where(eq(readers.id, reading.id));
    const locale: Locale = isLocale(reading.locale) ? reading.locale : config.defaultLocale;
    return { wasFollowing: reading.isFollowing === true, locale, title: localize<string>(reading.title, locale, config.defaultLocale) ?? '', path: await forumSubjectPath(tx, following.subjectId) };
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (locale: Locale, title: string, app: string, body: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/logo.svg"><title>${escapeHtml(title)} – ${escapeHtml(app)}</title></head>
<body><main>${body}</main></body></html>`;

/**
 * The screen the mail's unfollow link opens: it asks before changing anything (a link scanner or a
 * prefetch follows links; only the button, a POST to the same signed address, unfollows), in the
 * member's language, with the way back to the subject.
 */
export function unfollowQuestionPage(answer: { locale: Locale; title: string; path: string; wasFollowing: boolean }, app: string, action: string) {
  if (!answer.wasFollowing) return unfollowedPage(answer, app);
  const heading = notificationText(answer.locale, 'forumUnfollowQuestionTitle');
  return page(
    answer.locale,
    heading,
    app,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(notificationText(answer.locale, 'forumUnfollowQuestion', { title: answer.title }))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(notificationText(answer.locale, 'forumUnfollowLink'))}</button></form>
<p><a href="${escapeHtml(answer.path)}">${escapeHtml(notificationText(answer.locale, 'forumBackToSubject'))}</a></p>`,
  );
}

/** The screen after unfollowing: what was done, in the member's language, and the way back to the subject. */
export function unfollowedPage(answer: { locale: Locale; title: string; path: string }, app: string) {
  const heading = notificationText(answer.locale, 'forumUnfollowedTitle');
  return page(
    answer.locale,
    heading,
    app,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(notificationText(answer.locale, 'forumUnfollowed', { title: answer.title }))}</p>
<p><a href="${escapeHtml(answer.path)}">${escapeHtml(notificationText(answer.locale, 'forumBackToSubject'))}</a></p>`,
  );
}

/**
 * The `forum-digest` job, at the end of a follower's window: mails them how many messages others
 * wrote in the subject since they last read it, with the subject's link and a signed unfollow link
 * (also as one-click `List-Unsubscribe` headers). Nothing when they read everything meanwhile,
 * stopped following, turned e-mails off, were deleted, or the subject is gone or unpublished.
 */
export async function sendForumDigest(db: Database, config: Pick<Config, 'appUrl' | 'appName' | 'sessionSecret' | 'defaultLocale'>, following: Following): Promise<boolean> {
  const readers = tableOf(forumSubjectReaders);
  const subjects = tableOf(forumSubjects);
  const messages = tableOf(forumSubjectMessages);
  const users = tablesOf('users').table;
  return db.transaction(async (tx) => {
    const unread = sql<number>`(select count(*)::int from ${messages} as m where m.subject_id = ${readers.subjectId} and m.deleted_at is null and (${readers.lastReadAt} is null or m.created_at > ${readers.lastReadAt}) and (m.created_by_id is null or m.created_by_id <> ${readers.userId}))`;
    const [row] = await tx
      .select({ unread, title: subjects.title, firstName: users.firstName, email: users.email, locale: users.locale, preferences: users.notificationsPreferences })
      .from(readers)
      .innerJoin(subjects, eq(subjects.id, readers.subjectId))
      .innerJoin(users, eq(users.id, readers.userId))
      .where(
        and(
          eq(readers.userId, following.userId),
          eq(readers.subjectId, following.subjectId),
          eq(readers.isFollowing, true),
          isNull(users.deletedAt),
          isNull(subjects.deletedAt),
          or(sql`${subjects.publishedAt} is not null`, eq(subjects.createdById, following.userId)),
          ne(users.email, ''),
        ),
      );
    const count = Number(row?.unread ?? 0);
    if (!row || count === 0 || !wantsEmail(row.preferences)) return false;
    const locale: Locale = isLocale(row.locale) ? row.locale : (config.defaultLocale ?? FALLBACK_LOCALE);
    const title = localize<string>(row.title, locale, config.defaultLocale) ?? '';
    const link = `${config.appUrl}${await forumSubjectPath(tx, following.subjectId)}`;
    const unfollow = unfollowLink(config, following);
    await enqueueJob(tx, 'mail', { to: row.email as string, ...renderDigestMail({ locale, name: row.firstName as string, title, count, link, unfollow, app: config.appName }), headers: unsubscribeHeaders(unfollow) });
    return true;
  });
}

/** The grouped mail's subject and bodies. */
export function renderDigestMail({ locale, name, title, count, link, unfollow, app }: { locale: Locale; name: string; title: string; count: number; link: string; unfollow: string; app: string }) {
  const subject = notificationText(locale, 'forumNewMessages', { title });
  const greeting = notificationText(locale, 'mailGreeting', { name });
  const details = newMessagesText(locale, count);
  const action = notificationText(locale, 'mailAction', { app });
  const stop = notificationText(locale, 'forumUnfollowLink');
  const footer = notificationText(locale, 'forumMailFooter', { app });
  const text = `${greeting}\n\n${subject}\n\n${details}\n\n${action}: ${link}\n\n${stop}: ${unfollow}\n\n${footer}\n\n— ${app}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(subject)}</p><p>${escapeHtml(details)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1a5fb4;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p><a href="${escapeHtml(unfollow)}">${escapeHtml(stop)}</a></p>
<p>${escapeHtml(footer)}</p><p>— ${escapeHtml(app)}</p></body></html>`;
  return { subject: subject.length > 150 ? `${subject.slice(0, 149)}…` : subject, text, html };
}
