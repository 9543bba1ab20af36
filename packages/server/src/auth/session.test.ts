import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

describe.each(TEST_DATABASES)('sessions and anti-forgery on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives a visitor an XSRF-TOKEN cookie the page can read, on its first call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toBeTruthy();
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('reads nothing of the session for pages and files, so no cookie is set or cleared there', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { cookie: `${t.app.sessionCookieName}=unknown-session` } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });

  it('answers an API call carrying an ended session 401 session_expired once, then as to a visitor', async () => {
    const user = await signIn(t);
    const elsewhere = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
    expect(elsewhere.statusCode).toBe(204);
    // This browser still holds the old cookies.
    const stale = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errors[0].code).toBe('session_expired');
    const cleared = stale.cookies.find((c) => c.name === t.app.sessionCookieName);
    expect(cleared?.value).toBe('');
    const visitorCookies = stale.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: visitorCookies.join('; ') } });
    expect(after.json()).toEqual({ data: null });
  });

  it('lets a browser with an ended session sign in again at once', async () => {
    const user = await signIn(t);
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in', headers: { cookie: user.headers.cookie!, accept: 'text/html' } });
    const cookies = page.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`);
    const token = page.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { cookie: cookies.join('; '), 'x-xsrf-token': token }, payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
  });

  it('answers 419 to an unsafe request without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.c', password: 'x' } });
    expect(response.statusCode).toBe(419);
    expect(response.json().errors[0].code).toBe('session_expired');
  });

  it('answers 419 to a token bound to another visitor', async () => {
    const mine = await visitorHeaders(t);
    const theirs = await visitorHeaders(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { cookie: mine.cookie, 'x-xsrf-token': theirs['x-xsrf-token']! },
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(response.statusCode).toBe(419);
  });

  it('signs in with the right password, with a new session id and a new token', async () => {
    const user = await signIn(t);
    const visitor = await visitorHeaders(t);
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: visitor, payload: { email: user.email.toUpperCase(), password: user.password } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'authenticated' });
    const session = response.cookies.find((c) => c.name === t.app.sessionCookieName);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(Buffer.from(session!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const newToken = response.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    expect(newToken).not.toBe(visitor['x-xsrf-token']);
  });

  it('refuses a wrong password with an error on the e-mail field', async () => {
    const user = await signIn(t);
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: user.email, password: 'wrong password' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'auth.failed', source: { pointer: '/email' } });
  });

  it('ends the session at sign-out: the old cookie no longer signs anyone in', async () => {
    const user = await signIn(t);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
    expect(out.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
    // The old session is gone, so its token is bound to nothing: refused as expired.
    expect(again.statusCode).toBe(419);
  });

  it('limits sign-in attempts on one account and says when to retry', async () => {
    const user = await signIn(t);
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 7; i++) {
      const visitor = await visitorHeaders(t);
      const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: visitor, payload: { email: ` ${user.email} `, password: 'wrong' } });
      last = response.statusCode;
      retryAfter = response.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
