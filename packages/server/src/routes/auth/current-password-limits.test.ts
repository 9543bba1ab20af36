import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../auth/rate-limits.ts';
import { client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const LIMIT = LIMITS.currentPasswordFailuresByAccount.points;

/** Someone holding a signed-in session cannot guess its password through the confirmations (issue 21, item 8). */
describe.each(TEST_DATABASES)('the current-password limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  // Starting a TOTP enrolment asks the current password and changes nothing until confirmed.
  const confirmTwoFactor = (user: SignedIn, password: string) => t.app.inject({ method: 'POST', url: '/auth/two-factor/totp', headers: user.headers, payload: { password } });
  const changePassword = (user: SignedIn, oldPassword: string) =>
    client(t, user.headers).send('PATCH', `/api/v1/users/${user.userId}`, { data: { type: 'users', id: user.userId, attributes: { password: 'a new long passphrase 42', oldPassword } } });
  const changeEmail = (user: SignedIn, oldPassword: string) =>
    client(t, user.headers).send('PATCH', `/api/v1/users/${user.userId}`, { data: { type: 'users', id: user.userId, attributes: { email: `new-${user.userId}@example.test`, oldPassword } } });

  it(`checks ${LIMIT} of 40 parallel wrong passwords, refuses the rest with Retry-After, then the right one too`, async () => {
    const user = await signIn(t);
    const responses = await Promise.all(Array.from({ length: 40 }, () => confirmTwoFactor(user, 'a wrong guess')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LIMIT);
    expect(responses.filter((response) => response.statusCode === 429).every((response) => Number(response.headers['retry-after']) > 0)).toBe(true);
    expect((await confirmTwoFactor(user, user.password)).statusCode).toBe(429);
  });

  it('counts wrong passwords of the password change, the e-mail change and two-factor changes together', async () => {
    const user = await signIn(t);
    expect((await changePassword(user, 'guess one')).statusCode).toBe(422);
    expect((await changePassword(user, 'guess two')).statusCode).toBe(422);
    expect((await changeEmail(user, 'guess three')).statusCode).toBe(422);
    expect((await changeEmail(user, 'guess four')).statusCode).toBe(422);
    expect((await confirmTwoFactor(user, 'guess five')).statusCode).toBe(422);
    const refused = await changePassword(user, user.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await changeEmail(user, user.password)).statusCode).toBe(429);
  });

  it('does not spend the limit on right passwords, nor on another account', async () => {
    const user = await signIn(t);
    for (let i = 0; i < LIMIT - 1; i++) expect((await confirmTwoFactor(user, 'a wrong guess')).statusCode).toBe(422);
    for (let i = 0; i < 3; i++) expect((await confirmTwoFactor(user, user.password)).statusCode).toBe(200);
    expect((await confirmTwoFactor(user, 'a wrong guess')).statusCode).toBe(422);
    expect((await confirmTwoFactor(user, 'a wrong guess')).statusCode).toBe(429);
    const other = await signIn(t);
    expect((await confirmTwoFactor(other, other.password)).statusCode).toBe(200);
  });
});
