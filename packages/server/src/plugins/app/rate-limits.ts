import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimits } from '../../auth/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** One set of sign-in-family limits for the whole app, shared through Redis when REDIS_URL is set. */
export const rateLimitsPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
    app.decorate('rateLimits', new RateLimits({ redis }));
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'rate-limits' },
);
