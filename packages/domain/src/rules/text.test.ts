import { describe, expect, it } from 'vitest';
import { truncateText } from './text.ts';

describe('truncateText', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(truncateText('  Hello  ', 5)).toBe('Hello');
  });

  it('cuts a longer one to the length, the ellipsis included, without a space before it', () => {
    expect(truncateText('Hello world', 7)).toBe('Hello…');
    expect([...truncateText('a'.repeat(200), 150)]).toHaveLength(150);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateText('🦽🦽🦽', 3)).toBe('🦽🦽🦽');
    expect(truncateText('🦽🦽🦽🦽', 3)).toBe('🦽🦽…');
  });
});
