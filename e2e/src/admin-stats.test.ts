/**
 * The back office's statistics on the real server (issue 10 item 6): views and downloads recorded
 * through the public call, an admin reading them per day and kind and among the most viewed items,
 * a banned origin's records left out, the drawer's statistics category, axe in both themes.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, call, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

async function signedIn(h: Harness, { dark = false } = {}) {
  const page = await h.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, ADMIN);
  return page;
}

const record = (page: Page, event: 'view' | 'download', resourceId: string, times: number) =>
  api(page, 'POST', '/api/v1/services/stats/records', { records: Array.from({ length: times }, () => ({ event, resourceType: 'organizations', resourceId })) });

describe('the statistics screen', () => {
  let h: Harness;
  let name: string;
  let organization: string;
  before(async () => {
    h = await startHarness();
    const page = await signedIn(h);
    name = `Stats lab ${randomBytes(3).toString('hex')}`;
    organization = ((await api(page, 'POST', '/api/v1/organizations', { data: { type: 'organizations', attributes: { name } } }))!.data as { id: string }).id;
    await record(page, 'view', organization, 3);
    await record(page, 'download', organization, 2);
    // A site banned by an admin: what it sends is answered alike and kept nowhere.
    await api(page, 'POST', '/api/v1/stats-banned-origins', { data: { type: 'stats-banned-origins', attributes: { origin: 'https://spam.e2e.example' } } });
    const banned = await page.request.fetch('/api/v1/services/stats/records', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value), origin: 'https://www.spam.e2e.example' },
      data: JSON.stringify({ records: [{ event: 'view', resourceType: 'organizations', resourceId: organization }] }),
    });
    assert.equal(banned.status(), 204);
    await page.close();
  });
  after(() => h?.close());

  test('an admin reaches the statistics from the drawer and reads the views of the last 30 days per kind and the most viewed items', async () => {
    const page = await signedIn(h);
    await page.goto('/admin/dashboard');
    // The menu's categories are closed but for the screen's own: open this one.
    const opener = page.getByRole('button', { name: 'Statistics', exact: true });
    if ((await opener.getAttribute('aria-expanded')) === 'false') await opener.click();
    const category = page.getByRole('list', { name: 'Statistics' });
    await category.getByRole('link', { name: 'Banned origins' }).waitFor();
    await category.getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();

    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Organizations' }).click();
    await page.getByText('Records in the period: 3').waitFor();
    const table = page.getByRole('table', { name: 'Views per day and kind' });
    assert.deepEqual(await table.getByRole('columnheader').allTextContents(), ['Day', 'Organizations']);
    assert.equal(await table.getByRole('row').count(), 31);
    assert.equal(await table.getByRole('row').last().getByRole('cell').textContent(), '3');
    await page.getByRole('figure', { name: 'Views per day' }).locator('svg').last().waitFor();

    const top = page.getByRole('region', { name: 'Most viewed' });
    await top.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: '3' }).waitFor();

    // The choice goes through the address (a navigation), so it is checked a moment after the click.
    await page.getByRole('radio', { name: 'Downloads' }).click();
    await page.getByRole('heading', { name: 'Most downloaded' }).waitFor();
    assert.equal(await page.getByRole('radio', { name: 'Downloads' }).isChecked(), true);
    await page.getByText('Records in the period: 2').waitFor();
    assert.match(new URL(page.url()).search, /event=download/);

    await page.getByRole('region', { name: 'Most downloaded' }).getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/admin/resources/organizations/show/${organization}`);
  });

  test('a visitor is refused the summary', async () => {
    const page = await h.newPage();
    assert.equal((await call(page, 'GET', '/api/v1/services/stats/summary')).status(), 401);
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the statistics screen has no axe violation (${theme})`, async () => {
      const page = await signedIn(h, { dark: theme === 'dark' });
      await page.goto('/admin/stats');
      await page.getByRole('table', { name: 'Views per day and kind' }).waitFor();
      await page.getByRole('figure', { name: 'Views per day' }).locator('svg').last().waitFor();
      await expectNoAxeViolations(page, `statistics (${theme})`);
    });
  }
});
