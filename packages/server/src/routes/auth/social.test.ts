import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { tablesOf } from '../../services/tables.ts';
import { userIdentities } from '../../db/system-tables.ts';

/** Two real OpenID Connect servers on this machine, standing for two providers. */
const providers = { google: new OAuth2Server(), partner: new OAuth2Server() };

beforeAll(async () => {
  for (const server of Object.values(providers)) {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
  }
});
afterAll(async () => {
  for (const server of Object.values(providers)) await server.stop();
});

const merge = (cookie: string, cookies: { name: string; value: string }[]) => {
  const jar = new Map(cookie.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  for (const c of cookies) jar.set(c.name, c.value);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

describe.each(TEST_DATABASES)('social sign-in against a local OpenID Connect server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        OAUTH_PROVIDERS: 'google,partner',
        OAUTH_GOOGLE_ISSUER: providers.google.issuer.url!,
        OAUTH_GOOGLE_CLIENT_ID: 'relais-google',
        OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
        OAUTH_PARTNER_ISSUER: providers.partner.issuer.url!,
        OAUTH_PARTNER_CLIENT_ID: 'relais-partner',
        OAUTH_PARTNER_CLIENT_SECRET: 'partner-secret',
        TWO_FACTOR_ROLES: 'admin',
      },
    });
  });
  afterAll(() => t.close());

  /** Goes to the provider and back as a browser would; returns the headers and the code to post. */
  async function authorize(provider: keyof typeof providers, claims: Record<string, unknown>, signedIn?: Record<string, string>) {
    const visitor = signedIn ?? (await visitorHeaders(t));
    const start = await t.app.inject({ method: 'GET', url: `/auth/social/${provider}/redirect${signedIn ? '?link=1' : ''}`, headers: visitor });
    expect(start.statusCode).toBe(302);
    // Both the access token and the ID token are signed: give both the person's claims.
    providers[provider].service.removeAllListeners('beforeTokenSigning');
    providers[provider].service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
    const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    expect(back.pathname).toBe(`/auth/social/${provider}/callback`);
    const cookie = merge(visitor.cookie!, start.cookies);
    return { headers: { cookie, 'x-xsrf-token': visitor['x-xsrf-token']! }, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  it('asks an unknown person to register with the provider’s data, then registers them verified', async () => {
    const { headers, code, state } = await authorize('google', { sub: 'g-1', email: 'Newcomer@Example.test', email_verified: true, given_name: 'Nora', family_name: 'Newcomer' });
    const login = await t.app.inject({ method: 'POST', url: '/auth/social/google/login', headers, payload: { code, state } });
    expect(login.json()).toEqual({ state: 'registration_required', provider: 'google', data: { email: 'newcomer@example.test', firstName: 'Nora', lastName: 'Newcomer' } });
    const register = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { ...headers, cookie: merge(headers.cookie, login.cookies) },
      payload: { firstName: 'Nora', lastName: 'Newcomer', email: 'newcomer@example.test', fromSocialProvider: true },
    });
    expect(register.json()).toEqual({ state: 'authenticated' });
    // Verified by the provider: no verification mail is needed.
    expect(t.app.mailer.capture!.to('newcomer@example.test')).toHaveLength(0);
  });

  async function socialLogin(provider: keyof typeof providers, claims: Record<string, unknown>) {
    const { headers, code, state } = await authorize(provider, claims);
    const response = await t.app.inject({ method: 'POST', url: `/auth/social/${provider}/login`, headers, payload: { code, state } });
    return { response, headers: { cookie: merge(headers.cookie, response.cookies), 'x-xsrf-token': response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? headers['x-xsrf-token'] } };
  }
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
  const userIdOf = async (headers: Record<string, string>) => (await me(headers)).json().data?.id as string | undefined;

  it('signs in by the provider account it registered with, whatever address the provider gives later', async () => {
    const first = await socialLogin('google', { sub: 'g-linked', email: 'linked@example.test', email_verified: true, given_name: 'Lin', family_name: 'Ked' });
    const register = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { ...first.headers, cookie: merge(first.headers.cookie, first.response.cookies) },
      payload: { firstName: 'Lin', lastName: 'Ked', email: 'linked@example.test', fromSocialProvider: true },
    });
    expect(register.json()).toEqual({ state: 'authenticated' });
    const again = await socialLogin('google', { sub: 'g-linked', email: 'another-address@example.test', email_verified: false });
    expect(again.response.json()).toEqual({ state: 'authenticated' });
    expect(await userIdOf(again.headers)).toBeTruthy();
  });

  it('never signs in to an existing account on a matching address: its owner is mailed a link that lets the provider in', async () => {
    const user = await signIn(t);
    const attempt = await socialLogin('partner', { sub: 'p-9', email: user.email, email_verified: true });
    expect(attempt.response.json()).toEqual({ state: 'link_mail_sent', provider: 'partner' });
    expect(attempt.response.cookies.find((c) => c.name === t.app.sessionCookieName)).toBeUndefined();
    const mail = await t.app.mailer.capture!.waitFor(user.email);
    const token = decodeURIComponent(mail.text.match(/\/auth\/social\/link\?token=(\S+)/)![1]!);
    const tampered = await t.app.inject({ method: 'POST', url: '/auth/social/link', headers: await visitorHeaders(t), payload: { token: token.slice(0, -2) } });
    expect(tampered.json().errors[0]).toMatchObject({ code: 'validation.token_invalid', source: { pointer: '/token' } });
    const linked = await t.app.inject({ method: 'POST', url: '/auth/social/link', headers: await visitorHeaders(t), payload: { token } });
    expect(linked.json()).toEqual({ state: 'linked', provider: 'partner' });
    const login = await socialLogin('partner', { sub: 'p-9', email: user.email, email_verified: true });
    expect(login.response.json()).toEqual({ state: 'authenticated' });
    expect(await userIdOf(login.headers)).toBe(user.userId);
  });

  it('takes an address the provider does not mark verified for nothing: no match, no verification', async () => {
    const user = await signIn(t);
    const attempt = await socialLogin('google', { sub: 'g-unverified', email: user.email, email_verified: false, given_name: 'Mal', family_name: 'Lory' });
    expect(attempt.response.json()).toMatchObject({ state: 'registration_required' });
    const register = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: attempt.headers,
      payload: { firstName: 'Mal', lastName: 'Lory', email: user.email, fromSocialProvider: true },
    });
    expect(register.statusCode).toBe(202);
    expect(register.json()).toEqual({ state: 'verification_link_sent' });
    expect(await userIdOf({ ...attempt.headers, cookie: merge(attempt.headers.cookie, register.cookies) })).toBeUndefined();
    const fresh = await socialLogin('google', { sub: 'g-unverified-2', email: 'unproven@example.test', email_verified: false, given_name: 'U', family_name: 'P' });
    const created = await t.app.inject({ method: 'POST', url: '/auth/register', headers: fresh.headers, payload: { firstName: 'U', lastName: 'P', email: 'unproven@example.test', fromSocialProvider: true } });
    expect(created.statusCode).toBe(202);
    const row = (await t.database.db.select().from(tablesOf('users').table).where(eq(tablesOf('users').table.email, 'unproven@example.test')))[0]!;
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('gives the owner of an address an account someone else registered with it unproven, without their password or sessions', async () => {
    const squatter = await signIn(t, { email: 'victim@example.test', verified: false, password: 'the squatter passphrase' });
    expect((await me(squatter.headers)).statusCode).toBe(200);
    const owner = await socialLogin('google', { sub: 'g-victim', email: 'victim@example.test', email_verified: true });
    expect(owner.response.json()).toEqual({ state: 'authenticated' });
    expect(await userIdOf(owner.headers)).toBe(squatter.userId);
    expect((await me(squatter.headers)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: 'victim@example.test', password: 'the squatter passphrase' } });
    expect(login.statusCode).toBe(422);
    const row = (await t.database.db.select().from(tablesOf('users').table).where(eq(tablesOf('users').table.id, squatter.userId)))[0]!;
    expect([row.password, row.emailVerifiedAt !== null]).toEqual([null, true]);
  });

  it('links a provider from the profile of a signed-in user, once per provider account', async () => {
    const user = await signIn(t);
    const { headers, code, state } = await authorize('partner', { sub: 'p-profile', email: 'elsewhere@example.test', email_verified: false }, user.headers);
    const linked = await t.app.inject({ method: 'POST', url: '/auth/social/partner/login', headers, payload: { code, state } });
    expect(linked.json()).toEqual({ state: 'linked', provider: 'partner' });
    const login = await socialLogin('partner', { sub: 'p-profile', email: 'elsewhere@example.test', email_verified: false });
    expect(await userIdOf(login.headers)).toBe(user.userId);
    const other = await signIn(t);
    const second = await authorize('partner', { sub: 'p-profile' }, other.headers);
    const taken = await t.app.inject({ method: 'POST', url: '/auth/social/partner/login', headers: second.headers, payload: { code: second.code, state: second.state } });
    expect(taken.json().errors[0]).toMatchObject({ code: 'validation.identity_taken', source: { pointer: '/code' } });
    const visitor = await t.app.inject({ method: 'GET', url: '/auth/social/partner/redirect?link=1', headers: await visitorHeaders(t) });
    expect(visitor.statusCode).toBe(401);
  });

  it('gives a holder of a role obliged to use two-factor, signing in through a provider, a session that can only enrol', async () => {
    const admin = await signIn(t, { roles: ['admin'] });
    await t.database.db.insert(userIdentities).values({ provider: 'google', subject: 'g-admin', userId: admin.userId });
    const login = await socialLogin('google', { sub: 'g-admin', email: admin.email, email_verified: true });
    expect(login.response.json()).toEqual({ state: 'authenticated', twoFactorEnrolmentRequired: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: login.headers });
    expect([list.statusCode, list.json().errors[0].code]).toEqual([403, 'auth.two_factor_enrolment_required']);
    expect(await userIdOf(login.headers)).toBe(admin.userId);
  });

  it('refuses a code with a forged state, and registration with an address the provider did not confirm', async () => {
    const { headers, code } = await authorize('google', { sub: 'g-2', email: 'someone@example.test', email_verified: true });
    const forged = await t.app.inject({ method: 'POST', url: '/auth/social/google/login', headers, payload: { code, state: 'forged-state' } });
    expect(forged.statusCode).toBe(422);
    const register = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: await visitorHeaders(t),
      payload: { firstName: 'A', lastName: 'B', email: 'someone@example.test', fromSocialProvider: true },
    });
    expect(register.json().errors[0]).toMatchObject({ code: 'validation.social_mismatch', source: { pointer: '/email' } });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/social/unknown/redirect' });
    expect(response.statusCode).toBe(404);
  });
});
