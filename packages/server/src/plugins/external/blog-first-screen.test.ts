import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { drawnItems, fakeWebBuild, firstScreenOf, HTML } from '../../test/fake-drawing.ts';

/**
 * A stand-in for the web's server drawing (the real one is tested in the browser, e2e/src/blog.test.ts):
 * it draws the blog posts of the answers it is handed, as the blog block draws them, and the address.
 */
const FAKE_DRAWING = `
export async function render(input) {
  const titles = [];
  for (const [url, answer] of Object.entries(input.answers)) {
    // The oldest record's read (the years a list offers) is not drawn as an item.
    if (url.includes('publishedAt&page[size]=1')) continue;
    const data = answer && answer.data;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) {
      if (resource.type === 'blog-posts') titles.push(resource.attributes.title);
    }
  }
  const items = titles.map((title) => { const li = input.document.createElement('li'); li.textContent = title; return li.outerHTML; }).join('');
  return { html: '<main data-url="' + input.url + '"><ul>' + items + '</ul></main>', styles: '', errors: [] };
}`;

/** The posts drawn in a document's screen. */
const drawnPosts = drawnItems;
const drawnUrl = (body: string) => /<main data-url="([^"]*)"/.exec(body)?.[1];

describe.each(TEST_DATABASES)('the blog drawn on the server on %s', (databaseKind) => {
  let t: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let member: SignedIn;
  let published: string;
  let deleted: string;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    // The block's list in its chunk, a post's screen (with the interactions) in its own.
    mkdirSync(join(build.dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '_interactions.js': { file: 'assets/interactions-2.js', imports: ['index.html'] },
      'src/blocks/page-blog-posts/page-blog-posts.tsx': { file: 'assets/page-blog-posts-3.js', isDynamicEntry: true, imports: ['index.html'], dynamicImports: ['src/blocks/page-blog-posts/page-blog-posts.id.tsx'] },
      'src/blocks/page-blog-posts/page-blog-posts.id.tsx': { file: 'assets/page-blog-posts.id-4.js', isDynamicEntry: true, imports: ['index.html', '_interactions.js'] },
    };
    writeFileSync(join(build.dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp(databaseKind, { overrides: { webDistDir: build.dist } });
    const db = t.database.db;
    await insertPage(db, {
      path: '/blog',
      title: { en: 'Blog' },
      components: [{ name: 'pageBlogPosts', position: 0, props: { en: { title: 'Latest posts', perPage: 9 } } }],
    });
    const ctx = systemContext(db);
    const post = (slug: string, title: string, publishedAt: Date | null, accessLevel: string | null = null) =>
      createThrough(ctx, 'blog-posts', withTranslations({ slug, publishedAt: publishedAt?.toISOString() ?? null }, { title: { en: title }, content: { en: `<p>${title}.</p>` } }), { accessLevel: ['access-levels', accessLevel] });
    published = await post('eye-gaze-at-school', 'Eye gaze at school', ago(2));
    await post('switch-access', 'Switch access for beginners', ago(1));
    await post('members-corner', 'Members corner news', ago(3), 'member_level_1');
    await post('not-yet', 'A draft for next month', null);
    deleted = await post('old-news', 'Old news', ago(5));
    const posts = tablesOf('blog-posts').table;
    await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, deleted));
    member = await signIn(t, { accessLevel: 'member_level_1' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('draws /blog for a visitor with the published posts, newest first, and their answer in the document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/blog', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(drawnPosts(response.body)).toEqual(['Switch access for beginners', 'Eye gaze at school']);
    const answers = Object.keys(firstScreenOf(response.body)!.answers);
    expect(answers.some((url) => url.startsWith('/api/v1/blog-posts?sort=-publishedAt&page[size]=9&page[number]=1'))).toBe(true);
  });

  it('draws the posts of the year the address asks for (`?year=`)', async () => {
    const year = ago(2).getUTCFullYear();
    const response = await t.app.inject({ method: 'GET', url: `/blog?year=${year}`, headers: HTML });
    expect(drawnUrl(response.body)).toBe(`/blog?year=${year}`);
    expect(drawnPosts(response.body)).toContain('Eye gaze at school');
    expect(drawnPosts((await t.app.inject({ method: 'GET', url: `/blog?year=${year - 3}`, headers: HTML })).body)).toEqual([]);
  });

  it('draws the page and search the address asks for, and nothing else of its query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/blog?utm_source=mail&q=switch', headers: HTML });
    expect(drawnUrl(response.body)).toBe('/blog?q=switch');
    expect(drawnPosts(response.body)).toEqual(['Switch access for beginners']);
  });

  it('draws /blog/<slug> and /blog/<id> with the post, titled by it, for a visitor', async () => {
    for (const url of ['/blog/eye-gaze-at-school', `/blog/${published}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(drawnPosts(response.body), url).toEqual(['Eye gaze at school']);
      expect(response.body, url).toContain(`<title>${t.config.appName} - Eye gaze at school</title>`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/blog', headers: HTML })).body).toContain('<title>Relais</title>');
  });

  it("has the browser fetch the list's code with the entry on /blog, and a post's screen's own chunk on a post", async () => {
    // A drawn screen shows without its code: the code comes after what it shows (low priority).
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((match) => match[1]).sort();
    expect(preloads((await t.app.inject({ method: 'GET', url: '/blog', headers: HTML })).body)).toEqual(['/assets/page-blog-posts-3.js']);
    expect(preloads((await t.app.inject({ method: 'GET', url: '/blog/eye-gaze-at-school', headers: HTML })).body)).toEqual([
      '/assets/interactions-2.js',
      '/assets/page-blog-posts-3.js',
      '/assets/page-blog-posts.id-4.js',
    ]);
  });

  it('answers 404 for a missing, deleted, unpublished or deeper post address', async () => {
    for (const url of ['/blog/no-such-post', '/blog/old-news', `/blog/${deleted}`, '/blog/not-yet', '/blog/eye-gaze-at-school/comments']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('draws a signed-in member’s blog with what they may read, privately, and never hands it to a visitor', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/blog', headers: { ...HTML, ...member.headers } });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(drawnPosts(own.body)).toEqual(['Switch access for beginners', 'Eye gaze at school', 'Members corner news']);
    expect(own.body).toContain(member.email);
    const detail = await t.app.inject({ method: 'GET', url: '/blog/members-corner', headers: { ...HTML, ...member.headers } });
    expect(detail.statusCode).toBe(200);
    expect(drawnPosts(detail.body)).toEqual(['Members corner news']);
    // The same addresses for a visitor afterwards: nothing of the member's, the restricted post a 404.
    const visitor = await t.app.inject({ method: 'GET', url: '/blog', headers: HTML });
    expect(drawnPosts(visitor.body)).toEqual(['Switch access for beginners', 'Eye gaze at school']);
    expect(visitor.body).not.toContain('Members corner');
    expect(visitor.body).not.toContain(member.email);
    expect((await t.app.inject({ method: 'GET', url: '/blog/members-corner', headers: HTML })).statusCode).toBe(404);
  });
});

describe('the blog with its feature off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { FEATURES_DISABLED: 'blogPosts' } });
    await insertPage(t.database.db, { path: '/blog', components: [{ name: 'pageBlogPosts', position: 0, props: { en: { title: 'Posts', perPage: 9 } } }] });
  }, 60_000);
  afterAll(() => t.close());

  it('lists no sub-route for the page, and the page’s addresses under it are not the app’s', async () => {
    const environment = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json() as { data: { pages: { path: string; subRoutes: string[] }[] } };
    expect(environment.data.pages.find((page) => page.path === '/blog')?.subRoutes).toEqual([]);
    const { isAppPath } = await import('../../services/app-paths.ts');
    expect(await isAppPath({ db: t.database.db, config: t.app.config, path: '/blog' })).toBe(true);
    expect(await isAppPath({ db: t.database.db, config: t.app.config, path: '/blog/some-post' })).toBe(false);
  });
});
