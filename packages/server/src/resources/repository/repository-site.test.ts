import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { drawnItems, fakeWebBuild, HTML } from '../../test/fake-drawing.ts';
import { uploadWhole } from '../../test/files.ts';

/**
 * The repository on the site (issue 24): `.lcc` files cleaned on upload (the original kept and the
 * failure told when cleaning fails), the block's first screen drawn on the server, its old addresses
 * redirected, its organization screen only with the three organization features, search over titles
 * and descriptions, likes, comments and downloads counted, the author named by the author rule.
 */
const LCC_SAMPLE = readFileSync(join(import.meta.dirname, '../../../../domain/src/rules/fixtures/keyboard-configuration.lcc'));

/** A stand-in for the web's drawing: the titles of the repository items of the answers it is handed. */
const FAKE_DRAWING = `
export async function render(input) {
  const titles = [];
  for (const [url, answer] of Object.entries(input.answers)) {
    const data = answer && answer.data;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) if (resource.type === 'repository-items') titles.push(resource.attributes.title);
  }
  const items = titles.map((title) => { const li = input.document.createElement('li'); li.textContent = title; return li.outerHTML; }).join('');
  return { html: '<main><ul>' + items + '</ul></main>', styles: '', errors: [] };
}`;

describe.each(TEST_DATABASES)('the repository on the site on %s', (databaseKind) => {
  let t: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let dataDir: string;
  let member: SignedIn;
  let other: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    dataDir = await mkdtemp(join(tmpdir(), 'relais-repository-'));
    t = await createTestApp(databaseKind, { env: { DATA_DIR: dataDir }, overrides: { webDistDir: build.dist } });
    const ctx = systemContext(t.database.db);
    [member, other] = await Promise.all([signIn(t), signIn(t)]);
    ids.category = await createThrough(ctx, 'repository-categories', withTranslations({}, { name: { en: 'Switch mounts', fr: 'Supports de contacteurs' } }));
    await insertPage(t.database.db, { path: '/repository', title: { en: 'Repository' }, components: [{ name: 'pageRepository', position: 0, props: { en: { perPage: 12 } } }] });
    const item = async (title: string, description: string) =>
      (await client(t, member.headers).send('POST', '/api/v1/repository-items', { data: { type: 'repository-items', attributes: { title, description }, relationships: { categories: { data: [{ type: 'repository-categories', id: ids.category }] } } } })).json().data.id as string;
    ids.clamp = await item('Tube clamp', '<p>Holds a switch on a wheelchair tube.</p>');
    ids.keyguard = await item('Tablet keyguard', '<p>For a 4×3 grid.</p>');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    build.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('cleans a LifeCompanion configuration on upload and says what it found', async () => {
    const done = await uploadWhole(t, member.headers, LCC_SAMPLE, { filename: 'grid.lcc' });
    expect(done.statusCode).toBe(200);
    const file = done.json().data;
    expect(file.attributes.metadata.lcc).toMatchObject({ configurationId: expect.any(String), removedFiles: expect.any(Number) });
    expect(file.attributes.metadata.lcc.removedFiles).toBeGreaterThan(0);
    const stored = await t.app.inject({ method: 'GET', url: file.attributes.url });
    const entries = Object.keys(unzipSync(new Uint8Array(stored.rawPayload)));
    expect(entries).not.toContain('lifecompanion-use-information.xml');
    expect(entries.some((path) => path.includes('predict'))).toBe(false);
    expect(Object.keys(unzipSync(new Uint8Array(LCC_SAMPLE)))).toContain('lifecompanion-use-information.xml');
  });

  it('keeps the original of a configuration it cannot clean, and tells why', async () => {
    const broken = Buffer.from(zipSync({ 'readme.txt': strToU8('not a configuration') }));
    const done = await uploadWhole(t, member.headers, broken, { filename: 'broken.lcc' });
    expect(done.statusCode).toBe(200);
    const file = done.json().data;
    expect(file.attributes.metadata.lccCleaningFailure).toBe('The archive holds no configuration description.');
    const stored = await t.app.inject({ method: 'GET', url: file.attributes.url });
    expect(Buffer.compare(stored.rawPayload, broken)).toBe(0);
  });

  it('draws /repository for a visitor with the items, and an item’s screen titled by it', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/repository', headers: HTML });
    expect(list.statusCode).toBe(200);
    expect(drawnItems(list.body).sort()).toEqual(['Tablet keyguard', 'Tube clamp']);
    const item = await t.app.inject({ method: 'GET', url: `/repository/${ids.clamp}`, headers: HTML });
    expect(item.statusCode).toBe(200);
    expect(item.body).toContain(`<title>${t.config.appName} - Tube clamp</title>`);
    const missing = await t.app.inject({ method: 'GET', url: '/repository/0b8c1f1e-6a55-4b8e-9e39-5b0f1c2d3e4f', headers: HTML });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the old addresses on: /items to the page, /items/:item to the item, the query kept', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/repository/items?category=abc', headers: HTML });
    expect(list.statusCode).toBe(301);
    expect(list.headers.location).toBe('/repository?category=abc');
    const item = await t.app.inject({ method: 'GET', url: `/repository/items/${ids.clamp}`, headers: HTML });
    expect(item.statusCode).toBe(301);
    expect(item.headers.location).toBe(`/repository/${ids.clamp}`);
  });

  it('searches titles and descriptions, and narrows by category', async () => {
    const search = async (words: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/repository-items?filter[search]=${encodeURIComponent(words)}` })).json().data.map((row: { attributes: { title: string } }) => row.attributes.title);
    expect(await search('wheelchair')).toEqual(['Tube clamp']);
    expect(await search('keyguard')).toEqual(['Tablet keyguard']);
    const inCategory = await t.app.inject({ method: 'GET', url: `/api/v1/repository-items?filter[categories]=${ids.category}` });
    expect(inCategory.json().meta.page.total).toBe(2);
  });

  it('counts likes, comments and downloads, and names the author', async () => {
    const visitor = await visitorHeaders(t);
    const like = await client(t, other.headers).send('POST', '/api/v1/likes', { data: { type: 'likes', relationships: { likable: { data: { type: 'repository-items', id: ids.clamp } } } } });
    expect(like.statusCode).toBe(201);
    const comment = await client(t, other.headers).send('POST', '/api/v1/comments', { data: { type: 'comments', attributes: { content: '<p>Printed it, works well.</p>' }, relationships: { commentable: { data: { type: 'repository-items', id: ids.clamp } } } } });
    expect(comment.statusCode).toBe(201);
    const upload = await uploadWhole(t, member.headers, Buffer.from('solid a\nendsolid a\n'), { filename: 'clamp.stl' });
    const fileId = upload.json().data.id as string;
    const recorded = await t.app.inject({ method: 'POST', url: '/api/v1/services/stats/records', headers: visitor, payload: { records: [{ event: 'download', resourceType: 'files', resourceId: fileId }] } });
    expect(recorded.statusCode).toBe(204);
    const file = (await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}` , headers: member.headers })).json().data.attributes;
    expect(file.recordsCount).toBe(1);
    const item = (await t.app.inject({ method: 'GET', url: `/api/v1/repository-items/${ids.clamp}` })).json().data.attributes;
    expect(item).toMatchObject({ likesCount: 1, commentsCount: 1, authorName: 'Test User' });
  });

  it('takes a member’s report of an item, read by its reporter and the administrators alone', async () => {
    const report = (who: Record<string, string>, attributes: Record<string, unknown>) =>
      client(t, who).send('POST', '/api/v1/reports', { data: { type: 'reports', attributes, relationships: { reportable: { data: { type: 'repository-items', id: ids.keyguard } } } } });
    const sent = await report(other.headers, { reason: 'Copyright', details: 'Copied from a shop.', url: `/repository/${ids.keyguard}` });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as string;
    expect((await client(t, other.headers).get(`/api/v1/reports/${id}?include=reportable`)).json().included).toEqual([expect.objectContaining({ type: 'repository-items', id: ids.keyguard })]);
    // The item's author (a stranger to the report) reads nothing of it; a visitor reports nothing; a reason is required.
    expect((await client(t, member.headers).get(`/api/v1/reports/${id}`)).statusCode).toBe(404);
    expect([401, 403, 404]).toContain((await report(await visitorHeaders(t), { reason: 'Spam' })).statusCode);
    const missing = await report(other.headers, { details: 'No reason' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].source.pointer).toBe('/data/attributes/reason');
  });

  it('lets only the author change an item: another member gets 403, nothing changes', async () => {
    const changed = await client(t, other.headers).send('PATCH', `/api/v1/repository-items/${ids.clamp}`, { data: { type: 'repository-items', id: ids.clamp, attributes: { title: 'Mine now' } } });
    expect([403, 404]).toContain(changed.statusCode);
    const bad = await client(t, member.headers).send('PATCH', `/api/v1/repository-items/${ids.clamp}`, { data: { type: 'repository-items', id: ids.clamp, attributes: { title: '' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source.pointer).toBe('/data/attributes/title');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/repository-items/${ids.clamp}` })).json().data.attributes.title).toBe('Tube clamp');
  });
});

describe('the repository’s organization screen', () => {
  it('exists only while the organizations, user-organizations and author-organization features are all on', async () => {
    for (const [disabled, expected] of [
      ['', ['/items', '/items/:item', '/organizations/:organization', '/:item']],
      ['authorOrganization', ['/items', '/items/:item', '/:item']],
    ] as const) {
      const t = await createTestApp('pglite', { env: disabled ? { FEATURES_DISABLED: disabled } : {} });
      try {
        await insertPage(t.database.db, { path: '/repository', title: { en: 'Repository' }, components: [{ name: 'pageRepository', position: 0, props: { en: {} } }] });
        const runtime = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json().data;
        expect(runtime.pages.find((page: { path: string }) => page.path === '/repository').subRoutes).toEqual(expected);
      } finally {
        await t.close();
      }
    }
  }, 240_000);
});
