import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('a bounded memo (LruMap)', () => {
  it('never holds more entries than its size, forgetting the least recently used first', () => {
    const memo = new LruMap<string, number>({ maxEntries: 3 });
    for (let i = 0; i < 1000; i++) {
      memo.set(`key ${i}`, i);
      expect(memo.size).toBeLessThanOrEqual(3);
    }
    memo.get('key 997');
    memo.set('another', 0);
    expect(memo.get('key 997')).toBe(997);
    expect(memo.get('key 998')).toBeUndefined();
  });

  it('never weighs more than its weight, and keeps no entry heavier than the whole', () => {
    const memo = new LruMap<string, string>({ maxEntries: 1000, maxWeight: 100, weigh: (key, value) => key.length + value.length });
    for (let i = 0; i < 1000; i++) {
      memo.set(`k${i}`, 'x'.repeat(i % 30));
      expect(memo.weight).toBeLessThanOrEqual(100);
    }
    memo.set('huge', 'x'.repeat(200));
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.weight).toBeLessThanOrEqual(100);
  });

  it('counts an entry set again once', () => {
    const memo = new LruMap<string, string>({ maxEntries: 10, maxWeight: 100, weigh: (_key, value) => value.length });
    memo.set('a', 'xxxx').set('a', 'xx');
    expect([memo.size, memo.weight]).toEqual([1, 2]);
    memo.delete('a');
    expect([memo.size, memo.weight]).toEqual([0, 0]);
  });
});
