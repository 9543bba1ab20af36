import { describe, expect, it } from 'vitest';
import { yearsSince } from './list-controls.tsx';

describe('the years a list offers', () => {
  const oldest = (publishedAt: unknown) => ({ data: [{ type: 'blog-posts', id: 'p1', attributes: { publishedAt } }] });
  it('go from this year back to the oldest record’s, newest first', () => {
    expect(yearsSince(oldest('2023-12-31T23:30:00Z'), new Date('2026-01-02T00:00:00Z'))).toEqual([2026, 2025, 2024, 2023]);
  });
  it('are only the record’s year when it is this one, and none without a published record', () => {
    expect(yearsSince(oldest('2026-03-01T00:00:00Z'), new Date('2026-05-01T00:00:00Z'))).toEqual([2026]);
    expect(yearsSince({ data: [] })).toEqual([]);
    expect(yearsSince(oldest(null))).toEqual([]);
    expect(yearsSince(undefined)).toEqual([]);
  });
});
