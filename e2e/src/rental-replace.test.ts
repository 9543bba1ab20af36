import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Replacing the item on a command's line from the back office (issue 26 item 4): the command and
 * its line's unit are set up through the API (a line gets its unit from a rental manager, not at
 * placement), then the rental admin opens the command's screen, replaces the unit by the model's
 * other one in the "Replace an item" dialog, and reads the new unit on the line and the replacement
 * on the old one; axe on the dialog and on the screens after.
 */
const suffix = randomBytes(3).toString('hex');
const MODEL = `Replace switch ${suffix}`;
const [PLACED, OTHER] = [`RA-${suffix}`, `RB-${suffix}`];
const DAY = 86_400_000;
const day = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY).toISOString();
const link = (type: string, id: string) => ({ data: { type, id } });

interface Line {
  id: string;
  relationships: { item: { data: { id: string } | null }; replace: { data: { id: string } | null } };
}

describe('replacing a command line’s item', () => {
  let h: Harness;
  let admin: Page;
  let commandId: string;
  let lineId: string;
  const units: Record<string, string> = {};

  /** The command's lines as the API reads them, oldest first. */
  const lines = async () => ((await api(admin, 'GET', `/api/v1/rental-command-items?filter[command]=${commandId}&sort=createdAt`)) as { data: Line[] }).data;

  before(async () => {
    h = await startHarness();
    admin = await h.newPage(DESKTOP);
    await signInThroughApi(admin, ADMIN);
    const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;
    const stock = await created('rental-stocks', { name: `Stock ${suffix}` });
    const modelId = await created('rental-models', { name: MODEL, rentingPrice: 10_000 });
    for (const unit of [PLACED, OTHER]) units[unit] = await created('rental-items', { stockId: unit }, { rentalModel: link('rental-models', modelId), stocks: { data: [{ type: 'rental-stocks', id: stock }] } });
    commandId = await created('rental-commands', { rentalStrategy: 'pick_up', startAt: day(10), endAt: day(24), models: { [modelId]: 1 } });
    const [line, ...others] = await lines();
    assert.ok(line && others.length === 0, 'the command has one line');
    assert.equal(line.relationships.item.data, null, 'a placed line holds no unit yet');
    lineId = line.id;
    // The team puts a unit on the line.
    await api(admin, 'PATCH', `/api/v1/rental-command-items/${lineId}`, { data: { type: 'rental-command-items', id: lineId, relationships: { item: link('rental-items', units[PLACED]!) } } });
  });
  after(() => h?.close());

  test('the rental admin replaces the unit from the command’s screen, and reads the new unit and the replacement (light)', async () => {
    const errors = trackPageErrors(admin);
    await admin.goto(`/admin/resources/rental-commands/show/${commandId}`);
    await admin.getByRole('heading', { level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Replace an item' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Choose the line and the unit that replaces its item.', { exact: false }).waitFor();
    await dialog.getByRole('combobox', { name: 'Line' }).click();
    await admin.getByRole('option', { name: `${MODEL}: ${PLACED}` }).click();
    await dialog.getByRole('combobox', { name: 'New item' }).click();
    // The line's own unit is not offered.
    assert.deepEqual(await admin.getByRole('option').allTextContents(), [OTHER]);
    await admin.getByRole('option', { name: OTHER, exact: true }).click();
    await expectNoAxeViolations(admin, '/admin rental command, replace an item (light)');
    const [created] = await Promise.all([
      admin.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/rental-command-items'),
      dialog.getByRole('button', { name: 'Replace an item' }).click(),
    ]);
    assert.equal(created.status(), 201, await created.text());
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText('The item is replaced.').waitFor();

    // The API: a new line holds the other unit and names the old one.
    const [old, replacement] = await lines();
    assert.equal(old?.id, lineId);
    assert.equal(replacement?.relationships.item.data?.id, units[OTHER]);
    assert.equal(replacement?.relationships.replace.data?.id, lineId);

    // The screen: the dialog now offers the line with its new unit, and the old one no longer.
    await admin.getByRole('button', { name: 'Replace an item' }).click();
    await dialog.getByRole('combobox', { name: 'Line' }).click();
    await admin.getByRole('option', { name: `${MODEL}: ${OTHER}` }).waitFor();
    assert.deepEqual(await admin.getByRole('option').allTextContents(), [`${MODEL}: ${OTHER}`]);
    await admin.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The old line's screen names its replacement, whose screen holds the other unit and names the old line.
    const field = (label: string) => admin.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await admin.goto(`/admin/resources/rental-command-items/show/${lineId}`);
    await admin.getByRole('heading', { level: 1, name: lineId }).waitFor();
    assert.deepEqual(await field('Replaced by').getByRole('link').allTextContents(), [replacement!.id]);
    await expectNoAxeViolations(admin, '/admin rental command line, replaced (light)');
    await field('Replaced by').getByRole('link', { name: replacement!.id }).click();
    await admin.getByRole('heading', { level: 1, name: replacement!.id }).waitFor();
    assert.deepEqual(await field('Replaces').getByRole('link').allTextContents(), [lineId]);
    assert.equal(await field('Unit').getByRole('link').getAttribute('href'), `/admin/resources/rental-items/show/${units[OTHER]}`);
    assert.deepEqual(errors(), []);
  });
});
