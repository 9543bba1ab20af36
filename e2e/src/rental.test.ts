import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The rental (issue 26): a member finds a model on the demo's /rental, reads its availability,
 * puts it in the cart (the top bar's count follows), picks a period, gives a billing address, reads
 * the summary and places the command, then sees its timeline — by keyboard alone; axe on each
 * screen in light, and in dark on a phone. Its own model (one unit) is written through the API.
 */
const suffix = randomBytes(3).toString('hex');
const MODEL = `Test eye tracker ${suffix}`;
const DAY = 86_400_000;
const day = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY).toISOString().slice(0, 10);

const press = async (page: Page, locator: ReturnType<Page['getByRole']>, key = 'Enter') => {
  await locator.focus();
  await page.keyboard.press(key);
};

describe('the rental', () => {
  let h: Harness;
  let modelId: string;
  let commandPath: string;
  const account = { email: `rental-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };

  before(async () => {
    h = await startHarness();
    const admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;
    const stock = await created('rental-stocks', { name: `Stock ${suffix}` });
    modelId = await created('rental-models', { name: MODEL, rentingPrice: 12_345, description: '<p>Speak by looking at the screen.</p>' });
    await created('rental-items', { stockId: `ET-${suffix}` }, { rentalModel: { data: { type: 'rental-models', id: modelId } }, stocks: { data: [{ type: 'rental-stocks', id: stock }] } });
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Rita', lastName: `Rental${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
    await admin.close();
  });
  after(() => h?.close());

  test('a member rents a model from the catalogue to the placed command, by keyboard alone (light)', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, account);
    const errors = trackPageErrors(page);
    await page.goto(`/rental?q=${encodeURIComponent(MODEL)}`);
    await page.getByRole('heading', { level: 1, name: 'Rent equipment' }).waitFor();
    await expectNoAxeViolations(page, '/rental (light)');

    await press(page, page.getByRole('link', { name: MODEL }));
    await page.waitForURL((url) => url.pathname === `/rental/${modelId}`);
    await page.getByRole('heading', { level: 1, name: MODEL }).waitFor();
    assert.equal(await page.title(), `Relais - ${MODEL}`);
    await page.getByText('€123.45 per rental').waitFor();
    // The month as a table a screen reader reads: today's cell says one item is free.
    const calendar = page.getByRole('table', { name: /^Items free on each day of/ });
    await calendar.getByText(/: 1 item free$/).first().waitFor();
    await expectNoAxeViolations(page, '/rental/:rentalModel (light)');

    await press(page, page.getByRole('button', { name: 'Add to the cart' }));
    await page.getByRole('link', { name: 'Rental cart, 1 item' }).waitFor();
    await press(page, page.getByRole('link', { name: 'See the cart' }));
    await page.waitForURL((url) => url.pathname === '/services/rentals/cart');
    await page.getByRole('heading', { level: 1, name: 'Your rental cart' }).waitFor();
    await page.getByRole('spinbutton', { name: `Quantity of ${MODEL}` }).waitFor();
    await expectNoAxeViolations(page, '/services/rentals/cart (light)');

    await press(page, page.getByRole('link', { name: 'Choose the period' }));
    await page.getByRole('heading', { level: 1, name: 'Rental period' }).waitFor();
    await page.getByLabel('First day').fill(day(10));
    await page.getByLabel('Return day').fill(day(38));
    assert.equal(await page.getByRole('radio', { name: 'I pick it up' }).isChecked(), true);
    await expectNoAxeViolations(page, '/services/rentals/period (light)');
    await press(page, page.getByRole('button', { name: 'Continue' }));

    await page.waitForURL((url) => url.pathname === '/services/rentals/addresses');
    await page.getByRole('heading', { level: 1, name: 'Addresses' }).waitFor();
    // The booking holds the last unit: the model shows none free over the period.
    const booking = await page.evaluate(() => JSON.parse(localStorage.getItem('relais.rentalBooking') ?? 'null') as { id: string; expiresAt: string } | null);
    assert.ok(booking?.id && Date.parse(booking.expiresAt) > Date.now());
    await press(page, page.getByRole('radio', { name: 'A new address' }), 'Space');
    for (const [label, value] of [['Full name', 'Rita Rental'], ['Address', '3 rue de la République'], ['Postal code', '69002'], ['City', 'Lyon']] as const) {
      await page.getByRole('textbox', { name: label, exact: true }).focus();
      await page.keyboard.type(value);
    }
    await expectNoAxeViolations(page, '/services/rentals/addresses (light)');
    await press(page, page.getByRole('button', { name: 'Continue' }));

    await page.waitForURL((url) => url.pathname === '/services/rentals/summary');
    await page.getByRole('heading', { level: 1, name: 'Summary of your command' }).waitFor();
    assert.equal(await page.getByTestId('rental-total').textContent(), '€123.45');
    await expectNoAxeViolations(page, '/services/rentals/summary (light)');
    await press(page, page.getByRole('checkbox', { name: /I accept the/ }), 'Space');
    await press(page, page.getByRole('button', { name: 'Place the command' }));

    await page.waitForURL((url) => url.pathname.startsWith('/services/rentals/commands/'));
    commandPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: /^Command of / }).waitFor();
    assert.equal(await page.getByTestId('rental-status').textContent(), 'Coming');
    const validation = page.locator('[data-step="validation"]');
    assert.equal(await validation.getAttribute('data-colour'), 'warning');
    await validation.getByText('Waiting').waitFor();
    await page.getByText('The team is checking your command.').waitFor();
    // The cart is spent: the top bar's count is back to none.
    await page.getByRole('link', { name: 'Rental cart, 0 items' }).waitFor();
    await expectNoAxeViolations(page, '/services/rentals/commands/:command (light)');

    await press(page, page.getByRole('link', { name: 'Back to my commands' }));
    await page.getByRole('heading', { level: 1, name: 'My rental commands' }).waitFor();
    await page.getByRole('table', { name: 'Your commands, newest first' }).getByText('Coming').first().waitFor();
    await expectNoAxeViolations(page, '/services/rentals/commands (light)');
    assert.deepEqual(errors(), []);
  });

  test('the model, the cart and the command read well in dark on a phone; the unit is taken', async () => {
    const page = await h.newPage(MOBILE);
    await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await signInThroughApi(page, account);
    await page.goto(`/rental/${modelId}?month=${day(10).slice(0, 7)}`);
    await page.getByRole('heading', { level: 1, name: MODEL }).waitFor();
    // The placed command holds the only unit over its period.
    const tenth = Number(day(10).slice(8, 10));
    await page.getByRole('table').getByText(new RegExp(` ${tenth}: 0 items free$`)).first().waitFor();
    await expectNoAxeViolations(page, '/rental/:rentalModel (dark)');
    await page.goto('/rental');
    await page.getByRole('heading', { level: 1, name: 'Rent equipment' }).waitFor();
    await expectNoAxeViolations(page, '/rental (dark)');
    await page.goto('/services/rentals/cart');
    await page.getByText('Your cart is empty.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, '/services/rentals/cart (dark)');
    await page.goto(commandPath);
    await page.getByTestId('rental-status').waitFor();
    await expectNoAxeViolations(page, '/services/rentals/commands/:command (dark)');
  });
});
