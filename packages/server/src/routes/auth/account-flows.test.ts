import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const linkIn = (text: string, pattern: RegExp) => {
  const match = text.match(pattern);
  if (!match) throw new Error(`No link in:\n${text}`);
  return match;
};

describe.each(TEST_DATABASES)('password reset, e-mail verification and registration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REGISTRATION_ROLES: 'contributor' } });
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: unknown, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers ?? (await visitorHeaders(t)) });

  async function resetLink(email: string, count = 1) {
    const mail = await t.app.mailer.capture!.waitFor(email, count);
    const [, token, address] = linkIn(mail.text, /\/auth\/password\/reset\/([^/\s]+)\/(\S+)/);
    return { token: decodeURIComponent(token!), email: decodeURIComponent(address!), mail };
  }

  it('answers the same whether or not the address has an account', async () => {
    const unknown = await post('/auth/password/forgot', { email: 'nobody@example.test' });
    const user = await signIn(t);
    const known = await post('/auth/password/forgot', { email: user.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(t.app.mailer.capture!.to('nobody@example.test')).toHaveLength(0);
  });

  it('resets the password through the mailed link once, and ends every old session', async () => {
    const user = await signIn(t);
    await post('/auth/password/forgot', { email: user.email });
    const { token, mail } = await resetLink(user.email);
    expect(mail.subject).toContain('Reset your Relais password');
    expect(mail.html).toContain('<a href=');
    const body = { token, email: user.email, password: 'a brand new passphrase', passwordConfirmation: 'a brand new passphrase' };
    const done = await post('/auth/password/reset', body);
    expect(done.statusCode).toBe(200);
    // The old session is gone: its token is bound to nothing any more.
    const old = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
    expect(old.statusCode).toBe(419);
    const again = await post('/auth/password/reset', { ...body, password: 'yet another passphrase', passwordConfirmation: 'yet another passphrase' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ code: 'validation.token_invalid', source: { pointer: '/token' } });
    const login = await post('/auth/login', { email: user.email, password: 'a brand new passphrase' });
    expect(login.json()).toEqual({ state: 'authenticated' });
  });

  it('refuses a tampered token, a common password and differing confirmations, naming the field', async () => {
    const user = await signIn(t);
    await post('/auth/password/forgot', { email: user.email });
    const { token } = await resetLink(user.email);
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await post('/auth/password/reset', { token: tampered, email: user.email, password: 'a brand new passphrase', passwordConfirmation: 'a brand new passphrase' });
    expect(bad.json().errors[0].code).toBe('validation.token_invalid');
    const common = await post('/auth/password/reset', { token, email: user.email, password: 'password1', passwordConfirmation: 'password1' });
    expect(common.json().errors[0]).toMatchObject({ code: 'validation.password_common', source: { pointer: '/password' } });
    const differ = await post('/auth/password/reset', { token, email: user.email, password: 'a brand new passphrase', passwordConfirmation: 'something else entirely' });
    expect(differ.json().errors[0]).toMatchObject({ code: 'validation.confirmed', source: { pointer: '/passwordConfirmation' } });
    const missing = await post('/auth/password/reset', { email: 'not-an-email' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(expect.arrayContaining(['/token', '/email', '/password']));
  });

  it('registers without signing in, mails a verification link in the chosen language and verifies the address once signed in', async () => {
    const response = await post('/auth/register', {
      firstName: 'Anne',
      lastName: 'Martin',
      email: 'Anne@Example.test',
      password: 'une phrase de passe',
      passwordConfirmation: 'une phrase de passe',
      locale: 'fr',
      roles: ['contributor'],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ state: 'verification_link_sent' });
    expect(response.cookies.find((c) => c.name === t.app.sessionCookieName)).toBeUndefined();
    const mail = await t.app.mailer.capture!.waitFor('anne@example.test');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Relais');
    const [path] = linkIn(mail.text, /\/auth\/email\/verify\/\S+/);
    const visitor = await visitorHeaders(t);
    const login = await post('/auth/login', { email: 'anne@example.test', password: 'une phrase de passe' }, visitor);
    expect(login.json()).toEqual({ state: 'authenticated' });
    const session = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = { cookie: `${visitor.cookie}; ${session}`, 'x-xsrf-token': login.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value };
    const tampered = await t.app.inject({ method: 'POST', url: path!.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 1}`), headers });
    expect(tampered.statusCode).toBe(422);
    const verified = await t.app.inject({ method: 'POST', url: path!, headers });
    expect(verified.json()).toEqual({ state: 'email_verified' });
  });

  it('answers a registration with a taken address as any other, and tells the owner instead', async () => {
    const user = await signIn(t);
    const before = t.app.mailer.capture!.to(user.email).length;
    const taken = await post('/auth/register', { firstName: 'A', lastName: 'B', email: user.email.toUpperCase(), password: 'a long passphrase', passwordConfirmation: 'a long passphrase' });
    const fresh = await post('/auth/register', { firstName: 'A', lastName: 'B', email: 'fresh-address@example.test', password: 'a long passphrase', passwordConfirmation: 'a long passphrase' });
    expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
    const notice = await t.app.mailer.capture!.waitFor(user.email, before + 1);
    expect(notice.subject).toContain('tried to create');
    // The registrant's password opens nothing.
    const login = await post('/auth/login', { email: user.email, password: 'a long passphrase' });
    expect(login.statusCode).toBe(422);
  });

  it('refuses a role that configuration does not offer at registration, and unknown fields', async () => {
    const admin = await post('/auth/register', { firstName: 'E', lastName: 'Vil', email: 'evil@example.test', password: 'a long passphrase', passwordConfirmation: 'a long passphrase', roles: ['admin'] });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().errors[0].source.pointer).toBe('/roles/0');
    const smuggled = await post('/auth/register', { firstName: 'A', lastName: 'B', email: 'x@example.test', password: 'a long passphrase', passwordConfirmation: 'a long passphrase', isAdmin: true });
    expect(smuggled.statusCode).toBe(422);
    expect(smuggled.json().errors[0]).toMatchObject({ code: 'validation.unknown_field', source: { pointer: '/isAdmin' } });
  });

  it('does not let a user verify with another account’s link', async () => {
    const owner = await signIn(t, { verified: false });
    const other = await signIn(t);
    const response = await t.app.inject({ method: 'POST', url: `/auth/email/verify/${owner.userId}/abc?expires=9999999999&signature=x`, headers: other.headers });
    expect(response.statusCode).toBe(403);
  });
  it('limits registration attempts on one address even from many client addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: `203.0.113.${i + 10}`,
        headers: await visitorHeaders(t),
        payload: { firstName: 'R', lastName: 'L', email: i % 2 ? `Limited@Example.test` : `limited@example.TEST`, password: 'a long passphrase', passwordConfirmation: 'not the same one' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});
