import * as client from 'openid-client';
import type { SocialProvider } from '../config.ts';

/**
 * Social sign-in through OpenID Connect (openid-client): authorization code flow with PKCE and
 * state. Provider metadata is discovered once per provider and kept.
 */
export interface SocialProfile {
  provider: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const configurations = new Map<string, Promise<client.Configuration>>();

function configuration(provider: SocialProvider): Promise<client.Configuration> {
  const key = `${provider.name}|${provider.issuer}|${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    // Plain http only for a provider on this machine (the tests' local OpenID server).
    const local = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(provider.issuer + '/');
    found = client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, local ? { execute: [client.allowInsecureRequests] } : undefined);
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

export const callbackUrl = (appUrl: string, provider: string) => `${appUrl}/auth/social/${provider}/callback`;

export async function authorizationRequest(provider: SocialProvider, appUrl: string) {
  const config = await configuration(provider);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(appUrl, provider.name),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  return { url: url.toString(), verifier, state };
}

/** Exchanges the code the provider gave the browser for the person's verified identity. */
export async function completeAuthorization(
  provider: SocialProvider,
  appUrl: string,
  { code, state, verifier, expectedState }: { code: string; state: string; verifier: string; expectedState: string },
): Promise<SocialProfile> {
  const config = await configuration(provider);
  const current = new URL(callbackUrl(appUrl, provider.name));
  current.searchParams.set('code', code);
  current.searchParams.set('state', state);
  const tokens = await client.authorizationCodeGrant(config, current, { pkceCodeVerifier: verifier, expectedState });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider returned no ID token.');
  return {
    provider: provider.name,
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '',
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
    lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
  };
}
