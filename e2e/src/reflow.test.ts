/**
 * Reflow and text spacing (WCAG 1.4.10, 1.4.12): with the largest text settings the accessibility
 * drawer offers, on a 320 px wide screen, every screen of the shell fits its width and cuts no text.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** 320 CSS px wide: WCAG 1.4.10's width (1280 px at 400 % zoom). */
const NARROW = { width: 320, height: 640 };
/** The drawer's largest settings (domain rules/accessibility): text 32 px, line height 3, spacing 2.5. */
const LARGEST_TEXT = { fontSize: 32, lineHeight: 3, letterSpacing: 2.5 };

interface Clipped {
  element: string;
  text: string;
}

/** The sideways overflow of the page, and the visible text elements whose text is cut by their own box. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const clipped: Clipped[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      const hasOwnText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!hasOwnText || style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      // The visually hidden pattern (1 px, clipped) is meant for screen readers only.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      const cutsX = ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutsY = ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (cutsX || cutsY) {
        const classes = typeof element.className === 'string' ? element.className.split(' ').slice(0, 2).join('.') : '';
        clipped.push({ element: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`, text: element.textContent!.trim().slice(0, 60) });
      }
    }
    // The chosen line height reaches every paragraph: none keeps a height of its own.
    const tightParagraphs = [...document.querySelectorAll<HTMLElement>('main p, footer p')]
      .filter((element) => element.getClientRects().length > 0 && parseFloat(getComputedStyle(element).lineHeight) < 2.9 * parseFloat(getComputedStyle(element).fontSize))
      .map((element) => element.textContent!.trim().slice(0, 60));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, clipped, tightParagraphs };
  });

/** A page at 320 px whose browser holds the largest text settings before the app starts. */
async function narrowPage(h: Harness) {
  const page = await h.newPage(NARROW);
  await page.addInitScript((parameters) => localStorage.setItem('relais.accessibility', JSON.stringify(parameters)), LARGEST_TEXT);
  return page;
}

async function expectReflow(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px');
  // The footer loads just after the screen: judge the whole page.
  await page.getByRole('contentinfo').waitFor();
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, innerWidth, clipped, tightParagraphs } = await layoutProblems(page);
  assert.ok(scrollWidth <= innerWidth, `${path} scrolls sideways: ${scrollWidth} px of content in ${innerWidth} px`);
  assert.deepEqual(clipped, [], `${path} cuts text`);
  assert.deepEqual(tightParagraphs, [], `${path} has paragraphs without the chosen line height`);
  await expectNoAxeViolations(page, `${path} at 320 px with the largest text`);
}

/** Every setting of the drawer at its maximum: the largest text, the widest font, grey images, the dark theme. */
const EVERY_SETTING_AT_MAXIMUM = { ...LARGEST_TEXT, fontFamily: 'OpenDyslexic', grayscaleImages: true, darkTheme: true };

/** How much of the window's height the top bar covers once the page is scrolled down. */
const headerShareWhenScrolled = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const box = document.querySelector('header')!.getBoundingClientRect();
    return { share: Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) / window.innerHeight, scrolled: window.scrollY };
  });

describe('the top bar at 320 px with every setting at its maximum', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  for (const [path, isSignedIn] of [['/', false], ['/legal/notice', false], ['/admin/resources/users/index', true], ['/admin/dashboard', true]] as const) {
    test(`${path}: the top bar covers at most 15 % of the height once scrolled`, async () => {
      const page = await h.newPage(NARROW);
      await page.addInitScript((parameters) => localStorage.setItem('relais.accessibility', JSON.stringify(parameters)), EVERY_SETTING_AT_MAXIMUM);
      if (isSignedIn) await signInThroughApi(page, ADMIN);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px');
      await page.getByRole('contentinfo').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const { share, scrolled } = await headerShareWhenScrolled(page);
      assert.ok(scrolled > 0, `${path} is long enough to scroll`);
      assert.ok(share <= 0.15, `${path}: the top bar covers ${Math.round(share * 100)} % of the height`);
      const { scrollWidth, innerWidth } = await layoutProblems(page);
      assert.ok(scrollWidth <= innerWidth, `${path} scrolls sideways: ${scrollWidth} px of content in ${innerWidth} px`);
    });
  }
});

/**
 * The words of the page's headings that are broken across lines: each word's range on the page
 * (a text node's run of non-spaces) lies on one line, or it is named with its heading.
 */
const brokenHeadingWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
      if (heading.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(`${match[0]} (in “${heading.textContent!.trim().slice(0, 60)}”)`);
        }
      }
    }
    return broken;
  });

describe('headings at 320 px with every setting at its maximum', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  const screens: [string, boolean][] = [
    ['/', false],
    ['/legal/notice', false],
    ['/auth/sign-in', false],
    ['/auth/register', false],
    ['/auth/password/forgot', false],
    ['/errors/not-found', false],
    ['/site-map', false],
    ['/account/profile', true],
    ['/admin/dashboard', true],
  ];
  for (const [path, isSignedIn] of screens) {
    test(`${path}: no heading breaks inside a word and nothing scrolls sideways`, async () => {
      const page = await h.newPage(NARROW);
      await page.addInitScript((parameters) => localStorage.setItem('relais.accessibility', JSON.stringify(parameters)), EVERY_SETTING_AT_MAXIMUM);
      if (isSignedIn) await signInThroughApi(page, ADMIN);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px');
      await page.getByRole('contentinfo').waitFor();
      await page.evaluate(() => document.fonts.ready);
      assert.deepEqual(await brokenHeadingWords(page), [], `${path} breaks heading words`);
      const { scrollWidth, innerWidth } = await layoutProblems(page);
      assert.ok(scrollWidth <= innerWidth, `${path} scrolls sideways: ${scrollWidth} px of content in ${innerWidth} px`);
    });
  }
});

describe('reflow at 320 px with the largest text settings', () => {
  let h: Harness;
  let adminId: string;
  before(async () => {
    h = await startHarness();
    const page = await h.newPage();
    await signInThroughApi(page, ADMIN);
    adminId = ((await api(page, 'GET', '/api/v1/users/me'))!.data as { id: string }).id;
  });
  after(() => h?.close());

  const visitorScreens: [string, string | RegExp][] = [
    ['/', 'Assistive technology, shared by a community'],
    ['/legal/notice', 'Legal notice'],
    ['/auth/sign-in', 'Sign in'],
    ['/auth/register', 'Create an account'],
    ['/auth/password/forgot', /password/i],
    ['/errors/not-found', /not found/i],
    ['/errors/unauthorized', /not allowed|unauthori[sz]ed|access/i],
    ['/site-map', 'Site map'],
    // The area pages and a record's screen (each area adds its own here).
    ['/blog', 'Blog'],
    ['/blog/voice-banking', 'Voice banking: recording your voice before you need it'],
    ['/calendar', 'Calendar'],
    ['/articles', 'Guides'],
    ['/calendar?view=list', 'Calendar'],
    ['/forum', 'Forum'],
    ['/repository', 'Repository'],
    ['/organizations', 'Organizations'],
    ['/training-resources', 'Training resources'],
    ['/training-requests', 'Requested resources'],
    ['/trainings', 'Trainings'],
    ['/open-badges', 'Open badges'],
    ['/rental', 'Rent equipment'],
    ['/coupons', 'Coupons'],
    ['/catalogue', 'Communication catalogue'],
    ['/accompaniment', 'Ask for accompaniment'],
  ];
  for (const [path, heading] of visitorScreens) {
    test(`a visitor's ${path} fits 320 px and cuts no text`, async () => {
      await expectReflow(await narrowPage(h), path, heading);
    });
  }

  test('the forced cookie dialog and the menu drawer show all they hold, cut nothing and scroll nothing sideways', async () => {
    const page = await h.newPage(NARROW, { consent: false });
    await page.addInitScript((parameters) => localStorage.setItem('relais.accessibility', JSON.stringify(parameters)), LARGEST_TEXT);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px');
    // The title and buttons must not squeeze the choices into a sliver that scrolls on its own.
    const slivers = await dialog.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('*')]
        .filter((inner) => ['auto', 'scroll'].includes(getComputedStyle(inner).overflowY) && inner.scrollHeight > inner.clientHeight + 1)
        .map((inner) => inner.clientHeight)
        .filter((height) => height < window.innerHeight / 2),
    );
    assert.deepEqual(slivers, [], 'the cookie choices scroll in a box less than half the screen high');
    await dialog.getByRole('switch', { name: 'Vimeo videos' }).click();
    assert.equal(await dialog.getByRole('switch', { name: 'Vimeo videos' }).isChecked(), true);
    let problems = await layoutProblems(page);
    assert.ok(problems.scrollWidth <= problems.innerWidth, `the cookie dialog scrolls sideways: ${problems.scrollWidth} px`);
    assert.deepEqual(problems.clipped, [], 'the cookie dialog cuts text');
    await expectNoAxeViolations(page, 'cookie dialog at 320 px with the largest text');
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Accessibility' }).waitFor();
    problems = await layoutProblems(page);
    assert.ok(problems.scrollWidth <= problems.innerWidth, `the menu drawer scrolls sideways: ${problems.scrollWidth} px`);
    assert.deepEqual(problems.clipped, [], 'the menu drawer cuts text');
    const linkWidth = await drawer.getByRole('link', { name: 'Accessibility' }).evaluate((element) => element.getBoundingClientRect().width);
    assert.ok(linkWidth > 256, `the drawer widens with the text (its links are ${linkWidth} px wide)`);
    await expectNoAxeViolations(page, 'menu drawer at 320 px with the largest text');
  });

  test('the signed-in screens fit 320 px and cut no text: account profile, public profile, admin dashboard', async () => {
    const page = await narrowPage(h);
    await signInThroughApi(page, ADMIN);
    await expectReflow(page, '/account/profile', /profile/i);
    await expectReflow(page, `/users/${adminId}/profile`, /.+/);
    await expectReflow(page, '/admin/dashboard', /dashboard/i);
  });
});
