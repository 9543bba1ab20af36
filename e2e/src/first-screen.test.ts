import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DECIDED_CONSENT, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

const HERO_TITLE = 'Assistive technology, shared by a community';
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** The document as the server sends it, before any script. */
async function documentOf(h: Harness, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(new URL(path, h.baseUrl), { headers: { accept: 'text/html', 'accept-language': 'en', ...headers } });
  assert.equal(response.status, 200);
  return response.text();
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';

/** Relative luminance of a CSS `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => Number(part) / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

describe("a visitor's first screen, drawn by the server", () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('the home document carries the drawn page, its styles, its language and no inline script', async () => {
    const html = await documentOf(h, '/');
    const root = rootOf(html);
    assert.match(root, new RegExp(`<h1[^>]*>${HERO_TITLE}</h1>`), 'the opening block is in the document');
    assert.match(root, /id="contact"/, 'every block is drawn, not only the first screen\'s');
    assert.match(html.split('</head>')[0]!, /<style data-emotion="css /, 'the drawn screen\'s styles are in the head');
    assert.match(html, /<html lang="en"/);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
    assert.ok(scripts.every((attributes) => /type="module"|type="application\/json"/.test(attributes)), `only the app's module and the data block: ${scripts.join(' | ')}`);
    // A drawn screen shows without its code: the code comes after what it shows.
    assert.match(html, /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/page-hero-[\w-]+\.js">/, 'block code is fetched after what the drawn screen shows');
    // In French, the document is drawn in French.
    const french = await documentOf(h, '/', { 'accept-language': 'fr' });
    assert.match(french, /<html lang="fr"/);
    assert.doesNotMatch(rootOf(french), new RegExp(HERO_TITLE));
  });

  test('the page shows without its script, in the theme its accessibility cookie asks for', async () => {
    const context = await h.browser.newContext({ baseURL: h.baseUrl, viewport: DESKTOP, locale: 'en-GB' });
    try {
      // The app's code never arrives: what shows is what the document brought.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
      await page.getByRole('heading', { name: 'What you will find here' }).waitFor();
      const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.ok(luminance(light) > 0.8, `light background by default (${light})`);
      await context.addCookies([{ name: 'relais_accessibility', value: encodeURIComponent(JSON.stringify({ darkTheme: true, fontSize: 20 })), url: h.baseUrl }]);
      await page.goto('/');
      const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.ok(luminance(dark) < 0.1, `dark background from the cookie (${dark})`);
      await expectNoAxeViolations(page, 'drawn home page, dark, without script');
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport, userAgent] of [
    ['desktop', DESKTOP, undefined],
    ['phone', MOBILE, PHONE_AGENT],
  ] as const) {
    test(`the browser takes over the drawn page without drawing it again, and records the view (${name})`, async () => {
      const context = await h.browser.newContext({ baseURL: h.baseUrl, viewport, locale: 'en-GB', timezoneId: 'Europe/Paris', ...(userAgent ? { userAgent, isMobile: true, hasTouch: true } : {}) });
      try {
        await context.addCookies([{ name: 'cookies_consent', value: encodeURIComponent(JSON.stringify(DECIDED_CONSENT)), url: h.baseUrl }]);
        // The heading the document brought, kept before any script runs (an init script is not
        // subject to the Content-Security-Policy).
        await context.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
          });
        });
        const page = await context.newPage();
        const errors = trackPageErrors(page);
        const views = page.waitForResponse((response) => response.url().endsWith('/api/v1/services/stats/records') && response.request().method() === 'POST');
        await page.goto('/');
        assert.equal((await views).status() < 300, true, 'the view is recorded (the anti-forgery cookie was waited for)');
        assert.equal(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { drawnHeading: Element | null }).drawnHeading), true, 'the same heading element: hydrated, not replaced');
        // The page answers: the accessibility drawer opens from the top bar.
        await page.getByRole('button', { name: /accessibility/i }).first().click();
        await page.getByRole('dialog').waitFor();
        assert.deepEqual(errors(), [], 'no hydration mismatch nor any error');
      } finally {
        await context.close();
      }
    });
  }

  test("a signed-in member's document is drawn for them, privately, and hydrated signed in", async () => {
    const page = await h.newPage();
    await signInThroughApi(page, ADMIN);
    const cookies = await page.context().cookies();
    const response = await fetch(new URL('/', h.baseUrl), { headers: { accept: 'text/html', 'accept-language': 'en', cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } });
    assert.equal(response.headers.get('cache-control'), 'private, no-cache');
    const html = await response.text();
    assert.match(rootOf(html), new RegExp(`<h1[^>]*>${HERO_TITLE}</h1>`));
    assert.match(html, /"\/api\/v1\/users\/me"/);
    const errors = trackPageErrors(page);
    await page.goto('/');
    await page.locator('html[data-app="ready"]').waitFor();
    // Hydrated as the member: the top bar offers their account, not signing in.
    assert.equal(await page.getByRole('banner').getByRole('link', { name: /sign in/i }).count(), 0);
    assert.deepEqual(errors(), []);
  });
});
