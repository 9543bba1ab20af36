/**
 * The authentication screens on the real server: guard redirects, sign-in by keyboard alone,
 * sign-out, a wrong password, registration and e-mail verification, forgotten password, two-factor
 * by e-mail — with the mail the server captured — and axe on every screen, desktop and phone.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { linkIn, waitForMail } from './mail.ts';

const PROFILE = '/account/profile';
const DASHBOARD = '/admin/dashboard';
/** The account registered through the screens, then verified, reset and put under two-factor. */
const MEMBER = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@e2e.relais.local', password: 'Relais-e2e-journey-first', newPassword: 'Relais-e2e-journey-second' };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') ?? document.activeElement?.textContent?.trim() ?? '');

/** axe on the screen as it is, at desktop then phone width (the page returns to desktop width). */
async function expectAccessible(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} (desktop)`);
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations(page, `${label} (phone)`);
  await page.setViewportSize(DESKTOP);
}

async function fillSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

describe('the authentication screens', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('a visitor on a page that needs sign-in signs in, comes back to it, is sent on from sign-in, then signs out', async () => {
    const page = await h.newPage();
    await page.goto(PROFILE);
    await heading(page, 'Sign in').waitFor();
    const query = new URL(page.url()).searchParams;
    assert.equal(query.get('redirectUrl'), PROFILE);
    assert.equal(query.get('guarded'), 'auth');
    await page.getByText('Sign in to continue: the page you asked for is for signed-in members.').waitFor();
    assert.equal(await page.title(), 'Relais - Sign in');
    await expectAccessible(page, 'sign-in, guarded');

    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await heading(page, 'My profile').waitFor();
    assert.equal(pathOf(page), PROFILE);

    await page.goto('/auth/sign-in');
    await page.waitForURL((url) => url.pathname === DASHBOARD);

    await page.locator('header').getByRole('button', { name: /My account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await heading(page, 'Sign in').waitFor();
    await page.goto(PROFILE);
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
  });

  test('signing in works with the keyboard alone', async () => {
    const page = await h.newPage();
    await page.goto('/auth/sign-in');
    await heading(page, 'Sign in').waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'email', 'the first field after the skip link is the e-mail address');
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'current-password');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === DASHBOARD);
  });

  test('a wrong password is said on the form, as an alert', async () => {
    const page = await h.newPage();
    await page.goto('/auth/sign-in');
    await fillSignIn(page, ADMIN.email, 'not the password at all');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.textContent())?.trim(), 'The e-mail address or the password is wrong.');
    assert.equal(pathOf(page), '/auth/sign-in');
    await expectAccessible(page, 'sign-in, wrong password');
  });

  test('a new account registers, is told to check its mailbox, signs in, and confirms its address from the mail', async () => {
    const page = await h.newPage();
    await page.goto('/auth/register');
    await heading(page, 'Create an account').waitFor();
    await expectAccessible(page, 'register');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill(MEMBER.firstName);
    await main.getByLabel('Last name').fill(MEMBER.lastName);
    await main.getByLabel('E-mail address').fill(MEMBER.email);
    await main.getByLabel(/^Password/).fill(MEMBER.password);
    await main.getByLabel('Confirm the password').fill(MEMBER.password);
    await main.getByRole('button', { name: 'Create my account' }).click();
    // The answer is the same whether or not the address is taken: nobody is signed in yet.
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    await page.getByText('Check your mailbox: follow the link we sent, then sign in.').first().waitFor();
    await fillSignIn(page, MEMBER.email, MEMBER.password);
    await page.waitForURL((url) => url.pathname !== '/auth/sign-in');

    await page.goto('/auth/email/verify');
    await heading(page, 'Confirm your e-mail address').waitFor();
    await page.getByText(`We have sent a confirmation link to ${MEMBER.email}.`, { exact: false }).waitFor();
    await expectAccessible(page, 'verify e-mail');
    await main.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText(`A new link has been sent to ${MEMBER.email}.`).first().waitFor();

    const link = linkIn(await waitForMail(h.dataDir, MEMBER.email, 2), `${h.baseUrl}/auth/email/verify/`);
    await page.goto(link.replace(/signature=[^&]+/, 'signature=forged'));
    await heading(page, 'This confirmation link no longer works').waitFor();
    assert.equal(pathOf(page), '/auth/email/verify/expired');
    await expectAccessible(page, 'verify e-mail, expired');

    await page.goto('/auth/not-validated');
    await heading(page, 'Your account awaits validation').waitFor();
    await expectAccessible(page, 'not validated');

    await page.goto(link);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    assert.notEqual(pathOf(page), '/auth/email/verify/expired');
    await page.goto('/auth/email/verify');
    await page.waitForURL((url) => url.pathname !== '/auth/email/verify');
  });

  test('a forgotten password is reset from the mailed link, and the new one signs in', async () => {
    const page = await h.newPage();
    await page.goto('/auth/password/forgot');
    await heading(page, 'Forgotten password').waitFor();
    await expectAccessible(page, 'forgotten password');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail address').fill(MEMBER.email);
    await main.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account uses this address, we have sent it a link', { exact: false }).waitFor();

    await page.goto(`/auth/password/reset/not-a-token/${encodeURIComponent(MEMBER.email)}`);
    await main.getByLabel('New password').fill(MEMBER.newPassword);
    await main.getByLabel('Confirm the password').fill(MEMBER.newPassword);
    await main.getByRole('button', { name: 'Change the password' }).click();
    await main.getByRole('alert').filter({ hasText: 'This link is invalid, already used or expired.' }).waitFor();

    const mail = await waitForMail(h.dataDir, MEMBER.email, 3);
    await page.goto(linkIn(mail, `${h.baseUrl}/auth/password/reset/`));
    await heading(page, 'Choose a new password').waitFor();
    await expectAccessible(page, 'reset password');
    await main.getByLabel('New password').fill(MEMBER.newPassword);
    await main.getByLabel('Confirm the password').fill(MEMBER.newPassword);
    await main.getByRole('button', { name: 'Change the password' }).click();
    await heading(page, 'Sign in').waitFor();
    await page.getByText('Your password has been changed. Sign in with it.').waitFor();

    await fillSignIn(page, MEMBER.email, MEMBER.newPassword);
    await page.waitForURL((url) => url.pathname === PROFILE);
  });

  test('with two-factor by e-mail, the mailed code (sent again on request) finishes the sign-in', async () => {
    const page = await h.newPage();
    await page.goto('/auth/sign-in');
    await fillSignIn(page, MEMBER.email, MEMBER.newPassword);
    await page.waitForURL((url) => url.pathname === PROFILE);
    await api(page, 'POST', '/auth/two-factor/email', { password: MEMBER.newPassword });
    await api(page, 'POST', '/auth/logout');

    await page.goto(`/auth/sign-in?redirectUrl=${encodeURIComponent('/site-map')}`);
    await fillSignIn(page, MEMBER.email, MEMBER.newPassword);
    await heading(page, 'Two-step verification').waitFor();
    assert.equal(pathOf(page), '/auth/two-factor/email');
    assert.equal(new URL(page.url()).searchParams.get('redirectUrl'), '/site-map');
    const code = page.getByRole('main').getByLabel('Verification code');
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    await waitForMail(h.dataDir, MEMBER.email, 4);
    await expectAccessible(page, 'two-factor');

    await page.getByRole('main').getByRole('button', { name: 'Send the code again' }).click();
    await page.getByText('A new code has been sent. The previous one no longer works.').first().waitFor();
    const mail = await waitForMail(h.dataDir, MEMBER.email, 5);
    const sent = /\b(\d{6})\b/.exec(mail.text)?.[1];
    assert.ok(sent, `a 6-digit code in: ${mail.text}`);
    await code.fill(sent);
    await page.getByRole('main').getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/site-map');
  });
});
