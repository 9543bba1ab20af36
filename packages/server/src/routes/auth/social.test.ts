import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

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
      },
    });
  });
  afterAll(() => t.close());

  /** Goes to the provider and back as a browser would; returns the headers and the code to post. */
  async function authorize(provider: keyof typeof providers, claims: Record<string, unknown>) {
    const visitor = await visitorHeaders(t);
    const start = await t.app.inject({ method: 'GET', url: `/auth/social/${provider}/redirect`, headers: visitor });
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

  it('signs a known person in with the second provider', async () => {
    const user = await signIn(t);
    const { headers, code, state } = await authorize('partner', { sub: 'p-9', email: user.email, email_verified: true });
    const login = await t.app.inject({ method: 'POST', url: '/auth/social/partner/login', headers, payload: { code, state } });
    expect(login.json()).toEqual({ state: 'authenticated' });
    expect(login.cookies.find((c) => c.name === t.app.sessionCookieName)?.value).toBeTruthy();
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
