import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { actForFirstOrganization } from '../../accounts/users.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { isValidXsrfToken, newAnonymousId, XSRF_COOKIE, XSRF_HEADER, xsrfToken } from '../../auth/anti-forgery.ts';
import { enrolmentRequired, isAllowedWhileEnrolling, mustEnrolTwoFactor } from '../../auth/two-factor-enrolment.ts';
import { createSession, deleteSession, findSessionWithActor, isReplacedSession, retireSession } from '../../auth/sessions.ts';
import type { SessionRecord } from '../../auth/sessions.ts';
import { ApiError, sessionExpired } from '../../http/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is authenticated by what the caller sends in its body (an installation's ids), never
     * by cookies: no session is read, the actor stays a visitor's, and so there is nothing for
     * another site to forge (no anti-forgery token; decisions.md).
     */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    /** The live session, or null for a visitor. */
    session: SessionRecord | null;
    /** What the anti-forgery token is bound to: the session, else the anonymous id cookie. */
    xsrfBinding: string | null;
    /** The session may only enrol in two-factor sign-in (auth/two-factor-enrolment.ts). */
    mustEnrolTwoFactor: boolean;
  }
  interface FastifyInstance {
    /** Signs a user in (or holds a half-done sign-in, userId null): a new session id, new cookies. */
    startSession(request: FastifyRequest, reply: FastifyReply, options: { userId: string | null; impersonatorId?: string | null; data?: Record<string, unknown> }): Promise<SessionRecord>;
    /** Signs out: deletes the session and clears the cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    sessionCookieName: string;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ANONYMOUS_COOKIE = 'relais_visitor';

/**
 * Calls that answer as someone: the API, the sign-in flows and stored files (a private file is its
 * owner's). Pages, scripts and fonts answer alike to all.
 */
const isCall = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/') || url.startsWith('/services/files/') || url.startsWith('/services/secured-files/') || url.startsWith('/services/eqlaat-reports/');

/**
 * The one safe call that hands a visitor the anti-forgery cookies: the app asks it at boot, before
 * any form can be sent. Other GETs of a visitor set no cookie, so that public answers stay
 * shareable by caches and cost no header.
 */
const handsOutToken = (url: string) => url === '/api/v1/users/me' || url.startsWith('/api/v1/users/me?');

/**
 * A session cookie the server no longer knows (expired, ended elsewhere): API calls answer 401
 * `session_expired` once, with the cookie cleared, so that the page that believed itself signed in
 * says so (spec §8 "401 or 419: session-expired dialog") instead of quietly becoming a visitor's.
 * The sign-in calls carry on as a visitor's.
 */
const staleSession = () =>
  new ApiError(401, [{ code: 'session_expired', title: 'Session expired', detail: 'Your session has ended. Sign in again to continue.' }]);

/**
 * Sessions and anti-forgery. Every request gets its actor from the session cookie; every unsafe
 * request must echo the XSRF token bound to its session (or visitor id), else 419. A session that
 * must enrol in two-factor sign-in first may only do that (auth/two-factor-enrolment.ts).
 */
export const sessionPlugin = fp(
  async (app) => {
    const { config } = app;
    const limits = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
    const cookieName = config.isProduction ? '__Host-relais_session' : 'relais_session';
    const base: CookieSerializeOptions = { path: '/', sameSite: 'lax', secure: config.isProduction };
    app.decorate('sessionCookieName', cookieName);
    app.decorateRequest('session', null);
    app.decorateRequest('xsrfBinding', null);
    app.decorateRequest('mustEnrolTwoFactor', false);

    const setXsrfCookie = (reply: FastifyReply, binding: string) =>
      reply.setCookie(XSRF_COOKIE, xsrfToken(config.sessionSecret, binding), { ...base, httpOnly: false, maxAge: limits.absoluteHours * 3600 });

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.sessionless) return;
      // Pages, scripts, fonts and images read nothing of the session: no lookup, and a stale cookie
      // is left for the next call to report.
      if (!isCall(request.url) && !UNSAFE.has(request.method)) return;
      const sessionId = request.cookies[cookieName];
      let isStale = false;
      let isEnrolling = false;
      if (sessionId) {
        const found = await findSessionWithActor(app.db, sessionId, limits, { organizationsEnabled: config.features.organizations });
        if (found && isReplacedSession(found.session)) {
          // A call sent just before its session was replaced (auth/sessions.ts, retireSession): it is
          // answered as a visitor's and sets no cookie, as the browser already holds the new session.
          reply.header('cache-control', 'no-store');
          if (UNSAFE.has(request.method)) throw sessionExpired();
          return;
        }
        if (found) {
          const { session, actor } = found;
          request.session = session;
          request.xsrfBinding = session.idHash;
          if (session.userId) {
            request.actor = actor ?? ANONYMOUS;
            isEnrolling = !!actor && config.features.twoFactor && !actor.impersonatorId && mustEnrolTwoFactor({ ...actor, obligedRoles: config.twoFactorRoles });
          }
        } else {
          reply.clearCookie(cookieName, base);
          isStale = true;
        }
      }
      // Said before the handler, so that the ETag hook knows no cache will keep the answer.
      if (request.session) reply.header('cache-control', 'no-store');
      const needsToken = Boolean(request.session) || isStale || UNSAFE.has(request.method) || handsOutToken(request.url);
      if (!request.xsrfBinding) {
        let visitor = request.cookies[ANONYMOUS_COOKIE];
        if (!visitor || visitor.length < 32) {
          if (!needsToken) return;
          visitor = newAnonymousId();
          reply.setCookie(ANONYMOUS_COOKIE, visitor, { ...base, httpOnly: true, maxAge: 365 * 24 * 3600 });
        }
        request.xsrfBinding = `visitor:${visitor}`;
      }
      if (isStale && request.url.startsWith('/api/')) {
        setXsrfCookie(reply, request.xsrfBinding);
        throw staleSession();
      }
      if (UNSAFE.has(request.method) && !isValidXsrfToken(config.sessionSecret, request.xsrfBinding, request.headers[XSRF_HEADER])) {
        setXsrfCookie(reply, request.xsrfBinding);
        throw sessionExpired();
      }
      if (needsToken && request.cookies[XSRF_COOKIE] !== xsrfToken(config.sessionSecret, request.xsrfBinding)) setXsrfCookie(reply, request.xsrfBinding);
      request.mustEnrolTwoFactor = isEnrolling;
      if (isEnrolling && !isAllowedWhileEnrolling(request.method, request.url)) throw enrolmentRequired();
    });

    // What a signed-in user is answered is theirs alone: no browser or shared cache may keep it (a
    // session started by the handler, as sign-in does, included).
    app.addHook('onSend', async (request, reply) => {
      if (isCall(request.url) && (request.actor?.userId || request.session)) reply.header('cache-control', 'no-store');
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, options: { userId: string | null; impersonatorId?: string | null; data?: Record<string, unknown> }) => {
      if (request.session) await retireSession(app.db, request.session.idHash);
      const { id, record } = await createSession(app.db, { ...options, limits });
      if (options.userId && config.features.organizations) await actForFirstOrganization(app.db, options.userId);
      reply.setCookie(cookieName, id, { ...base, httpOnly: true, maxAge: limits.absoluteHours * 3600 });
      setXsrfCookie(reply, record.idHash);
      request.session = record;
      request.xsrfBinding = record.idHash;
      return record;
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.session) await deleteSession(app.db, request.session.idHash);
      request.session = null;
      request.actor = ANONYMOUS;
      reply.clearCookie(cookieName, base);
      const visitor = newAnonymousId();
      reply.setCookie(ANONYMOUS_COOKIE, visitor, { ...base, httpOnly: true, maxAge: 365 * 24 * 3600 });
      setXsrfCookie(reply, `visitor:${visitor}`);
    });
  },
  { name: 'session', dependencies: ['context'] },
);
