/**
 * The page editor on the real server (issue 11 item 5): an application administrator opens a draft
 * of a page in the editor, adds blocks from the palette, types their titles, moves one with the
 * keyboard alone (its handle: space, arrows, space), then saves and publishes; a visitor then sees
 * the blocks in that order at the page's path. axe on the editor in both themes.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

async function signedIn(h: Harness, { dark = false } = {}) {
  const page = await h.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, ADMIN);
  return page;
}

const idOf = (document: Record<string, unknown> | null) => (document?.data as { id: string }).id;

/** A published page with one title block, and a draft of it holding the same block. */
async function pageWithDraft(admin: Page) {
  const path = `/e2e-editor-${randomBytes(3).toString('hex')}`;
  const addPage = (attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) => api(admin, 'POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path, title: 'Editor journey', ...attributes }, relationships } });
  const addTitle = (pageId: string, title: string) =>
    api(admin, 'POST', '/api/v1/app-page-components', { data: { type: 'app-page-components', attributes: { name: 'pageTitle', position: 0, props: { title } }, relationships: { page: { data: { type: 'app-pages', id: pageId } } } } });
  const originalId = idOf(await addPage({}));
  await addTitle(originalId, 'Published opening');
  const draftId = idOf(await addPage({ isDraft: true }, { draftOfPage: { data: { type: 'app-pages', id: originalId } } }));
  await addTitle(draftId, 'Draft opening');
  return { path, originalId, draftId };
}

const cardHeadings = (page: Page) => page.locator('[data-block-key] h3').allTextContents();

describe('the page editor', () => {
  let h: Harness;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await signedIn(h);
  });
  after(() => h?.close());

  test('an editor adds blocks, moves one by keyboard, types, saves and publishes; a visitor sees that order', async () => {
    const { path, originalId, draftId } = await pageWithDraft(admin);
    const page = await signedIn(h);
    await page.goto(`/admin/resources/app-pages/page-template/${draftId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit the page: Editor journey' }).waitFor();
    assert.deepEqual(await cardHeadings(page), ['Title, block 1']);

    // Two blocks from the palette, each opened on adding: its title typed, seen in the preview.
    await page.getByRole('button', { name: /^Add: Title/ }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Second block');
    await page.getByRole('button', { name: 'Close Title, block 2' }).click();
    await page.getByRole('button', { name: /^Add: Contact card/ }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByTestId('page-editor-preview').getByText('Ada').first().waitFor();
    await page.getByRole('button', { name: 'Close Contact card, block 3' }).click();
    assert.deepEqual(await cardHeadings(page), ['Title, block 1', 'Title, block 2', 'Contact card, block 3']);

    // The last block to the top, with the keyboard only: lift, two steps up, drop.
    await page.getByRole('button', { name: 'Move Contact card, block 3', exact: true }).focus();
    // Each step waits for what the previous one said, as a screen reader user would.
    const said = (text: RegExp) => page.getByTestId('announcer').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await said(/lifted/);
    await page.keyboard.press('ArrowUp');
    await said(/over position 2 of 3/);
    await page.keyboard.press('ArrowUp');
    await said(/over position 1 of 3/);
    await page.keyboard.press('Space');
    await page.locator('[data-block-key] h3').first().filter({ hasText: 'Contact card, block 1' }).waitFor();
    assert.deepEqual(await cardHeadings(page), ['Contact card, block 1', 'Title, block 2', 'Title, block 3']);
    // Said politely, in the app's one live region.
    await page.getByTestId('announcer').filter({ hasText: /Contact card, block \d dropped at position 1 of 3\./ }).waitFor({ state: 'attached' });

    await expectNoAxeViolations(page, 'page editor (light)');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    // Published: the draft is gone, the editor opens the page itself.
    await page.waitForFunction((expected) => window.location.pathname === expected, `/admin/resources/app-pages/page-template/${originalId}`);
    await page.getByText('All changes saved').waitFor();
    assert.deepEqual(await cardHeadings(page), ['Contact card, block 1', 'Title, block 2', 'Title, block 3']);
    const draft = await page.request.get(`/api/v1/app-pages/${draftId}`, { headers: { accept: 'application/vnd.api+json' } });
    assert.equal(draft.status(), 404);

    const visitor = await h.newPage();
    await visitor.goto(path);
    await visitor.getByRole('heading', { name: 'Draft opening' }).waitFor();
    const order = await visitor.locator('main').evaluate((main) => {
      const text = main.textContent ?? '';
      return ['Ada', 'Draft opening', 'Second block'].map((part) => text.indexOf(part));
    });
    assert.ok(order.every((at) => at >= 0) && order[0]! < order[1]! && order[1]! < order[2]!, `blocks out of order: ${order.join(', ')}`);
    assert.equal(await visitor.getByText('Published opening').count(), 0);
  });

  test('the editor passes axe in the dark theme, a block’s form open', async () => {
    const { draftId } = await pageWithDraft(admin);
    const page = await signedIn(h, { dark: true });
    await page.goto(`/admin/resources/app-pages/page-template/${draftId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit the page: Editor journey' }).waitFor();
    await page.getByRole('button', { name: /^Add: Content/ }).click();
    await page.getByRole('button', { name: 'Add to: Items' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'page editor (dark)');
    // WCAG 1.4.10: at 320 px the editor, its form and its preview fit the width.
    await page.setViewportSize({ width: 320, height: 640 });
    // The layout follows the window's size on its change event: given a moment to settle, then measured.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 5000 }).catch(() => undefined);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(widths[0]! <= widths[1]!, `the editor scrolls sideways at 320 px: ${widths.join(' px in ')} px`);
  });

  test('the pages’ list and record lead to the editor', async () => {
    const { originalId } = await pageWithDraft(admin);
    const page = await signedIn(h);
    await page.goto(`/admin/resources/app-pages/show/${originalId}`);
    await page.getByRole('button', { name: 'Edit page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit the page: Editor journey' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/admin/resources/app-pages/page-template/${originalId}`);
  });
});
