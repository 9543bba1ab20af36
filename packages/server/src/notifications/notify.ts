import { eq } from 'drizzle-orm';
import { FALLBACK_LOCALE, isLocale } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { notificationText, renderNotificationMail } from '../mail/notification-mails.ts';
import { localize } from '../services/localize.ts';
import { tablesOf } from '../services/tables.ts';

/** The site as a notification's mail names it. */
export interface MailSite {
  /** Its public address, without a trailing slash: a notification's path is made absolute with it. */
  url: string;
  name: string;
  defaultLocale: Locale;
}

/**
 * The notification types the server writes, with the message each says (language-lines
 * notifications.json). `auth-accepted-validation-request` is the spec's: opening it reloads the page,
 * since the account's rights changed.
 */
export const NOTIFICATION_MESSAGES = {
  'comment-reply': 'commentReply',
  like: 'like',
  'publication-request-accepted': 'publicationAccepted',
  'publication-request-refused': 'publicationRefused',
  'auth-accepted-validation-request': 'validationAccepted',
  'auth-refused-validation-request': 'validationRefused',
  /** New messages in a followed forum subject: one unread per subject, kept up to date (resources/community/forum-following.ts). */
  'forum-new-messages': 'forumNewMessages',
  /** A training resource now answers the member's request (resources/training/training-resources.ts). */
  'training-request-answered': 'trainingRequestAnswered',
  /** A member is interested in a training session: its managers (administrators) are told (resources/training/trainings.ts). */
  'training-session-interest': 'trainingSessionInterest',
  /** A catalogue moderator accepted or refused a member's proposal (resources/repository/catalogue-contributions.ts). */
  'aac-contribution-accepted': 'aacContributionAccepted',
  'aac-contribution-refused': 'aacContributionRefused',
  /** A person asked the accompaniment team for help: every eqlaat member is told (routes/services/eqlaat-requests.ts). */
  'eqlaat-request': 'eqlaatRequest',
  /** The issuer accepted or refused the member's badge training session (resources/open-badges/sessions.ts). */
  'open-badge-training-accepted': 'openBadgeTrainingAccepted',
  'open-badge-training-refused': 'openBadgeTrainingRefused',
  /** Someone wrote through a light-user form whose notified users include the user (resources/forms/light-user-forms.ts). */
  'light-user-form-input': 'lightUserFormInput',
  /** A step of the member's rental command changed in a way that needs them; `messageKey` names which (domain rules/rental-steps.ts). */
  'rental-command-step': 'rentalCommandStep',
} as const;

export type NotificationType = keyof typeof NOTIFICATION_MESSAGES;

export interface NotificationEvent {
  type: NotificationType;
  /** Who is told. */
  userId: string | null | undefined;
  /** Who acted: never told about their own action, and named by the message. */
  actorId: string | null;
  details?: string | null;
  /** A path of the site (`/account/profile`), or null when what it is about has no page to open. */
  actionUrl?: string | null;
  /** False when the event already has a mail of its own (the validation decision's). */
  mail?: boolean;
  /** The message to say instead of the type's own (a rental step's notice). */
  messageKey?: string;
}

/**
 * Whether a user wants e-mails about what concerns them: `notificationsPreferences.email`, on unless
 * set to false (docs/decisions.md, "Notification preferences").
 */
export const wantsEmail = (preferences: unknown) => !(preferences && typeof preferences === 'object' && (preferences as Record<string, unknown>).email === false);

const nameOf = async (tx: Executor, userId: string): Promise<string | null> => {
  const users = tablesOf('users').table;
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  if (!row || row.deletedAt) return null;
  return `${row.firstName as string} ${row.lastName as string}`.trim() || null;
};

/** Plain text of a rich text (tags dropped, the usual entities read, spaces folded), cut to `max` characters. */
export function excerptOf(html: unknown, locale: Locale, max = 280): string | null {
  const value = typeof html === 'string' ? html : localize<string>(html, locale);
  if (!value) return null;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Tells a user about an event, in the writing transaction: a notification row in their language
 * (their `locale`, else the site's), and, when they want e-mails, a mail queued in the same
 * transaction (it leaves only if the write commits). Nothing for the actor's own action, nor for a
 * user gone (deleted, disabled). Without `site` (seeds, scripts) the row is written and no mail.
 */
export async function notify(tx: Executor, site: MailSite | null | undefined, event: NotificationEvent): Promise<void> {
  if (!event.userId || event.userId === event.actorId) return;
  const users = tablesOf('users').table;
  const [user] = await tx
    .select({ firstName: users.firstName, email: users.email, locale: users.locale, preferences: users.notificationsPreferences, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, event.userId));
  if (!user || user.deletedAt) return;
  const locale: Locale = isLocale(user.locale) ? user.locale : (site?.defaultLocale ?? FALLBACK_LOCALE);
  const actor = (event.actorId && (await nameOf(tx, event.actorId))) || notificationText(locale, 'someone');
  const message = notificationText(locale, event.messageKey ?? NOTIFICATION_MESSAGES[event.type], { actor });
  const details = event.details ?? null;
  const actionUrl = event.actionUrl ?? null;
  await tx.insert(tablesOf('notifications').table).values({ userId: event.userId, notificationType: event.type, message, details, actionUrl });
  if (!site || event.mail === false || !wantsEmail(user.preferences)) return;
  const mail = renderNotificationMail({ locale, name: user.firstName as string, message, details, link: actionUrl ? `${site.url}${actionUrl}` : null, app: site.name });
  await enqueueJob(tx, 'mail', { to: user.email as string, ...mail });
}
