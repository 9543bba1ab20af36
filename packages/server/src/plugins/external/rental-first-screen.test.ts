import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '@relais/domain';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { drawnItems, fakeWebBuild, firstScreenOf, HTML } from '../../test/fake-drawing.ts';

/** A stand-in drawing: the rental models of the answers it is handed, and each model screen's free items. */
const FAKE_DRAWING = `
export async function render(input) {
  const items = [];
  for (const [url, answer] of Object.entries(input.answers)) {
    const data = answer && answer.data;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) {
      if (resource.type === 'rental-models') items.push(resource.attributes.name);
      if (resource.type === 'rental-availabilities') for (const days of Object.values(resource.attributes.models)) items.push('free ' + days.join(''));
    }
  }
  const list = items.map((text) => { const li = input.document.createElement('li'); li.textContent = text; return li.outerHTML; }).join('');
  return { html: '<main><ul>' + list + '</ul></main>', styles: '', errors: [] };
}`;

/** The rental catalogue drawn on the server (issue 26), and hidden with its routes while the rental feature is off. */
describe.each(TEST_DATABASES)('the rental catalogue drawn on the server on %s', (databaseKind) => {
  let t: TestApp;
  let off: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let model: string;

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    t = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist } });
    off = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist, features: { ...DEFAULT_FEATURES, rental: false } } });
    for (const app of [t, off]) {
      await insertPage(app.database.db, { path: '/rental', title: { en: 'Rental' }, components: [{ name: 'pageRentalModels', position: 0, props: { en: { title: 'Rent equipment', perPage: 12 } } }] });
    }
    const ctx = systemContext(t.database.db);
    const stock = await createThrough(ctx, 'rental-stocks', { name: 'Lyon' });
    model = await createThrough(ctx, 'rental-models', withTranslations({ rentingPrice: 4_500 }, { name: { en: 'Head mouse', fr: 'Souris frontale' } }));
    await createThrough(ctx, 'rental-models', withTranslations({ rentingPrice: 1_200 }, { name: { en: 'Switches', fr: 'Contacteurs' } }));
    await createThrough(ctx, 'rental-items', { stockId: 'HM-1' }, { rentalModel: ['rental-models', model], stocks: ['rental-stocks', [stock]] });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await off.close();
    build.remove();
  });

  it('draws /rental for a visitor with the models, and a model at /rental/<id> with its month of availability', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/rental', headers: HTML });
    expect(list.statusCode).toBe(200);
    expect(drawnItems(list.body)).toEqual(['Head mouse', 'Switches']);
    const month = '2030-02';
    const detail = await t.app.inject({ method: 'GET', url: `/rental/${model}?month=${month}`, headers: HTML });
    expect(detail.statusCode).toBe(200);
    expect(drawnItems(detail.body)).toEqual(['Head mouse', `free ${'1'.repeat(28)}`]);
    expect(Object.keys(firstScreenOf(detail.body)!.answers).some((url) => url.includes(`rental-availability?from=${month}-01&days=28`))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/rental/00000000-0000-4000-8000-000000000000', headers: HTML })).statusCode).toBe(404);
  });

  it('has no model screen, journey or availability while the rental feature is off', async () => {
    for (const url of [`/rental/${model}`, '/services/rentals/cart', '/services/rentals/commands']) {
      expect((await off.app.inject({ method: 'GET', url, headers: HTML })).statusCode, url).toBe(404);
    }
    expect((await off.app.inject({ method: 'GET', url: '/api/v1/services/rental-availability' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/services/rentals/cart', headers: HTML })).statusCode).toBe(200);
  });
});
