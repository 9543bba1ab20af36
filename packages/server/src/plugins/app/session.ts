import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ANONYMOUS } from '../../auth/actor.ts';
import { isValidXsrfToken, newAnonymousId, XSRF_COOKIE, XSRF_HEADER, xsrfToken } from '../../auth/anti-forgery.ts';
import { loadActor } from '../../auth/load-actor.ts';
import { createSession, deleteSession, findSession } from '../../auth/sessions.ts';
import type { SessionRecord } from '../../auth/sessions.ts';
import { sessionExpired } from '../../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session, or null for a visitor. */
    session: SessionRecord | null;
    /** What the anti-forgery token is bound to: the session, else the anonymous id cookie. */
    xsrfBinding: string | null;
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
 * Sessions and anti-forgery. Every request gets its actor from the session cookie; every unsafe
 * request must echo the XSRF token bound to its session (or visitor id), else 419.
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

    const setXsrfCookie = (reply: FastifyReply, binding: string) =>
      reply.setCookie(XSRF_COOKIE, xsrfToken(config.sessionSecret, binding), { ...base, httpOnly: false, maxAge: limits.absoluteHours * 3600 });

    app.addHook('onRequest', async (request, reply) => {
      const sessionId = request.cookies[cookieName];
      if (sessionId) {
        const session = await findSession(app.db, sessionId, limits);
        if (session) {
          request.session = session;
          request.xsrfBinding = session.idHash;
          if (session.userId) {
            const actor = await loadActor(app.db, { userId: session.userId, impersonatorId: session.impersonatorId, sessionId: session.idHash, organizationsEnabled: config.features.organizations });
            request.actor = actor ?? ANONYMOUS;
          }
        } else reply.clearCookie(cookieName, base);
      }
      if (!request.xsrfBinding) {
        let visitor = request.cookies[ANONYMOUS_COOKIE];
        if (!visitor || visitor.length < 32) {
          visitor = newAnonymousId();
          reply.setCookie(ANONYMOUS_COOKIE, visitor, { ...base, httpOnly: true, maxAge: 365 * 24 * 3600 });
        }
        request.xsrfBinding = `visitor:${visitor}`;
      }
      if (UNSAFE.has(request.method) && !isValidXsrfToken(config.sessionSecret, request.xsrfBinding, request.headers[XSRF_HEADER])) {
        setXsrfCookie(reply, request.xsrfBinding);
        throw sessionExpired();
      }
      if (request.cookies[XSRF_COOKIE] !== xsrfToken(config.sessionSecret, request.xsrfBinding)) setXsrfCookie(reply, request.xsrfBinding);
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, options: { userId: string | null; impersonatorId?: string | null; data?: Record<string, unknown> }) => {
      if (request.session) await deleteSession(app.db, request.session.idHash);
      const { id, record } = await createSession(app.db, { ...options, limits });
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
