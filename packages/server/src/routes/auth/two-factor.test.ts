import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { sessionOf, signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { sessions } from '../../db/system-tables.ts';
import { errorsOf } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';

describe.each(TEST_DATABASES)('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function enrolTotp(user: SignedIn) {
    const setup = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp', headers: user.headers, payload: { password: user.password } });
    expect(setup.statusCode).toBe(200);
    const { secret, qrCode, uri } = setup.json();
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const confirm = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp/confirm', headers: user.headers, payload: { code: await generate({ secret }) } });
    expect(confirm.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  async function passwordStep(user: SignedIn) {
    const visitor = await visitorHeaders(t);
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: visitor, payload: { email: user.email, password: user.password } });
    return { response, headers: sessionOf(response, visitor) };
  }

  it('asks for the authenticator code after the password, and signs in with it', async () => {
    const user = await signIn(t);
    const { secret } = await enrolTotp(user);
    const { response, headers } = await passwordStep(user);
    expect(response.json()).toEqual({ state: 'two_factor_required', strategy: 'totp' });
    // The half-done sign-in signs nobody in.
    const early = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp', headers });
    expect(early.statusCode).toBe(401);
    // Enrolment used the current step; a code of the next step is still within the drift allowed.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const done = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { code } });
    expect(done.json()).toEqual({ state: 'authenticated' });
  });

  it('never accepts the same code twice, nor a wrong one', async () => {
    const user = await signIn(t);
    const { secret } = await enrolTotp(user);
    const first = await passwordStep(user);
    const wrong = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers: first.headers, payload: { code: '000000' } });
    expect(wrong.json().errors[0]).toMatchObject({ code: 'validation.code_invalid', source: { pointer: '/code' } });
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers: first.headers, payload: { code } })).statusCode).toBe(200);
    const second = await passwordStep(user);
    const replay = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers: second.headers, payload: { code } });
    expect(replay.statusCode).toBe(422);
  });

  it('takes each recovery code once', async () => {
    const user = await signIn(t);
    const { recoveryCodes } = await enrolTotp(user);
    expect(recoveryCodes).toHaveLength(8);
    const first = await passwordStep(user);
    const ok = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers: first.headers, payload: { recoveryCode: recoveryCodes[0] } });
    expect(ok.json()).toEqual({ state: 'authenticated' });
    const second = await passwordStep(user);
    const again = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers: second.headers, payload: { recoveryCode: recoveryCodes[0] } });
    expect(again.json().errors[0].source.pointer).toBe('/recoveryCode');
  });

  it('mails a code for the e-mail strategy and signs in with it', async () => {
    const user = await signIn(t);
    const enable = await t.app.inject({ method: 'POST', url: '/auth/two-factor/email', headers: user.headers, payload: { password: user.password } });
    expect(enable.json().strategy).toBe('email');
    const { response, headers } = await passwordStep(user);
    expect(response.json()).toEqual({ state: 'two_factor_required', strategy: 'email' });
    const mail = await t.app.mailer.capture!.waitFor(user.email);
    const code = mail.text.match(/\b(\d{6})\b/)![1]!;
    const done = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { code } });
    expect(done.json()).toEqual({ state: 'authenticated' });
  });

  it('mails a new e-mail code on request; only the newest one signs in', async () => {
    const user = await signIn(t);
    await t.app.inject({ method: 'POST', url: '/auth/two-factor/email', headers: user.headers, payload: { password: user.password } });
    const { headers } = await passwordStep(user);
    const codeOf = (text: string) => text.match(/\b(\d{6})\b/)![1]!;
    const first = codeOf((await t.app.mailer.capture!.waitFor(user.email)).text);
    const resend = await t.app.inject({ method: 'POST', url: '/auth/two-factor/email/resend', headers });
    expect(resend.statusCode).toBe(202);
    const second = codeOf((await t.app.mailer.capture!.waitFor(user.email, 2)).text);
    if (first !== second) {
      const old = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { code: first } });
      expect(old.statusCode).toBe(422);
    }
    const done = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { code: second } });
    expect(done.json()).toEqual({ state: 'authenticated' });
  });

  it('resends a code only during an e-mail two-factor sign-in, a few times', async () => {
    const visitor = await visitorHeaders(t);
    expect((await t.app.inject({ method: 'POST', url: '/auth/two-factor/email/resend', headers: visitor })).statusCode).toBe(419);
    const user = await signIn(t);
    await t.app.inject({ method: 'POST', url: '/auth/two-factor/email', headers: user.headers, payload: { password: user.password } });
    const { headers } = await passwordStep(user);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ method: 'POST', url: '/auth/two-factor/email/resend', headers })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('limits guesses at the code', async () => {
    const user = await signIn(t);
    await enrolTotp(user);
    const { headers } = await passwordStep(user);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { code: '123456' } })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('enrols, switches strategy and renews recovery codes only with the current password', async () => {
    const user = await signIn(t);
    const change = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: user.headers, payload });
    for (const url of ['/auth/two-factor/totp', '/auth/two-factor/email']) {
      expect(errorsOf(await change(url))).toEqual([{ code: 'validation.current_password', pointer: '/password' }]);
      expect(errorsOf(await change(url, { password: 'not it at all' }))).toEqual([{ code: 'validation.current_password', pointer: '/password' }]);
    }
    const { recoveryCodes } = await enrolTotp(user);
    expect(errorsOf(await change('/auth/two-factor/recovery-codes'))).toEqual([{ code: 'validation.current_password', pointer: '/password' }]);
    const renewed = await change('/auth/two-factor/recovery-codes', { password: user.password });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(recoveryCodes.length);
    const { headers } = await passwordStep(user);
    const old = await t.app.inject({ method: 'POST', url: '/auth/two-factor/login', headers, payload: { recoveryCode: recoveryCodes[0] } });
    expect(old.statusCode).toBe(422);
    const switched = await change('/auth/two-factor/email', { password: user.password });
    expect(switched.json().strategy).toBe('email');
  });

  it('asks an account without a password to have signed in a few minutes ago, and never an impersonating admin', async () => {
    const user = await signIn(t);
    await t.database.db.update(tablesOf('users').table).set({ password: null }).where(eq(tablesOf('users').table.id, user.userId));
    const fresh = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp', headers: user.headers, payload: {} });
    expect(fresh.statusCode).toBe(200);
    await t.database.db.update(sessions).set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where(eq(sessions.userId, user.userId));
    const stale = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp', headers: user.headers, payload: {} });
    expect(stale.statusCode).toBe(403);
    expect(errorsOf(stale)).toEqual([{ code: 'auth.reauthentication_required' }]);
    const off = await t.app.inject({ method: 'DELETE', url: '/auth/two-factor', headers: user.headers, payload: {} });
    expect(errorsOf(off)).toEqual([{ code: 'auth.reauthentication_required' }]);
    const admin = await signIn(t, { isAdmin: true });
    const other = await signIn(t);
    const start = await t.app.inject({ method: 'POST', url: `/api/v1/services/users/${other.userId}/impersonate`, headers: admin.headers });
    const asOther = sessionOf(start, admin.headers);
    const impersonated = await t.app.inject({ method: 'POST', url: '/auth/two-factor/totp', headers: asOther, payload: { password: other.password } });
    expect(errorsOf(impersonated)).toEqual([{ code: 'auth.reauthentication_required' }]);
  });

  it('turns two-factor off only with the password', async () => {
    const user = await signIn(t);
    await enrolTotp(user);
    const wrong = await t.app.inject({ method: 'DELETE', url: '/auth/two-factor', headers: user.headers, payload: { password: 'not it at all' } });
    expect(wrong.statusCode).toBe(422);
    const right = await t.app.inject({ method: 'DELETE', url: '/auth/two-factor', headers: user.headers, payload: { password: user.password } });
    expect(right.statusCode).toBe(204);
    expect((await passwordStep(user)).response.json()).toEqual({ state: 'authenticated' });
  });
});

describe.each(TEST_DATABASES)('roles obliged to use two-factor on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TWO_FACTOR_ROLES: 'admin' } });
  });
  afterAll(() => t.close());

  it('tells an admin without two-factor to enrol, and refuses to turn it off', async () => {
    const admin = await signIn(t, { roles: ['admin'] });
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: admin.email, password: admin.password } });
    expect(login.json()).toEqual({ state: 'authenticated', twoFactorEnrolmentRequired: true });
    const off = await t.app.inject({ method: 'DELETE', url: '/auth/two-factor', headers: admin.headers, payload: { password: admin.password } });
    expect(off.statusCode).toBe(403);
  });

  it('lets a session that must enrol do nothing but read what the page needs, enrol and sign out', async () => {
    const admin = await signIn(t, { roles: ['admin'] });
    const visitor = await visitorHeaders(t);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: visitor, payload: { email: admin.email, password: admin.password } });
    const headers = sessionOf(login, visitor);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...headers, ...(method === 'PATCH' ? { 'content-type': 'application/vnd.api+json' } : {}) }, ...(payload ? { payload } : {}) });
    const refused = [
      await call('GET', '/api/v1/users'),
      await call('GET', `/api/v1/users/${admin.userId}`),
      await call('PATCH', `/api/v1/users/${admin.userId}`, { data: { type: 'users', id: admin.userId, attributes: { firstName: 'Changed' } } }),
      await call('POST', `/api/v1/services/users/${admin.userId}/impersonate`),
      await call('GET', '/api/v1/app-pages'),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)).toEqual([{ code: 'auth.two_factor_enrolment_required' }]);
    }
    for (const url of ['/api/v1/users/me', '/api/v1/services/runtime-environment', '/api/v1/services/app-menu']) expect((await call('GET', url)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/users/me')).json().meta).toMatchObject({ twoFactorEnrolmentRequired: true });

    const setup = await call('POST', '/auth/two-factor/totp', { password: admin.password });
    const confirm = await call('POST', '/auth/two-factor/totp/confirm', { code: await generate({ secret: setup.json().secret }) });
    expect(confirm.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/users')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/users/me')).json().meta?.twoFactorEnrolmentRequired).toBeUndefined();
  });
});
