import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { renderMail } from '../mail/messages.ts';
import { VALIDATION_MAILS } from '../mail/validation-mails.ts';
import type { ValidationDecision } from '../mail/validation-mails.ts';
import { wantsEmail } from '../notifications/notify.ts';
import { tablesOf } from '../services/tables.ts';
import { findAccountById } from './users.ts';

/**
 * Files the pending validation request of a newly registered member, in the registration's
 * transaction: the account waits for the platform's decision from its first minute, and the admins
 * see it on their dashboard without the member having to find a form.
 */
export async function fileValidationRequest(tx: Executor, userId: string) {
  await tx.insert(tablesOf('validation-requests').table).values({ userId, statusId: 'pending' });
}

/**
 * Mails the member the decision on their request, in their language, queued in `tx`, unless they
 * turned e-mails about what concerns them off (`notificationsPreferences.email`): the bell tells them.
 */
export async function mailValidationDecision(app: FastifyInstance, { userId, decision, fallbackLocale, tx }: { userId: string; decision: ValidationDecision; fallbackLocale: Locale; tx: Executor }) {
  const member = await findAccountById(tx, userId);
  if (!member || member.deletedAt) return;
  const users = tablesOf('users').table;
  const [preferences] = await tx.select({ value: users.notificationsPreferences }).from(users).where(eq(users.id, userId));
  if (!wantsEmail(preferences?.value)) return;
  const locale = member.locale ?? fallbackLocale;
  const mail = renderMail(VALIDATION_MAILS[locale][decision], locale, { name: member.firstName, link: `${app.config.appUrl}/account/profile`, minutes: 0, app: app.config.appName });
  await app.mailer.send({ to: member.email, ...mail }, tx);
}
