import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findAccountByEmail, updateAccount } from '../../accounts/users.ts';
import { open, seal } from '../../auth/secret-box.ts';
import { authorizationRequest, completeAuthorization } from '../../auth/social.ts';
import type { SocialProfile } from '../../auth/social.ts';
import { ApiError, notFound, validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { beginTwoFactor } from './two-factor.ts';
import { invalidCredentials } from './login.ts';

const FLOW_COOKIE = 'relais_oauth';
export const SOCIAL_PROFILE_COOKIE = 'relais_social';
const FLOW_MINUTES = 10;

const callback = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512) });

/** The profile a provider vouched for, kept (sealed, 10 minutes) until registration completes it. */
export function readSocialProfile(app: FastifyInstance, request: FastifyRequest): SocialProfile | null {
  const sealed = request.cookies[SOCIAL_PROFILE_COOKIE];
  const plain = sealed ? open(app.config.sessionSecret, sealed) : null;
  if (!plain) return null;
  const { profile, until } = JSON.parse(plain) as { profile: SocialProfile; until: number };
  return until > Date.now() ? profile : null;
}

export const clearSocialProfile = (reply: FastifyReply) => reply.clearCookie(SOCIAL_PROFILE_COOKIE, { path: '/' });

/**
 * Social sign-in (spec, platform §2 /auth/social/:provider/callback and §7): the browser is sent to
 * the provider, comes back to the web callback route with a code, and the page posts that code here.
 */
export async function socialRoutes(app: FastifyInstance) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.isProduction, maxAge: FLOW_MINUTES * 60 };
  const providerOf = (name: string) => {
    if (!app.config.features.auth || !app.config.features.socialLogin) throw notFound();
    const provider = app.config.socialProviders.find((p) => p.name === name);
    if (!provider) throw notFound(`No social sign-in with "${name}".`);
    return provider;
  };

  app.get<{ Params: { provider: string } }>('/auth/social/:provider/redirect', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const { url, verifier, state } = await authorizationRequest(provider, app.config.appUrl);
    reply.setCookie(FLOW_COOKIE, seal(app.config.sessionSecret, JSON.stringify({ provider: provider.name, verifier, state, until: Date.now() + FLOW_MINUTES * 60_000 })), cookieOptions);
    return reply.redirect(url, 302);
  });

  app.post<{ Params: { provider: string } }>('/auth/social/:provider/login', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const { code, state } = parseBody(callback, request.body);
    await app.rateLimits.consume([['signInByAddress', request.ip]]);
    const sealed = request.cookies[FLOW_COOKIE];
    const flow = sealed ? (JSON.parse(open(app.config.sessionSecret, sealed) ?? 'null') as { provider: string; verifier: string; state: string; until: number } | null) : null;
    if (!flow || flow.provider !== provider.name || flow.until < Date.now()) {
      throw validationFailed([{ pointer: '/state', rule: 'state_invalid', detail: 'This sign-in attempt has expired; start again.' }]);
    }
    reply.clearCookie(FLOW_COOKIE, { path: '/' });
    let profile: SocialProfile;
    try {
      profile = await completeAuthorization(provider, app.config.appUrl, { code, state, verifier: flow.verifier, expectedState: flow.state });
    } catch (error) {
      request.log.warn({ err: error, provider: provider.name }, 'social sign-in refused');
      throw validationFailed([{ pointer: '/code', rule: 'code_invalid', detail: 'The provider did not confirm this sign-in; start again.' }]);
    }
    if (!profile.email) throw new ApiError(422, [{ code: 'auth.social_email_missing', title: 'No e-mail', detail: 'The provider shared no e-mail address.', source: { pointer: '/code' } }]);
    const account = await findAccountByEmail(app.db, profile.email);
    if (!account) {
      reply.setCookie(SOCIAL_PROFILE_COOKIE, seal(app.config.sessionSecret, JSON.stringify({ profile, until: Date.now() + FLOW_MINUTES * 60_000 })), cookieOptions);
      return { state: 'registration_required', provider: provider.name, data: { email: profile.email, firstName: profile.firstName, lastName: profile.lastName } };
    }
    if (account.deletedAt) throw invalidCredentials();
    if (profile.emailVerified && !account.emailVerifiedAt) await updateAccount(app.db, account.id, { emailVerifiedAt: new Date() });
    if (account.twoFactorStrategy && app.config.features.twoFactor) return beginTwoFactor(app, request, reply, account);
    await updateAccount(app.db, account.id, { lastLoginAt: new Date() });
    await app.startSession(request, reply, { userId: account.id });
    return { state: 'authenticated' };
  });
}
