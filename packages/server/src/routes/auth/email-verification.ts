import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findAccountById, updateAccount } from '../../accounts/users.ts';
import { EMAIL_VERIFICATION_MINUTES, emailVerificationLink, isValidEmailVerification } from '../../auth/signed-tokens.ts';
import type { AccountRow } from '../../accounts/users.ts';
import type { Locale } from '@relais/domain';
import { forbidden, unauthenticated, validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { renderAccountMail } from '../../mail/messages.ts';

const signedLink = z.object({ expires: z.string().regex(/^\d+$/), signature: z.string().min(1).max(256) });

/** Sends the signed verification link of an account's current address. */
export async function sendVerificationMail(app: FastifyInstance, account: Pick<AccountRow, 'id' | 'email' | 'firstName' | 'locale'>, fallbackLocale: Locale) {
  const { id, hash, expires, signature } = emailVerificationLink(app.config.sessionSecret, account);
  const link = `${app.config.appUrl}/auth/email/verify/${id}/${hash}?expires=${expires}&signature=${encodeURIComponent(signature)}`;
  const mail = renderAccountMail('verifyEmail', account.locale ?? fallbackLocale, { name: account.firstName, link, minutes: EMAIL_VERIFICATION_MINUTES, app: app.config.appName });
  await app.mailer.send({ to: account.email, ...mail });
}

/**
 * E-mail verification by a signed, expiring link, for the signed-in owner of the account, and its
 * resend. Verifying an address already verified is a no-op.
 */
export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string; hash: string } }>('/auth/email/verify/:id/:hash', async (request) => {
    if (!request.actor.userId) throw unauthenticated();
    if (request.actor.userId !== request.params.id) throw forbidden('This link belongs to another account.');
    const link = parseBody(signedLink, request.query);
    const account = await findAccountById(app.db, request.params.id);
    if (!account || !isValidEmailVerification(app.config.sessionSecret, account, { ...link, hash: request.params.hash })) {
      throw validationFailed([{ pointer: '/signature', rule: 'signature_invalid', detail: 'This verification link is invalid or expired; ask for a new one.' }]);
    }
    if (!account.emailVerifiedAt) await updateAccount(app.db, account.id, { emailVerifiedAt: new Date() });
    return { state: 'email_verified' };
  });

  app.post('/auth/email/verification-notification', async (request, reply) => {
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
