import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeSentReply, signInReply, totpEnrolment, twoFactorEnabled } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { z } from 'zod';
import { findAccountById, updateAccount } from '../../accounts/users.ts';
import type { AccountRow } from '../../accounts/users.ts';
import { assertReauthenticated, sessionFacts } from '../../auth/reauthenticate.ts';
import { updateSessionData } from '../../auth/sessions.ts';
import { checkEmailCode, checkTotp, EMAIL_CODE_MINUTES, newEmailCode, newRecoveryCodes, newTotpEnrolment, PENDING_MINUTES } from '../../auth/two-factor.ts';
import { spendRecoveryCode, spendSessionEmailCode, spendTotpStep } from '../../auth/single-use.ts';
import { forbidden, notFound, sessionExpired, unauthenticated, validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { renderAccountMail } from '../../mail/messages.ts';

const challenge = z.union([z.object({ code: z.string().trim().min(1).max(12) }).strict(), z.object({ recoveryCode: z.string().trim().min(1).max(40) }).strict()]);
const confirmation = z.object({ code: z.string().trim().min(1).max(12) }).strict();
const passwordCheck = z.object({ password: z.string().max(1024).optional() }).strict();

const wrongCode = (pointer = '/code') => validationFailed([{ pointer, rule: 'code_invalid', detail: 'This code is wrong or expired.' }]);

// The answers' shapes are the domain's contracts (packages/domain/src/contracts/auth.ts).
const ENABLED = { 200: jsonSchemaOf(twoFactorEnabled) };

/**
 * Begins a two-factor sign-in after a good password: a session that signs nobody in yet, holding
 * which account is half-way and, for the e-mail strategy, the hash of the code just mailed.
 */
export async function beginTwoFactor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, account: AccountRow) {
  const data: Record<string, unknown> = { pendingUserId: account.id, pendingUntil: Date.now() + PENDING_MINUTES * 60_000 };
  if (account.twoFactorStrategy === 'email') data.emailCode = await mailSignInCode(app, request, account);
  await app.startSession(request, reply, { userId: null, data });
  return { state: 'two_factor_required', strategy: account.twoFactorStrategy };
}

/** Mails a new sign-in code; answers what the session keeps of it (its hash and end). */
async function mailSignInCode(app: FastifyInstance, request: FastifyRequest, account: AccountRow) {
  const { code, hash, expiresAt } = newEmailCode();
  const mail = renderAccountMail('twoFactorCode', account.locale ?? request.locale, { name: account.firstName, code, minutes: EMAIL_CODE_MINUTES, app: app.config.appName });
  await app.mailer.send({ to: account.email, ...mail });
  return { hash, expiresAt };
}

/** The account half-way through a two-factor sign-in in this session, or a 419 when there is none. */
function pendingUserIdOf(request: FastifyRequest): string {
  const data = request.session?.data ?? {};
  const pendingUserId = typeof data.pendingUserId === 'string' ? data.pendingUserId : null;
  if (!pendingUserId || typeof data.pendingUntil !== 'number' || data.pendingUntil < Date.now()) throw sessionExpired('Sign in again: the two-factor step has expired.');
  return pendingUserId;
}

/** Two-factor challenge, enrolment and removal (spec, platform §2 auth.two-factor, §7). */
export async function twoFactorRoutes(app: FastifyInstance) {
  const enabled = () => {
    if (!app.config.features.auth || !app.config.features.twoFactor) throw notFound();
  };
  const signedInAccount = async (request: FastifyRequest) => {
    enabled();
    if (!request.actor.userId || !request.session) throw unauthenticated();
    const account = await findAccountById(app.db, request.actor.userId);
    if (!account) throw unauthenticated();
    return account;
  };

  app.post('/auth/two-factor/login', { schema: { response: { 200: jsonSchemaOf(signInReply) } } }, async (request, reply) => {
    enabled();
    const data = request.session?.data ?? {};
    const pendingUserId = pendingUserIdOf(request);
    await app.rateLimits.consume([['twoFactorBySession', request.session!.idHash], ['twoFactorByAccount', pendingUserId]]);
    const input = parseBody(challenge, request.body);
    const account = await findAccountById(app.db, pendingUserId);
    if (!account?.twoFactorStrategy) throw sessionExpired();
    if ('recoveryCode' in input) {
      if (!(await spendRecoveryCode(app.db, account.id, input.recoveryCode))) throw wrongCode('/recoveryCode');
    } else if (account.twoFactorStrategy === 'totp') {
      const step = await checkTotp(app.config.sessionSecret, account.twoFactorSecret ?? '', input.code, account.twoFactorLastTimeStep);
      if (step == null || !(await spendTotpStep(app.db, account.id, step))) throw wrongCode();
    } else {
      const stored = (data.emailCode ?? {}) as Record<string, unknown>;
      if (!checkEmailCode(stored, input.code) || !(await spendSessionEmailCode(app.db, request.session!.idHash, stored.hash as string))) throw wrongCode();
    }
    await updateAccount(app.db, account.id, { lastLoginAt: new Date() });
    await app.startSession(request, reply, { userId: account.id });
    return { state: 'authenticated' };
  });

  /** A new e-mail code for the sign-in under way (the previous one stops working). */
  app.post('/auth/two-factor/email/resend', { schema: { response: { 202: jsonSchemaOf(codeSentReply) } } }, async (request, reply) => {
    enabled();
    const pendingUserId = pendingUserIdOf(request);
    await app.rateLimits.consume([['twoFactorResendBySession', request.session!.idHash]]);
    const account = await findAccountById(app.db, pendingUserId);
    if (account?.twoFactorStrategy !== 'email') throw sessionExpired();
    const emailCode = await mailSignInCode(app, request, account);
    await updateSessionData(app.db, request.session!.idHash, { ...request.session!.data, emailCode });
    reply.status(202);
    return { state: 'code_sent' };
  });

  /** The current password (or a recent sign-in, for an account without one) before any change of factor. */
  const reauthenticate = async (request: FastifyRequest, account: AccountRow) => {
    const { password } = parseBody(passwordCheck, request.body ?? {});
    await assertReauthenticated({ passwordHash: account.password, given: password, ...sessionFacts(request) }, '/password');
  };

  app.post('/auth/two-factor/totp', { schema: { response: { 200: jsonSchemaOf(totpEnrolment) } } }, async (request) => {
    const account = await signedInAccount(request);
    await reauthenticate(request, account);
    const enrolment = await newTotpEnrolment(app.config.sessionSecret, { issuer: app.config.appName, label: account.email });
    await updateSessionData(app.db, request.session!.idHash, { ...request.session!.data, pendingTotp: enrolment.sealed });
    return { secret: enrolment.secret, uri: enrolment.uri, qrCode: enrolment.qrCode };
  });

  app.post('/auth/two-factor/totp/confirm', { schema: { response: ENABLED } }, async (request) => {
    const account = await signedInAccount(request);
    const { code } = parseBody(confirmation, request.body);
    const sealed = request.session!.data.pendingTotp;
    if (typeof sealed !== 'string') throw validationFailed([{ pointer: '/code', rule: 'enrolment_missing', detail: 'Start the enrolment again.' }]);
    const step = await checkTotp(app.config.sessionSecret, sealed, code, null);
    if (step == null) throw wrongCode();
    const { codes, hashes } = newRecoveryCodes();
    await updateAccount(app.db, account.id, { twoFactorStrategy: 'totp', twoFactorSecret: sealed, twoFactorLastTimeStep: step, twoFactorRecoveryCodes: hashes });
    const { pendingTotp: _spent, ...rest } = request.session!.data;
    await updateSessionData(app.db, request.session!.idHash, rest);
    return { strategy: 'totp', recoveryCodes: codes };
  });

  app.post('/auth/two-factor/email', { schema: { response: ENABLED } }, async (request) => {
    const account = await signedInAccount(request);
    await reauthenticate(request, account);
    if (!account.emailVerifiedAt) throw forbidden('Verify your e-mail address before receiving codes there.');
    const { codes, hashes } = newRecoveryCodes();
    await updateAccount(app.db, account.id, { twoFactorStrategy: 'email', twoFactorSecret: null, twoFactorRecoveryCodes: hashes });
    return { strategy: 'email', recoveryCodes: codes };
  });

  /** New recovery codes in place of the old ones (all of them stop working). */
  app.post('/auth/two-factor/recovery-codes', { schema: { response: ENABLED } }, async (request) => {
    const account = await signedInAccount(request);
    await reauthenticate(request, account);
    if (!account.twoFactorStrategy) throw forbidden('Turn two-factor sign-in on first.');
    const { codes, hashes } = newRecoveryCodes();
    await updateAccount(app.db, account.id, { twoFactorRecoveryCodes: hashes });
    return { strategy: account.twoFactorStrategy, recoveryCodes: codes };
  });

  app.delete('/auth/two-factor', async (request, reply) => {
    const account = await signedInAccount(request);
    if (request.actor.roles.size && app.config.twoFactorRoles.some((role) => request.actor.roles.has(role))) {
      throw forbidden('Your role requires two-factor sign-in.');
    }
    await reauthenticate(request, account);
    await updateAccount(app.db, account.id, { twoFactorStrategy: null, twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorLastTimeStep: null });
    reply.status(204).send();
  });
}
