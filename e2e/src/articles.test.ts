import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The demo's Guides (packages/server/src/seed/demo/articles.ts and content.ts): /articles in the main
 * menu, twelve guides six to a page in the category's order, each at /articles/<id>.
 */
const FIRST = 'Choosing a first switch';
const ON_PAGE_TWO = 'Caring for devices on loan';
const KEYBOARD_PICK = 'Voice banking before surgery';

/** Presses Tab until `target` has the focus (at most `limit` times); fails otherwise. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let tabs = 0; tabs < limit && !(await focused()); tabs++) await page.keyboard.press('Tab');
  assert.equal(await focused(), true, 'the keyboard reaches the element');
}

describe('the articles: a visitor browses the Guides, pages and reads a guide', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('the server draws /articles and a guide with their records; a missing guide is a 404', async () => {
    const page = await h.newPage();
    const list = await page.request.get('/articles', { headers: { accept: 'text/html' } });
    assert.equal(list.status(), 200);
    const listHtml = (await list.text()).split('id="first-screen"')[0]!;
    assert.match(listHtml, new RegExp(FIRST));
    assert.doesNotMatch(listHtml, new RegExp(ON_PAGE_TWO));
    const second = (await (await page.request.get('/articles?page=2', { headers: { accept: 'text/html' } })).text()).split('id="first-screen"')[0]!;
    assert.match(second, new RegExp(ON_PAGE_TWO));
    const id = /href="\/articles\/([0-9a-f-]{36})"[^>]*>(?:<[^>]+>)*Caring for devices on loan/.exec(second)?.[1];
    assert.ok(id, 'the guide links to /articles/<id>');
    const guide = await page.request.get(`/articles/${id}`, { headers: { accept: 'text/html' } });
    assert.equal(guide.status(), 200);
    const guideHtml = await guide.text();
    assert.match(guideHtml.split('id="first-screen"')[0]!, /<h1[^>]*>.*Caring for devices on loan/s);
    assert.match(guideHtml, new RegExp(`<title>Relais - ${ON_PAGE_TWO}</title>`));
    assert.equal((await page.request.get('/articles/0b8c1f1e-6a55-4b8e-9e39-5b0f1c2d3e4f', { headers: { accept: 'text/html' } })).status(), 404);
    assert.equal((await page.request.get(`/articles/${id}/more`, { headers: { accept: 'text/html' } })).status(), 404);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`opens the Guides from the menu, goes to the next page, reads a guide and comes back, with no axe violation (${scheme})`, async () => {
      const page = await h.newPage(DESKTOP);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      const errors = trackPageErrors(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Guides', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
      await page.getByRole('link', { name: FIRST }).waitFor();
      await page.getByRole('note').filter({ hasText: 'reviewed by an occupational or speech therapist' }).waitFor();
      await expectNoAxeViolations(page, `/articles (${scheme})`);

      const pages = page.getByRole('navigation', { name: 'Pages of the articles' });
      await pages.getByText('Page 1 of 2').waitFor();
      await pages.getByRole('link', { name: 'Next page' }).click();
      await pages.getByText('Page 2 of 2').waitFor();
      assert.equal(new URL(page.url()).searchParams.get('page'), '2');
      await page.getByRole('link', { name: ON_PAGE_TWO }).waitFor();
      assert.equal(await page.getByRole('link', { name: FIRST }).count(), 0);
      await expectNoAxeViolations(page, `/articles?page=2 (${scheme})`);

      await page.getByRole('link', { name: ON_PAGE_TWO }).click();
      await page.getByRole('heading', { level: 1, name: ON_PAGE_TWO }).waitFor();
      assert.match(new URL(page.url()).pathname, /^\/articles\/[0-9a-f-]{36}$/);
      assert.equal(await page.title(), `Relais - ${ON_PAGE_TWO}`);
      await page.getByRole('status').filter({ hasText: `${ON_PAGE_TWO} has loaded` }).waitFor();
      await page.getByRole('group', { name: `Actions on ${ON_PAGE_TWO}` }).waitFor();
      await page.getByRole('navigation', { name: 'Other articles of Guides' }).getByRole('link', { name: /Previous: Switch access to a smartphone/ }).waitFor();
      await expectNoAxeViolations(page, `/articles/:article (${scheme})`);

      await page.getByRole('link', { name: 'Back to Guides' }).click();
      await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/articles');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: ON_PAGE_TWO }).waitFor();
      assert.deepEqual(errors(), []);
    });
  }

  test('a keyboard alone pages the Guides, opens a guide and goes back (phone)', async () => {
    const page = await h.newPage(MOBILE);
    const errors = trackPageErrors(page);
    await page.goto('/articles');
    await page.getByRole('link', { name: FIRST }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Next page' }), 60);
    await page.keyboard.press('Enter');
    await page.getByText('Page 2 of 2').waitFor();
    const guide = page.getByRole('link', { name: KEYBOARD_PICK });
    await guide.waitFor();
    // From the top of the page again, as a reader would after the page changed.
    await tabTo(page, guide, 60);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: KEYBOARD_PICK }).waitFor();
    await expectNoAxeViolations(page, '/articles/:article (phone)');
    await tabTo(page, page.getByRole('link', { name: 'Back to Guides' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
    assert.deepEqual(errors(), []);
  });
});
