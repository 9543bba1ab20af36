import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '@relais/domain';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { drawnItems, fakeWebBuild, firstScreenOf, HTML } from '../../test/fake-drawing.ts';

/** A stand-in drawing: the organizations of the answers it is handed, by complete name. */
const FAKE_DRAWING = `
export async function render(input) {
  const items = [];
  for (const answer of Object.values(input.answers)) {
    const data = answer && answer.data;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) {
      if (resource.type === 'organizations') items.push(resource.attributes.completeName || resource.attributes.name);
    }
  }
  const list = items.map((text) => { const li = input.document.createElement('li'); li.textContent = text; return li.outerHTML; }).join('');
  return { html: '<main><ul>' + list + '</ul></main>', styles: '', errors: [] };
}`;

/** An organization's page (`/organizations/:id`, a shell screen) drawn on the server (issue 24 item 5), by slug or id; 404 when missing or with its features off. */
describe.each(TEST_DATABASES)('an organization’s page drawn on the server on %s', (databaseKind) => {
  let t: TestApp;
  let off: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let id: string;

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    t = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist } });
    off = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist, features: { ...DEFAULT_FEATURES, userOrganizations: false } } });
    const organization = { name: 'Voix Libre', unitName: 'Lyon', slug: 'voix-libre-lyon', shortDescription: 'Communication aids lent and taught.' };
    id = await createThrough(systemContext(t.database.db), 'organizations', organization);
    await createThrough(systemContext(off.database.db), 'organizations', organization);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await off.close();
    build.remove();
  });

  it('draws the page by its slug and by its id, carrying the same read the web makes, titled and described by the organization', async () => {
    for (const segment of ['voix-libre-lyon', id]) {
      const page = await t.app.inject({ method: 'GET', url: `/organizations/${segment}`, headers: HTML });
      expect(page.statusCode, segment).toBe(200);
      expect(drawnItems(page.body), segment).toHaveLength(1);
      expect(drawnItems(page.body)[0], segment).toMatch(/Voix Libre/);
      expect(page.body).toMatch(/<title>[^<]*Voix Libre[^<]*<\/title>/);
      expect(page.body).toContain('<meta name="description" content="Communication aids lent and taught."');
      const answers = Object.keys(firstScreenOf(page.body)!.answers);
      expect(answers.some((url) => url.startsWith('/api/v1/organizations') && url.includes('include=image,organizationType')), segment).toBe(true);
    }
  });

  it('answers 404 undrawn for an unknown organization, and for every organization while its features are off', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/organizations/nobody-here', headers: HTML });
    expect(missing.statusCode).toBe(404);
    expect(drawnItems(missing.body)).toEqual([]);
    const disabled = await off.app.inject({ method: 'GET', url: '/organizations/voix-libre-lyon', headers: HTML });
    expect(disabled.statusCode).toBe(404);
    expect(drawnItems(disabled.body)).toEqual([]);
  });
});
