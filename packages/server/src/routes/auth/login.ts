import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { credentialsRequest as credentials, signInReply } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { resourceTables } from '../../db/schema.ts';
import { findAccountByEmail, updateAccount } from '../../accounts/users.ts';
import type { AccountRow } from '../../accounts/users.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceIdFor, deviceToken } from '../../auth/device-cookie.ts';
import { normaliseEmail } from '../../auth/rate-limits.ts';
import type { LimitName } from '../../auth/rate-limits.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { beginTwoFactor } from './two-factor.ts';


/** A hash of nothing, verified when the account does not exist so timing does not reveal it. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$N7k1wS2gAqB1ZyBqvKMYH2Zq7r6Qm0yV7QwWbq0x3bU';

export const invalidCredentials = () =>
  new ApiError(422, [{ code: 'auth.failed', title: 'Sign-in failed', detail: 'These credentials do not match our records.', source: { pointer: '/email' } }]);

/** True when the user holds a role that configuration obliges to use two-factor sign-in. */
async function requiresTwoFactor(app: FastifyInstance, userId: string) {
  if (!app.config.twoFactorRoles.length) return false;
  const roles = resourceTables.get('users')!.joins.roles!;
  const rows = await app.db.select({ role: roles.related }).from(roles.table).where(and(eq(roles.owner, userId), inArray(roles.related, app.config.twoFactorRoles)));
  return rows.length > 0;
}

/**
 * Where this attempt's failures count: the browser's device cookie for this account when it has
 * one, else the client address and the account from that address. Nobody elsewhere spends them.
 */
function failureCounters(app: FastifyInstance, request: FastifyRequest, email: string): [LimitName, string][] {
  const deviceId = deviceIdFor(app.config.sessionSecret, email, request.cookies[DEVICE_COOKIE]);
  if (deviceId) return [['signInFailuresByDevice', `${email}|${deviceId}`]];
  return [['signInFailuresByAddress', request.ip], ['signInFailuresByAccountAndAddress', `${email}|${request.ip}`]];
}

/** After a right password, the browser keeps (or gets) its device cookie for the account. */
function rememberDevice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, email: string) {
  if (deviceIdFor(app.config.sessionSecret, email, request.cookies[DEVICE_COOKIE])) return;
  const options = { path: '/auth/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.isProduction, maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 };
  reply.setCookie(DEVICE_COOKIE, deviceToken(app.config.sessionSecret, email), options);
}

/**
 * The end of every sign-in path (password, provider): the second factor when the account has one,
 * else a new session; one whose role obliges a second factor it lacks is told to enrol (the
 * session plugin lets that session do nothing else).
 */
export async function signInAccount(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, account: AccountRow) {
  if (account.twoFactorStrategy && app.config.features.twoFactor) return beginTwoFactor(app, request, reply, account);
  await updateAccount(app.db, account.id, { lastLoginAt: new Date() });
  await app.startSession(request, reply, { userId: account.id });
  const mustEnrol = app.config.features.twoFactor && (await requiresTwoFactor(app, account.id));
  return mustEnrol ? { state: 'authenticated', twoFactorEnrolmentRequired: true } : { state: 'authenticated' };
}

/** `POST /auth/login` and `POST /auth/logout` (spec, platform §7). */
export async function loginRoutes(app: FastifyInstance) {
  app.post('/auth/login', { schema: { response: { 200: jsonSchemaOf(signInReply) } } }, async (request, reply) => {
    if (!app.config.features.auth) throw notFound();
    const { email: given, password } = parseBody(credentials, request.body);
    const email = normaliseEmail(given);
    const counters = failureCounters(app, request, email);
    // Counted before the slow check, so parallel guesses cannot all pass a limit not yet spent.
    const reservation = await app.rateLimits.reserve(counters);
    let account: AccountRow | null;
    let ok: boolean;
    try {
      account = await findAccountByEmail(app.db, email);
      ok = await verifyPassword(account?.password ?? DUMMY_HASH, password);
    } catch (error) {
      // No verdict (a database fault): the attempt does not count against the person.
      await reservation.refund();
      throw error;
    }
    // A disabled account answers as a wrong password does: nothing tells it exists.
    if (!account || !ok || account.deletedAt) throw invalidCredentials();
    // A right password is not a failure; the account's failures from here are forgiven, the address's stay counted.
    await reservation.refund();
    await app.rateLimits.reset(...counters.at(-1)!);
    rememberDevice(app, request, reply, email);
    return signInAccount(app, request, reply, account);
  });

  app.post('/auth/logout', async (request, reply) => {
    await app.endSession(request, reply);
    reply.status(204).send();
  });
}
