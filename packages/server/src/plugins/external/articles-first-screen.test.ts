import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { drawnItems, fakeWebBuild, firstScreenOf as firstScreenOfDocument, HTML } from '../../test/fake-drawing.ts';

/**
 * A stand-in for the web's server drawing (the real one is tested in the browser,
 * e2e/src/articles.test.ts): it draws the articles of the answers it is handed, in order, and
 * whether the articles list answered that the reader may write.
 */
const FAKE_DRAWING = `
export async function render(input) {
  const titles = [];
  let create = false;
  for (const [url, answer] of Object.entries(input.answers)) {
    const data = answer && answer.data;
    if (url.startsWith('/api/v1/articles?filter[category]') && answer.meta && answer.meta.permissions && answer.meta.permissions.create) create = true;
    if (/fields\\[articles\\]=title(&|$)/.test(url)) continue;
    // The oldest article's read (the years a list offers) is not drawn as an item.
    if (url.includes('publishedAt&page[size]=1')) continue;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) {
      if (resource.type === 'articles') titles.push(resource.attributes.title);
    }
  }
  const items = titles.map((title) => { const li = input.document.createElement('li'); li.textContent = title; return li.outerHTML; }).join('');
  return { html: '<main data-create="' + create + '"><ul>' + items + '</ul></main>', styles: '', errors: [] };
}`;

const drawnArticles = drawnItems;
const firstScreenOf = (body: string) => firstScreenOfDocument<{ data?: unknown; meta?: { permissions?: { create?: boolean } } }>(body);

describe.each(TEST_DATABASES)('the articles drawn on the server on %s', (databaseKind) => {
  let t: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let contributor: SignedIn;
  const ids: Record<string, string> = {};
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    t = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist } });
    const db = t.database.db;
    const ctx = systemContext(db);
    const guides = await createThrough(ctx, 'categories', withTranslations({ defaultLayoutId: 'pagination', allowContributions: true }, { name: { en: 'Guides' } }));
    const other = await createThrough(ctx, 'categories', withTranslations({}, { name: { en: 'News' } }));
    await insertPage(db, { path: '/articles', title: { en: 'Guides' }, components: [{ name: 'pageArticles', position: 0, props: { en: { category: guides, perPage: 2 } } }] });
    const article = (title: string, category: string, status: string, position: number, publishedAt: Date | null) =>
      createThrough(ctx, 'articles', withTranslations({ status, position, publishedAt: publishedAt?.toISOString() ?? null }, { title: { en: title }, content: { en: `<p>${title}.</p>` } }), { category: ['categories', category] });
    ids.first = await article('Choosing a first switch', guides, 'published', 0, ago(9));
    ids.second = await article('Setting up scanning', guides, 'published', 1, ago(8));
    ids.third = await article('Calibrating an eye tracker', guides, 'published', 2, ago(7));
    ids.unlisted = await article('A guide shared by link', guides, 'unlisted', 3, ago(6));
    ids.draft = await article('A guide being written', guides, 'draft', 4, null);
    ids.news = await article('The lending library opens', other, 'published', 0, ago(1));
    contributor = await signIn(t, { roles: ['contributor'] });
    const articles = tablesOf('articles').table;
    await db.update(articles).set({ createdById: contributor.userId }).where(eq(articles.id, ids.draft));
    const makers = await createThrough(ctx, 'organizations', { name: 'Makers of Lyon' });
    await db.update(articles).set({ organizationId: makers }).where(eq(articles.id, ids.first));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('draws /articles for a visitor with the category’s published articles, in its order, a page at a time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/articles', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(drawnArticles(response.body)).toEqual(['Choosing a first switch', 'Setting up scanning']);
    const answers = firstScreenOf(response.body)!.answers;
    expect(Object.keys(answers).some((url) => url.startsWith('/api/v1/categories/'))).toBe(true);
    const second = await t.app.inject({ method: 'GET', url: '/articles?page=2', headers: HTML });
    // Neither the unlisted article, nor the draft, nor another category's.
    expect(drawnArticles(second.body)).toEqual(['Calibrating an eye tracker']);
    expect(response.body).toContain('data-create="false"');
  });

  it('tells a contributor they may write, in the answer the document carries', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/articles', headers: { ...HTML, ...contributor.headers } });
    expect(response.body).toContain('data-create="true"');
  });

  it('draws /articles/<id> with the article, titled by it, and an unlisted one by its link', async () => {
    for (const [id, title] of [
      [ids.second, 'Setting up scanning'],
      [ids.unlisted, 'A guide shared by link'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/articles/${id}`, headers: HTML });
      expect(response.statusCode, title).toBe(200);
      expect(drawnArticles(response.body)[0], title).toBe(title);
      expect(response.body).toContain(`<title>${t.config.appName} - ${title}</title>`);
      // Its meta description is its own text (no summary here), not the page's.
      expect(response.body).toContain(`<meta name="description" content="${title}.">`);
    }
  });

  it('answers 404 for a missing article, a draft a visitor may not read, a bad id and a deeper address', async () => {
    for (const url of ['/articles/0b8c1f1e-6a55-4b8e-9e39-5b0f1c2d3e4f', `/articles/${ids.draft}`, '/articles/not-an-id', `/articles/${ids.first}/comments`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    // The web asks whether the draft exists, to say it is not the visitor's (403) rather than missing.
    const exists = await t.app.inject({ method: 'GET', url: `/api/v1/services/publishables/articles/${ids.draft}` });
    expect(exists.json()).toEqual({ data: { exists: true } });
  });

  it('names each article’s author by the spec’s rule: the signing organization, else the creator', async () => {
    const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/articles/${id}?fields[articles]=title,authorName`, headers: contributor.headers })).json().data.attributes.authorName;
    expect(await read(ids.first!)).toBe('Makers of Lyon');
    expect(await read(ids.draft!)).toBe('Test User');
  });

  it('draws a draft for its author, privately', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/articles/${ids.draft}`, headers: { ...HTML, ...contributor.headers } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(drawnArticles(response.body)[0]).toBe('A guide being written');
  });
});
