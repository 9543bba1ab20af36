import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { asciiEmail, formWorkflowRuns, lightUserFormInputs, lightUsers } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { addressConfirmations, heldConfirmations } from '../db/system-tables.ts';
import { ApiError } from '../http/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { renderAddressConfirmationMail, renderSubscriptionConfirmationMail } from '../mail/address-confirmation-mails.ts';
import type { Mailer, OutgoingMail } from '../plugins/app/mailer.ts';
import { WORKFLOW_RUNS_JOB } from '../resources/forms/form-workflows.ts';
import { UUID } from './publish-page.ts';
import { tableOf } from './tables.ts';

/**
 * Double opt-in of the address a form's confirmation would go to, when nobody proved it (a visitor's
 * answer, or a member answering another address than their verified one). Instead of the
 * confirmation, the address gets one link; following it confirms the address for good, sends on
 * every confirmation held for it, and lets later ones go at once.
 *
 * The link carries a random token (32 bytes) of which the table keeps only a SHA-256, valid for
 * ADDRESS_CONFIRMATION_MINUTES: a stored token rather than a signed one, because a table is needed
 * anyway to record that the address was confirmed and to count the links mailed to it, and a copy of
 * the database then holds no working link. At most one link is mailed to an address per ADDRESS_CONFIRMATION_RESEND_MINUTES, however
 * many forms name it, so a form cannot be used to flood a stranger's mailbox.
 */
export const ADDRESS_CONFIRMATION_MINUTES = 24 * 60;
export const ADDRESS_CONFIRMATION_RESEND_MINUTES = 60;

/** The screen that asks before confirming (a GET changes nothing: mail scanners open links). */
export const addressConfirmationPagePath = (id: string) => `/services/confirm-address/${encodeURIComponent(id)}`;
export const addressConfirmationApiPath = (id: string) => `/api/v1/services/address-confirmations/${encodeURIComponent(id)}/confirm`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
/** The form every address is compared and kept in. */
const addressOf = (email: string) => asciiEmail(email) ?? email.trim().toLowerCase();

/** Whether one of the address's double opt-in links was followed. */
export async function isConfirmedAddress(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: addressConfirmations.id })
    .from(addressConfirmations)
    .where(and(eq(addressConfirmations.email, addressOf(email)), isNotNull(addressConfirmations.confirmedAt)))
    .limit(1);
  return rows.length > 0;
}

export interface HoldDeps {
  mailer: Pick<Mailer, 'send'>;
  config: Pick<Config, 'appUrl' | 'appName'>;
}

/**
 * In the run's transaction: keeps the confirmation run `runId` until `email` is confirmed, and mails
 * the address a confirmation link unless one went to it in the last ADDRESS_CONFIRMATION_RESEND_MINUTES.
 * Answers whether a link was mailed now.
 */
export async function holdConfirmation(
  tx: Executor,
  deps: HoldDeps,
  held: { runId: string; email: string; locale: Locale; form: string | null },
  now = new Date(),
): Promise<boolean> {
  const email = addressOf(held.email);
  await tx.insert(heldConfirmations).values({ runId: held.runId, email, createdAt: now }).onConflictDoNothing();
  return mailConfirmationLink(tx, (mail) => deps.mailer.send(mail, tx), { email, locale: held.locale, form: held.form, appUrl: deps.config.appUrl, appName: deps.config.appName }, now);
}

/**
 * Mails `email` a double opt-in link, unless one went to it in the last
 * ADDRESS_CONFIRMATION_RESEND_MINUTES (a form cannot flood a stranger's mailbox). Answers whether
 * a link was mailed now. Used for held confirmations and for newsletter subscriptions.
 */
export async function mailConfirmationLink(
  tx: Executor,
  send: (mail: OutgoingMail) => Promise<unknown>,
  request: { email: string; locale: Locale; form: string | null; appUrl: string; appName: string; subscription?: boolean },
  now = new Date(),
): Promise<boolean> {
  const email = addressOf(request.email);
  const since = new Date(now.getTime() - ADDRESS_CONFIRMATION_RESEND_MINUTES * 60_000);
  const recent = await tx
    .select({ id: addressConfirmations.id })
    .from(addressConfirmations)
    .where(and(eq(addressConfirmations.email, email), gt(addressConfirmations.createdAt, since)))
    .limit(1);
  if (recent.length) return false;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ADDRESS_CONFIRMATION_MINUTES * 60_000);
  const [row] = await tx
    .insert(addressConfirmations)
    .values({ email, tokenHash: hashOf(token), locale: request.locale, expiresAt, createdAt: now })
    .returning({ id: addressConfirmations.id });
  // The screen opens in the mail's language (the web's `?lang=`).
  const link = `${request.appUrl}${addressConfirmationPagePath(row!.id)}?token=${token}&lang=${encodeURIComponent(request.locale)}`;
  const mail = (request.subscription ? renderSubscriptionConfirmationMail : renderAddressConfirmationMail)(request.locale, { form: request.form, app: request.appName, link, minutes: ADDRESS_CONFIRMATION_MINUTES });
  await send({ to: email, ...mail });
  return true;
}

const invalidLink = () =>
  new ApiError(403, [
    {
      code: 'address_confirmation_link_invalid',
      title: 'Invalid confirmation link',
      detail: 'This confirmation link is not valid: it was altered or cut short. Use the link of the most recent mail.',
      source: { parameter: 'token' },
    },
  ]);

const expiredLink = () =>
  new ApiError(410, [
    {
      code: 'address_confirmation_link_expired',
      title: 'Expired confirmation link',
      detail: 'This confirmation link has expired. Answer the form again to receive a new one.',
      source: { parameter: 'token' },
    },
  ]);

/**
 * A newsletter subscription asked through a light-user form (resources/forms/light-user-forms.ts)
 * starts once its address is confirmed: the light users of the address who asked for it (an input of
 * theirs wants the mails) are subscribed.
 */
export async function subscribeConfirmedLightUsers(tx: Executor, email: string): Promise<number> {
  const people = tableOf(lightUsers);
  const inputs = tableOf(lightUserFormInputs);
  const asked = await tx.select({ id: inputs.id }).from(inputs).where(and(eq(inputs.userEmail, email), eq(inputs.userHasMailSubscription, true))).limit(1);
  if (!asked.length) return 0;
  const updated = (await tx.update(people).set({ hasMailSubscription: true }).where(and(eq(people.email, email), eq(people.hasMailSubscription, false))).returning({ id: people.id })) as unknown[];
  return updated.length;
}

/** Refuses (403) a link whose token is not the one mailed with it, reading nothing else: the route counts a link's calls only past this. */
export async function assertConfirmationLink(db: Executor, id: string, token: unknown): Promise<void> {
  if (typeof token !== 'string' || !token || !UUID.test(id)) throw invalidLink();
  const [row] = await db.select({ tokenHash: addressConfirmations.tokenHash }).from(addressConfirmations).where(eq(addressConfirmations.id, id));
  if (!row || !same(hashOf(token), row.tokenHash)) throw invalidLink();
}

/**
 * Follows a double opt-in link: checks its token against the stored hash (a wrong token and an
 * unknown link answer the same 403, so links cannot be probed), refuses an expired one (410) unless
 * it was already used, then in one transaction marks the address confirmed and sends on every held
 * confirmation of the address: each held run goes back to `pending` and their job is queued, so the
 * executor sends them as it sends any confirmation to a confirmed address. A second click sends
 * nothing more.
 */
export async function confirmAddress(db: Database, id: string, token: unknown, now = new Date()): Promise<{ alreadyConfirmed: boolean; sentCount: number }> {
  if (typeof token !== 'string' || !token || !UUID.test(id)) throw invalidLink();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(addressConfirmations).where(eq(addressConfirmations.id, id)).for('update');
    if (!row || !same(hashOf(token), row.tokenHash)) throw invalidLink();
    if (!row.confirmedAt && row.expiresAt.getTime() < now.getTime()) throw expiredLink();
    const alreadyConfirmed = await isConfirmedAddress(tx, row.email);
    if (!row.confirmedAt) await tx.update(addressConfirmations).set({ confirmedAt: now }).where(eq(addressConfirmations.id, id));
    await subscribeConfirmedLightUsers(tx, row.email);
    const held = await tx.delete(heldConfirmations).where(eq(heldConfirmations.email, row.email)).returning({ runId: heldConfirmations.runId, createdAt: heldConfirmations.createdAt });
    if (!held.length) return { alreadyConfirmed, sentCount: 0 };
    const runs = tableOf(formWorkflowRuns);
    const ordered = held.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((entry) => entry.runId);
    const released = (await tx
      .update(runs)
      .set({ status: 'pending', message: null, updatedAt: now })
      .where(and(inArray(runs.id, ordered), eq(runs.status, 'success')))
      .returning({ id: runs.id })) as { id: string }[];
    const releasedIds = new Set(released.map((run) => run.id));
    const runIds = ordered.filter((runId) => releasedIds.has(runId));
    if (runIds.length) await enqueueJob(tx, WORKFLOW_RUNS_JOB, { runIds });
    return { alreadyConfirmed, sentCount: runIds.length };
  });
}
