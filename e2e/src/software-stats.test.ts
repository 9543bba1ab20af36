/**
 * The software statistics on the real server (issue 29, items 4 and 7): the demo's month of
 * statistics read by an admin per day by version and by system (charts and tables), filtered by
 * group, exported as CSV; a member's own associations; axe in both themes.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { call, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const EVENTS = '/admin/resources/software/stats/events';
const ASSOCIATIONS = '/account/software/associations';

async function signedIn(h: Harness, { dark = false } = {}) {
  const page = await h.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, ADMIN);
  return page;
}

describe('the software statistics', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('an admin reads the events by version and system, filters by group, and exports CSV', async () => {
    const page = await signedIn(h);
    await page.goto('/admin/dashboard');
    const opener = page.getByRole('button', { name: 'Software', exact: true });
    if ((await opener.getAttribute('aria-expanded')) === 'false') await opener.click();
    await page.getByRole('link', { name: 'Software events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Software events' }).waitFor();
    assert.equal(new URL(page.url()).pathname, EVENTS);

    const versions = page.getByRole('table', { name: 'Events per day and version' });
    await versions.getByRole('columnheader', { name: '2.4.0' }).waitFor();
    assert.deepEqual((await versions.getByRole('columnheader').allTextContents()).slice(1).sort(), ['2.3.0', '2.4.0']);
    assert.equal(await versions.getByRole('row').count(), 31);
    await page.getByRole('figure', { name: 'Events — Per day by version' }).locator('svg').last().waitFor();
    const systems = page.getByRole('table', { name: 'Events per day and system' });
    assert.deepEqual((await systems.getByRole('columnheader').allTextContents()).slice(1).sort(), ['Android 14', 'Ubuntu 24.04', 'Windows 11', 'iPadOS 17']);

    await page.getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: 'Ampère school' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.has('group'));
    await systems.getByRole('columnheader', { name: 'Windows 11' }).waitFor({ state: 'detached' });
    assert.deepEqual((await systems.getByRole('columnheader').allTextContents()).slice(1).sort(), ['Android 14', 'iPadOS 17']);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^software-events-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    assert.equal(lines[0], 'day,version,system,events');
    assert.ok(lines.length > 30, text);
    assert.ok(lines.slice(1).every((line) => /^\d{4}-\d{2}-\d{2},2\.[34]\.0,(Android 14|iPadOS 17),\d+$/.test(line)), text);

    // The sessions, from the link beside the title, keep the filters.
    await page.getByRole('link', { name: 'See the Sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Software sessions' }).waitFor();
    await page.getByRole('table', { name: 'Sessions per day and system' }).getByRole('columnheader', { name: 'Android 14' }).waitFor();

    // Nothing of it for a visitor.
    const visitor = await h.newPage();
    assert.equal((await call(visitor, 'GET', '/api/v1/services/software-stats/events')).status(), 401);
    assert.equal((await call(visitor, 'GET', '/api/v1/services/software/associations')).status(), 401);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the statistics and associations screens have no axe violation (${theme})`, async () => {
      const page = await signedIn(h, { dark: theme === 'dark' });
      await page.goto(EVENTS);
      await page.getByRole('table', { name: 'Events per day and system' }).waitFor();
      await page.getByRole('figure', { name: 'Events — Per day by system' }).locator('svg').last().waitFor();
      await expectNoAxeViolations(page, `software events (${theme})`);
      // A member (the demo's admin, whose address the demo's authorization names) reads their own associations.
      await page.goto(ASSOCIATIONS);
      const service = page.getByRole('region', { name: 'Relais Speak' });
      await service.getByText('Associations left: 1').waitFor();
      assert.deepEqual(await service.getByRole('rowheader').allTextContents(), ['Classroom tablet', 'Speech therapy tablet', 'Home laptop']);
      await expectNoAxeViolations(page, `software associations (${theme})`);
    });
  }
});
