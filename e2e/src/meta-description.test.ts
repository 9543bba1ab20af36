/**
 * `<meta name="description">` (item 28): the server's document carries the page's own description,
 * else the site's, and the app keeps it right as the visitor moves between screens.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const SITE = 'A community site for assistive technology.';
const NOTICE = 'Who publishes this site & how to reach them.';

const descriptionIn = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1]?.replace(/&#38;/g, '&') ?? null;
const shown = (page: Page) => page.evaluate(() => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((meta) => meta.content));

describe('the meta description', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
    const admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    // Texts are written in the editor's edition language: English here, the language the visitors below read.
    const me = (await api(admin, 'GET', '/api/v1/users/me'))!.data as { id: string };
    await api(admin, 'PATCH', `/api/v1/users/${me.id}`, { data: { type: 'users', id: me.id, attributes: { editionLocale: 'en' } } });
    await api(admin, 'PATCH', '/api/v1/app-envs/main', { data: { type: 'app-envs', id: 'main', attributes: { description: `<p>${SITE}</p>` } } });
    const pages = (await api(admin, 'GET', '/api/v1/app-pages?filter[path]=/legal/notice&filter[isDraft]=false'))!.data as { id: string }[];
    await api(admin, 'PATCH', `/api/v1/app-pages/${pages[0]!.id}`, { data: { type: 'app-pages', id: pages[0]!.id, attributes: { description: '<p>Who publishes this site &amp; how to reach them.</p>' } } });
  });
  after(() => h?.close());

  test('the server draws the page’s own, else the site’s, in every document', async () => {
    const page = await h.newPage();
    // The home page has its own (the demo's); a shell screen and a missing page have the site's.
    for (const [path, expected] of [['/legal/notice', NOTICE], ['/site-map', SITE], ['/no/such/page', SITE]] as const) {
      const response = await page.request.get(path, { headers: { accept: 'text/html' } });
      assert.equal(descriptionIn(await response.text()), expected, path);
    }
  });

  test('a record’s screen says its own summary, in the document and in the app', async () => {
    const summary = 'For people with a progressive condition, a few hours of recording give a synthetic voice that sounds like them.';
    const page = await h.newPage();
    const response = await page.request.get('/blog/voice-banking', { headers: { accept: 'text/html' } });
    assert.equal(descriptionIn(await response.text()), summary);
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Voice banking: recording your voice before you need it' }).click();
    await page.waitForURL((url) => url.pathname === '/blog/voice-banking');
    await page.waitForFunction((expected) => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content === expected, summary);
  });

  test('the app keeps it up to date while navigating', async () => {
    const page = await h.newPage();
    await page.goto('/site-map');
    await page.getByRole('heading', { level: 1, name: 'Site map' }).waitFor();
    assert.deepEqual(await shown(page), [SITE]);
    await page.getByRole('region', { name: 'Pages' }).getByRole('link', { name: 'Legal notice' }).click();
    await page.waitForURL((url) => url.pathname === '/legal/notice');
    await page.waitForFunction((expected) => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content === expected, NOTICE);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/site-map');
    await page.waitForFunction((expected) => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content === expected, SITE);
    assert.deepEqual(await shown(page), [SITE]);
  });
});
