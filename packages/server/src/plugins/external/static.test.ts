import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { signIn } from '../../test/auth.ts';
import { eq } from 'drizzle-orm';
import { tablesOf } from '../../services/tables.ts';
import { bumpVersion } from '../../services/versions.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'relais-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Relais</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'index-a1b2c3d4.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-a1b2c3d4.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-a1b2c3d4.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      '_blocks-shared.js': { file: 'assets/blocks-shared-2.js', imports: ['_runtime.js', 'index.html'] },
      'src/blocks/page-title/page-title.tsx': { file: 'assets/page-title-3.js', isDynamicEntry: true, imports: ['index.html', '_blocks-shared.js'] },
      'src/blocks/page-hero/page-hero.tsx': { file: 'assets/page-hero-4.js', isDynamicEntry: true, imports: ['index.html', '_blocks-shared.js'] },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp('pglite', { overrides: { webDistDir: dist } });
    await insertPage(t.database.db, { path: '/' });
    await insertPage(t.database.db, { path: '/legal/notice', components: [{ name: 'pageTitle', position: 0 }] });
    await insertPage(t.database.db, { path: '/unpublished', isDraft: true });
    await insertPage(t.database.db, { path: '/members', requiresAuth: true });
    await insertPage(t.database.db, { path: '/tricky', title: { en: '</script><script>alert(1)</script>' } });
    await createThrough(systemContext(t.database.db), 'app-redirections', { fromPath: '/old-home', toPath: '/' });
    await createThrough(systemContext(t.database.db), 'app-short-urls', { token: 'abc', url: 'https://example.org/' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3d4.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file to a browser that accepts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3d4.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3d4.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('makes the browser revalidate index.html and unhashed files', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a navigation to any app path with index.html and status 200', async () => {
    for (const url of ['/', '/legal/notice', '/legal//notice/', '/errors/not-found?x=1', '/auth/sign-in', '/auth/password/reset/t0k/a%40b.c', '/users/42/profile', '/old-home', '/s/abc']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  const firstScreenOf = (body: string) => {
    const match = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(body);
    return match ? (JSON.parse(match[1]!) as { locale: string; answers: Record<string, unknown> }) : null;
  };

  it("carries a visitor's first-screen answers, each what its call answers in the visitor's language", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/legal/notice', headers: { ...HTML, 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(response.headers.vary).toContain('cookie');
    const firstScreen = firstScreenOf(response.body);
    expect(firstScreen?.locale).toBe('fr');
    const urls = Object.keys(firstScreen!.answers);
    const page = urls.find((url) => url.startsWith('/api/v1/services/app-pages/'));
    // Not the user's: that call hands the visitor the anti-forgery cookie.
    expect(urls.sort()).toEqual(['/api/v1/services/app-menu', '/api/v1/services/runtime-environment', '/api/v1/services/web-language-lines', page!].sort());
    for (const url of urls) {
      const direct = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/vnd.api+json', 'accept-language': 'fr' } });
      expect(firstScreen!.answers[url], url).toEqual(direct.json());
    }
    expect((firstScreen!.answers[page!] as { data: { attributes: { path: string } } }).data.attributes.path).toBe('/legal/notice');
  });

  it("has the browser fetch the code of the page's block types with the entry, and not the entry's own", async () => {
    const notice = await t.app.inject({ method: 'GET', url: '/legal/notice', headers: HTML });
    const preloads = [...notice.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads.sort()).toEqual(['/assets/blocks-shared-2.js', '/assets/page-title-3.js']);
    const home = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(home.body).not.toContain('modulepreload');
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('leaves out a page that needs a session for a visitor, gives a signed-in member theirs, and nothing for a missing page', async () => {
    const members = firstScreenOf((await t.app.inject({ method: 'GET', url: '/members', headers: HTML })).body);
    expect(Object.keys(members!.answers).some((url) => url.startsWith('/api/v1/services/app-pages/'))).toBe(false);
    const user = await signIn(t);
    const own = firstScreenOf((await t.app.inject({ method: 'GET', url: '/members', headers: { ...HTML, ...user.headers } })).body);
    expect(Object.keys(own!.answers).some((url) => url.startsWith('/api/v1/services/app-pages/'))).toBe(true);
    expect((own!.answers['/api/v1/users/me'] as { data: { id: string } }).data.id).toBe(user.userId);
    expect(firstScreenOf((await t.app.inject({ method: 'GET', url: '/no/such/page', headers: HTML })).body)).toBeNull();
  });

  const descriptionOf = (body: string) => {
    const tags = [...body.matchAll(/<meta name="description" content="([^"]*)">/g)];
    expect(tags.length).toBeLessThanOrEqual(1);
    return tags[0]?.[1] ?? null;
  };

  it('gives every document a meta description: the page’s own, else the site’s, in the visitor’s language, for visitors and members alike', async () => {
    const pages = tablesOf('app-pages').table;
    const envs = tablesOf('app-envs').table;
    expect(descriptionOf((await t.app.inject({ method: 'GET', url: '/legal/notice', headers: HTML })).body)).toBeNull();
    await t.database.db.update(pages).set({ description: { en: '<p>Who we are &amp; <strong>what</strong> we do.</p>', fr: '<p>Qui nous sommes.</p>' } }).where(eq(pages.path, '/legal/notice'));
    await t.database.db.update(pages).set({ description: { en: '<p>Members only "news"</p>' } }).where(eq(pages.path, '/members'));
    await t.database.db.update(envs).set({ description: { en: '<p>A community site for <em>assistive</em> technology.</p>' } }).where(eq(envs.id, 'main'));
    // Written behind the cache's back here, as no test of a write path needs to: the version moves as a write's would.
    await bumpVersion(t.database.db, 'environment');
    const at = async (url: string, headers: Record<string, string> = {}) => descriptionOf((await t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } })).body);
    expect(await at('/legal/notice')).toBe('Who we are &#38; what we do.');
    expect(await at('/legal/notice/', { 'accept-language': 'fr' })).toBe('Qui nous sommes.');
    // A page without its own, a screen of the shell, a page that needs a session, a missing page: the site's.
    for (const url of ['/', '/auth/sign-in', '/members', '/no/such/page']) expect(await at(url), url).toBe('A community site for assistive technology.');
    const user = await signIn(t);
    expect(await at('/legal/notice', user.headers)).toBe('Who we are &#38; what we do.');
  });

  it('escapes what the answers hold so that no text closes the data block', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/tricky', headers: HTML });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    const page = Object.entries(firstScreenOf(response.body)!.answers).find(([url]) => url.startsWith('/api/v1/services/app-pages/'))![1] as { data: { attributes: { title: string } } };
    expect(page.data.attributes.title).toBe('</script><script>alert(1)</script>');
  });

  it('answers 404 with the app (which shows not-found at that address) for a path the app has no screen for', async () => {
    for (const url of ['/no/such/page', '/unpublished', '/s/unknown', '/users/42']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers the home page as HTML to a client that accepts anything', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('keeps API misses a JSON:API 404, even for a browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });

  it('keeps a 404 for a missing asset and for script requests', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/gone-12345678.js', headers: HTML });
    expect(asset.statusCode).toBe(404);
    const script = await t.app.inject({ method: 'GET', url: '/legal/notice', headers: { accept: 'application/vnd.api+json' } });
    expect(script.statusCode).toBe(404);
    const xhr = await t.app.inject({ method: 'GET', url: '/auth/sign-in', headers: { ...HTML, 'x-requested-with': 'XMLHttpRequest' } });
    expect(xhr.statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy with every reply', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toMatch(/font-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com/);
    expect(csp).not.toContain('unsafe-eval');
    const api = await t.app.inject({ method: 'GET', url: '/health' });
    expect(api.headers['content-security-policy']).toBe(csp);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { overrides: { webDistDir: join(tmpdir(), 'relais-no-such-dist') } });
  });
  afterAll(() => t.close());

  it('starts and serves the API only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/legal/notice', headers: HTML });
    expect(page.statusCode).toBe(404);
  });
});

describe('the security headers built once', () => {
  it('are the headers helmet would send with the same policy, in development and in production', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: helmet } = await import('@fastify/helmet');
    const { securityHeaders } = await import('./static.ts');
    for (const isProduction of [false, true]) {
      const app = Fastify();
      const policy = securityHeaders(isProduction)['content-security-policy']!;
      const directives = Object.fromEntries(policy.split(';').map((entry) => {
        const [name, ...values] = entry.split(' ');
        return [name!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), values];
      }));
      await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives }, strictTransportSecurity: isProduction ? undefined : false });
      app.get('/', async () => 'x');
      const { headers } = await app.inject('/');
      const expected = Object.fromEntries(Object.entries(headers).filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name)));
      expect(securityHeaders(isProduction)).toEqual(expected);
      await app.close();
    }
  });
});
