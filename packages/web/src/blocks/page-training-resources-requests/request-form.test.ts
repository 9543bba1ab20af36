import { describe, expect, it } from 'vitest';
import { descriptionHtml, descriptionText, requestValuesOf } from './request-form.tsx';

describe('a request’s description between the form and the kept rich text', () => {
  it('comes back as the plain text it was written from, paragraphs and line breaks kept, escapes read', () => {
    const written = 'Games for teenagers <not children> & adults.\nOne switch.\n\nScanning too.';
    expect(descriptionHtml(written)).toBe('<p>Games for teenagers &lt;not children&gt; &amp; adults.<br>One switch.</p><p>Scanning too.</p>');
    expect(descriptionText(descriptionHtml(written))).toBe(written);
    expect(descriptionText(null)).toBe('');
  });

  it('fills the edit form from a request: type and themes by id, empty texts for what it lacks', () => {
    expect(requestValuesOf({ id: 'r1', title: 'Switch games', publishedAt: null, resourceType: { id: 'guide', name: 'Guide' }, themes: [{ id: 'access', name: 'Access' }], description: '<p>Ten games.</p>' })).toEqual({
      title: 'Switch games',
      description: 'Ten games.',
      inspirationUrl: '',
      resourceType: 'guide',
      themes: ['access'],
      otherResourceType: '',
      otherTheme: '',
    });
  });
});
