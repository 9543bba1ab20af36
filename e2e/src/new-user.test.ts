/**
 * What a new user meets in the shell (issue 8): the page ends with its footer, the cookie choice is
 * theirs to make, the phone menu is a proper dialog, signing out and in says and shows the right
 * screen in the right language, and avatars are pictures the page can show.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, call, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const HERO_TITLE = 'Assistive technology, shared by a community';

const announcement = (page: Page) => page.getByTestId('announcer').textContent();

/** A verified, validated member made by the admin, speaking `locale`. */
async function createMember(h: Harness, locale: string) {
  const admin = await h.newPage();
  await signInThroughApi(admin, ADMIN);
  const suffix = randomBytes(4).toString('hex');
  const account = { email: `member-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };
  const now = new Date().toISOString();
  const document = await api(admin, 'POST', '/api/v1/users', {
    data: { type: 'users', attributes: { firstName: 'Inès', lastName: 'Morel', locale, emailVerifiedAt: now, validatedAt: now, ...account } },
  });
  await admin.context().close();
  return { ...account, id: (document!.data as { id: string }).id };
}

async function signInOnScreen(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
}

describe('what a new user meets in the shell', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', MOBILE]] as const) {
    test(`the page ends with its footer: no blank screen below it (${name})`, async () => {
      const page = await h.newPage(viewport);
      await page.goto('/errors/not-found');
      await page.getByRole('contentinfo').waitFor();
      const [pageHeight, footerBottom] = await page.evaluate(() => [
        document.documentElement.scrollHeight,
        document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
      ]);
      assert.ok(pageHeight <= Math.ceil(footerBottom), `the page is ${pageHeight} px high, its footer ends at ${footerBottom} px`);
      await expectNoAxeViolations(page, `not found (${name})`);
    });
  }

  test('the cookie dialog asks with every optional cookie off, stays until answered, then leaves focus where it was', async () => {
    const page = await h.newPage(MOBILE, { consent: false });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('switch', { name: 'YouTube videos' }).waitFor();
    for (const provider of ['YouTube videos', 'Vimeo videos']) assert.equal(await dialog.getByRole('switch', { name: provider }).isChecked(), false, `${provider} starts off`);
    await expectNoAxeViolations(page, 'forced cookie dialog (phone)');
    await page.keyboard.press('Escape');
    assert.ok(await dialog.isVisible(), 'Escape leaves the forced dialog open');
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookies_consent');
    assert.deepEqual(JSON.parse(decodeURIComponent(cookie!.value)), { youtube: false, vimeo: false }, 'saving the switches as shown refuses both');
    // Nothing opened the dialog on a first visit: the focus goes to the main content.
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN');

    const button = page.getByRole('button', { name: 'Manage cookies' });
    await button.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await button.evaluate((element) => element === document.activeElement), true, 'focus back on the footer button');
  });

  test('on a phone, the menu drawer is a dialog with a name, a heading, a close button and the language choice', async () => {
    const page = await h.newPage(MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    const openButton = page.getByRole('button', { name: 'Open the menu' });
    await openButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('heading', { level: 2, name: 'Menu' }).waitFor();
    await drawer.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Terms of use' }).waitFor();
    await expectNoAxeViolations(page, 'phone menu drawer');

    await drawer.getByRole('button', { name: 'Close the menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await openButton.evaluate((element) => element === document.activeElement), true, 'focus back on the menu button');

    await openButton.click();
    await drawer.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Les aides techniques, partagées par une communauté' }).waitFor();
  });

  test('on a phone, the admin area’s drawer is a dialog with a heading, a close button and the language choice too', async () => {
    const page = await h.newPage(MOBILE);
    await signInThroughApi(page, ADMIN);
    await page.goto('/admin/dashboard');
    const openButton = page.getByRole('button', { name: 'Open the administration menu' });
    await openButton.click();
    const drawer = page.getByRole('dialog', { name: 'Administration menu' });
    await drawer.getByRole('heading', { level: 2, name: 'Administration menu' }).waitFor();
    await drawer.getByRole('button', { name: 'Language: English' }).waitFor();
    await expectNoAxeViolations(page, 'phone admin drawer');
    await drawer.getByRole('button', { name: 'Close the menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await openButton.evaluate((element) => element === document.activeElement), true, 'focus back on the menu button');
  });

  test('signing out lands on sign-in without the members notice, and the announcement names the screen shown', async () => {
    const member = await createMember(h, 'en');
    const page = await h.newPage();
    await signInThroughApi(page, member);
    await page.goto('/account/profile');
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=announcer]')?.textContent === 'My profile has loaded');

    await page.getByRole('button', { name: /My account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=announcer]')?.textContent === 'Sign in has loaded');
    const url = new URL(page.url());
    assert.equal(`${url.pathname}${url.search}`, '/auth/sign-in');
    assert.equal(await page.getByText('the page you asked for is for signed-in members', { exact: false }).count(), 0);
    await expectNoAxeViolations(page, 'sign-in after signing out');

    // An in-app move to another screen replaces the announcement with that screen's.
    await page.getByRole('main').getByRole('link', { name: /forgot/i }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /password/i }).waitFor();
    const forgotTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await page.waitForFunction((title) => document.querySelector('[data-testid=announcer]')?.textContent === `${title} has loaded`, forgotTitle);
    assert.equal(await announcement(page), `${forgotTitle} has loaded`);
  });

  test('after signing in, the interface speaks the account’s language at once', async () => {
    const member = await createMember(h, 'fr');
    const page = await h.newPage();
    await signInOnScreen(page, member);
    // A validated member without roles lands on their account (not an empty back office), in French without a reload.
    await page.getByRole('heading', { level: 1, name: 'Mon profil' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/account/profile');
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).waitFor();
    await expectNoAxeViolations(page, 'profile in French after sign-in');
  });

  test('the profile offers no avatar address, the top bar shows initials, and the server refuses another site’s picture', async () => {
    const member = await createMember(h, 'en');
    const page = await h.newPage();
    await signInThroughApi(page, member);
    await page.goto('/account/profile');
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    assert.equal(await page.getByLabel(/picture address/i).count(), 0, 'no avatar address field');
    assert.equal(await page.getByRole('banner').getByTestId('user-avatar').textContent(), 'IM');
    await expectNoAxeViolations(page, 'profile without the avatar address');

    const response = await call(page, 'PATCH', `/api/v1/users/${member.id}`, { data: { type: 'users', id: member.id, attributes: { avatarUrl: 'https://example.org/me.png' } } });
    assert.equal(response.status(), 422);
    const { errors } = (await response.json()) as { errors: { code: string; source: { pointer: string } }[] };
    assert.deepEqual(errors.map((error) => [error.code, error.source.pointer]), [['validation.avatar_url', '/data/attributes/avatarUrl']]);
  });
});
