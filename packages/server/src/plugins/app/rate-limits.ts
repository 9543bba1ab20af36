import fp from 'fastify-plugin';
import { RateLimits } from '../../auth/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** One set of sign-in-family limits for the whole app. */
export const rateLimitsPlugin = fp(async (app) => {
  app.decorate('rateLimits', new RateLimits());
}, { name: 'rate-limits' });
