import type { FastifyInstance } from 'fastify';
import { emailVerificationReply } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@relais/domain';
import { asciiEmail, isEmailTaken } from '../../accounts/email-addresses.ts';
import { findAccountById, updateAccount } from '../../accounts/users.ts';
import type { AccountRow } from '../../accounts/users.ts';
import { EMAIL_VERIFICATION_MINUTES, emailVerificationLink, isValidEmailVerification } from '../../auth/signed-tokens.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, unauthenticated, validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { renderAccountMail } from '../../mail/messages.ts';
import { tablesOf } from '../../services/tables.ts';

const signedLink = z.object({ expires: z.string().regex(/^\d+$/), signature: z.string().min(1).max(256) });

type Recipient = Pick<AccountRow, 'id' | 'firstName' | 'locale'>;

/**
 * Mails the signed link that proves `address` is the account's: its primary address, the new one it
 * asked for (`pendingEmail`) or one of its other addresses. Queued in `db` (the request's transaction).
 */
export async function sendAddressLink(app: FastifyInstance, { account, address, locale, db }: { account: Recipient; address: string; locale: Locale; db?: Executor }) {
  const { id, hash, expires, signature } = emailVerificationLink(app.config.sessionSecret, { id: account.id, email: address });
  const link = `${app.config.appUrl}/auth/email/verify/${id}/${hash}?expires=${expires}&signature=${encodeURIComponent(signature)}`;
  const mail = renderAccountMail('verifyEmail', account.locale ?? locale, { name: account.firstName, link, minutes: EMAIL_VERIFICATION_MINUTES, app: app.config.appName });
  await app.mailer.send({ to: address, ...mail }, db);
}

/** Sends the signed verification link of an account's current address. */
export async function sendVerificationMail(app: FastifyInstance, account: Recipient & Pick<AccountRow, 'email'>, fallbackLocale: Locale, db?: Executor) {
  await sendAddressLink(app, { account, address: account.email, locale: fallbackLocale, ...(db ? { db } : {}) });
}

/** A new primary address asked for: its proof link to the new address, a notice to the old one. */
export async function sendEmailChangeMails(app: FastifyInstance, { account, oldEmail, locale, db }: { account: Recipient & { pendingEmail: string }; oldEmail: string; locale: Locale; db: Executor }) {
  await sendAddressLink(app, { account, address: account.pendingEmail, locale, db });
  const notice = renderAccountMail('emailChangeNotice', account.locale ?? locale, { name: account.firstName, minutes: 0, app: app.config.appName });
  await app.mailer.send({ to: oldEmail, ...notice }, db);
}

const addressTaken = () => validationFailed([{ pointer: '/signature', rule: 'unique', detail: 'Another account has confirmed this address in the meantime.' }]);

/**
 * Which address of the account a link proves, and what proving it does: the primary one is
 * verified; a pending primary one replaces the primary (if nobody confirmed it meanwhile); another
 * address becomes usable. Null when the link proves none of them.
 */
async function confirmAddress(app: FastifyInstance, account: AccountRow, link: { hash: string; expires: string; signature: string }) {
  const proves = (email: string) => isValidEmailVerification(app.config.sessionSecret, { id: account.id, email }, link);
  if (proves(account.email)) {
    if (!account.emailVerifiedAt) await updateAccount(app.db, account.id, { emailVerifiedAt: new Date() });
    return true;
  }
  const pending = account.pendingEmail;
  if (pending && proves(pending)) {
    await app.db.transaction(async (tx) => {
      if (await isEmailTaken(tx, asciiEmail(pending) ?? pending, { exceptUserId: account.id })) throw addressTaken();
      await updateAccount(tx, account.id, { email: pending, pendingEmail: null, emailVerifiedAt: new Date() });
    });
    return true;
  }
  const secondary = tablesOf('secondary-email-addresses').table;
  const unconfirmed = await app.db
    .select({ id: secondary.id, email: secondary.email })
    .from(secondary)
    .where(and(eq(secondary.userId, account.id), isNull(secondary.verifiedAt)));
  const proven = unconfirmed.find((row) => proves(String(row.email)));
  if (!proven) return false;
  await app.db.transaction(async (tx) => {
    if (await isEmailTaken(tx, String(proven.email), { exceptUserId: account.id })) throw addressTaken();
    await tx.update(secondary).set({ verifiedAt: new Date() }).where(eq(secondary.id, proven.id));
  });
  return true;
}

/**
 * E-mail verification by a signed, expiring link, for the signed-in owner of the account, and its
 * resend. Verifying an address already verified is a no-op.
 */
export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string; hash: string } }>('/auth/email/verify/:id/:hash', { schema: { response: { 200: jsonSchemaOf(emailVerificationReply) } } }, async (request) => {
    if (!request.actor.userId) throw unauthenticated();
    if (request.actor.userId !== request.params.id) throw forbidden('This link belongs to another account.');
    const link = parseBody(signedLink, request.query);
    const account = await findAccountById(app.db, request.params.id);
    if (!account || !(await confirmAddress(app, account, { ...link, hash: request.params.hash }))) {
      throw validationFailed([{ pointer: '/signature', rule: 'signature_invalid', detail: 'This verification link is invalid or expired; ask for a new one.' }]);
    }
    return { state: 'email_verified' };
  });

  app.post('/auth/email/verification-notification', { schema: { response: { 200: jsonSchemaOf(emailVerificationReply), 202: jsonSchemaOf(emailVerificationReply) } } }, async (request, reply) => {
    if (!request.actor.userId) throw unauthenticated();
    const account = await findAccountById(app.db, request.actor.userId);
    if (!account) throw unauthenticated();
    if (account.emailVerifiedAt) return { state: 'email_verified' };
    await app.rateLimits.consume([['verificationByAccount', account.id]]);
    await sendVerificationMail(app, account, request.locale);
    reply.status(202);
    return { state: 'verification_link_sent' };
  });
}
