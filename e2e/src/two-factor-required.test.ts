/**
 * A role that configuration obliges to use two-factor sign-in (TWO_FACTOR_ROLES): the server gives
 * a holder who has not enrolled a session that can only enrol, and the shell shows the set-up
 * screen until it is done.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

describe('a role that requires two-factor sign-in', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness({ env: { TWO_FACTOR_ROLES: 'admin' } });
  });
  after(() => h?.close());

  test('an admin without a second factor is sent from sign-in to its set-up, and only then reaches the admin area', async () => {
    const page = await h.newPage();
    await page.goto('/auth/sign-in');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail address').fill(ADMIN.email);
    await main.getByLabel('Password').fill(ADMIN.password);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/account/two-factor');
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    await expectNoAxeViolations(page, 'two-factor set-up required');

    // Anywhere else, the first call the server refuses brings the set-up back.
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/account/two-factor');

    await main.getByLabel('Current password').fill(ADMIN.password);
    await main.getByRole('button', { name: 'Use an authenticator app' }).click();
    const secret = (await main.getByTestId('totp-secret').textContent())!.trim();
    await main.getByLabel('Code from the app').fill(await generate({ secret }));
    await main.getByRole('button', { name: 'Confirm and turn on' }).click();
    await main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().waitFor();
    await main.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL((url) => url.pathname === '/account/profile');

    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/dashboard');
  });
});
