import { describe, expect, it, vi } from 'vitest';
import { VersionedCache } from './cache.ts';

describe('VersionedCache', () => {
  it('loads once per version and locale', async () => {
    const cache = new VersionedCache<string>();
    const load = vi.fn(async () => 'menu');
    await cache.get(1, 'en', load);
    await cache.get(1, 'en', load);
    await cache.get(1, 'fr', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads when the version moves, as another process bumped it', async () => {
    const cache = new VersionedCache<string>();
    expect(await cache.get(1, 'en', async () => 'old')).toBe('old');
    expect(await cache.get(2, 'en', async () => 'new')).toBe('new');
    expect(await cache.get(2, 'en', async () => 'unused')).toBe('new');
  });

  it('does not keep an older version than the one it holds', async () => {
    const cache = new VersionedCache<string>();
    await cache.get(3, 'en', async () => 'current');
    expect(await cache.get(2, 'en', async () => 'stale')).toBe('stale');
    expect(await cache.get(3, 'en', async () => 'unused')).toBe('current');
  });

  it('forgets a failed load so the next read tries again', async () => {
    const cache = new VersionedCache<string>();
    await expect(cache.get(1, 'en', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get(1, 'en', async () => 'back')).toBe('back');
  });
});
