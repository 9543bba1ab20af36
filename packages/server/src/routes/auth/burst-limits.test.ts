import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../auth/rate-limits.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { sessionOf, signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** The counters' stores: the process's own, and Redis when REDIS_URL is set (CI sets it). */
const STORES = ['memory', ...(process.env.REDIS_URL ? ['redis'] : [])] as const;
const CASES = TEST_DATABASES.flatMap((kind) => STORES.map((store) => [kind, store] as const));

const BURST = 40;

/** How many answers of a burst had each status, and whether every 429 said when to come back. */
function tally(responses: { statusCode: number; headers: Record<string, unknown> }[]) {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  const refused = responses.filter((response) => response.statusCode === 429);
  return { counts, isRetryAfterOnEvery429: refused.every((response) => Number(response.headers['retry-after']) > 0) };
}

/**
 * A burst of parallel attempts gets exactly as far as the same attempts one after another: each is
 * counted before its slow check (issue 21, item 7).
 */
describe.each(CASES)('limits under a parallel burst on %s, counters in %s', (kind, store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: store === 'redis' ? { REDIS_URL: process.env.REDIS_URL! } : {} });
  });
  afterAll(() => t.close());

  it(`lets ${LIMITS.signInFailuresByAccountAndAddress.points} of ${BURST} parallel wrong passwords on one account be checked, refuses the rest`, async () => {
    const victim = await signIn(t);
    const visitor = await visitorHeaders(t);
    const attempt = () => t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: '203.0.113.70', headers: visitor, payload: { email: victim.email, password: 'not the password' } });
    const { counts, isRetryAfterOnEvery429 } = tally(await Promise.all(Array.from({ length: BURST }, attempt)));
    expect(counts).toEqual({ 422: LIMITS.signInFailuresByAccountAndAddress.points, 429: BURST - LIMITS.signInFailuresByAccountAndAddress.points });
    expect(isRetryAfterOnEvery429).toBe(true);
    // The owner, elsewhere, is not locked out by the burst.
    const owner = await visitorHeaders(t);
    const signedIn = await t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: '198.51.100.71', headers: owner, payload: { email: victim.email, password: victim.password } });
    expect(signedIn.statusCode).toBe(200);
  });

  it('gives the points of right passwords back, so parallel sign-ins of one address do not spend its budget', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signIn(t)));
    const visitor = await visitorHeaders(t);
    const attempt = (index: number) => {
      const user = users[index % users.length]!;
      return t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: '192.0.2.72', headers: visitor, payload: { email: user.email, password: user.password } });
    };
    // Ten at a time, well under the address's budget of failures, three rounds: far past it in all.
    for (let round = 0; round < 3; round++) {
      const { counts } = tally(await Promise.all(Array.from({ length: 10 }, (_, index) => attempt(index))));
      expect(counts).toEqual({ 200: 10 });
    }
  });

  it(`lets ${LIMITS.resetByAccount.points} of ${BURST} parallel password resets of one account through`, async () => {
    const victim = await signIn(t);
    const visitor = await visitorHeaders(t);
    const attempt = (_: unknown, index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/password/reset',
        // Many addresses: only the account's limit stands between the burst and the token check.
        remoteAddress: `198.18.0.${index + 1}`,
        headers: visitor,
        payload: { email: victim.email, token: 'not-a-token', password: 'a new long passphrase 42', passwordConfirmation: 'a new long passphrase 42' },
      });
    const { counts, isRetryAfterOnEvery429 } = tally(await Promise.all(Array.from({ length: BURST }, attempt)));
    expect(counts).toEqual({ 422: LIMITS.resetByAccount.points, 429: BURST - LIMITS.resetByAccount.points });
    expect(isRetryAfterOnEvery429).toBe(true);
  });

  it(`lets ${LIMITS.twoFactorBySession.points} of ${BURST} parallel two-factor codes of one sign-in be checked`, async () => {
    const user = await signIn(t);
    const enable = await t.app.inject({ method: 'POST', url: '/auth/two-factor/email', headers: user.headers, payload: { password: user.password } });
    expect(enable.statusCode).toBe(200);
    const visitor = await visitorHeaders(t);
    const passwordStep = await t.app.inject({ method: 'POST', url: '/auth/login', headers: visitor, payload: { email: user.email, password: user.password } });
    expect(passwordStep.json().state).toBe('two_factor_required');
    const headers = sessionOf(passwordStep, visitor);
    const attempt = () => t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { code: '000000' } });
    const { counts, isRetryAfterOnEvery429 } = tally(await Promise.all(Array.from({ length: BURST }, attempt)));
    expect(counts).toEqual({ 422: LIMITS.twoFactorBySession.points, 429: BURST - LIMITS.twoFactorBySession.points });
    expect(isRetryAfterOnEvery429).toBe(true);
  });
});
