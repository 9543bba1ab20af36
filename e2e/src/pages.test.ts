import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { TestContext } from 'node:test';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import { signInThroughApi } from './api.ts';
import type { Harness } from './harness.ts';

const HERO_TITLE = 'Assistive technology, shared by a community';

describe('public pages', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`the home page boots and shows its seeded blocks, with no axe violation (${name})`, async () => {
      const page = await h.newPage(viewport);
      const errors = trackPageErrors(page);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
      // Blocks in position order, in elements named by viewId or position (those below the fold are
      // drawn in later tasks: the last one tells they all are).
      await page.locator('main #contact').waitFor({ state: 'attached' });
      const ids = await page.locator('main [id="welcome"], main [id="what-we-do"], main [id="testimonials"], main [id="partners"], main [id="survey"], main [id="contact"], main [id^="page-section-"]').evaluateAll((els) => els.map((el) => el.id));
      assert.deepEqual(ids, ['welcome', 'what-we-do', 'page-section-2', 'testimonials', 'partners', 'page-section-5', 'survey', 'page-section-7', 'contact']);
      await page.getByRole('heading', { name: 'What you will find here' }).waitFor();
      await page.getByRole('heading', { name: 'Resources you can trust' }).waitFor();
      await page.getByRole('link', { name: 'Read our privacy policy' }).waitFor();
      await page.getByRole('heading', { name: 'In their words' }).waitFor();
      // The partners' logos are stored files, served to the visitor, each link named by its partner.
      const logo = page.getByRole('link', { name: /Atelier Mobilité/ }).getByRole('img');
      await logo.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#partners img')].every((img) => img.complete && img.naturalWidth > 0));
      assert.match((await logo.getAttribute('src')) ?? '', /^\/services\/files\/demo-partner-atelier-mobilite$/);
      await page.locator('address').getByText('12 rue des Ateliers').waitFor();
      // The community's numbers are asked for once the block comes into view.
      await page.getByRole('heading', { name: 'The community today' }).scrollIntoViewIfNeeded();
      await page.getByRole('term').filter({ hasText: /^organizations?$/ }).waitFor();
      assert.equal(await page.title(), 'Relais');
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      await expectNoAxeViolations(page, `/ (${name})`);
      assert.deepEqual(errors(), [], 'no error in the console (a Content-Security-Policy violation would show here)');
    });
  }

  test('an unknown path shows the not-found screen at that address, with no axe violation', async () => {
    const page = await h.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/no/such/page');
    await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
    await expectNoAxeViolations(page, 'not found');
  });

  test('a legal page loads from its footer link', async () => {
    const page = await h.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legal notice' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Publisher' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/legal/notice');
    assert.equal(await page.title(), 'Relais - Legal notice');
    await expectNoAxeViolations(page, '/legal/notice');
  });

  // The public page budget: the home page, each area's list page and a record's screen of each
  // (an area's code loads only on its pages, a record's interactions only on its screen).
  const measure = async (t: TestContext, path: string) => {
    const page = await h.newPage();
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.set(response.url(), gzipSync(await response.body()).length);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    t.diagnostic(`${path} JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${sizes.size} files`);
    if (process.env.BUDGET_DETAIL) for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1])) t.diagnostic(`${size} ${new URL(url).pathname}`);
    assert.ok(total <= 180 * 1024, `${path}: ${(total / 1024).toFixed(1)} KB gzipped is over the 180 KB budget`);
  };
  for (const path of ['/', '/articles', '/blog', '/calendar', '/forum', '/organizations', '/repository', '/training-resources', '/trainings', '/open-badges', '/rental', '/catalogue']) {
    test(`a visitor downloads at most 180 KB of gzipped JavaScript for ${path}`, (t) => measure(t, path));
  }
  for (const [list, records] of [
    ['/articles', '/articles/'],
    ['/blog', '/blog/'],
    ['/calendar?view=list', '/calendar/'],
    ['/forum', '/forum/'],
    ['/organizations', '/organizations/'],
    ['/repository', '/repository/'],
    ['/training-resources', '/training-resources/'],
    ['/trainings', '/trainings/'],
    ['/open-badges', '/open-badges/'],
    ['/rental', '/rental/'],
    ['/catalogue', '/catalogue/'],
  ] as const) {
    test(`a visitor downloads at most 180 KB of gzipped JavaScript for a record of ${list}`, async (t) => {
      const page = await h.newPage();
      await page.goto(list);
      const href = await page.locator(`main a[href^="${records}"]`).first().getAttribute('href');
      assert.ok(href, `a record linked from ${list}`);
      await measure(t, href);
    });
  }

  test('the in-page navigation goes to a titled block, back to top returns, and only an app admin gets the edit button', async () => {
    const page = await h.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Edit this page' }).count(), 0, 'a visitor has no edit button');
    await page.getByRole('button', { name: 'On this page' }).click();
    const drawer = page.getByRole('dialog', { name: 'On this page' });
    await drawer.waitFor();
    await expectNoAxeViolations(page, '/ with the in-page navigation open');
    await drawer.getByRole('link', { name: 'In their words' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'testimonials');
    assert.equal(new URL(page.url()).hash, '#testimonials');
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await page.getByRole('button', { name: 'Back to top' }).count(), 0, 'hidden again at the top');

    const admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    await admin.goto('/');
    const edit = admin.getByRole('link', { name: 'Edit this page' });
    await edit.waitFor();
    assert.match((await edit.getAttribute('href')) ?? '', /^\/admin\/resources\/app-pages\/page-template\/[0-9a-f-]{36}$/);
    await expectNoAxeViolations(admin, '/ as an app admin');
  });

  test('a page opened directly (history mode) is served by the app and announced', async () => {
    const page = await h.newPage();
    await page.goto('/legal/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Privacy policy has loaded' }).waitFor({ state: 'attached' });
  });
});
