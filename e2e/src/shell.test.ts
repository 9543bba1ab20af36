import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { signInThroughApi } from './api.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const HERO_TITLE = 'Assistive technology, shared by a community';

/** The focused element's text, as a keyboard user would meet it. */
const focused = (page: Page) => page.evaluate(() => ({ id: document.activeElement?.id ?? '', text: document.activeElement?.textContent?.trim() ?? '' }));

async function openHome(h: Harness) {
  const page = await h.newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
  return page;
}

describe('the shell', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('the skip link is the first Tab stop and moves focus to the main content', async () => {
    const page = await openHome(h);
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).text, 'Skip to content');
    assert.ok(await page.getByRole('link', { name: 'Skip to content' }).isVisible(), 'the focused skip link is visible');
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).id, 'main-content');
  });

  test('on a phone, the skip link leaves the start of the content below the sticky top bar', async () => {
    const page = await h.newPage(MOBILE);
    await page.goto('/legal/notice');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).id, 'main-content');
    const [headerBottom, headingTop] = await page.evaluate(() => [
      document.querySelector('header')!.getBoundingClientRect().bottom,
      document.querySelector('main h1')!.getBoundingClientRect().top,
    ]);
    assert.ok(headingTop >= headerBottom, `the page title (top ${headingTop}px) is hidden under the top bar (bottom ${headerBottom}px)`);
  });

  test('on a 1280 px screen the top bar keeps the menu on one line, for a visitor and for a signed-in admin, each action still named', async () => {
    const visitor = await openHome(h);
    const admin = await h.newPage(DESKTOP);
    await signInThroughApi(admin, ADMIN);
    await admin.goto('/');
    await admin.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    for (const [who, page] of [['visitor', visitor], ['admin', admin]] as const) {
      // One line: the menu's items share a top, and the bar is a toolbar's height (64 px and its border).
      const tops = await page.getByRole('banner').getByRole('navigation', { name: 'Menu' }).locator(':scope > ul > li').evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))]);
      assert.equal(tops.length, 1, `${who}: the menu is on ${tops.length} lines`);
      assert.ok((await page.locator('header').boundingBox())!.height <= 72, `${who}: the top bar is taller than one line`);
      // The labels left out of sight stay in the buttons' names.
      await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: /accessibility/i }).waitFor();
    }
    await admin.getByRole('banner').getByRole('button', { name: /My account/ }).waitFor();
    await visitor.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  });

  test('the menu works with the keyboard alone', async () => {
    const page = await openHome(h);
    for (let presses = 0; presses < 20 && (await focused(page)).text !== 'About'; presses++) await page.keyboard.press('Tab');
    // While the menu is open the rest of the page is hidden from assistive technology (modal menu).
    const about = page.locator('header').getByRole('button', { name: 'About', includeHidden: true });
    const ring = await about.evaluate((element) => getComputedStyle(element).outlineStyle);
    assert.equal(ring, 'solid', 'the focused button shows a focus ring');
    assert.equal(await about.getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    assert.equal(await about.getAttribute('aria-expanded'), 'true');
    assert.equal((await focused(page)).text, 'Accessibility');
    await expectNoAxeViolations(page, 'open menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    assert.equal((await focused(page)).text, 'About');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    assert.equal((await focused(page)).text, 'Terms of use');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/legal/terms');
    assert.equal((await focused(page)).id, 'main-content', 'focus starts at the new content');
  });

  test('on a phone, the menu opens in a drawer, closes with Escape, and focus returns to its button', async () => {
    const page = await h.newPage(MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    const button = page.getByRole('button', { name: 'Open the menu', includeHidden: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawerMenu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu' });
    await drawerMenu.getByRole('link', { name: 'Terms of use' }).waitFor();
    await expectNoAxeViolations(page, 'mobile menu');
    await page.keyboard.press('Escape');
    await drawerMenu.waitFor({ state: 'hidden' });
    assert.equal(await button.evaluate((element) => element === document.activeElement), true);
  });

  test('switching language changes the interface text, and the choice survives a reload', async () => {
    const page = await openHome(h);
    await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Les aides techniques, partagées par une communauté' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Accueil' }).or(page.getByRole('banner').getByRole('link', { name: 'Accueil' })).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Aller au contenu' }).waitFor({ state: 'attached' });
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  });
});
