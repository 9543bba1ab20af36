import { describe, expect, it } from 'vitest';
import { decodeEntities, richTextToPlain, truncateText } from './text.ts';

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

describe('plain text of rich text', () => {
  it('decodes the references serialisers write and leaves unknown ones', () => {
    expect(decodeEntities('A &amp; B &lt;3 &quot;x&quot; &#233;t&#xE9; &nbsp;&hellip;')).toBe('A & B <3 "x" été \u00a0&hellip;');
  });

  it('drops tags, keeps blocks apart and folds spaces', () => {
    expect(richTextToPlain('<h2>Fauteuils</h2><p>Prêt de <strong>fauteuils</strong>&nbsp;roulants</p><ul><li>Lyon</li><li>Paris</li></ul>')).toBe('Fauteuils Prêt de fauteuils roulants Lyon Paris');
  });
});
