import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import { rentalMonthlyInvoiceCommands, rentalMonthlyInvoices } from '../db/system-tables.ts';
import { client } from '../jsonapi/testing.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { seedRentalReferenceData } from '../seed/rental.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { pdfText } from '../test/pdf-text.ts';
import { issueMonthlyInvoices } from './rental-monthly-invoices.ts';
import { tablesOf } from './tables.ts';

const link = (type: string, id: string) => ({ data: { type, id } });
const site = { url: 'https://relais.test', name: 'Relais', defaultLocale: 'en' as const };

/** Monthly rental invoices (issue 26 item 5): issued by the job worker's poll once a month is over. */
describe.each(TEST_DATABASES)('monthly rental invoices on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let monthly: SignedIn;
  let ordinary: SignedIn;
  let stranger: SignedIn;
  let rentalAdmin: SignedIn;
  let model: string;
  const as = (who: SignedIn) => client(t, who.headers);

  /** A command of `who` from `startAt` for 10 days, one line at `price`, its validation step set to `validation`, cancelled or not. */
  const command = async (who: SignedIn, startAt: string, { price = 10_000, validation = 'success', cancelled = false } = {}) => {
    const endAt = new Date(Date.parse(startAt) + 10 * 86_400_000).toISOString();
    const placed = await as(admin).send('POST', '/api/v1/rental-commands', {
      data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt, endAt }, relationships: { commandBy: link('users', who.userId) } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as string;
    const line = await as(rentalAdmin).send('POST', '/api/v1/rental-command-items', {
      data: { type: 'rental-command-items', attributes: { rentingPrice: price }, relationships: { command: link('rental-commands', id), rentalModel: link('rental-models', model) } },
    });
    expect(line.statusCode, line.body).toBe(201);
    const steps = tablesOf('rental-command-steps').table;
    await t.database.db.update(steps).set({ statusId: validation }).where(and(eq(steps.commandId, id), eq(steps.stepTypeId, 'validation')));
    if (cancelled) await t.database.db.insert(steps).values({ commandId: id, stepTypeId: 'cancellation', statusId: 'success', position: 8 });
    return id;
  };

  let february: string[];
  let march: string;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    const ctx = systemContext(t.database.db);
    await seedRentalReferenceData(ctx);
    admin = await signIn(t, { isAdmin: true });
    rentalAdmin = await signIn(t, { roles: ['rental_admin'] });
    monthly = await signIn(t);
    ordinary = await signIn(t);
    stranger = await signIn(t);
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ rentalMonthlyInvoicing: true, firstName: 'Mona', lastName: 'Monthly' }).where(eq(users.id, monthly.userId));
    await t.database.db.update(tablesOf('app-envs').table).set({ rentalOrganizationTax: 20 }).where(eq(tablesOf('app-envs').table.id, APP_ENV_ID));
    model = await createThrough(ctx, 'rental-models', { name: 'Eye tracker', rentingPrice: 12_000 });
    february = [await command(monthly, '2031-02-05T00:00:00.000Z', { price: 6_000 }), await command(monthly, '2031-02-20T00:00:00.000Z', { price: 6_000 })];
    march = await command(monthly, '2031-03-03T00:00:00.000Z', { price: 3_000 });
    await command(monthly, '2031-02-10T00:00:00.000Z', { cancelled: true });
    await command(monthly, '2031-02-12T00:00:00.000Z', { validation: 'waiting' });
    await command(ordinary, '2031-02-05T00:00:00.000Z');
  }, 90_000);
  afterAll(() => t.close());

  const invoicesOf = (userId: string) => t.database.db.select().from(rentalMonthlyInvoices).where(eq(rentalMonthlyInvoices.userId, userId)).orderBy(rentalMonthlyInvoices.month);
  const commandsOf = async (invoiceId: string) =>
    (await t.database.db.select().from(rentalMonthlyInvoiceCommands).where(eq(rentalMonthlyInvoiceCommands.invoiceId, invoiceId))).map((row) => row.commandId).sort();

  it('issues one invoice for the month just over, once, even with two workers passing at once', async () => {
    const now = new Date('2031-03-10T08:00:00Z');
    const passes = await Promise.all([issueMonthlyInvoices(t.database.db, site, now), issueMonthlyInvoices(t.database.db, site, now)]);
    expect(passes[0]! + passes[1]!).toBe(1);
    expect(await issueMonthlyInvoices(t.database.db, site, now)).toBe(0);
    const [invoice, ...others] = await invoicesOf(monthly.userId);
    expect(others).toEqual([]);
    expect(invoice!.month).toBe('2031-02');
    expect(await commandsOf(invoice!.id)).toEqual([...february].sort());
    // A member not invoiced monthly has none.
    expect(await invoicesOf(ordinary.userId)).toEqual([]);
    const notifications = tablesOf('notifications').table;
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, monthly.userId), eq(notifications.notificationType, 'rental-monthly-invoice')));
    expect(told.map((row) => row.message)).toEqual(['Your rental invoice for February 2031 is ready.']);
    await t.app.mailer.capture!.waitFor(monthly.email, 1);
  });

  it('lists the member’s invoices and draws one with the month’s commands, for them and the managers only', async () => {
    const listed = (await as(monthly).get('/api/v1/services/rental-invoices')).json().data as { id: string; month: string; commands: number }[];
    expect(listed.map(({ month, commands }) => ({ month, commands }))).toEqual([{ month: '2031-02', commands: 2 }]);
    expect((await as(ordinary).get('/api/v1/services/rental-invoices')).json().data).toEqual([]);
    expect((await client(t).get('/api/v1/services/rental-invoices')).statusCode).toBe(401);
    const pdf = await as(monthly).get(`/api/v1/services/rental-invoices/${listed[0]!.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Invoice for February 2031');
    expect(text).toContain('Mona Monthly');
    expect(text).toContain(`Command ${february[0]!.slice(0, 8).toUpperCase()}`);
    expect(text).toMatch(/Total including tax: €120\.00/);
    expect(text).toMatch(/Tax \(20 %\): €20\.00/);
    expect((await as(rentalAdmin).get(`/api/v1/services/rental-invoices/${listed[0]!.id}`)).statusCode).toBe(200);
    expect((await as(stranger).get(`/api/v1/services/rental-invoices/${listed[0]!.id}`)).statusCode).toBe(404);
    expect((await as(monthly).get('/api/v1/services/rental-invoices/not-an-id')).statusCode).toBe(400);
  });

  it('puts a command validated late on the next month’s invoice, and invoices a no-VAT member without tax', async () => {
    const late = await command(monthly, '2031-02-25T00:00:00.000Z', { price: 1_000, validation: 'waiting' });
    expect(await issueMonthlyInvoices(t.database.db, site, new Date('2031-03-20T08:00:00Z'))).toBe(0);
    const steps = tablesOf('rental-command-steps').table;
    await t.database.db.update(steps).set({ statusId: 'success' }).where(and(eq(steps.commandId, late), eq(steps.stepTypeId, 'validation')));
    await t.database.db.update(tablesOf('users').table).set({ rentalInvoicingStrategyId: 'no_vat' }).where(eq(tablesOf('users').table.id, monthly.userId));
    expect(await issueMonthlyInvoices(t.database.db, site, new Date('2031-04-01T00:00:00Z'))).toBe(1);
    const invoices = await invoicesOf(monthly.userId);
    expect(invoices.map((row) => row.month)).toEqual(['2031-02', '2031-03']);
    expect(await commandsOf(invoices[1]!.id)).toEqual([late, march].sort());
    const text = pdfText((await as(monthly).get(`/api/v1/services/rental-invoices/${invoices[1]!.id}`)).rawPayload);
    expect(text).toContain('VAT not applicable');
    expect(text).toMatch(/Amount due: €40\.00/);
  });
});
