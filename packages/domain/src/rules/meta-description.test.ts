import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescriptionOf, pageMetaDescription } from './meta-description.ts';

describe('metaDescriptionOf', () => {
  it('says rich text as one line of plain text, entities decoded, blocks parted by a space', () => {
    expect(metaDescriptionOf('<h2>Aids</h2><p>Tools &amp; <strong>help</strong>&nbsp;for&#160;all.<br>Free.</p><ul><li>One</li><li>Two</li></ul>')).toBe('Aids Tools & help for all. Free. One Two');
  });

  it('answers null when nothing is left', () => {
    expect(metaDescriptionOf(null)).toBeNull();
    expect(metaDescriptionOf('<p> </p><p><br></p>')).toBeNull();
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const long = `<p>${'assistive technology '.repeat(20)}</p>`;
    const cut = metaDescriptionOf(long)!;
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('technology…') || cut.endsWith('assistive…')).toBe(true);
  });
});

describe('pageMetaDescription', () => {
  it('takes the page’s own description, else the site’s', () => {
    expect(pageMetaDescription('<p>About us</p>', 'A community site')).toBe('About us');
    expect(pageMetaDescription('<p></p>', 'A community site')).toBe('A community site');
    expect(pageMetaDescription(null, null)).toBeNull();
  });
});
