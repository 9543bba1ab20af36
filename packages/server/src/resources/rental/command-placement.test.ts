import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { seedRentalReferenceData } from '../../seed/rental.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const link = (type: string, id: string) => ({ data: { type, id } });
const NO_BOUNDS: Record<string, number | null> = {
  rentalMinDuration: null,
  rentalDurationMultiple: null,
  rentalMaxDuration: null,
  rentalBeforeStartDuration: null,
  rentalMaxLineQuantity: null,
  rentalMaxItems: null,
  rentalMaxModels: null,
  rentalMaxPendingCommands: null,
  rentalOrganizationTax: null,
};

/** A member places a rental command (spec, domain "Rental", §5, §9): bounds, lines, prices, first step. */
describe.each(TEST_DATABASES)('placing a rental command on %s', (databaseKind) => {
  let t: TestApp;
  let rentalAdmin: Client;
  let admin: Client;
  let eyeTracker: string;
  let switchModel: string;
  let recorded: string[] | undefined;

  beforeAll(async () => {
    t = await createTestApp(databaseKind, { onQuery: (statement) => recorded?.push(statement) });
    const ctx = systemContext(t.database.db);
    await seedRentalReferenceData(ctx);
    rentalAdmin = client(t, (await signIn(t, { roles: ['rental_admin'] })).headers);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    eyeTracker = await createThrough(ctx, 'rental-models', { name: 'Eye tracker', rentingPrice: 12_000 });
    switchModel = await createThrough(ctx, 'rental-models', { name: 'Switch', rentingPrice: 10_000 });
    // Enough units in a stock that availability never limits these tests (rental-bookings.test.ts tests it).
    const stock = await createThrough(ctx, 'rental-stocks', { name: 'Lyon' });
    const { table: items, joins } = tablesOf('rental-items');
    for (const model of [eyeTracker, switchModel]) {
      const units = await t.database.db.insert(items).values(Array.from({ length: 60 }, (_, unit) => ({ stockId: `U-${unit}`, rentalModelId: model }))).returning({ id: items.id });
      await t.database.db.insert(joins.stocks!.table).values(units.map((unit, position) => ({ ownerId: unit.id, relatedId: stock, position })));
    }
  }, 60_000);
  afterAll(() => t.close());

  const settings = (values: Record<string, number>) => {
    const { table } = tablesOf('app-envs');
    return t.database.db.update(table).set({ ...NO_BOUNDS, ...values }).where(eq(table.id, APP_ENV_ID));
  };
  beforeEach(() => settings({}));

  const member = async () => {
    const signed = await signIn(t);
    return { id: signed.userId, api: client(t, signed.headers) };
  };
  const place = (as: Client, attributes: Record<string, unknown> = {}, relationships: Record<string, unknown> = {}) =>
    as.send('POST', '/api/v1/rental-commands', {
      data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: inDays(10), endAt: inDays(40), models: { [eyeTracker]: 1 }, ...attributes }, relationships },
    });
  const rowsOf = async (type: string) => Number((await t.database.db.select({ total: count() }).from(tablesOf(type).table))[0]!.total);
  const written = async () => Promise.all(['rental-commands', 'rental-command-items', 'rental-command-steps'].map(rowsOf));

  it('turns the cart into priced lines, one per unit, and a validation step waiting, read by the member alone', async () => {
    const { api } = await member();
    const placed = await place(api, { models: { [eyeTracker]: 2, [switchModel]: 1 } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as string;
    expect(placed.json().data.attributes).not.toHaveProperty('models');
    const read = (await api.get(`/api/v1/rental-commands/${id}?include=commandItems,steps`)).json();
    expect(read.data.attributes).toMatchObject({ shippingPrice: 0, status: 'coming', flags: expect.objectContaining({ requiresValidation: true }) });
    const lines = read.included.filter((row: { type: string }) => row.type === 'rental-command-items');
    const prices = lines.map((row: { attributes: { rentingPrice: number }; relationships: { rentalModel: { data: { id: string } } } }) => [row.relationships.rentalModel.data.id, row.attributes.rentingPrice]);
    expect(prices.sort()).toEqual([[eyeTracker, 12_000], [eyeTracker, 12_000], [switchModel, 10_000]].sort());
    const steps = read.included.filter((row: { type: string }) => row.type === 'rental-command-steps');
    expect(steps.map((row: { relationships: { stepType: { data: { id: string } }; status: { data: { id: string } } } }) => [row.relationships.stepType.data.id, row.relationships.status.data.id])).toEqual([['validation', 'waiting']]);

    const stranger = (await member()).api;
    expect((await stranger.get(`/api/v1/rental-command-items/${lines[0].id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/rental-command-steps?filter[command]=${id}`)).json().data).toEqual([]);
    // Commands do not exist for a visitor.
    expect((await place(client(t, await visitorHeaders(t)))).statusCode).toBe(404);
  });

  it('prices lines tax excluded, rounded up, for a renter invoiced without VAT, and leaves shipping to be quoted', async () => {
    await settings({ rentalOrganizationTax: 20 });
    const { id: userId, api } = await member();
    await t.database.db.update(tablesOf('users').table).set({ rentalInvoicingStrategyId: 'no_vat' }).where(eq(tablesOf('users').table.id, userId));
    const address = (await api.send('POST', '/api/v1/addresses', { data: { type: 'addresses', attributes: { fullName: 'Ana', line1: '1 rue Haute', postalCode: '69001', city: 'Lyon' } } })).json().data.id as string;
    const placed = await place(api, { rentalStrategy: 'ship_to_address', models: { [eyeTracker]: 1, [switchModel]: 1 } }, { shippingAddress: link('addresses', address) });
    expect(placed.statusCode, placed.body).toBe(201);
    const read = (await api.get(`/api/v1/rental-commands/${placed.json().data.id}?include=commandItems`)).json();
    expect(read.data.attributes.shippingPrice).toBeNull();
    expect(read.included.map((row: { attributes: { rentingPrice: number } }) => row.attributes.rentingPrice).sort()).toEqual([10_000, 8334]);
    // The shipping price is the managers' to set.
    expect((await place(api, { shippingPrice: 0 })).statusCode).toBe(403);
  });

  it('refuses what breaks the bounds, naming each field, and writes nothing', async () => {
    await settings({ rentalMinDuration: 7, rentalMaxDuration: 60, rentalBeforeStartDuration: 3, rentalMaxItems: 3, rentalMaxModels: 1 });
    const { api } = await member();
    const before = await written();
    const refused = [
      [{ startAt: inDays(1), endAt: inDays(30) }, [{ code: 'validation.before_start', pointer: '/data/attributes/startAt' }]],
      [{ startAt: inDays(-5), endAt: inDays(30) }, [{ code: 'validation.before_start', pointer: '/data/attributes/startAt' }]],
      [{ endAt: inDays(15) }, [{ code: 'validation.min_duration', pointer: '/data/attributes/endAt' }]],
      [{ endAt: inDays(71) }, [{ code: 'validation.max_duration', pointer: '/data/attributes/endAt' }]],
      [{ models: { [eyeTracker]: 4 } }, [{ code: 'validation.max_items', pointer: '/data/attributes/models' }]],
      [{ models: { [eyeTracker]: 1, [switchModel]: 1 } }, [{ code: 'validation.max_models', pointer: '/data/attributes/models' }]],
      [{ models: {} }, [{ code: 'validation.required', pointer: '/data/attributes/models' }]],
      [{ models: { [eyeTracker]: 0 } }, [{ code: 'validation.required', pointer: '/data/attributes/models' }]],
      [{ models: { '0b7e4f56-8a39-4c1a-9d2e-2f4a5b6c7d8e': 1 } }, [{ code: 'validation.exists', pointer: '/data/attributes/models' }]],
      [{ models: { [eyeTracker]: 'two' } }, [{ code: 'validation.cart', pointer: '/data/attributes/models' }]],
      [{ models: ['not', 'a', 'cart'] }, [{ code: 'validation.cart', pointer: '/data/attributes/models' }]],
      [{ startAt: inDays(1), endAt: inDays(4) }, [
        { code: 'validation.before_start', pointer: '/data/attributes/startAt' },
        { code: 'validation.min_duration', pointer: '/data/attributes/endAt' },
      ]],
    ] as const;
    for (const [attributes, errors] of refused) {
      const response = await place(api, attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(errorsOf(response)).toEqual(errors);
    }
    expect(await written()).toEqual(before);
    expect((await place(api, { models: { [eyeTracker]: 3 }, endAt: inDays(70) })).statusCode).toBe(201);
  });

  it('bounds quantities per line and per command, defaults standing in for unset settings, before reading the cart', async () => {
    const { api } = await member();
    const before = await written();
    const unknownModels = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`0b7e4f56-8a39-4c1a-9d2e-${String(index).padStart(12, '0')}`, 1]));
    const refused = [
      [{ models: { [eyeTracker]: 11 } }, ['max_line_quantity']],
      [{ models: { [eyeTracker]: 10, [switchModel]: 10, [crypto.randomUUID()]: 1 } }, ['max_items']],
      // Unknown models are not even looked up: the counts are refused first.
      [{ models: unknownModels }, ['max_items', 'max_models']],
    ] as const;
    for (const [attributes, rules] of refused) {
      const response = await place(api, attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(errorsOf(response)).toEqual(rules.map((rule) => ({ code: `validation.${rule}`, pointer: '/data/attributes/models' })));
    }
    await settings({ rentalMaxLineQuantity: 2 });
    expect(errorsOf(await place(api, { models: { [eyeTracker]: 3 } }))).toEqual([{ code: 'validation.max_line_quantity', pointer: '/data/attributes/models' }]);
    expect(await written()).toEqual(before);
    // A manager is held to the quantity bounds too.
    expect(errorsOf(await place(rentalAdmin, { models: { [eyeTracker]: 3 } }, {}))).toEqual([{ code: 'validation.max_line_quantity', pointer: '/data/attributes/models' }]);
  });

  it('writes the units of a full command in one statement whatever their number', async () => {
    await settings({ rentalMaxLineQuantity: 1000, rentalMaxItems: 2000 });
    // A manager's command: managers place commands beyond the free items (they assign the items themselves).
    recorded = [];
    const placed = await place(rentalAdmin, { startAt: inDays(400), endAt: inDays(430), models: { [eyeTracker]: 1000, [switchModel]: 1000 } });
    const inserts = recorded.filter((statement) => /^insert into "rental_command_items"/i.test(statement));
    recorded = undefined;
    expect(placed.statusCode, placed.body).toBe(201);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.match(/\$\d+/g)?.length).toBeLessThan(5);
    const items = tablesOf('rental-command-items').table;
    const lines = await t.database.db.select({ model: items.rentalModelId, total: count() }).from(items).where(eq(items.commandId, placed.json().data.id)).groupBy(items.rentalModelId);
    expect(lines.map((line) => [line.model, Number(line.total)]).sort()).toEqual([[eyeTracker, 1000], [switchModel, 1000]].sort());
  });

  it('refuses a command beyond the pending ones allowed, until the managers validate one', async () => {
    await settings({ rentalMaxPendingCommands: 2 });
    const { api } = await member();
    const first = (await place(api)).json().data.id as string;
    expect((await place(api)).statusCode).toBe(201);
    const before = await written();
    expect(errorsOf(await place(api))).toEqual([{ code: 'validation.max_pending_commands', pointer: '/data' }]);
    expect(await written()).toEqual(before);
    // Another member is held to their own count.
    expect((await place((await member()).api)).statusCode).toBe(201);

    const [validation] = (await rentalAdmin.get(`/api/v1/rental-command-steps?filter[command]=${first}`)).json().data;
    const validated = await rentalAdmin.send('PATCH', `/api/v1/rental-command-steps/${validation.id}`, {
      data: { type: 'rental-command-steps', id: validation.id, relationships: { status: link('rental-command-step-statuses', 'success') } },
    });
    expect(validated.statusCode).toBe(200);
    expect((await place(api)).statusCode).toBe(201);
  });

  it('counts commands placed at once one after the other', async () => {
    await settings({ rentalMaxPendingCommands: 1 });
    const { api } = await member();
    const results = await Promise.all([place(api), place(api), place(api)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('holds the limit against a burst of commands, and for an organization against its members placing at once', async () => {
    await settings({ rentalMaxPendingCommands: 2 });
    const one = await member();
    const burst = await Promise.all(Array.from({ length: 8 }, () => place(one.api)));
    expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(burst.filter((response) => response.statusCode !== 201).every((response) => errorsOf(response)[0]?.code === 'validation.max_pending_commands')).toBe(true);
    const commands = tablesOf('rental-commands').table;
    expect(Number((await t.database.db.select({ total: count() }).from(commands).where(eq(commands.commandById, one.id)))[0]!.total)).toBe(2);

    const organization = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Rehab centre' });
    const users = tablesOf('users');
    const staff = await Promise.all([member(), member(), member(), member()]);
    for (const who of staff) {
      await t.database.db.insert(users.joins.organizations!.table).values({ ownerId: who.id, relatedId: organization, position: 0 });
      await t.database.db.update(users.table).set({ actingAsOrganizationId: organization }).where(eq(users.table.id, who.id));
    }
    const together = await Promise.all(staff.flatMap((who) => [place(who.api), place(who.api)]));
    expect(together.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(Number((await t.database.db.select({ total: count() }).from(commands).where(eq(commands.rentById, organization)))[0]!.total)).toBe(2);
  });

  it('holds a manager to no date or pending bound, and takes no cart on a change', async () => {
    await settings({ rentalBeforeStartDuration: 3, rentalMaxPendingCommands: 1 });
    const { id: userId } = await member();
    // An administrator, who reads the users a command may be placed for.
    const placed = await place(admin, { startAt: inDays(-3), endAt: inDays(1), models: {} }, { commandBy: link('users', userId) });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as string;
    const changed = await rentalAdmin.send('PATCH', `/api/v1/rental-commands/${id}`, { data: { type: 'rental-commands', id, attributes: { models: { [eyeTracker]: 1 } } } });
    expect(errorsOf(changed)).toEqual([{ code: 'validation.create_only', pointer: '/data/attributes/models' }]);
  });
});
