import { describe, expect, it } from 'vitest';
import { conditionKey } from './visibility.ts';

/** The key of a compiled read names its condition exactly (db/compiled-reads.ts): what JSON blurs stays apart. */
describe('conditionKey', () => {
  it('tells an undefined operand from a missing one, and a date from its ISO text', () => {
    expect(conditionKey({ createdBy: { equals: undefined } })).not.toBe(conditionKey({ createdBy: {} }));
    const at = new Date('2026-11-25T12:00:00Z');
    expect(conditionKey({ publishedAt: { lte: at } })).not.toBe(conditionKey({ publishedAt: { lte: at.toISOString() } }));
    expect(conditionKey({ publishedAt: { lte: at } })).toBe(conditionKey({ publishedAt: { lte: new Date(at) } }));
    expect(conditionKey(true)).not.toBe(conditionKey(false));
    expect(conditionKey({ or: [{ isPublic: { equals: true } }, { createdBy: { equals: 'u1' } }] })).not.toBe(
      conditionKey({ or: [{ isPublic: { equals: true } }, { createdBy: { equals: 'u2' } }] }),
    );
  });
});
