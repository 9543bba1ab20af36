import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from './serve.ts';

describe('serving stored files', () => {
  it('reads one byte range, from the start, to the end or the last bytes', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });

  it('tells an unsatisfiable range from one it ignores (several ranges, another unit)', () => {
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('bytes=9-3', 100)).toBe('invalid');
    expect(parseRange('bytes=-', 100)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('names the download in ASCII and in UTF-8, with nothing that could break the header', () => {
    expect(contentDisposition('attachment', 'Compte rendu été.pdf')).toBe(`attachment; filename="Compte rendu _t_.pdf"; filename*=UTF-8''Compte%20rendu%20%C3%A9t%C3%A9.pdf`);
    expect(contentDisposition('inline', 'a"b\\c.png')).toBe(`inline; filename="a_b_c.png"; filename*=UTF-8''a%22b%5Cc.png`);
  });
});
