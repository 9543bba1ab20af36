import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.ts';

describe('randomId', () => {
  it('is 6 letters and digits by default', () => {
    for (let index = 0; index < 50; index += 1) expect(randomId()).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('takes another length', () => {
    expect(randomId(20)).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(randomId(0)).toBe('');
  });

  it('maps bytes to the 62 characters and draws again rather than favour the first eight', () => {
    const bytes = (array: Uint8Array) => {
      array.set([0, 25, 26, 61, 248, 255, 62, 7]);
      return array;
    };
    expect(randomId(6, bytes)).toBe('AZa9AH');
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 100 }, () => randomId())).size).toBe(100);
  });
});
