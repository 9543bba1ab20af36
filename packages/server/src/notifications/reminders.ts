import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE, isLocale } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Database } from '../db/client.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { notificationText, renderNotificationMail } from '../mail/notification-mails.ts';
import { tablesOf } from '../services/tables.ts';
import type { MailSite } from './notify.ts';

/** Reminders taken by one pass; the next pass takes the rest. */
const BATCH = 100;

/**
 * Sends the reminders due now (remindAt passed, not sent yet), one pass of the job worker's poller:
 * in one transaction it takes them (`FOR UPDATE SKIP LOCKED`, so two workers never take the same
 * one), queues each one's mail to its member, in their language, stamps `sentAt` and puts a
 * `reminder` notification in their bell. The mail is a `mail` job queued in that transaction, so a
 * reminder is mailed once: either the stamp and the job both commit, or neither does. A reminder is
 * mailed whatever the member's notification preferences: they asked for it. A reminder whose member
 * is gone is stamped and sends nothing. Answers how many were taken.
 */
export async function sendDueReminders(db: Database, site: MailSite): Promise<number> {
  const reminders = tablesOf('reminders').table;
  const users = tablesOf('users').table;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: reminders.id, userId: reminders.userId, title: reminders.title, message: reminders.message })
      .from(reminders)
      .where(and(isNull(reminders.sentAt), lte(reminders.remindAt, sql`now()`)))
      .orderBy(reminders.remindAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    const userIds = [...new Set(due.map((row) => row.userId as string | null).filter((id): id is string => !!id))];
    const members = userIds.length
      ? await tx.select({ id: users.id, firstName: users.firstName, email: users.email, locale: users.locale, deletedAt: users.deletedAt }).from(users).where(inArray(users.id, userIds))
      : [];
    const memberById = new Map(members.map((member) => [member.id as string, member]));
    for (const reminder of due) {
      const member = memberById.get(reminder.userId as string);
      if (!member || member.deletedAt) continue;
      const locale: Locale = isLocale(member.locale) ? member.locale : (site.defaultLocale ?? FALLBACK_LOCALE);
      const title = String(reminder.title).replace(/\s+/g, ' ').trim();
      const message = notificationText(locale, 'reminder', { title });
      const details = (reminder.message as string | null) || null;
      await tx.insert(tablesOf('notifications').table).values({ userId: member.id, notificationType: 'reminder', message, details, actionUrl: null });
      const mail = renderNotificationMail({ locale, name: member.firstName as string, message, details, link: null, app: site.name, footerKey: 'reminderFooter' });
      await enqueueJob(tx, 'mail', { to: member.email as string, ...mail });
    }
    await tx
      .update(reminders)
      .set({ sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(inArray(reminders.id, due.map((row) => row.id as string)));
    return due.length;
  });
}

