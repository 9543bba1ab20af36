import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { pdfText } from '../../packages/server/src/test/pdf-text.ts';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The rental pipeline (issue 26 items 4 and 6): a member buys a coupon on the demo's /coupons,
 * rents a model with it, a rental admin validates the command from the back office and takes it
 * through its steps to closure, and the member reads the timeline and downloads the contract and
 * the invoice (their text read); axe in light, and in dark on a phone.
 */
const suffix = randomBytes(3).toString('hex');
const MODEL = `Pipeline switch ${suffix}`;
const COUPON = `Pipeline coupon ${suffix}`;
const DAY = 86_400_000;
const day = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY).toISOString().slice(0, 10);
const link = (type: string, id: string) => ({ data: { type, id } });
/** Runs `check` until it passes (the dialog's write lands after it closes), at most 10 s. */
async function eventually(check: () => Promise<void>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Follows a download link and reads the PDF's text. */
async function downloaded(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return pdfText(await readFile((await file.path())!));
}

describe('the rental pipeline', () => {
  let h: Harness;
  let admin: Page;
  let modelId: string;
  let commandId: string;
  const account = { email: `pipeline-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };

  before(async () => {
    h = await startHarness();
    admin = await h.newPage(DESKTOP);
    await signInThroughApi(admin, ADMIN);
    const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;
    const stock = await created('rental-stocks', { name: `Stock ${suffix}` });
    modelId = await created('rental-models', { name: MODEL, rentingPrice: 10_000 });
    await created('rental-items', { stockId: `PS-${suffix}` }, { rentalModel: link('rental-models', modelId), stocks: { data: [{ type: 'rental-stocks', id: stock }] } });
    await created('coupons', { name: COUPON, amount: 2_000, purchaseIndividualLimitCount: 1 });
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Pia', lastName: `Pipeline${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
  });
  after(() => h?.close());

  test('a member buys a coupon and rents with it; the team takes it to closure; the member downloads the documents (light)', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, account);
    const errors = trackPageErrors(page);
    await page.goto('/coupons');
    await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    await page.getByRole('heading', { name: COUPON }).waitFor();
    await expectNoAxeViolations(page, '/coupons (light)');
    await page.getByRole('button', { name: `Buy ${COUPON}` }).click();
    await page.getByText(`You bought “${COUPON}”.`, { exact: false }).waitFor();

    await page.goto(`/rental/${modelId}`);
    await page.getByRole('heading', { level: 1, name: MODEL }).waitFor();
    await page.getByRole('button', { name: 'Add to the cart' }).click();
    await page.getByRole('link', { name: 'Rental cart, 1 item' }).waitFor();
    await page.goto('/services/rentals/period');
    await page.getByLabel('First day').fill(day(10));
    await page.getByLabel('Return day').fill(day(24));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/services/rentals/addresses');
    await page.getByRole('radio', { name: 'A new address' }).check();
    for (const [label, value] of [['Full name', 'Pia Pipeline'], ['Address', '5 quai Saint-Antoine'], ['Postal code', '69002'], ['City', 'Lyon']] as const) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/services/rentals/summary');
    await page.getByRole('combobox', { name: 'Coupon' }).selectOption({ label: `${COUPON} (− €20.00)` });
    await page.getByTestId('rental-discount').getByText(`Coupon “${COUPON}”: − €20.00`).waitFor();
    assert.equal(await page.getByTestId('rental-total').textContent(), '€80.00');
    await expectNoAxeViolations(page, '/services/rentals/summary with a coupon (light)');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Place the command' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/services/rentals/commands/'));
    commandId = new URL(page.url()).pathname.split('/').pop()!;

    // The rental admin opens the command's back-office screen and its Move a step question.
    await admin.goto(`/admin/resources/rental-commands/show/${commandId}`);
    await admin.getByRole('button', { name: 'Move a step' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Choose the step and its new status.', { exact: false }).waitFor();
    await dialog.getByTestId('rental-steps-now').getByText(/: Waiting$/).waitFor();
    await expectNoAxeViolations(admin, '/admin rental command, move a step (light)');
    // The validation is accepted through the dialog: the status chosen by keyboard, confirmed with the mouse.
    await dialog.getByRole('combobox', { name: 'New status' }).focus();
    await admin.keyboard.press('ArrowDown');
    await admin.getByRole('option', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Move a step' }).click();
    await dialog.waitFor({ state: 'detached' });
    const validationStatus = async () =>
      ((await api(admin, 'GET', `/api/v1/rental-command-steps?filter[command]=${commandId}&filter[stepType]=validation`)) as { data: { relationships: { status: { data: { id: string } } } }[] }).data[0]?.relationships.status.data.id;
    await eventually(async () => assert.equal(await validationStatus(), 'success'));

    // The other steps move through the calls the dialog makes.
    const move = async (type: string, status: string) => {
      const existing = ((await api(admin, 'GET', `/api/v1/rental-command-steps?filter[command]=${commandId}&filter[stepType]=${type}`)) as { data: { id: string }[] }).data[0];
      if (existing) await api(admin, 'PATCH', `/api/v1/rental-command-steps/${existing.id}`, { data: { type: 'rental-command-steps', id: existing.id, relationships: { status: link('rental-command-step-statuses', status) } } });
      else await api(admin, 'POST', '/api/v1/rental-command-steps', { data: { type: 'rental-command-steps', relationships: { command: link('rental-commands', commandId), stepType: link('rental-command-step-types', type), status: link('rental-command-step-statuses', status) } } });
    };
    for (const [type, status] of [['contract', 'success'], ['payment', 'success'], ['preparation', 'success'], ['retrieval', 'success'], ['return', 'success'], ['closure', 'success']] as const) await move(type, status);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Command of / }).waitFor();
    assert.equal(await page.getByTestId('rental-status').textContent(), 'Finished');
    assert.equal(await page.locator('[data-step="validation"]').getAttribute('data-colour'), 'success');
    assert.equal(await page.locator('[data-step="closure"]').getAttribute('data-colour'), 'success');
    await expectNoAxeViolations(page, '/services/rentals/commands/:command, closed (light)');
    const contract = await downloaded(page, 'The contract to sign');
    for (const part of ['Rental contract', MODEL, `Coupon ${COUPON}: − €20.00`, 'Pia Pipeline']) assert.ok(contract.includes(part), `the contract says ${part}`);
    const invoice = await downloaded(page, 'The invoice');
    for (const part of ['Invoice', MODEL, 'Amount due: €80.00']) assert.ok(invoice.includes(part), `the invoice says ${part}`);
    assert.deepEqual(errors(), []);
  });

  test('the coupons, the account’s coupons and the closed command read well in dark on a phone', async () => {
    const page = await h.newPage(MOBILE);
    await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await signInThroughApi(page, account);
    await page.goto('/coupons');
    await page.getByRole('heading', { name: COUPON }).waitFor();
    await page.getByText('You reached the limit for this coupon.').first().waitFor();
    await expectNoAxeViolations(page, '/coupons (dark)');
    await page.goto('/account/coupons');
    await page.getByText(COUPON).waitFor();
    await page.getByText(/Used on /).waitFor();
    await expectNoAxeViolations(page, '/account/coupons (dark)');
    await page.goto(`/services/rentals/commands/${commandId}`);
    await page.getByTestId('rental-status').waitFor();
    await expectNoAxeViolations(page, '/services/rentals/commands/:command (dark)');
  });
});
