import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/** Every text of a page answer: its title and the strings inside its blocks' props. */
function textsOf(document: { data: { attributes: { title: string } }; included: { attributes: { props: unknown } }[] }): string[] {
  const texts = [document.data.attributes.title];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  document.included.forEach((component) => walk(component.attributes.props));
  return texts;
}

describe.each(TEST_DATABASES)('the legal notice and the accessibility statement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { SITE_PUBLISHER: 'Association Aides & Co', SITE_ADDRESS: '12 rue des Lilas, 69001 Lyon', SITE_HOST: 'Hébergeur Exemple, 1 quai du Port, Marseille', ACCESSIBILITY_STATUS: 'fully', ACCESSIBILITY_STATEMENT_DATE: '2026-03-15' },
    });
    await seedIfEmpty({ db: t.database.db, config: t.config });
  });
  afterAll(() => t.close());

  async function pageAt(path: string, locale: string) {
    const access = await t.app.inject({ method: 'GET', url: `/api/v1/services/page-access?path=${encodeURIComponent(path)}` });
    const { id } = access.json().data as { id: string };
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${id}`, headers: { 'accept-language': locale } });
    expect(response.statusCode).toBe(200);
    return textsOf(response.json()).join('\n');
  }

  for (const locale of ['en', 'fr', 'da']) {
    it(`has no [placeholder] and no unfilled fact on either page (${locale} reader)`, async () => {
      for (const path of ['/legal/notice', '/accessibility']) {
        const text = await pageAt(path, locale);
        expect(text, path).not.toMatch(/\[|\{\{/);
      }
    });
  }

  it('shows the facts the settings give, HTML-escaped, in the reader’s language', async () => {
    const notice = await pageAt('/legal/notice', 'en');
    expect(notice).toContain('published by Association Aides &#38; Co.');
    expect(notice).toContain('12 rue des Lilas, 69001 Lyon');
    expect(notice).toContain('hosted by Hébergeur Exemple, 1 quai du Port, Marseille');
    // No SITE_CONTACT: the address mail comes from.
    expect(notice).toContain('Contact: no-reply@relais.local');
    const statement = await pageAt('/accessibility', 'fr');
    expect(statement).toContain('Ce site est totalement conforme');
    expect(statement).toContain('établie le 15 mars 2026');
  });

  it('follows the EU model statement: status, non-accessible content, preparation, feedback, enforcement', async () => {
    const statement = await pageAt('/accessibility', 'en');
    const headings = [...statement.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(expect.arrayContaining(['Compliance status', 'Non-accessible content', 'Preparation of this accessibility statement', 'Feedback and contact information', 'Enforcement procedure']));
  });
});
