/**
 * Issue 12 item 7: the back office's generic screens open for every kind an admin manages, with no
 * axe violation: each kind's index (its grid, or the screen its override puts there) and, where the
 * admin may create, its create form. The kinds come from the server's own list, so a kind added to
 * the registry is walked without touching this test.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

interface AdminKind {
  type: string;
  canCreate: boolean;
}

/**
 * Opens an address of the app the way its own links do (the router's history), not by loading the
 * document again: one boot for the whole walk. Waits for the new screen's level-one heading.
 */
async function openInApp(page: Page, path: string) {
  // The heading on screen now is marked: the next screen's is another element or says another thing.
  const previous = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    heading?.setAttribute('data-previous-screen', '');
    return heading?.textContent ?? null;
  });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction((before) => {
    const heading = document.querySelector('h1');
    return !!heading && (!heading.hasAttribute('data-previous-screen') || heading.textContent !== before);
  }, previous, { timeout: 15_000 }).catch(() => undefined);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe('every kind in the back office', () => {
  let h: Harness;
  let page: Page;
  let kinds: AdminKind[];
  before(async () => {
    h = await startHarness();
    page = await h.newPage();
    await signInThroughApi(page, ADMIN);
    kinds = ((await api(page, 'GET', '/api/v1/services/admin/kinds'))?.data ?? []) as AdminKind[];
  });
  after(() => h?.close());

  test('the admin manages the kinds of every area', () => {
    const types = kinds.map((kind) => kind.type);
    for (const type of ['users', 'app-pages', 'blog-posts', 'forum-subjects', 'repository-items', 'aac-products', 'rental-commands']) assert.ok(types.includes(type), `${type} is listed`);
  });

  test('opens each kind’s index and create form, each with a level-one heading and no axe violation', { timeout: 30 * 60_000 }, async () => {
    const errors = trackPageErrors(page);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const { type, canCreate } of kinds) {
      await openInApp(page, `/admin/resources/${type}/index`);
      // The grid (or the override's screen) has drawn its rows or said it has none.
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
      assert.ok(new URL(page.url()).pathname.startsWith(`/admin/resources/${type}`), `${type}: its index opens (at ${page.url()})`);
      await expectNoAxeViolations(page, `${type} index`);
      if (!canCreate) continue;
      await openInApp(page, `/admin/resources/${type}/create`);
      // A form's Save button; a file's create screen offers the upload first, its form after it.
      await page.getByRole('button', { name: 'Save' }).or(page.getByLabel('File to upload')).first().waitFor();
      await expectNoAxeViolations(page, `${type} create form`);
    }
    assert.deepEqual(errors(), [], 'no error in the console');
  });
});
