/**
 * What a new member meets (issue 21, items 20–23 and 27): a registration that files its validation
 * request and ends on their account once accepted, a newsletter choice that survives a reload,
 * fallback content that says its language, legal pages without placeholders, and an unknown
 * address that logs nothing in the console — with axe on each screen.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';
import { linkIn, waitForMail } from './mail.ts';

const MEMBER = { firstName: 'Nora', lastName: 'Lind', email: 'nora.lind@e2e.relais.local', password: 'Relais-e2e-new-member-1' };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signInOnScreen(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

describe('what a new member meets', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('registering files the validation request, the admins see it waiting, accepting mails the member, who lands on their account', async () => {
    const page = await h.newPage();
    await page.goto('/auth/register');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill(MEMBER.firstName);
    await main.getByLabel('Last name').fill(MEMBER.lastName);
    await main.getByLabel('E-mail address').fill(MEMBER.email);
    await main.getByLabel(/^Password/).fill(MEMBER.password);
    await main.getByLabel('Confirm the password').fill(MEMBER.password);
    await main.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    await signInOnScreen(page, MEMBER.email, MEMBER.password);
    await page.waitForURL((url) => url.pathname !== '/auth/sign-in');
    await page.goto(linkIn(await waitForMail(h.dataDir, MEMBER.email, 1), `${h.baseUrl}/auth/email/verify/`));
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.goto('/auth/not-validated');
    await heading(page, 'Your account awaits validation').waitFor();
    await expectNoAxeViolations(page, 'not validated, request filed');

    const admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    await admin.goto('/admin/dashboard');
    await admin.getByRole('link', { name: 'Validation requests waiting for a decision: 1' }).waitFor();
    await expectNoAxeViolations(admin, 'dashboard with a request waiting');
    const pending = (await api(admin, 'GET', '/api/v1/validation-requests?filter[status]=pending&include=user'))!;
    const request = (pending.data as { id: string }[])[0]!;
    await api(admin, 'PATCH', `/api/v1/validation-requests/${request.id}`, {
      data: { type: 'validation-requests', id: request.id, relationships: { status: { data: { type: 'validation-request-statuses', id: 'accepted' } } } },
    });
    const mail = await waitForMail(h.dataDir, MEMBER.email, 2);
    assert.equal(mail.subject, 'Your Relais account is validated');

    const member = await h.newPage();
    await signInOnScreen(member, MEMBER.email, MEMBER.password);
    await heading(member, 'My profile').waitFor();
    assert.equal(new URL(member.url()).pathname, '/account/profile');
    await expectNoAxeViolations(member, 'profile after validation');
  });

  test('the newsletter choice in the profile is the one saved, after a reload', async () => {
    const page = await h.newPage();
    await signInThroughApi(page, ADMIN);
    await page.goto('/account/profile');
    const choice = page.getByRole('combobox', { name: 'Newsletter' });
    await choice.locator('option').nth(1).waitFor({ state: 'attached' });
    const saved = await choice.locator('option').nth(1).getAttribute('value');
    await choice.selectOption(saved!);
    // Reloaded once the save has answered (a "Done" elsewhere on the page must not stand for it).
    const savedAnswer = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname.startsWith('/api/v1/users/'));
    await choice.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' }).click();
    const answer = await savedAnswer;
    assert.equal(answer.status(), 200);
    assert.ok(answer.request().postData()?.includes(saved!), 'the save sends the chosen frequency');
    await page.getByText('Done', { exact: false }).first().waitFor();
    await page.reload();
    await heading(page, 'My profile').waitFor();
    await page.waitForFunction((value) => (document.querySelector('select[name="newsletterFrequency"]') as HTMLSelectElement | null)?.value === value, saved, { timeout: 10_000 });
    await expectNoAxeViolations(page, 'profile after reload');
  });

  test('in the Danish interface, demo content in English says so: lang="en" and a visible marker; English menu names carry lang="en"', async () => {
    const page = await h.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).first().click();
    await page.getByRole('menuitemradio', { name: 'Dansk' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'da');
    await page.keyboard.press('Escape');
    const hero = page.getByRole('heading', { level: 1, name: 'Assistive technology, shared by a community' });
    await hero.waitFor();
    assert.equal(await hero.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')), 'en');
    const marker = page.getByTestId('fallback-language').first();
    assert.equal(await marker.textContent(), 'Ikke oversat endnu: vises på engelsk.');
    assert.equal(await marker.getAttribute('lang'), 'da');
    // The demo menu has no Danish names: each entry's English name says so, without a marker of its own.
    const menu = page.getByRole('navigation', { name: 'Menu' }).first();
    const home = menu.getByRole('link', { name: 'Home', exact: true });
    await home.waitFor();
    assert.equal(await home.evaluate((element) => element.querySelector('[lang]')?.getAttribute('lang') ?? element.closest('[lang]')?.getAttribute('lang')), 'en');
    await expectNoAxeViolations(page, 'home in Danish with English content');
  });

  for (const path of ['/legal/notice', '/accessibility']) {
    test(`${path} shows no [placeholder]: the site's facts are filled in`, async () => {
      const page = await h.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      const text = (await page.getByRole('main').textContent()) ?? '';
      assert.doesNotMatch(text, /\[|\{\{/);
      assert.match(text, /Relais/);
      await expectNoAxeViolations(page, path);
    });
  }

  test('an unknown address shows not found and logs no error in the console', async () => {
    const page = await h.newPage();
    const errors = trackPageErrors(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/nothing-lives-here');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page, 'not found');
    assert.deepEqual(errors(), []);
  });
});
