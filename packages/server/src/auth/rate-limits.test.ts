import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../http/errors.ts';
import { RateLimits } from './rate-limits.ts';
import type { Limit, LimitName } from './rate-limits.ts';

// Only the limit the test uses; the others are never consulted.
const limits = { forgotByAccount: { points: 2, durationSeconds: 60 } } as Record<LimitName, Limit>;

async function attempts(rateLimits: RateLimits, key: string, count: number) {
  const statuses: (number | 'ok')[] = [];
  for (let i = 0; i < count; i++) {
    try {
      await rateLimits.consume([['forgotByAccount', key]]);
      statuses.push('ok');
    } catch (error) {
      statuses.push((error as ApiError).status);
    }
  }
  return statuses;
}

describe('rate limits', () => {
  it('refuses past the limit with a 429 in one process', async () => {
    expect(await attempts(new RateLimits({ limits }), 'a@example.test', 3)).toEqual(['ok', 'ok', 429]);
  });

  // With REDIS_URL set (CI sets it) Redis must answer; without it, a local Redis is used when there is one.
  const isRedisRequired = Boolean(process.env.REDIS_URL);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit().catch(() => undefined));

  it('shares the counters between processes through Redis', async (context) => {
    try {
      await redis.connect();
    } catch (error) {
      if (isRedisRequired) throw error;
      context.skip();
    }
    const key = `shared-${Date.now()}@example.test`;
    // Two app processes are two RateLimits over the same Redis.
    const first = new RateLimits({ redis, limits });
    const second = new RateLimits({ redis, limits });
    expect(await attempts(first, key, 1)).toEqual(['ok']);
    expect(await attempts(second, key, 2)).toEqual(['ok', 429]);
  });
});
