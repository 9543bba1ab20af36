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

  /** Connects once; skips the test when no Redis answers and none is required. */
  async function connectOrSkip(context: { skip(): void }) {
    try {
      if (redis.status === 'wait') await redis.connect();
    } catch (error) {
      if (isRedisRequired) throw error;
      context.skip();
    }
  }

  it('shares the counters between processes through Redis', async (context) => {
    await connectOrSkip(context);
    const key = `shared-${Date.now()}@example.test`;
    // Two app processes are two RateLimits over the same Redis.
    const first = new RateLimits({ redis, limits });
    const second = new RateLimits({ redis, limits });
    expect(await attempts(first, key, 1)).toEqual(['ok']);
    expect(await attempts(second, key, 2)).toEqual(['ok', 429]);
  });

  /** Forty reservations at once, none refunded: how many were granted. */
  async function burst(rateLimits: RateLimits, key: string) {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async () => {
        try {
          await rateLimits.reserve([['forgotByAccount', key]]);
          return 'ok';
        } catch (error) {
          return (error as ApiError).status;
        }
      }),
    );
    return outcomes.filter((outcome) => outcome === 'ok').length;
  }

  it('lets exactly the limit through a parallel burst of reservations, in one process and through Redis', async (context) => {
    expect(await burst(new RateLimits({ limits }), 'burst@example.test')).toBe(2);
    await connectOrSkip(context);
    expect(await burst(new RateLimits({ redis, limits }), `burst-${Date.now()}@example.test`)).toBe(2);
  });

  it('gives a refunded reservation back', async () => {
    const rateLimits = new RateLimits({ limits });
    const first = await rateLimits.reserve([['forgotByAccount', 'refund@example.test']]);
    await rateLimits.reserve([['forgotByAccount', 'refund@example.test']]);
    await first.refund();
    expect(await attempts(rateLimits, 'refund@example.test', 2)).toEqual(['ok', 429]);
  });
});
