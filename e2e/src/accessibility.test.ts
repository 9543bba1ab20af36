import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

const HERO_TITLE = 'Assistive technology, shared by a community';
const DARK_BACKGROUND = 'rgb(18, 18, 18)';
const VIDEO_PATH = '/e2e-video';
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

const home = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
};

/** What a reader sees: the root text size and the page background. */
const looks = (page: Page) =>
  page.evaluate(() => ({ fontSize: getComputedStyle(document.documentElement).fontSize, background: getComputedStyle(document.body).backgroundColor }));

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Accessibility settings' });
const cookieDialogOf = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open the accessibility settings' }).click();
  await drawerOf(page).getByRole('slider', { name: 'Text size' }).waitFor();
  return drawerOf(page);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const labelledBy = element?.getAttribute('aria-labelledby');
    return element?.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? element?.closest('label')?.textContent ?? '';
  });

async function tabTo(page: Page, label: string, maxPresses = 30) {
  for (let presses = 0; presses < maxPresses; presses++) {
    if ((await focusedLabel(page)) === label) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`"${label}" was not reached with Tab`);
}

/** The admin creates a published page holding a YouTube video in rich text, through the API. */
async function createVideoPage(h: Harness) {
  const page = await h.newPage();
  await page.request.get('/api/v1/users/me');
  const token = async () => decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await page.request.post('/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest' },
  });
  assert.equal(login.status(), 200);
  // Signing in renews the anti-forgery token.
  const headers = { 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json', 'X-Edition-Locale': 'en' };
  const created = await page.request.post('/api/v1/app-pages', { headers, data: { data: { type: 'app-pages', attributes: { path: VIDEO_PATH, title: 'A video' } } } });
  assert.equal(created.status(), 201, await created.text());
  const pageId = (await created.json()).data.id as string;
  const html = '<p>Our film.</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
  const component = await page.request.post('/api/v1/app-page-components', {
    headers,
    data: {
      data: {
        type: 'app-page-components',
        attributes: { name: 'pageContent', position: 0, props: { display: 'list', items: [{ content: html }] } },
        relationships: { page: { data: { type: 'app-pages', id: pageId } } },
      },
    },
  });
  assert.equal(component.status(), 201, await component.text());
  await page.context().close();
}

describe('accessibility settings and cookie consent', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
    await createVideoPage(h);
  });
  after(() => h?.close());

  test('text size and dark theme apply at once, survive a reload and reach another tab without reload', async () => {
    const page = await h.newPage();
    const errors = trackPageErrors(page);
    await home(page);
    const other = await page.context().newPage();
    await home(other);
    assert.deepEqual(await looks(page), { fontSize: '16px', background: 'rgb(255, 255, 255)' });

    const drawer = await openDrawer(page);
    const size = drawer.getByRole('slider', { name: 'Text size' });
    await size.focus();
    for (let presses = 0; presses < 4; presses++) await page.keyboard.press('ArrowRight');
    assert.equal(await size.getAttribute('aria-valuetext'), '20 pixels');
    await drawer.getByRole('switch', { name: 'Dark theme' }).check();
    assert.deepEqual(await looks(page), { fontSize: '20px', background: DARK_BACKGROUND });

    await other.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark && getComputedStyle(document.documentElement).fontSize === '20px', DARK_BACKGROUND);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    assert.deepEqual(await looks(page), { fontSize: '20px', background: DARK_BACKGROUND });
    assert.deepEqual(errors(), [], 'no error in the console');
  });

  test('the drawer works with the keyboard alone, and gives focus back when closed', async () => {
    const page = await h.newPage();
    await home(page);
    await tabTo(page, 'Open the accessibility settings');
    await page.keyboard.press('Enter');
    await drawerOf(page).waitFor();
    await tabTo(page, 'Line height');
    await page.keyboard.press('ArrowRight');
    assert.equal(await drawerOf(page).getByRole('slider', { name: 'Line height' }).getAttribute('aria-valuenow'), '1.75');
    await tabTo(page, 'Show images in grayscale');
    await page.keyboard.press('Space');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('header img')!).filter), 'grayscale(1)');
    await tabTo(page, 'Dark theme');
    await page.keyboard.press('Space');
    assert.equal((await looks(page)).background, DARK_BACKGROUND);
    await page.keyboard.press('Escape');
    await drawerOf(page).waitFor({ state: 'hidden' });
    assert.equal(await focusedLabel(page), 'Open the accessibility settings');
  });

  test('a chosen font is served by us and applied', async () => {
    const page = await h.newPage();
    const fontHosts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontHosts.add(new URL(request.url()).origin);
    });
    await home(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('combobox', { name: 'Font' }).click();
    await page.getByRole('option', { name: 'OpenDyslexic' }).click();
    await page.waitForFunction(() => /^"?OpenDyslexic/.test(getComputedStyle(document.body).fontFamily));
    await page.waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'OpenDyslexic' && face.status === 'loaded'));
    assert.deepEqual([...fontHosts], [h.baseUrl], 'every font file comes from our own server');
  });

  for (const [name, viewport] of VIEWPORTS) {
    for (const isDark of [false, true]) {
      test(`no axe violation with the drawer open, ${isDark ? 'dark' : 'light'} (${name})`, async () => {
        const page = await h.newPage(viewport);
        if (isDark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
        await home(page);
        assert.equal((await looks(page)).background, isDark ? DARK_BACKGROUND : 'rgb(255, 255, 255)');
        await expectNoAxeViolations(page, `home, ${isDark ? 'dark' : 'light'} (${name})`);
        await openDrawer(page);
        await expectNoAxeViolations(page, `accessibility drawer, ${isDark ? 'dark' : 'light'} (${name})`);
      });

      test(`the cookie dialog opens forced on a first visit, with no axe violation, ${isDark ? 'dark' : 'light'} (${name})`, async () => {
        const page = await h.newPage(viewport, { consent: false });
        if (isDark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
        await page.goto('/');
        const dialog = cookieDialogOf(page);
        await dialog.getByRole('switch', { name: 'YouTube videos' }).waitFor();
        assert.equal(await dialog.getByRole('switch', { name: 'YouTube videos' }).isChecked(), false, 'undecided cookies start refused: consent is an act');
        await expectNoAxeViolations(page, `cookie dialog, ${isDark ? 'dark' : 'light'} (${name})`);
      });
    }
  }

  test('the forced cookie dialog cannot be dismissed; Reject all stores the choice and it stays closed after a reload', async () => {
    const page = await h.newPage(DESKTOP, { consent: false });
    await page.goto('/');
    const dialog = cookieDialogOf(page);
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Close' }).count(), 0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(400);
    assert.ok(await dialog.isVisible(), 'Escape and a click outside leave the forced dialog open');

    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookies_consent');
    assert.deepEqual(JSON.parse(decodeURIComponent(cookie!.value)), { youtube: false, vimeo: false });
    assert.ok(cookie!.expires > Date.now() / 1000 + 364 * 24 * 3600, 'kept for 365 days');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await cookieDialogOf(page).count(), 0);
  });

  test('a video waits for its provider’s consent and follows the choices made in the dialog, without reload', async () => {
    const page = await h.newPage(DESKTOP, { consent: false });
    await page.goto(VIDEO_PATH);
    const dialog = cookieDialogOf(page);
    await dialog.getByRole('switch', { name: 'YouTube videos' }).uncheck();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const player = page.locator('main iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    assert.equal(await player.count(), 0, 'no player before consent');
    await page.getByText(/hosted by YouTube|YouTube/).first().waitFor();

    await page.getByRole('button', { name: 'Manage cookies' }).click();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await player.waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('button', { name: 'Manage cookies' }).evaluate((element) => element === document.activeElement), true, 'focus back on the footer button');
  });
});
