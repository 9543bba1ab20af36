import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title.ts';

describe('the document title', () => {
  it('joins the site title and the page title with " - "', () => {
    expect(formatDocumentTitle({ siteTitle: 'Relais', pageTitle: 'Legal notice', isRoot: false })).toBe('Relais - Legal notice');
  });

  it('is the site title alone on the root path', () => {
    expect(formatDocumentTitle({ siteTitle: 'Relais', pageTitle: 'Home', isRoot: true })).toBe('Relais');
  });

  it('is the site title alone while the page has no title', () => {
    expect(formatDocumentTitle({ siteTitle: 'Relais', pageTitle: null, isRoot: false })).toBe('Relais');
  });
});
