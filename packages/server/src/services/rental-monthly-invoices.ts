import { and, eq, inArray, sql } from 'drizzle-orm';
import { commandsToInvoice, FALLBACK_LOCALE, isLocale, monthBounds, monthToInvoice } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Database } from '../db/client.ts';
import { rentalMonthlyInvoiceCommands, rentalMonthlyInvoices } from '../db/system-tables.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { renderNotificationMail } from '../mail/notification-mails.ts';
import type { MailSite } from '../notifications/notify.ts';
import { wantsEmail } from '../notifications/notify.ts';
import { documentText } from './rental-pdf.ts';
import { tablesOf } from './tables.ts';

/** Where a member finds their monthly invoices. */
export const MONTHLY_INVOICES_PATH = '/services/rentals/commands';

/** The month as its invoice names it, in `locale` (`March 2030`). */
export const monthName = (month: string, locale: Locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(monthBounds(month).from);

/**
 * Issues the monthly rental invoices due (issue 26 item 5), one pass of the job worker's poller:
 * the month due is the one before now's (UTC), read from the clock alone, nothing written to know
 * it. Each member invoiced monthly (`rentalMonthlyInvoicing`) with commands to invoice
 * (rules/rental-invoicing.ts) gets one invoice for the month, written with its commands in one
 * transaction with their notification and mail. Two workers passing at once write it once: the
 * invoice's (member, month) index is unique and the loser writes nothing; a command is on one
 * invoice at most (its primary key there). Answers how many invoices were written.
 */
export async function issueMonthlyInvoices(db: Database, site: MailSite, now = new Date()): Promise<number> {
  const month = monthToInvoice(now);
  const { to } = monthBounds(month);
  const commands = tablesOf('rental-commands').table;
  const users = tablesOf('users').table;
  const steps = tablesOf('rental-command-steps').table;
  const hasStep = (type: string, status: string) =>
    sql<boolean>`exists (select 1 from ${steps} where ${steps.commandId} = ${commands.id} and ${steps.stepTypeId} = ${type} and ${steps.statusId} ${sql.raw(status)})`;
  const candidates = await db
    .select({
      id: commands.id,
      userId: commands.commandById,
      startAt: commands.startAt,
      validated: hasStep('validation', "= 'success'"),
      cancelled: hasStep('cancellation', "<> 'hidden'"),
    })
    .from(commands)
    .innerJoin(users, eq(commands.commandById, users.id))
    .where(
      and(
        eq(users.rentalMonthlyInvoicing, true),
        sql`${users.deletedAt} is null`,
        sql`${commands.startAt} < ${to}`,
        sql`not exists (select 1 from ${rentalMonthlyInvoiceCommands} where ${rentalMonthlyInvoiceCommands.commandId} = ${commands.id})`,
        sql`not exists (select 1 from ${rentalMonthlyInvoices} where ${rentalMonthlyInvoices.userId} = ${users.id} and ${rentalMonthlyInvoices.month} = ${month})`,
      ),
    );
  const due = commandsToInvoice(
    candidates.map((row) => ({ id: row.id as string, userId: row.userId as string, startAt: row.startAt as Date, validated: !!row.validated, cancelled: !!row.cancelled, invoiced: false })),
    month,
  );
  const byUser = new Map<string, string[]>();
  for (const command of due) byUser.set(command.userId, [...(byUser.get(command.userId) ?? []), command.id]);
  let written = 0;
  for (const [userId, commandIds] of byUser) {
    const wrote = await db.transaction(async (tx) => {
      const [invoice] = await tx.insert(rentalMonthlyInvoices).values({ userId, month }).onConflictDoNothing().returning({ id: rentalMonthlyInvoices.id });
      if (!invoice) return false;
      const taken = await tx
        .insert(rentalMonthlyInvoiceCommands)
        .values(commandIds.map((commandId) => ({ commandId, invoiceId: invoice.id })))
        .onConflictDoNothing()
        .returning({ id: rentalMonthlyInvoiceCommands.commandId });
      if (!taken.length) {
        // Another worker's invoice took every command already: this one would be empty.
        await tx.delete(rentalMonthlyInvoices).where(eq(rentalMonthlyInvoices.id, invoice.id));
        return false;
      }
      const [member] = await tx
        .select({ firstName: users.firstName, email: users.email, locale: users.locale, preferences: users.notificationsPreferences })
        .from(users)
        .where(inArray(users.id, [userId]));
      if (member) {
        const locale: Locale = isLocale(member.locale) ? member.locale : (site.defaultLocale ?? FALLBACK_LOCALE);
        const message = documentText(locale, 'invoiceReady', { month: monthName(month, locale) });
        await tx.insert(tablesOf('notifications').table).values({ userId, notificationType: 'rental-monthly-invoice', message, details: null, actionUrl: MONTHLY_INVOICES_PATH });
        if (wantsEmail(member.preferences)) {
          const mail = renderNotificationMail({ locale, name: member.firstName as string, message, details: null, link: `${site.url}${MONTHLY_INVOICES_PATH}`, app: site.name });
          await enqueueJob(tx, 'mail', { to: member.email as string, ...mail });
        }
      }
      return true;
    });
    if (wrote) written += 1;
  }
  return written;
}
