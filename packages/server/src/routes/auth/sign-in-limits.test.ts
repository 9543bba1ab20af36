import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Failed sign-ins slow the guesser down without locking the account's owner out (issue 8, item 5). */
describe.each(TEST_DATABASES)('sign-in limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function attempt(user: SignedIn, { from, password, device }: { from: string; password: string; device?: string }) {
    const visitor = await visitorHeaders(t);
    const headers = device ? { ...visitor, cookie: `${visitor.cookie}; relais_device=${device}` } : visitor;
    return t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: from, headers, payload: { email: user.email, password } });
  }
  const fail = async (user: SignedIn, from: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await attempt(user, { from, password: 'not the password' })).statusCode);
    return statuses;
  };

  it('lets the owner in from another address while a stranger is refused for failing', async () => {
    const victim = await signIn(t);
    const statuses = await fail(victim, '203.0.113.10', 7);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt(victim, { from: '198.51.100.20', password: victim.password })).statusCode).toBe(200);
  });

  it('lets the owner in with their device cookie from the address a stranger fails from', async () => {
    const victim = await signIn(t);
    const earlier = await attempt(victim, { from: '198.51.100.30', password: victim.password });
    const device = earlier.cookies.find((cookie) => cookie.name === 'relais_device')!;
    expect(device.httpOnly).toBe(true);
    // A stranger behind the same address (a shared network) fails until refused.
    expect((await fail(victim, '198.51.100.31', 6)).at(-1)).toBe(429);
    expect((await attempt(victim, { from: '198.51.100.31', password: victim.password })).statusCode).toBe(429);
    expect((await attempt(victim, { from: '198.51.100.31', password: victim.password, device: device.value })).statusCode).toBe(200);
    // A device cookie of another account counts for nothing here.
    const other = await signIn(t);
    expect((await attempt(other, { from: '198.51.100.31', password: other.password, device: device.value })).statusCode).toBe(200);
  });

  it('does not spend the address budget on successful sign-ins', async () => {
    const users = [await signIn(t), await signIn(t), await signIn(t)];
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const user = users[i % users.length]!;
      statuses.push((await attempt(user, { from: '192.0.2.40', password: user.password })).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await fail(users[0]!, '192.0.2.40', 1)).toEqual([422]);
  });

  it('still caps one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push(...(await fail(await signIn(t), '192.0.2.50', 3)));
    expect(statuses.at(-1)).toBe(429);
  });
});
