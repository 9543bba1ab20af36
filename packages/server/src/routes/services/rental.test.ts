import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { rentalBookings } from '../../db/system-tables.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { seedRentalReferenceData } from '../../seed/rental.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const DAY = 24 * 60 * 60 * 1000;
const dayIn = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY);
const iso = (days: number) => dayIn(days).toISOString();

/** Availability, bookings and their race for the last item (issue 26). */
describe.each(TEST_DATABASES)('rental availability and bookings on %s', (databaseKind) => {
  let t: TestApp;
  let visitor: Client;
  let lastOne: string;
  let plenty: string;
  let held: string;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    const ctx = systemContext(t.database.db);
    await seedRentalReferenceData(ctx);
    visitor = client(t, await visitorHeaders(t));
    const stock = await createThrough(ctx, 'rental-stocks', { name: 'Lyon' });
    const other = await createThrough(ctx, 'rental-stocks', { name: 'Paris' });
    lastOne = await createThrough(ctx, 'rental-models', { name: 'Eye tracker', rentingPrice: 12_000 });
    plenty = await createThrough(ctx, 'rental-models', { name: 'Switch', rentingPrice: 1_000 });
    held = await createThrough(ctx, 'rental-models', { name: 'Tablet', rentingPrice: 5_000 });
    await createThrough(ctx, 'rental-items', { stockId: 'ET-1' }, { rentalModel: ['rental-models', lastOne], stocks: ['rental-stocks', [stock]] });
    // Kept by no stock: never rented.
    await createThrough(ctx, 'rental-items', { stockId: 'ET-2' }, { rentalModel: ['rental-models', lastOne], stocks: ['rental-stocks', []] });
    for (const code of ['SW-1', 'SW-2', 'SW-3']) await createThrough(ctx, 'rental-items', { stockId: code }, { rentalModel: ['rental-models', plenty], stocks: ['rental-stocks', [other]] });
    await createThrough(
      ctx,
      'rental-items',
      { stockId: 'TB-1', unavailabilities: [{ startAt: iso(12), endAt: iso(14) }] },
      { rentalModel: ['rental-models', held], stocks: ['rental-stocks', [stock, other]] },
    );
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(rentalBookings);
    const { table } = tablesOf('app-envs');
    await t.database.db.update(table).set({ rentalBeforeStartDuration: null, rentalMinDuration: null, rentalDurationMultiple: null, rentalMaxDuration: null, rentalBookingExpirationDelay: 20 }).where(eq(table.id, APP_ENV_ID));
  });

  const member = async () => client(t, (await signIn(t)).headers);
  const book = (as: Client, models: Record<string, number>, from = 10, to = 20) =>
    as.send('POST', '/api/v1/services/rental-bookings', { data: { attributes: { startAt: iso(from), endAt: iso(to), models } } });
  const availability = async (days = 20) =>
    (await visitor.get(`/api/v1/services/rental-availability?from=${iso(0).slice(0, 10)}&days=${days}&models=${[lastOne, plenty, held].join(',')}`)).json().data.attributes.models as Record<string, number[]>;

  it('tells a visitor the free items of each day, from stocks, unavailabilities and bookings', async () => {
    const free = await availability();
    expect(free[lastOne]).toEqual(Array(20).fill(1));
    expect(free[plenty]).toEqual(Array(20).fill(3));
    expect(free[held]!.slice(10, 15)).toEqual([1, 1, 0, 0, 1]);
    const booked = await book(await member(), { [plenty]: 2 }, 10, 12);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(Date.parse(booked.json().data.attributes.expiresAt) - Date.now()).toBeGreaterThan(19 * 60_000);
    expect((await availability())[plenty]!.slice(9, 13)).toEqual([3, 1, 1, 3]);
  });

  it('lets only one of two members book the last item at once, and frees it when the booking expires', async () => {
    const [first, second] = [await member(), await member()];
    const answers = await Promise.all([book(first, { [lastOne]: 1 }), book(second, { [lastOne]: 1 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorsOf(refused)).toEqual([{ code: 'validation.available', pointer: '/data/attributes/models' }]);
    expect(Number((await t.database.db.select({ total: count() }).from(rentalBookings))[0]!.total)).toBe(1);
    // Another period is free; once the booking has expired, the item is free again.
    const loser = answers[0]!.statusCode === 409 ? first : second;
    expect((await book(loser, { [lastOne]: 1 }, 25, 30)).statusCode).toBe(201);
    await t.database.db.update(rentalBookings).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await book(loser, { [lastOne]: 1 })).statusCode).toBe(201);
  });

  it('keeps a member’s booked item for their own command, and refuses it to another member’s command', async () => {
    const [owner, other] = [await member(), await member()];
    expect((await book(owner, { [lastOne]: 1 })).statusCode).toBe(201);
    const place = (as: Client) =>
      as.send('POST', '/api/v1/rental-commands', { data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: iso(10), endAt: iso(20), models: { [lastOne]: 1 } } } });
    const refused = await place(other);
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)).toEqual([{ code: 'validation.available', pointer: '/data/attributes/models' }]);
    const placed = await place(owner);
    expect(placed.statusCode, placed.body).toBe(201);
    // The booking is spent, the command holds the item.
    expect((await owner.get('/api/v1/services/rental-bookings/mine')).json().data).toBeNull();
    expect((await availability(25))[lastOne]!.slice(9, 21)).toEqual([1, ...Array(10).fill(0), 1]);
  });

  it('answers bad input with a 4xx naming the field, and a visitor may not book', async () => {
    const as = await member();
    expect(errorsOf(await book(as, { [plenty]: 1 }, 20, 10))).toEqual([{ code: 'validation.after', pointer: '/data/attributes/endAt' }]);
    expect(errorsOf(await book(as, {}))).toEqual([{ code: 'validation.required', pointer: '/data/attributes/models' }]);
    expect((await book(as, { 'not-an-id': 1 })).statusCode).toBe(422);
    const { table } = tablesOf('app-envs');
    await t.database.db.update(table).set({ rentalDurationMultiple: 7 }).where(eq(table.id, APP_ENV_ID));
    expect(errorsOf(await book(as, { [plenty]: 1 }, 10, 20))).toEqual([{ code: 'validation.duration_multiple', pointer: '/data/attributes/endAt' }]);
    expect((await book(visitor, { [plenty]: 1 })).statusCode).toBe(401);
    expect((await visitor.get('/api/v1/services/rental-availability?days=500')).statusCode).toBe(400);
    expect((await visitor.get('/api/v1/services/rental-availability?from=yesterday')).statusCode).toBe(400);
  });
});
