import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInReply } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';

import { z } from 'zod';
import { claimUnverifiedAccount, findIdentityUserId, linkIdentity } from '../../accounts/identities.ts';
import { findAccountByEmail, findAccountById } from '../../accounts/users.ts';
import type { AccountRow } from '../../accounts/users.ts';
import { open, seal } from '../../auth/secret-box.ts';
import { authorizationRequest, completeAuthorization } from '../../auth/social.ts';
import type { SocialProfile } from '../../auth/social.ts';
import { ApiError, notFound, unauthenticated, validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { renderAccountMail } from '../../mail/messages.ts';
import { invalidCredentials, signInAccount } from './login.ts';

const FLOW_COOKIE = 'relais_oauth';
export const SOCIAL_PROFILE_COOKIE = 'relais_social';
const FLOW_MINUTES = 10;
/** How long the mailed link that lets a provider account sign in to an existing account works. */
export const LINK_MAIL_MINUTES = 60;

const callback = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512) });
const linkToken = z.object({ token: z.string().min(1).max(2048) }).strict();

interface Flow {
  provider: string;
  verifier: string;
  state: string;
  until: number;
  /** Set when a signed-in user links the provider from their profile. */
  linkUserId?: string;
}

/** Reads a sealed JSON value that has an `until`; null when absent, tampered with or expired. */
function openSealed<T extends { until: number }>(app: FastifyInstance, sealed: string | undefined): T | null {
  const plain = sealed ? open(app.config.sessionSecret, sealed) : null;
  if (!plain) return null;
  const value = JSON.parse(plain) as T;
  return value.until > Date.now() ? value : null;
}

/** The profile a provider vouched for, kept (sealed, 10 minutes) until registration completes it. */
export function readSocialProfile(app: FastifyInstance, request: FastifyRequest): SocialProfile | null {
  return openSealed<{ profile: SocialProfile; until: number }>(app, request.cookies[SOCIAL_PROFILE_COOKIE])?.profile ?? null;
}

export const clearSocialProfile = (reply: FastifyReply) => reply.clearCookie(SOCIAL_PROFILE_COOKIE, { path: '/' });

// Every answer of a social sign-in is one of the sign-in contract's states.
const SIGN_IN_RESPONSE = { 200: jsonSchemaOf(signInReply), 202: jsonSchemaOf(signInReply) };

/**
 * A provider account whose verified address is an existing, verified account's: the owner of that
 * account gets a link (sealed: user, provider, subject) that lets the provider account sign in.
 * Nothing signs in on the address alone.
 */
export async function mailLinkOffer(app: FastifyInstance, request: FastifyRequest, account: AccountRow, profile: SocialProfile) {
  const token = seal(app.config.sessionSecret, JSON.stringify({ userId: account.id, provider: profile.provider, subject: profile.subject, until: Date.now() + LINK_MAIL_MINUTES * 60_000 }));
  const link = `${app.config.appUrl}/auth/social/link?token=${encodeURIComponent(token)}`;
  const mail = renderAccountMail('linkProvider', account.locale ?? request.locale, { name: account.firstName, link, minutes: LINK_MAIL_MINUTES, app: app.config.appName, provider: providerTitle(profile.provider) });
  await app.mailer.send({ to: account.email, ...mail });
  return { state: 'link_mail_sent', provider: profile.provider };
}

const providerTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const identityTaken = () => validationFailed([{ pointer: '/code', rule: 'identity_taken', detail: 'This provider account already signs in to another account.' }]);

/**
 * Social sign-in (spec, platform §2 /auth/social/:provider/callback and §7): the browser is sent to
 * the provider, comes back to the web callback route with a code, and the page posts that code here.
 * A provider account signs in to the user it is linked to (`user_identities`), never to an account
 * found by address alone; an address the provider does not mark verified proves nothing.
 */
export async function socialRoutes(app: FastifyInstance) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.isProduction, maxAge: FLOW_MINUTES * 60 };
  const providerOf = (name: string) => {
    if (!app.config.features.auth || !app.config.features.socialLogin) throw notFound();
    const provider = app.config.socialProviders.find((p) => p.name === name);
    if (!provider) throw notFound(`No social sign-in with "${name}".`);
    return provider;
  };

  /** `?link=1`, signed in: links the provider to the signed-in account instead of signing in. */
  app.get<{ Params: { provider: string }; Querystring: { link?: string } }>('/auth/social/:provider/redirect', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const isLinking = request.query.link === '1';
    if (isLinking && !request.actor.userId) throw unauthenticated();
    const { url, verifier, state } = await authorizationRequest(provider, app.config.appUrl);
    const flow: Flow = { provider: provider.name, verifier, state, until: Date.now() + FLOW_MINUTES * 60_000, ...(isLinking ? { linkUserId: request.actor.userId! } : {}) };
    reply.setCookie(FLOW_COOKIE, seal(app.config.sessionSecret, JSON.stringify(flow)), cookieOptions);
    return reply.redirect(url, 302);
  });

  app.post<{ Params: { provider: string } }>('/auth/social/:provider/login', { schema: { response: SIGN_IN_RESPONSE } }, async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const { code, state } = parseBody(callback, request.body);
    await app.rateLimits.consume([['signInByAddress', request.ip]]);
    const flow = openSealed<Flow>(app, request.cookies[FLOW_COOKIE]);
    if (!flow || flow.provider !== provider.name) {
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

    if (flow.linkUserId) {
      // Linking from the profile: the person proved both the account (signed in) and the provider.
      if (request.actor.userId !== flow.linkUserId) throw unauthenticated('Sign in again to link this provider.');
      if (!(await linkIdentity(app.db, { provider: profile.provider, subject: profile.subject, userId: flow.linkUserId }))) throw identityTaken();
      return { state: 'linked', provider: profile.provider };
    }

    const linkedUserId = await findIdentityUserId(app.db, profile.provider, profile.subject);
    if (linkedUserId) {
      const account = await findAccountById(app.db, linkedUserId);
      if (!account || account.deletedAt) throw invalidCredentials();
      return signInAccount(app, request, reply, account);
    }
    if (!profile.email) throw new ApiError(422, [{ code: 'auth.social_email_missing', title: 'No e-mail', detail: 'The provider shared no e-mail address.', source: { pointer: '/code' } }]);
    const holder = profile.emailVerified ? await findAccountByEmail(app.db, profile.email) : null;
    if (holder?.deletedAt) throw invalidCredentials();
    if (holder && !holder.emailVerifiedAt) {
      // Registered by someone who never proved the address; the provider proves it is this person's.
      await app.db.transaction(async (tx) => {
        await claimUnverifiedAccount(tx, holder.id);
        await linkIdentity(tx, { provider: profile.provider, subject: profile.subject, userId: holder.id });
      });
      return signInAccount(app, request, reply, (await findAccountById(app.db, holder.id))!);
    }
    if (holder) return mailLinkOffer(app, request, holder, profile);
    reply.setCookie(SOCIAL_PROFILE_COOKIE, seal(app.config.sessionSecret, JSON.stringify({ profile, until: Date.now() + FLOW_MINUTES * 60_000 })), cookieOptions);
    return { state: 'registration_required', provider: provider.name, data: { email: profile.email, firstName: profile.firstName, lastName: profile.lastName } };
  });

  /** The mailed link of `mailLinkOffer`: the provider account may now sign in to the account. */
  app.post('/auth/social/link', { schema: { response: SIGN_IN_RESPONSE } }, async (request) => {
    if (!app.config.features.auth || !app.config.features.socialLogin) throw notFound();
    await app.rateLimits.consume([['signInByAddress', request.ip]]);
    const { token } = parseBody(linkToken, request.body);
    const offer = openSealed<{ userId: string; provider: string; subject: string; until: number }>(app, token);
    const account = offer ? await findAccountById(app.db, offer.userId) : null;
    if (!offer || !account || account.deletedAt) {
      throw validationFailed([{ pointer: '/token', rule: 'token_invalid', detail: 'This link is invalid or expired; sign in with the provider again.' }]);
    }
    if (!(await linkIdentity(app.db, { provider: offer.provider, subject: offer.subject, userId: offer.userId }))) throw identityTaken();
    return { state: 'linked', provider: offer.provider };
  });
}
