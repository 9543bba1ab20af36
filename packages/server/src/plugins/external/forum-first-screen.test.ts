import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { drawnItems, fakeWebBuild, HTML } from '../../test/fake-drawing.ts';

/**
 * A stand-in for the web's server drawing (the real one is tested in the browser, e2e/src/forum.test.ts):
 * it draws the subjects and messages of the answers it is handed, in order, and the address.
 */
const FAKE_DRAWING = `
export async function render(input) {
  const items = [];
  for (const answer of Object.values(input.answers)) {
    const data = answer && answer.data;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) {
      if (resource.type === 'forum-subjects') items.push('subject:' + resource.attributes.title);
      if (resource.type === 'forum-subject-messages' && resource.attributes.content) items.push('message:' + resource.attributes.content);
    }
  }
  const list = items.map((item) => { const li = input.document.createElement('li'); li.textContent = item; return li.outerHTML; }).join('');
  return { html: '<main data-url="' + input.url + '"><ul>' + list + '</ul></main>', styles: '', errors: [] };
}`;

const drawn = drawnItems;

describe.each(TEST_DATABASES)('the forum drawn on the server on %s', (databaseKind) => {
  let t: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let first: string;
  let other: string;
  let category: string;

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    t = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist } });
    const db = t.database.db;
    await insertPage(db, { path: '/forum', title: { en: 'Forum' }, components: [{ name: 'pageForum', position: 0, props: { en: { title: 'Forum', perPage: 20, messagesPerPage: 5 } } }] });
    const ctx = systemContext(db);
    category = await createThrough(ctx, 'forum-categories', withTranslations({ position: 0 }, { name: { en: 'Switches' } }));
    const subject = async (title: string) => createThrough(ctx, 'forum-subjects', withTranslations({}, { title: { en: title } }), { category: ['forum-categories', category] });
    const message = (subjectId: string, text: string) => createThrough(ctx, 'forum-subject-messages', withTranslations({}, { content: { en: `<p>${text}</p>` } }), { subject: ['forum-subjects', subjectId] });
    first = await subject('Which switch first?');
    for (let index = 1; index <= 7; index += 1) await message(first, `Answer ${index}`);
    other = await subject('Scanning speed');
    await message(other, 'How fast do you scan?');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('draws /forum for a visitor with the latest active subjects, the newest activity first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/forum', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(drawn(response.body)).toEqual(['subject:Scanning speed', 'subject:Which switch first?']);
  });

  it("draws a category's subjects (`?category=`), and a search of the titles and messages (`?q=`)", async () => {
    expect(drawn((await t.app.inject({ method: 'GET', url: `/forum?category=${category}`, headers: HTML })).body)).toEqual(['subject:Scanning speed', 'subject:Which switch first?']);
    const searched = drawn((await t.app.inject({ method: 'GET', url: '/forum?q=scan', headers: HTML })).body);
    expect(searched).toContain('subject:Scanning speed');
    expect(searched).not.toContain('subject:Which switch first?');
  });

  it("draws a subject's messages a page at a time (`?page=`), titled by the subject", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/forum/${first}`, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${t.config.appName} - Which switch first?</title>`);
    expect(drawn(response.body).filter((item) => item?.startsWith('message:'))).toEqual(['Answer 1', 'Answer 2', 'Answer 3', 'Answer 4', 'Answer 5'].map((text) => `message:&lt;p&gt;${text}&lt;/p&gt;`));
    const second = drawn((await t.app.inject({ method: 'GET', url: `/forum/${first}?page=2`, headers: HTML })).body);
    expect(second.filter((item) => item?.startsWith('message:'))).toEqual(['Answer 6', 'Answer 7'].map((text) => `message:&lt;p&gt;${text}&lt;/p&gt;`));
  });

  it('answers 404 for a missing subject or message, and for an address deeper than the sub-routes', async () => {
    for (const url of ['/forum/00000000-0000-4000-8000-000000000000', `/forum/${first}/messages/00000000-0000-4000-8000-000000000000`, `/forum/${first}/update/more`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: HTML })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/forum/create', headers: HTML })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/forum/${other}/update`, headers: HTML })).statusCode).toBe(200);
  });
});

describe('the forum with its feature off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { FEATURES_DISABLED: 'forum' } });
    await insertPage(t.database.db, { path: '/forum', components: [{ name: 'pageForum', position: 0, props: { en: { title: 'Forum', perPage: 20, messagesPerPage: 20 } } }] });
  }, 60_000);
  afterAll(() => t.close());

  it('lists no sub-route for the page, and its addresses under it are not the app’s', async () => {
    const environment = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json() as { data: { pages: { path: string; subRoutes: string[] }[] } };
    expect(environment.data.pages.find((page) => page.path === '/forum')?.subRoutes).toEqual([]);
    const { isAppPath } = await import('../../services/app-paths.ts');
    expect(await isAppPath({ db: t.database.db, config: t.app.config, path: '/forum/create' })).toBe(false);
  });
});
