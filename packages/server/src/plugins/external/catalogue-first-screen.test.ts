import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '@relais/domain';
import { syncCatalogueReference } from '../../seed/catalogue.ts';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { drawnItems, fakeWebBuild, firstScreenOf, HTML } from '../../test/fake-drawing.ts';

/** A stand-in drawing: the products of the answers it is handed. */
const FAKE_DRAWING = `
export async function render(input) {
  const items = [];
  for (const answer of Object.values(input.answers)) {
    const data = answer && answer.data;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) {
      if (resource.type === 'aac-products') items.push(resource.attributes.name);
    }
  }
  const list = items.map((text) => { const li = input.document.createElement('li'); li.textContent = text; return li.outerHTML; }).join('');
  return { html: '<main><ul>' + list + '</ul></main>', styles: '', errors: [] };
}`;

/** The catalogue drawn on the server (issue 28): its filtered list, a comparison named by the address, a product's sheet; none of it with the feature off. */
describe.each(TEST_DATABASES)('the catalogue drawn on the server on %s', (databaseKind) => {
  let t: TestApp;
  let off: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let grid: string;
  let board: string;
  let qwerty: string;

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    t = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist } });
    off = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist, features: { ...DEFAULT_FEATURES, aacProducts: false } } });
    for (const app of [t, off]) {
      await syncCatalogueReference(app.database.db);
      await insertPage(app.database.db, { path: '/catalogue', title: { en: 'Catalogue' }, components: [{ name: 'pageAacProducts', position: 0, props: { en: { title: 'Catalogue', perPage: 12 } } }] });
    }
    const ctx = systemContext(t.database.db);
    qwerty = await createThrough(ctx, 'aac-keyboard-types', withTranslations({}, { name: { en: 'QWERTY', fr: 'QWERTY' } }));
    grid = await createThrough(ctx, 'aac-products', { name: 'Grid app', productType: 'software' }, { keyboardTypes: ['aac-keyboard-types', [qwerty]] });
    board = await createThrough(ctx, 'aac-products', { name: 'Board app', productType: 'software' });
    await createThrough(ctx, 'aac-products', { name: 'Talker', productType: 'device' });
    // Two apps, each migrated: slow on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await off.close();
    build.remove();
  });

  it('draws /catalogue filtered by the address, the comparison it names, and a product’s sheet; 404 for a missing product', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/catalogue', headers: HTML });
    expect(all.statusCode).toBe(200);
    expect(drawnItems(all.body)).toEqual(['Board app', 'Grid app', 'Talker']);
    const filtered = await t.app.inject({ method: 'GET', url: `/catalogue?keyboardTypes=${qwerty}&productType=software`, headers: HTML });
    expect(drawnItems(filtered.body)).toEqual(['Grid app']);
    const compare = await t.app.inject({ method: 'GET', url: `/catalogue/compare?products=${grid},${board}`, headers: HTML });
    expect(compare.statusCode).toBe(200);
    expect(drawnItems(compare.body).sort()).toEqual(['Board app', 'Grid app']);
    expect(Object.keys(firstScreenOf(compare.body)!.answers).some((url) => url.includes(`filter[id]=${grid},${board}`))).toBe(true);
    const sheet = await t.app.inject({ method: 'GET', url: `/catalogue/${grid}`, headers: HTML });
    expect(sheet.statusCode).toBe(200);
    expect(drawnItems(sheet.body)).toEqual(['Grid app']);
    expect((await t.app.inject({ method: 'GET', url: '/catalogue/00000000-0000-4000-8000-000000000000', headers: HTML })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/catalogue/contribution', headers: HTML })).statusCode).toBe(200);
  });

  it('has no sheet, comparison or proposal while the catalogue feature is off', async () => {
    for (const url of [`/catalogue/${grid}`, '/catalogue/compare', '/catalogue/contribution']) {
      expect((await off.app.inject({ method: 'GET', url, headers: HTML })).statusCode, url).toBe(404);
    }
  });
});
