import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rentalMonthlyInvoiceCommands, rentalMonthlyInvoices } from '../../db/system-tables.ts';
import { client } from '../../jsonapi/testing.ts';
import { systemContext } from '../../seed/operations.ts';
import { seedRentalReferenceData } from '../../seed/rental.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const DAY = 86_400_000;
const ISSUE = '/api/v1/services/rental-invoices/issue';

/** The back office's "Issue last month's invoices": the job worker's pass, run on demand by a rental manager. */
describe.each(TEST_DATABASES)('issuing the monthly rental invoices on demand on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let rentalAdmin: SignedIn;
  let monthly: SignedIn;
  let command: string;
  const issue = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: ISSUE, headers });
  const invoicesOf = (userId: string) => t.database.db.select().from(rentalMonthlyInvoices).where(eq(rentalMonthlyInvoices.userId, userId));

  beforeAll(async () => {
    // No poller: the worker's own pass would write the invoices this test asks for.
    t = await createTestApp(databaseKind, { env: { JOB_POLL_MS: '0' } });
    await seedRentalReferenceData(systemContext(t.database.db));
    admin = await signIn(t, { isAdmin: true });
    rentalAdmin = await signIn(t, { roles: ['rental_admin'] });
    monthly = await signIn(t);
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ rentalMonthlyInvoicing: true }).where(eq(users.id, monthly.userId));
    // Started 45 days ago, validated: before the end of the month just over, whenever the test runs.
    const startAt = new Date(Date.now() - 45 * DAY);
    const placed = await client(t, admin.headers).send('POST', '/api/v1/rental-commands', {
      data: {
        type: 'rental-commands',
        attributes: { rentalStrategy: 'pick_up', startAt: startAt.toISOString(), endAt: new Date(startAt.getTime() + 10 * DAY).toISOString() },
        relationships: { commandBy: { data: { type: 'users', id: monthly.userId } } },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    command = placed.json().data.id as string;
    const steps = tablesOf('rental-command-steps').table;
    await t.database.db.update(steps).set({ statusId: 'success' }).where(and(eq(steps.commandId, command), eq(steps.stepTypeId, 'validation')));
  }, 90_000);
  afterAll(() => t.close());

  it('refuses a member, a visitor and a forged request, writing nothing', async () => {
    const member = await signIn(t);
    expect((await issue(member.headers)).statusCode).toBe(403);
    expect((await issue(monthly.headers)).statusCode).toBe(403);
    expect((await issue(await visitorHeaders(t))).statusCode).toBe(401);
    expect((await issue({ cookie: rentalAdmin.headers.cookie! })).statusCode).toBe(419);
    expect(await invoicesOf(monthly.userId)).toEqual([]);
  });

  it('writes the month’s invoices for the rental managers and says how many, once when two run it at once; a later run writes none', async () => {
    const runs = await Promise.all([issue(rentalAdmin.headers), issue(admin.headers)]);
    for (const run of runs) expect(run.statusCode, run.body).toBe(200);
    const answers = runs.map((run) => run.json().data as { month: string; written: number });
    expect(answers.map((answer) => answer.written).sort()).toEqual([0, 1]);
    const { month } = answers.find((answer) => answer.written === 1)!;
    const [invoice, ...others] = await invoicesOf(monthly.userId);
    expect(others).toEqual([]);
    expect(invoice!.month).toBe(month);
    const onInvoice = await t.database.db.select().from(rentalMonthlyInvoiceCommands).where(eq(rentalMonthlyInvoiceCommands.invoiceId, invoice!.id));
    expect(onInvoice.map((row) => row.commandId)).toEqual([command]);
    const again = await issue(rentalAdmin.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.written).toBe(0);
    expect(await invoicesOf(monthly.userId)).toHaveLength(1);
    const notifications = tablesOf('notifications').table;
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, monthly.userId), eq(notifications.notificationType, 'rental-monthly-invoice')));
    expect(told).toHaveLength(1);
  });
});

describe('issuing the monthly rental invoices with the rental feature off', () => {
  it('is not there, even for an administrator', async () => {
    const t = await createTestApp('pglite', { env: { FEATURES_DISABLED: 'rental', JOB_POLL_MS: '0' } });
    try {
      const admin = await signIn(t, { isAdmin: true });
      expect((await t.app.inject({ method: 'POST', url: ISSUE, headers: admin.headers })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);
});
