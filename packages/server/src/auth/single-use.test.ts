import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../accounts/users.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { sessionOf, signIn, visitorHeaders } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { passwordResetToken } from './signed-tokens.ts';

const PARALLEL = 10;
const successes = (statuses: number[]) => statuses.filter((status) => status === 200).length;

/**
 * Each single-use secret spent by ten requests at once: exactly one succeeds. On PostgreSQL the
 * requests truly overlap (a pool of connections); PGlite serialises them and must agree.
 */
describe.each(TEST_DATABASES)('single use under concurrency on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function enrolTotp(user: SignedIn) {
    const setup = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp', headers: user.headers, payload: { password: user.password } });
    const { secret } = setup.json();
    const confirm = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp/confirm', headers: user.headers, payload: { code: await generate({ secret }) } });
    return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  /** A half-done sign-in (password given) from its own client address. */
  async function pendingSession(user: SignedIn, index: number) {
    const visitor = await visitorHeaders(t);
    const remoteAddress = `10.0.7.${index + 1}`;
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, headers: visitor, payload: { email: user.email, password: user.password } });
    expect(response.statusCode).toBe(200);
    return sessionOf(response, visitor);
  }

  async function raceTwoFactor(user: SignedIn, payload: Record<string, string>) {
    const sessions = [];
    for (let i = 0; i < PARALLEL; i++) sessions.push(await pendingSession(user, i));
    const responses = await Promise.all(sessions.map((headers) => t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload })));
    return responses.map((response) => response.statusCode);
  }

  it('takes a recovery code once among ten parallel uses', async () => {
    const user = await signIn(t);
    const { recoveryCodes } = await enrolTotp(user);
    const statuses = await raceTwoFactor(user, { recoveryCode: recoveryCodes[0]! });
    expect(successes(statuses)).toBe(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 422)).toBe(true);
  });

  it('takes a TOTP step once among ten parallel uses', async () => {
    const user = await signIn(t);
    const { secret } = await enrolTotp(user);
    // Enrolment spent the current step; the next one is within the drift allowed.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect(successes(await raceTwoFactor(user, { code }))).toBe(1);
  });

  it('takes a mailed code once among parallel uses in its session', async () => {
    const user = await signIn(t);
    await t.app.inject({ method: 'POST', url: '/auth/two-factor/email', headers: user.headers, payload: { password: user.password } });
    const headers = await pendingSession(user, 0);
    const code = (await t.app.mailer.capture!.waitFor(user.email)).text.match(/\b(\d{6})\b/)![1]!;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { code } })),
    );
    expect(successes(responses.map((response) => response.statusCode))).toBe(1);
  });

  it('takes a reset token once among ten parallel uses', async () => {
    const user = await signIn(t);
    const token = passwordResetToken(t.config.sessionSecret, (await findAccountByEmail(t.database.db, user.email))!);
    const visitor = await visitorHeaders(t);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const password = `a brand new passphrase number ${i}`;
        return t.app.inject({ method: 'POST', url: '/auth/password/reset', remoteAddress: `10.0.8.${i + 1}`, headers: visitor, payload: { token, email: user.email, password, passwordConfirmation: password } });
      }),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(successes(statuses)).toBe(1);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.every((response) => response.json().errors[0].code === 'validation.token_invalid')).toBe(true);
  });
});
