/**
 * The menu editor on the real server (issue 11 item 6): an admin reorders and nests entries with
 * the keyboard alone, hears where each lands, renames one in its panel and saves; a visitor's top
 * bar then shows the new order. Axe on the editor in both themes; at 320 px it stays usable.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const EDITOR = '/admin/app-menu-items';

async function signedIn(h: Harness, { dark = false, viewport }: { dark?: boolean; viewport?: { width: number; height: number } } = {}) {
  const page = await h.newPage(viewport);
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, ADMIN);
  return page;
}

/** A top-level entry at the end of the menu, linking to a URL. */
async function createEntry(admin: Page, name: string, position: number) {
  const document = await api(admin, 'POST', '/api/v1/app-menu-items', { data: { type: 'app-menu-items', attributes: { name, position, url: `/${name.toLowerCase()}` } } });
  return (document?.data as { id: string }).id;
}

const announcement = (page: Page, text: string) => page.getByTestId('announcer').filter({ hasText: text }).waitFor();

/**
 * Presses `key` on the focused entry until the live region says it stands at `position` at the top
 * level, each move announced before the next; answers the count of top-level entries.
 */
async function movesUpTo(page: Page, name: string, position: number, key: string): Promise<number> {
  let previous = '';
  for (let moves = 0; moves < 10; moves++) {
    await page.keyboard.press(key);
    // Each move is announced before the next: a text other than the last one, about this entry.
    await page.waitForFunction(
      ([last, pattern]) => {
        const text = document.querySelector('[data-testid="announcer"]')?.textContent ?? '';
        return text !== last && new RegExp(pattern!).test(text);
      },
      [previous, `^${name}: now \\d+ of \\d+ at the top level\\.$`],
    );
    previous = (await page.getByTestId('announcer').textContent()) ?? '';
    const [, at, count] = /now (\d+) of (\d+)/.exec(previous)!;
    if (Number(at) === position) return Number(count);
  }
  throw new Error(`${name} never reached ${position}.`);
}

/** The editor, loaded: its heading and its tree. */
async function openEditor(page: Page) {
  await page.goto(EDITOR);
  await page.getByRole('heading', { level: 1, name: 'Site menu' }).waitFor();
  await page.getByRole('list', { name: 'Menu entries, in order' }).waitFor();
  // The screen's own announcement first: a move announced before it would be talked over.
  await announcement(page, 'Site menu has loaded');
}

/** The editor's tree, where each entry's name is a button opening its panel. */
const treeOf = (page: Page) => page.getByRole('list', { name: 'Menu entries, in order' });


describe('the menu editor', () => {
  let h: Harness;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await signedIn(h);
  });
  after(() => h?.close());

  test('an admin moves and nests entries by keyboard, renames one and saves; a visitor’s top bar shows the new order', async () => {
    const suffix = randomBytes(3).toString('hex');
    const news = `News${suffix}`;
    const blog = `Blog${suffix}`;
    await createEntry(admin, news, 100);
    await createEntry(admin, blog, 101);

    const page = await signedIn(h);
    await openEditor(page);
    assert.equal(new URL(page.url()).pathname, '/admin/resources/app-menu-items');

    // News up with its button (Enter), one move at a time, to just after Home (the demo menu's length may change).
    await page.getByRole('button', { name: `Move ${news} up` }).focus();
    const count = await movesUpTo(page, news, 2, 'Enter');
    // Blog up with Alt + Up from its name, to just after News, then under News with Alt + Right.
    await treeOf(page).getByRole('button', { name: blog, exact: true }).focus();
    assert.equal(await movesUpTo(page, blog, 3, 'Alt+ArrowUp'), count);
    await page.keyboard.press('Alt+ArrowRight');
    await announcement(page, `${blog}: now 1 of 1 under ${news}.`);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), blog);
    await page.getByText('Moves not saved yet.').waitFor();

    // Rename News in its panel.
    await treeOf(page).getByRole('button', { name: news, exact: true }).press('Enter');
    const panel = page.getByRole('dialog');
    const renamed = `Latest${suffix}`;
    await panel.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.waitFor({ state: 'detached' });
    await treeOf(page).getByRole('button', { name: renamed, exact: true }).waitFor();
    // The preview already draws the new menu: the renamed entry opens a dropdown.
    const preview = page.getByRole('navigation', { name: 'Menu preview' });
    await preview.getByRole('button', { name: renamed }).waitFor();

    await page.getByRole('button', { name: 'Save the order' }).click();
    await page.getByRole('status').filter({ hasText: "The menu's order is saved." }).waitFor();
    await page.getByText('Moves not saved yet.').waitFor({ state: 'detached' });

    const visitor = await h.newPage();
    await visitor.goto('/');
    const bar = visitor.getByRole('navigation', { name: 'Menu' });
    await bar.getByRole('button', { name: renamed }).waitFor();
    const entries = (await bar.getByRole('listitem').allTextContents()).filter((text) => text !== '');
    assert.deepEqual(entries.slice(0, 2), ['Home', renamed]);
    assert.ok(entries.includes('About'));
    assert.ok(!entries.includes(blog), 'Blog is inside the dropdown now');
    await bar.getByRole('button', { name: renamed }).click();
    await visitor.getByRole('menuitem', { name: blog }).waitFor();
  });

  test('with a pointer, an entry dragged by its handle takes the place it is dropped on, and nests when dragged to the right', async () => {
    const suffix = randomBytes(3).toString('hex');
    const alpha = `Alpha${suffix}`;
    const beta = `Beta${suffix}`;
    await createEntry(admin, alpha, 200);
    await createEntry(admin, beta, 201);
    // Tall enough that no row is near the bottom edge, where dragging scrolls the page (the demo menu has
    // about twenty entries with its areas' children).
    const page = await signedIn(h, { viewport: { width: 1280, height: 2400 } });
    await openEditor(page);
    const row = (name: string) => treeOf(page).getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
    /** Presses on the row's handle, moves by (dx, dy) in small steps, and lets go. */
    const drag = async (name: string, to: { x: number; y: number }) => {
      const box = (await row(name).locator('[aria-hidden="true"]').first().boundingBox())!;
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x, start.y + 5, { steps: 2 });
      await page.mouse.move(to.x, to.y, { steps: 12 });
      // As a hand would: the row under the pointer is known before it lets go.
      await page.waitForTimeout(150);
      await page.mouse.up();
    };
    const rowNames = async () => (await treeOf(page).getByRole('listitem').locator('[data-action="edit"]').allTextContents());

    // Beta onto Alpha's row: Beta comes first.
    const alphaBox = (await row(alpha).boundingBox())!;
    const betaHandle = (await row(beta).locator('[aria-hidden="true"]').first().boundingBox())!;
    await drag(beta, { x: betaHandle.x + betaHandle.width / 2, y: alphaBox.y + alphaBox.height / 2 });
    await announcement(page, `${beta}: now`);
    const order = await rowNames();
    assert.ok(order.indexOf(beta) === order.indexOf(alpha) - 1, order.join(', '));

    // Alpha dragged 40 px to the right, staying on its row: under Beta.
    const alphaHandle = (await row(alpha).locator('[aria-hidden="true"]').first().boundingBox())!;
    await drag(alpha, { x: alphaHandle.x + alphaHandle.width / 2 + 40, y: alphaHandle.y + alphaHandle.height / 2 });
    await announcement(page, `${alpha}: now 1 of 1 under ${beta}.`);
    await page.getByText('Moves not saved yet.').waitFor();
  });

  test('a dirty editor asks before leaving for another admin screen', async () => {
    const page = await signedIn(h);
    await openEditor(page);
    await page.getByRole('button', { name: 'Move About down' }).click();
    await page.getByText('Moves not saved yet.').waitFor();
    await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('alertdialog', { name: 'Leave this page?' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/resources/app-menu-items');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the editor, its panel and its removal question have no axe violation (${theme})`, async () => {
      const page = await signedIn(h, { dark: theme === 'dark' });
      await openEditor(page);
      await expectNoAxeViolations(page, `menu editor (${theme})`);
      await treeOf(page).getByRole('button', { name: 'About', exact: true }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).waitFor();
      await expectNoAxeViolations(page, `menu entry panel (${theme})`);
      await page.getByRole('button', { name: 'Close the panel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Remove About' }).click();
      await page.getByRole('dialog', { name: 'Remove About?' }).waitFor();
      await expectNoAxeViolations(page, `menu removal question (${theme})`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    });
  }

  test('at 320 px wide the editor fits the screen and an entry still moves by keyboard', async () => {
    const page = await signedIn(h, { viewport: { width: 320, height: 640 } });
    await openEditor(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    assert.ok(scrollWidth <= innerWidth, `the editor scrolls sideways: ${scrollWidth} px in ${innerWidth} px`);
    const down = page.getByRole('button', { name: 'Move Home down' });
    assert.ok(await down.isVisible());
    await down.focus();
    await page.keyboard.press('Enter');
    await announcement(page, 'Home: now 2 of');
    await expectNoAxeViolations(page, 'menu editor at 320 px');
  });
});
