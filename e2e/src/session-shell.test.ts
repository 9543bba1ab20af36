/**
 * The shell around the session: guard redirects, the admin area and its drawer, banners, global
 * dialogs, toasts and the loading bar, and what one tab tells the others — on the real server.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, call, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { chooseOption } from './select.ts';
import { ADMIN, MOBILE, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** Waits until the app's own navigation (history API, no page load) reaches `path`. */
const atPath = (page: Page, path: string) => page.waitForFunction((expected) => window.location.pathname === expected, path);


interface Account {
  id: string;
  email: string;
  password: string;
  firstName: string;
}

/** A user made by the admin, with the verification, validation and roles the test needs. */
async function createUser(adminPage: Page, { verified = true, validated = true, roles = [] as string[] } = {}): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  const account = { email: `user-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x`, firstName: `Zoé${suffix.slice(0, 2)}` };
  const now = new Date().toISOString();
  const document = await api(adminPage, 'POST', '/api/v1/users', {
    data: {
      type: 'users',
      attributes: {
        firstName: account.firstName,
        lastName: 'Martin',
        email: account.email,
        password: account.password,
        emailVerifiedAt: verified ? now : null,
        validatedAt: validated ? now : null,
      },
      relationships: { roles: { data: roles.map((id) => ({ type: 'roles', id })) } },
    },
  });
  return { ...account, id: (document?.data as { id: string }).id };
}

async function newSignedInPage(h: Harness, account: { email: string; password: string }, viewport?: { width: number; height: number }) {
  const page = await h.newPage(viewport);
  await signInThroughApi(page, account);
  return page;
}

/**
 * Opens the footer's parameters dialog. Its code loads on the first click; on a loaded machine a
 * click that lands while the signed-in shell is still settling can be lost: clicked again then.
 */
async function openParameters(page: Page) {
  const parameters = page.getByRole('dialog', { name: 'Settings' });
  for (let attempt = 0; ; attempt++) {
    if (!(await parameters.isVisible())) await page.getByRole('contentinfo').getByRole('button', { name: 'Settings' }).click();
    try {
      await parameters.waitFor({ timeout: attempt < 2 ? 10_000 : 30_000 });
      return parameters;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

describe('the shell around the session', () => {
  let h: Harness;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await newSignedInPage(h, ADMIN);
  });
  after(() => h?.close());

  test('the guard sends a visitor on the admin area to sign-in with the redirect URL and guarded=auth', async () => {
    const page = await h.newPage();
    await page.goto('/admin/dashboard');
    await atPath(page, '/auth/sign-in');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('redirectUrl'), '/admin/dashboard');
    assert.equal(url.searchParams.get('guarded'), 'auth');
  });

  test('the guard sends an unverified user to e-mail verification, a not validated one to not-validated, one without roles to unauthorized', async () => {
    const unverified = await newSignedInPage(h, await createUser(admin, { verified: false, validated: false }));
    await unverified.goto('/admin/dashboard');
    await atPath(unverified, '/auth/email/verify');
    assert.equal(new URL(unverified.url()).searchParams.get('redirectUrl'), '/admin/dashboard');

    const notValidated = await newSignedInPage(h, await createUser(admin, { validated: false }));
    await notValidated.goto('/admin/dashboard');
    await atPath(notValidated, '/auth/not-validated');

    // A page for contributors only: a member without that role is unauthorized, a visitor signs in first.
    await api(admin, 'POST', '/api/v1/app-pages', {
      data: {
        type: 'app-pages',
        attributes: { path: '/e2e-contributors', title: 'Contributors', requiresAuth: true },
        relationships: { roles: { data: [{ type: 'roles', id: 'contributor' }] } },
      },
    });
    const member = await newSignedInPage(h, await createUser(admin));
    await member.goto('/e2e-contributors');
    await atPath(member, '/errors/unauthorized');
    assert.equal(new URL(member.url()).searchParams.get('redirectUrl'), '/e2e-contributors');
    await member.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    // A page asking for the lowest level (contact): a member without any level has none, here as on the server.
    await api(admin, 'POST', '/api/v1/app-pages', {
      data: {
        type: 'app-pages',
        attributes: { path: '/e2e-contacts', title: 'Contacts', requiresAuth: true },
        relationships: { accessLevel: { data: { type: 'access-levels', id: 'contact' } } },
      },
    });
    await member.goto('/e2e-contacts');
    await atPath(member, '/errors/unauthorized');
    assert.equal((await call(member, 'GET', '/api/v1/app-pages?filter[path]=/e2e-contacts').then((response) => response.json())).data.length, 0);
    const visitor = await h.newPage();
    await visitor.goto('/e2e-contributors');
    await atPath(visitor, '/auth/sign-in');
    assert.equal(new URL(visitor.url()).searchParams.get('redirectUrl'), '/e2e-contributors');
  });

  test('with validation requests on, a validated user without roles reaches the dashboard', async () => {
    const member = await newSignedInPage(h, await createUser(admin));
    await member.goto('/admin/dashboard');
    await member.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  test('a signed-in user on a guest-only route goes to the redirect URL, else the default destination', async () => {
    const page = await newSignedInPage(h, ADMIN);
    await page.goto('/auth/sign-in?redirectUrl=%2Flegal%2Fnotice');
    await atPath(page, '/legal/notice');
    await page.goto('/auth/sign-in');
    await atPath(page, '/admin/dashboard');
  });

  test('the admin area: a drawer open by default on desktop, reducible to icons, no site menu; axe-clean', async () => {
    const page = await newSignedInPage(h, ADMIN);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const drawer = page.getByRole('navigation', { name: 'Administration menu' });
    await drawer.getByRole('link', { name: 'Dashboard' }).waitFor();
    assert.equal(await drawer.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'), 'page');
    assert.equal(await page.getByRole('navigation', { name: 'Menu', exact: true }).count(), 0, 'no site menu in the admin area');
    assert.equal(Math.round((await drawer.boundingBox())?.width ?? 0), 256);
    await expectNoAxeViolations(page, 'admin dashboard, drawer open');
    await page.getByRole('button', { name: 'Reduce the menu' }).click();
    await page.getByRole('button', { name: 'Expand the menu' }).waitFor();
    assert.equal(Math.round((await drawer.boundingBox())?.width ?? 0), 56);
    await expectNoAxeViolations(page, 'admin dashboard, mini drawer');
  });

  test('on a phone, the admin drawer is closed until its button opens it', async () => {
    const page = await newSignedInPage(h, ADMIN, MOBILE);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Administration menu' }).count(), 0);
    await expectNoAxeViolations(page, 'admin dashboard on a phone');
    await page.getByRole('button', { name: 'Open the administration menu' }).click();
    await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'Back to the site' }).click();
    await atPath(page, '/');
  });

  test('the account menu leads to the profile and the dashboard, and signs out', async () => {
    const page = await newSignedInPage(h, ADMIN);
    await page.goto('/legal/notice');
    await page.getByRole('button', { name: /My account/ }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await expectNoAxeViolations(page, 'account menu open');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await atPath(page, '/auth/sign-in');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    const me = await api(page, 'GET', '/api/v1/users/me');
    assert.deepEqual(me, { data: null });
  });

  test('signing out in one tab signs out the others', async () => {
    const first = await newSignedInPage(h, ADMIN);
    await first.goto('/legal/notice');
    const second = await first.context().newPage();
    await second.goto('/legal/terms');
    await second.getByRole('button', { name: /My account/ }).waitFor();
    await first.getByRole('button', { name: /My account/ }).click();
    await first.getByRole('menuitem', { name: 'Sign out' }).click();
    // The other tab reloads and starts as a visitor.
    await second.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  });

  test('an admin acting as a user sees who, and comes back with the stop button', async () => {
    const member = await createUser(admin);
    const page = await newSignedInPage(h, ADMIN);
    await api(page, 'POST', `/api/v1/services/users/${member.id}/impersonate`);
    await page.goto('/legal/notice');
    const banner = page.getByText(`You are acting as ${member.firstName} Martin.`);
    await banner.waitFor();
    await expectNoAxeViolations(page, 'impersonation banner');
    await page.getByRole('button', { name: 'Stop acting as this user' }).click();
    await atPath(page, '/');
    await page.getByRole('button', { name: /My account/ }).waitFor();
    assert.equal(await banner.count(), 0);
  });

  test('a changed environment shows the banner, whose button reloads the page', async () => {
    const page = await h.newPage();
    await page.goto('/legal/notice');
    await page.getByRole('heading', { level: 1, name: 'Legal notice' }).waitFor();
    await api(admin, 'PATCH', '/api/v1/app-envs/main', { data: { type: 'app-envs', id: 'main', attributes: { description: `changed ${Date.now()}` } } });
    // Coming back to the tab makes it ask the server.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText('A new version of the site is available.').waitFor();
    await expectNoAxeViolations(page, 'environment banner');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legal notice' }).waitFor();
    assert.equal(await page.getByText('A new version of the site is available.').count(), 0);
  });

  test('no answer from the server opens the network dialog; the loading bar shows meanwhile', async () => {
    const page = await h.newPage();
    await page.goto('/');
    // The server draws the page: until the app has taken it over, a link is a plain link (a new document, no call).
    await page.waitForFunction(() => /has loaded$/.test(document.querySelector('[data-testid=announcer]')?.textContent ?? ''));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/services/app-pages/**', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click();
    await page.getByRole('progressbar', { name: 'Loading…' }).waitFor();
    release();
    const dialog = page.getByRole('alertdialog', { name: 'No connection' });
    await dialog.waitFor();
    // The connection comes back: the query's retries (1 s, then 2 s later) now get their answer.
    // While it was cut each failed retry opened the dialog again, so on a slow machine a retry could
    // fail after the Close below and reopen it (session 27's CI).
    await page.unroute('**/api/v1/services/app-pages/**');
    await expectNoAxeViolations(page, 'network dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
  });

  test('a session ended elsewhere opens the expired-session dialog, which leads to sign-in', async () => {
    const page = await newSignedInPage(h, await createUser(admin));
    await page.goto('/legal/notice');
    await page.getByRole('button', { name: /My account/ }).waitFor();
    // The session ends on the server (signed out from another browser with the same cookies),
    // while this page still holds them: its next call is answered 401 session_expired.
    const elsewhere = await h.browser.newContext({ baseURL: h.baseUrl });
    await elsewhere.addCookies(await page.context().cookies());
    await api(await elsewhere.newPage(), 'POST', '/auth/logout');
    await elsewhere.close();
    const parameters = await openParameters(page);
    await chooseOption(page, parameters.getByRole('combobox', { name: 'Edition language' }), 'Français');
    await parameters.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Your session has expired' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'expired-session dialog');
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/sign-in' && url.searchParams.get('redirectUrl') === '/legal/notice');
  });

  test('a session ended elsewhere is told by the first call that hears it, the bell’s quiet count included', async () => {
    const page = await newSignedInPage(h, await createUser(admin));
    await page.goto('/legal/notice');
    await page.getByRole('button', { name: /My account/ }).waitFor();
    const elsewhere = await h.browser.newContext({ baseURL: h.baseUrl });
    await elsewhere.addCookies(await page.context().cookies());
    await api(await elsewhere.newPage(), 'POST', '/auth/logout');
    await elsewhere.close();
    // Another screen: the bell asks its count again, the one call the server says it to (its cookie
    // cleared as it answers); a later change would otherwise be refused as a visitor's, unexplained.
    const count = page.waitForResponse((response) => response.url().includes('/notifications/') && response.status() === 401);
    await page.getByRole('link', { name: 'Terms of use' }).first().click();
    await count;
    await page.getByRole('alertdialog', { name: 'Your session has expired' }).waitFor();
  });

  test('the footer’s parameters are saved on the account and confirmed by a toast', async () => {
    const account = await createUser(admin);
    const page = await newSignedInPage(h, account);
    await page.goto('/legal/notice');
    const parameters = await openParameters(page);
    await expectNoAxeViolations(page, 'parameters dialog');
    await chooseOption(page, parameters.getByRole('combobox', { name: 'Edition language' }), 'Italiano');
    await parameters.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Done.' }).waitFor();
    const me = (await api(page, 'GET', '/api/v1/users/me')) as { data: { attributes: { editionLocale: string } } };
    assert.equal(me.data.attributes.editionLocale, 'it');
  });

  test('a server failure opens the unexpected-error dialog, once', async () => {
    const page = await newSignedInPage(h, await createUser(admin));
    await page.goto('/legal/notice');
    await page.getByRole('button', { name: /My account/ }).waitFor();
    await page.route('**/api/v1/users/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/vnd.api+json', body: JSON.stringify({ errors: [{ status: '500', title: 'Internal error' }] }) })
        : route.fallback(),
    );
    const parameters = await openParameters(page);
    await chooseOption(page, parameters.getByRole('combobox', { name: 'Edition language' }), 'Dansk');
    await parameters.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await dialog.waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 1);
    await expectNoAxeViolations(page, 'unexpected-error dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
