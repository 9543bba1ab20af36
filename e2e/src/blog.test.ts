import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectNoAxeViolations } from './axe.ts';
import { DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/** The demo blog (packages/server/src/seed/demo/blog.ts): /blog in the main menu, posts at /blog/<slug>. */
const NEWEST = 'Voice banking: recording your voice before you need it';
const OLDER = 'Switch access for beginners';

describe('the blog: a visitor browses the list and reads a post', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('the server draws /blog and a post with their records; a missing post is a 404', async () => {
    const page = await h.newPage();
    const list = await page.request.get('/blog', { headers: { accept: 'text/html' } });
    assert.equal(list.status(), 200);
    const listHtml = await list.text();
    assert.match(listHtml.split('id="first-screen"')[0]!, new RegExp(NEWEST));
    const post = await page.request.get('/blog/voice-banking', { headers: { accept: 'text/html' } });
    assert.equal(post.status(), 200);
    const postHtml = await post.text();
    assert.match(postHtml.split('id="first-screen"')[0]!, /<h1[^>]*>.*Voice banking/s);
    assert.match(postHtml, new RegExp(`<title>Relais - ${NEWEST}</title>`));
    assert.equal((await page.request.get('/blog/no-such-post', { headers: { accept: 'text/html' } })).status(), 404);
    assert.equal((await page.request.get('/blog/voice-banking/more', { headers: { accept: 'text/html' } })).status(), 404);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`opens /blog from the menu, reads a post and comes back, with no axe violation (${scheme})`, async () => {
      const page = await h.newPage(DESKTOP);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      const errors = trackPageErrors(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await page.getByRole('link', { name: NEWEST }).waitFor();
      // No post for members only in a visitor's list.
      assert.equal(await page.getByRole('link', { name: 'Notes from the members’ meeting' }).count(), 0);
      await expectNoAxeViolations(page, `/blog (${scheme})`);

      await page.getByRole('link', { name: NEWEST }).click();
      await page.getByRole('heading', { level: 1, name: NEWEST }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/blog/voice-banking');
      assert.equal(await page.title(), `Relais - ${NEWEST}`);
      await page.getByRole('status').filter({ hasText: `${NEWEST} has loaded` }).waitFor();
      await expectNoAxeViolations(page, `/blog/voice-banking (${scheme})`);

      await page.getByRole('link', { name: 'Back to the blog' }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/blog');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: NEWEST }).waitFor();
      assert.deepEqual(errors(), []);
    });
  }

  test('a keyboard alone searches the blog, opens a post and goes back (phone)', async () => {
    const page = await h.newPage(MOBILE);
    const errors = trackPageErrors(page);
    await page.goto('/blog');
    await page.getByRole('link', { name: NEWEST }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search the blog' });
    // Tab until the search field has the focus.
    for (let tabs = 0; tabs < 30 && !(await search.evaluate((element) => element === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    assert.equal(await search.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.type('switch');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '1 post' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('q'), 'switch');
    const link = page.getByRole('link', { name: OLDER });
    for (let tabs = 0; tabs < 10 && !(await link.evaluate((element) => element === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: OLDER }).waitFor();
    await expectNoAxeViolations(page, '/blog/switch-access-for-beginners (phone)');
    const back = page.getByRole('link', { name: 'Back to the blog' });
    for (let tabs = 0; tabs < 30 && !(await back.evaluate((element) => element === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    assert.deepEqual(errors(), []);
  });

  test('a year with no post says so, and any year brings the whole blog back', async () => {
    const page = await h.newPage();
    await page.goto('/blog');
    const years = page.getByRole('combobox', { name: 'Published in' });
    await page.getByRole('link', { name: NEWEST }).waitFor();
    // From this year back to the oldest post's, newest first.
    const offered = (await years.locator('option').allTextContents()).slice(1).map(Number);
    assert.equal(offered[0], new Date().getUTCFullYear());
    assert.deepEqual(offered, offered.map((_, index) => offered[0]! - index));
    const before = offered.at(-1)! - 1;
    await page.goto(`/blog?year=${before}`);
    await page.getByText(`No post was published in ${before}.`).waitFor();
    assert.equal(await years.inputValue(), String(before));
    await years.selectOption('');
    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: NEWEST }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('year'), null);
    await years.selectOption(String(offered[0]));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: / posts?$/ }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('year'), String(offered[0]));
    await expectNoAxeViolations(page, '/blog?year=');
  });

  test('a visitor who opens a members-only post by its slug is told to sign in, not that it is missing', async () => {
    const page = await h.newPage(DESKTOP);
    await page.goto('/blog/members-meeting-notes');
    await page.waitForURL(/\/errors\/unauthorized/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/blog/no-such-post-at-all');
    await page.waitForURL(/\/errors\/not-found/);
  });
});
