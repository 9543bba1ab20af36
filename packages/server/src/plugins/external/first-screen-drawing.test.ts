import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_COOKIE, LOCALE_COOKIE } from '@relais/domain';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { signIn } from '../../test/auth.ts';
import { memoiseDrawing } from './first-screen.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/**
 * A stand-in for the web's server drawing (packages/web/dist-server/entry-server.js): it draws what
 * it was given, so the test sees what the server hands it and where the server puts its output.
 * It runs in the server's drawing thread: it notes each input in a file beside it. At `/busy` it
 * holds its thread (a busy loop, as React's prerender does) until the test lets it go, for 5 s at
 * most. The real drawing is tested in the browser (e2e/src/first-screen.test.ts).
 */
const FAKE_DRAWING = `
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
const beside = (name) => new URL(name, import.meta.url);
export async function render(input) {
  const { document: _document, ...given } = input;
  appendFileSync(beside('drawings.jsonl'), JSON.stringify(given) + '\\n');
  if (input.url.startsWith('/broken')) throw new Error('drawing failed');
  if (input.url === '/busy') {
    writeFileSync(beside('busy-started'), '');
    const until = Date.now() + 5000;
    while (!existsSync(beside('busy-release')) && Date.now() < until);
    return { html: '<main>' + (existsSync(beside('busy-release')) ? 'let go' : 'gave up') + '</main>', styles: '', errors: [] };
  }
  const page = input.answers[Object.keys(input.answers).find((url) => url.startsWith('/api/v1/services/app-pages/'))];
  const body = input.document.createElement('p');
  body.textContent = page.data.attributes.title;
  return {
    html: '<main><h1>' + input.locale + '</h1>' + body.outerHTML + '<span data-mobile="' + input.rendered.isMobile + '"></span></main>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    errors: [],
  };
}`;

interface Drawn {
  url: string;
  locale: string;
  rendered: { pageId: string; isMobile: boolean; accessibility: unknown };
}
let serverDir: string;
const drawings = (): Drawn[] => {
  const file = join(serverDir, 'drawings.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Drawn);
};

const firstScreenOf = (body: string) => {
  const match = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(body);
  return match ? (JSON.parse(match[1]!) as { locale: string; rendered?: Drawn['rendered'] }) : null;
};

describe("drawing a visitor's first screen", () => {
  let t: TestApp;
  let root: string;
  let homeId: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'relais-web-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Relais</title></head><body><div id="root"></div><noscript>x</noscript></body></html>');
    serverDir = join(root, 'dist-server');
    mkdirSync(serverDir);
    writeFileSync(join(serverDir, 'package.json'), '{"type":"module"}');
    writeFileSync(join(serverDir, 'entry-server.js'), FAKE_DRAWING);
    t = await createTestApp('pglite', { overrides: { webDistDir: dist } });
    homeId = await insertPage(t.database.db, { path: '/', title: { en: 'Home <b>page</b>', fr: 'Accueil' } });
    await insertPage(t.database.db, { path: '/members', requiresAuth: true });
    await insertPage(t.database.db, { path: '/broken' });
    await insertPage(t.database.db, { path: '/busy' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('puts the drawn page in the root, its styles in the head and the language on the document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain('<div id="root"><main><h1>fr</h1><p>Accueil</p>');
    expect(response.body.split('</head>')[0]).toContain('<style data-emotion="css abc">');
    expect(firstScreenOf(response.body)?.rendered).toEqual({ pageId: homeId, isMobile: false, accessibility: null });
    expect(String(response.headers.vary)).toContain('user-agent');
  });

  it("draws in the language the visitor chose (its cookie), else the address's ?lang=, else the browser's", async () => {
    const chosen = await t.app.inject({ method: 'GET', url: '/?lang=it', headers: { ...HTML, 'accept-language': 'en', cookie: `${LOCALE_COOKIE}=fr` } });
    expect(firstScreenOf(chosen.body)?.locale).toBe('fr');
    expect(chosen.body).toContain('<h1>fr</h1>');
    const asked = await t.app.inject({ method: 'GET', url: '/?lang=it', headers: { ...HTML, 'accept-language': 'en' } });
    expect(firstScreenOf(asked.body)?.locale).toBe('it');
    // A language the site does not offer is no choice.
    const unknown = await t.app.inject({ method: 'GET', url: '/?lang=xx', headers: { ...HTML, 'accept-language': 'es', cookie: `${LOCALE_COOKIE}=zz` } });
    expect(firstScreenOf(unknown.body)?.locale).toBe('es');
  });

  it("hands the drawing the visitor's device and accessibility settings, and escapes nothing twice", async () => {
    const settings = { darkTheme: true, fontSize: 22 };
    const response = await t.app.inject({
      method: 'GET',
      url: '/?utm=1',
      headers: { ...HTML, 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36', cookie: `${ACCESSIBILITY_COOKIE}=${encodeURIComponent(JSON.stringify(settings))}` },
    });
    expect(response.body).toContain('data-mobile="true"');
    expect(response.body).toContain('<p>Home &lt;b&gt;page&lt;/b&gt;</p>');
    const last = drawings().at(-1)!;
    expect(last.url).toBe('/');
    expect(last.rendered).toEqual({ pageId: homeId, isMobile: true, accessibility: settings });
    // A damaged cookie is no settings, not a failure.
    const damaged = await t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, cookie: `${ACCESSIBILITY_COOKIE}=%7Bnot-json` } });
    expect(damaged.statusCode).toBe(200);
    expect(firstScreenOf(damaged.body)?.rendered?.accessibility).toBeNull();
  });

  it('draws the same screen once for every visitor until what it is drawn from changes', async () => {
    const before = drawings().length;
    // A screen not drawn before (in Danish); the query string is not part of what it is drawn from.
    for (const query of ['?from=memo', '?from=another', '?utm=2', '']) await t.app.inject({ method: 'GET', url: `/${query}`, headers: { ...HTML, 'accept-language': 'da' } });
    expect(drawings().length - before).toBe(1);
    // A change of the page changes the answers, hence the drawing.
    const admin = await signIn(t, { roles: ['admin'] });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/app-pages/${homeId}`,
      headers: { ...admin.headers, 'content-type': 'application/vnd.api+json' },
      payload: { data: { type: 'app-pages', id: homeId, attributes: { title: 'Welcome home' } } },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/?from=memo', headers: { ...HTML, 'accept-language': 'da' } });
    expect(after.body).toContain('<p>Welcome home</p>');
    expect(drawings().length - before).toBe(2);
  });

  it('sends the document undrawn for a guarded page to a visitor, or a drawing that fails', async () => {
    const members = await t.app.inject({ method: 'GET', url: '/members', headers: HTML });
    expect(members.body).toContain('<div id="root"></div>');
    const broken = await t.app.inject({ method: 'GET', url: '/broken', headers: HTML });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(firstScreenOf(broken.body)?.rendered).toBeUndefined();
  });

  it('draws a signed-in member’s screen, guarded pages included, privately and never from or into the memo', async () => {
    const user = await signIn(t);
    const before = drawings().length;
    const visitor = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, ...user.headers } });
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, ...user.headers } });
    expect(signedIn.body).toContain('<div id="root"><main>');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    // The member's screen is drawn each time; the visitor's comes from the memo once drawn.
    expect(drawings().length - before).toBeGreaterThanOrEqual(2);
    const guarded = await t.app.inject({ method: 'GET', url: '/members', headers: { ...HTML, ...user.headers } });
    expect(guarded.body).toContain('<div id="root"><main>');
    expect(again.body).toContain('/api/v1/users/me');
    const visitorAfter = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(visitorAfter.body).not.toContain('/api/v1/users/me');
    expect(visitorAfter.body).not.toContain(user.email);
  });

  it('keeps answering other requests while a drawing runs: the drawing is off the event loop', async () => {
    const document = t.app.inject({ method: 'GET', url: '/busy', headers: HTML });
    let settled = false;
    void document.then(() => (settled = true));
    while (!existsSync(join(serverDir, 'busy-started'))) await sleep(10);
    // The drawing holds its thread until it is let go; the event loop answers meanwhile.
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBe(false);
    writeFileSync(join(serverDir, 'busy-release'), '');
    const response = await document;
    expect(response.body).toContain('<div id="root"><main>let go</main></div>');
  });
});

describe('memoiseDrawing', () => {
  const input = (title: string) => ({ url: '/', locale: 'en', answers: { page: title }, rendered: { pageId: 'p', isMobile: false, accessibility: null } });

  it('draws each distinct input once, shares a drawing in progress, and keeps the most recent ones', async () => {
    const drawn: string[] = [];
    const draw = memoiseDrawing(
      async (given) => {
        drawn.push(String(given.answers.page));
        return { html: String(given.answers.page), styles: '', errors: [] };
      },
      { kept: 2 },
    );
    await Promise.all([draw(input('a')), draw(input('a'))]);
    await draw(input('b'));
    expect((await draw(input('a'))).html).toBe('a');
    expect(drawn).toEqual(['a', 'b']);
    await draw(input('c')); // drops b, the least recently used
    await draw(input('a'));
    await draw(input('b'));
    expect(drawn).toEqual(['a', 'b', 'c', 'b']);
  });

  it('takes the same answers gathered in another order for the same input', async () => {
    let calls = 0;
    const draw = memoiseDrawing(async () => {
      calls++;
      return { html: '', styles: '', errors: [] };
    });
    const rendered = { pageId: 'p', isMobile: false, accessibility: null };
    await draw({ url: '/', locale: 'en', answers: { menu: 1, page: 2 }, rendered });
    await draw({ url: '/', locale: 'en', answers: { page: 2, menu: 1 }, rendered });
    expect(calls).toBe(1);
  });

  it('draws again once a drawing is older than its bound (what components read from the clock), and after a failure', async () => {
    let now = 0;
    let calls = 0;
    let fails = true;
    const draw = memoiseDrawing(
      async () => {
        calls++;
        if (fails) throw new Error('no');
        return { html: '', styles: '', errors: [] };
      },
      { maxAgeMs: 1000, now: () => now },
    );
    await expect(draw(input('a'))).rejects.toThrow('no');
    fails = false;
    await draw(input('a'));
    await draw(input('a'));
    expect(calls).toBe(2);
    now = 1000;
    await draw(input('a'));
    expect(calls).toBe(3);
  });
});
