import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, MOBILE, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const PROFILE = '/account/profile';
/** A 1×1 PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The admin, signed in through the API (independent of the sign-in screen), on `path`. */
async function signedIn(h: Harness, path = PROFILE, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await h.newPage(viewport);
  await signInThroughApi(page, ADMIN);
  await page.goto(path);
  return page;
}

async function openProfile(h: Harness, viewport?: { width: number; height: number }) {
  const page = await signedIn(h, PROFILE, viewport);
  await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
  return page;
}

/** The section (a named region) holding one form of the profile. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function saveSection(page: Page, name: string) {
  await section(page, name).getByRole('button', { name: 'Save' }).click();
}

/** A success toast (a polite status message). */
const toastSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('the account profile, the public user profile and the site map', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('a visitor on the profile is sent to sign in, with the way back', async () => {
    const page = await h.newPage();
    await page.goto(PROFILE);
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    const query = new URL(page.url()).searchParams;
    assert.equal(query.get('redirectUrl'), PROFILE);
    assert.equal(query.get('guarded'), 'auth');
  });

  test('the profile passes axe on a desktop and on a phone', async () => {
    const page = await openProfile(h);
    await section(page, 'Identity').waitFor();
    await section(page, 'Other e-mail addresses').getByLabel('Other addresses').waitFor();
    await expectNoAxeViolations(page, 'profile, desktop');
    const phone = await openProfile(h, MOBILE);
    await section(phone, 'Other e-mail addresses').getByLabel('Other addresses').waitFor();
    await expectNoAxeViolations(phone, 'profile, phone');
  });

  test('a new first name is saved and still there after a reload', async () => {
    const page = await openProfile(h);
    const firstName = section(page, 'Identity').getByLabel('First name');
    await firstName.fill('Augusta');
    await saveSection(page, 'Identity');
    await toastSaying(page, 'Done.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    assert.equal(await section(page, 'Identity').getByLabel('First name').inputValue(), 'Augusta');
  });

  test('a refused value shows its error on the field, which gets focus', async () => {
    const page = await openProfile(h);
    const identity = section(page, 'Identity');
    await identity.getByLabel('First name').fill('');
    await saveSection(page, 'Identity');
    await identity.getByText('This field is required.').waitFor();

    // The server's own refusal: a wrong current password.
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('not-the-password');
    await password.getByLabel(/^New password/).fill('another-long-password');
    await password.getByLabel('Confirm the new password').fill('another-long-password');
    await saveSection(page, 'Password');
    await password.getByText('The current password is incorrect.').waitFor();
    const current = password.getByLabel('Current password');
    assert.equal(await current.getAttribute('aria-invalid'), 'true');
    assert.ok(await current.evaluate((element) => element === document.activeElement), 'the refused field has focus');
    await expectNoAxeViolations(page, 'profile with errors');
  });

  test('other e-mail addresses are saved one a line; a bad line is named', async () => {
    const page = await openProfile(h);
    const emails = section(page, 'Other e-mail addresses');
    const field = emails.getByLabel('Other addresses');
    await field.fill('  first@e2e.relais.local \n\nnot an address\n');
    await saveSection(page, 'Other e-mail addresses');
    await emails.getByText('Line 3: Enter a valid e-mail address.').waitFor();

    await field.fill('first@e2e.relais.local\n\n  Second@E2E.relais.local  \n');
    await saveSection(page, 'Other e-mail addresses');
    await toastSaying(page, 'Done.').waitFor();
    await page.reload();
    const reloaded = section(page, 'Other e-mail addresses').getByLabel('Other addresses');
    await page.waitForFunction(() => document.querySelector('textarea[name="secondaryEmails"]') !== null);
    assert.equal(await reloaded.inputValue(), 'first@e2e.relais.local\nsecond@e2e.relais.local');
  });

  test('leaving a form with unsaved changes asks first', async () => {
    const page = await openProfile(h);
    await section(page, 'Identity').getByLabel('Last name').fill('Changed but not saved');
    await page.getByRole('contentinfo').getByRole('link').first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'prevent-leave dialog');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    assert.equal(new URL(page.url()).pathname, PROFILE);
    assert.equal(await section(page, 'Identity').getByLabel('Last name').inputValue(), 'Changed but not saved');
  });

  test('a new interface language is saved and the page starts again in it', async () => {
    const page = await openProfile(h);
    const languages = section(page, 'Languages and time zone');
    await languages.getByLabel('Interface language').selectOption('fr');
    await Promise.all([page.waitForEvent('load'), saveSection(page, 'Languages and time zone')]);
    await page.getByRole('heading', { level: 1, name: 'Mon profil' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    await expectNoAxeViolations(page, 'profile in French');

    // Back to English, the same way.
    await section(page, 'Langues et fuseau horaire').getByLabel('Langue de l’interface').selectOption('en');
    await Promise.all([page.waitForEvent('load'), section(page, 'Langues et fuseau horaire').getByRole('button', { name: 'Enregistrer' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
  });

  test('the organizations the user belongs to, with their access level, and the one the user acts for', async () => {
    const page = await openProfile(h);
    const organizations = section(page, 'Organizations');
    await organizations.getByRole('listitem').filter({ hasText: 'Relais demo' }).filter({ hasText: 'access level:' }).waitFor();
    const actingAs = organizations.getByLabel('Act on behalf of');
    assert.match((await actingAs.locator('option:checked').textContent()) ?? '', /Relais demo$/);
  });

  test('two-factor sign-in with an authenticator app: enrol, see the recovery codes once, turn it off', async () => {
    const page = await openProfile(h);
    const twoFactor = section(page, 'Two-factor sign-in');
    await twoFactor.getByText('Status: off').waitFor();
    await twoFactor.getByLabel('Current password').fill(ADMIN.password);
    await twoFactor.getByRole('button', { name: 'Use an authenticator app' }).click();
    await twoFactor.getByRole('img', { name: 'QR code to scan with an authenticator app' }).waitFor();
    const secret = (await twoFactor.getByTestId('totp-secret').textContent())!.trim();
    assert.match(secret, /^[A-Z2-7]+=*$/, 'the secret is base32 text to type by hand');
    await expectNoAxeViolations(page, 'TOTP enrolment');

    await twoFactor.getByLabel('Code from the app').fill(await generate({ secret }));
    await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    assert.ok((await codes.count()) >= 8, 'several recovery codes are shown');
    await twoFactor.getByText('Status: on, with an authenticator app').waitFor();
    // The confirmation's toast may still be on its way: judge the screen once it has appeared.
    await page.getByTestId('toast').waitFor({ timeout: 5000 }).catch(() => undefined);
    await expectNoAxeViolations(page, 'recovery codes');
    await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
    assert.equal(await twoFactor.getByRole('list', { name: 'Recovery codes' }).count(), 0, 'the codes are shown only once');

    // The server now asks for a code at sign-in.
    const probe = await h.newPage();
    await probe.request.get('/api/v1/users/me');
    const token = (await probe.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    const login = await probe.request.post('/auth/login', { data: { email: ADMIN.email, password: ADMIN.password }, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
    assert.deepEqual(await login.json(), { state: 'two_factor_required', strategy: 'totp' });

    await twoFactor.getByLabel('Current password').fill(ADMIN.password);
    await twoFactor.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await twoFactor.getByText('Status: off').waitFor();
  });

  test('anyone sees a member’s name, picture or initials, and nothing of their rights', async () => {
    const admin = await signedIn(h, '/');
    const me = await (await admin.request.get('/api/v1/users/me', { headers: { Accept: 'application/vnd.api+json' } })).json();
    const id = me.data.id as string;
    const { firstName, lastName } = me.data.attributes as { firstName: string; lastName: string };
    for (const viewport of [undefined, MOBILE]) {
      const page = await h.newPage(viewport);
      await page.goto(`/users/${id}/profile`);
      await page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` }).waitFor();
      await page.getByText(`${firstName[0]}${lastName[0]}`, { exact: true }).waitFor();
      // Whether someone is an administrator is nobody else's business (issue 8, item 11).
      assert.equal(await page.getByText('Administrator', { exact: true }).count(), 0);
      await expectNoAxeViolations(page, `public profile ${viewport ? 'phone' : 'desktop'}`);
    }
  });

  test('an unknown member is the not-found screen', async () => {
    const page = await h.newPage();
    await page.goto('/users/00000000-0000-4000-8000-00000000abcd/profile');
    await page.waitForURL((url) => url.pathname === '/errors/not-found');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  test('a member uploads a profile picture, sees it in the top bar and on their public profile, then removes it', async () => {
    const page = await openProfile(h);
    const picture = section(page, 'Profile picture');
    await picture.getByText('You have no picture: your initials are shown.').waitFor();
    await picture.getByLabel('Upload a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
    await picture.getByRole('button', { name: 'Remove the picture' }).waitFor();
    const me = await (await page.request.get('/api/v1/users/me', { headers: { Accept: 'application/vnd.api+json' } })).json();
    const avatarUrl = me.data.attributes.avatarUrl as string;
    assert.match(avatarUrl, /^\/services\/files\/[^/]+$/);
    // The stored picture is served, as an image, to anyone.
    const served = await h.newPage();
    const file = await served.request.get(avatarUrl);
    assert.equal(file.status(), 200);
    assert.match(file.headers()['content-type'] ?? '', /^image\/png/);
    await page.reload();
    await page.getByRole('banner').locator(`img[src="${avatarUrl}"]`).waitFor();
    await expectNoAxeViolations(page, 'profile with a picture');
    await served.goto(`/users/${me.data.id as string}/profile`);
    await served.locator(`main img[src="${avatarUrl}"]`).waitFor();
    await section(page, 'Profile picture').getByRole('button', { name: 'Remove the picture' }).click();
    await section(page, 'Profile picture').getByText('You have no picture: your initials are shown.').waitFor();
  });

  test('the site map lists the pages, the menu and the visitor’s account entries', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const page = await h.newPage(viewport);
      await page.goto('/site-map');
      await page.getByRole('heading', { level: 1, name: 'Site map' }).waitFor();
      const pages = page.getByRole('region', { name: 'Pages' });
      await pages.getByRole('link', { name: 'Terms of use' }).waitFor();
      await page.getByRole('region', { name: 'Menu' }).getByRole('link').first().waitFor();
      await page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'Sign in' }).waitFor();
      await expectNoAxeViolations(page, `site map ${viewport ? 'phone' : 'desktop'}`);
    }
    const member = await signedIn(h, '/site-map');
    await member.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'My profile' }).click();
    await member.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
  });
});
