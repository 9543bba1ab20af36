import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const headersAfter = (response: { cookies: { name: string; value: string }[] }) => {
  const token = response.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  return { cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'x-xsrf-token': token };
};

describe.each(TEST_DATABASES)('impersonation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lets the super admin act as a user and come back, the session remembering who is there', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const user = await signIn(t);
    const start = await t.app.inject({ method: 'POST', url: `/api/v1/services/users/${user.userId}/impersonate`, headers: admin.headers });
    expect(start.json()).toEqual({ state: 'impersonating', userId: user.userId });
    const asUser = headersAfter(start);
    // Acting as the user: no admin powers, and no impersonating someone else from there.
    const other = await signIn(t);
    const nested = await t.app.inject({ method: 'POST', url: `/api/v1/services/users/${other.userId}/impersonate`, headers: asUser });
    expect(nested.statusCode).toBe(403);
    const stop = await t.app.inject({ method: 'DELETE', url: '/api/v1/services/users/impersonate', headers: asUser });
    expect(stop.json()).toEqual({ state: 'authenticated' });
    // Back as the admin, who may impersonate again.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/services/users/${other.userId}/impersonate`, headers: headersAfter(stop) });
    expect(again.statusCode).toBe(200);
  });

  it('answers a call that left with the replaced session as a visitor’s, setting no cookie over the new one', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const user = await signIn(t);
    const start = await t.app.inject({ method: 'POST', url: `/api/v1/services/users/${user.userId}/impersonate`, headers: admin.headers });
    const asUser = headersAfter(start);
    const stop = await t.app.inject({ method: 'DELETE', url: '/api/v1/services/users/impersonate', headers: asUser });
    expect(stop.statusCode).toBe(200);
    // A read the page sent just before the stop arrives after it: nobody's, and no cookie.
    const late = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: asUser });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ data: null });
    expect(late.cookies).toEqual([]);
    // A late write is refused as a stale token would be, still without touching the cookies.
    const write = await t.app.inject({ method: 'DELETE', url: '/api/v1/services/users/impersonate', headers: asUser });
    expect(write.statusCode).toBe(419);
    expect(write.cookies).toEqual([]);
    // The admin's new session is intact.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: headersAfter(stop) });
    expect(me.json().data.id).toBe(admin.userId);
  });

  it('never lets anyone impersonate an administrator', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const superAdmin = await signIn(t, { isAdmin: true });
    const otherAdmin = await signIn(t, { roles: ['admin'] });
    for (const target of [superAdmin, otherAdmin]) {
      const response = await t.app.inject({ method: 'POST', url: `/api/v1/services/users/${target.userId}/impersonate`, headers: admin.headers });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a user who is not an admin, and a visitor', async () => {
    const user = await signIn(t, { roles: ['contributor'] });
    const target = await signIn(t);
    const byUser = await t.app.inject({ method: 'POST', url: `/api/v1/services/users/${target.userId}/impersonate`, headers: user.headers });
    expect(byUser.statusCode).toBe(403);
    const stop = await t.app.inject({ method: 'DELETE', url: '/api/v1/services/users/impersonate', headers: user.headers });
    expect(stop.statusCode).toBe(403);
  });
});
