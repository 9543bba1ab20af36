import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import { client } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { seedRentalReferenceData } from '../../seed/rental.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { pdfText } from '../../test/pdf-text.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const link = (type: string, id: string) => ({ data: { type, id } });

/** Coupons (issue 26 item 6): available ones listed, bought within the limits, applied to a rental. */
describe.each(TEST_DATABASES)('coupons on %s', (databaseKind) => {
  let t: TestApp;
  let member: { id: string; api: Client };
  let other: { id: string; api: Client };
  let single: string;
  let model: string;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    const ctx = systemContext(t.database.db);
    await seedRentalReferenceData(ctx);
    single = await createThrough(ctx, 'coupons', { name: 'Welcome', amount: 2000, purchaseIndividualLimitCount: 1 });
    await createThrough(ctx, 'coupons', { name: 'Expired', amount: 500, purchaseLimitAt: new Date(Date.now() - DAY).toISOString() });
    await createThrough(ctx, 'coupons', { name: 'Sold out', amount: 500, purchaseLimitCount: 0 });
    const a = await signIn(t);
    const b = await signIn(t);
    member = { id: a.userId, api: client(t, a.headers) };
    other = { id: b.userId, api: client(t, b.headers) };
    model = await createThrough(ctx, 'rental-models', { name: 'Switch', rentingPrice: 10_000 });
    const stock = await createThrough(ctx, 'rental-stocks', { name: 'Lyon' });
    const { table: items, joins } = tablesOf('rental-items');
    const units = await t.database.db.insert(items).values([{ stockId: 'C-1', rentalModelId: model }, { stockId: 'C-2', rentalModelId: model }]).returning({ id: items.id });
    await t.database.db.insert(joins.stocks!.table).values(units.map((unit, position) => ({ ownerId: unit.id, relatedId: stock, position })));
    const envs = tablesOf('app-envs').table;
    await t.database.db.update(envs).set({ rentalOrganizationTax: 20, rentalMaxPendingCommands: null, rentalBeforeStartDuration: null, rentalMinDuration: null, rentalDurationMultiple: null, rentalMaxDuration: null }).where(eq(envs.id, APP_ENV_ID));
  }, 60_000);
  afterAll(() => t.close());

  const available = async (api: Client | null) => {
    const answer = api ? await api.get('/api/v1/services/coupons/available') : await t.app.inject({ method: 'GET', url: '/api/v1/services/coupons/available' });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { id: string; attributes: { name: string; isAvailableForMe: boolean; purchasedByMe: number; remaining: number | null } }[];
  };

  it('lists the coupons anyone may still buy, by the availability rule; a visitor may buy none', async () => {
    const seen = await available(null);
    expect(seen.map((coupon) => coupon.attributes.name)).toEqual(['Welcome']);
    expect(seen[0]!.attributes).toMatchObject({ isAvailableForMe: false, purchasedByMe: 0, remaining: null });
    expect((await available(member.api))[0]!.attributes.isAvailableForMe).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/services/coupons/${single}/purchase` })).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('a member buys one within the per-person limit; the purchase is theirs alone', async () => {
    const bought = await member.api.send('POST', `/api/v1/services/coupons/${single}/purchase`);
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await member.api.send('POST', `/api/v1/services/coupons/${single}/purchase`)).statusCode).toBe(409);
    expect((await available(member.api))[0]!.attributes).toMatchObject({ isAvailableForMe: false, purchasedByMe: 1 });
    expect((await available(other.api))[0]!.attributes.isAvailableForMe).toBe(true);
    const coupon = (await member.api.get(`/api/v1/coupons/${single}`)).json().data.attributes;
    expect(coupon.purchasedCouponsCount).toBe(1);
    expect(coupon.firstPurchaseAt).not.toBeNull();
    expect((await member.api.get('/api/v1/purchased-coupons')).json().data).toHaveLength(1);
    expect((await other.api.get('/api/v1/purchased-coupons')).json().data).toHaveLength(0);
  });

  it('a member applies their coupon to a command once; another’s coupon is refused; the invoice takes it off', async () => {
    const purchase = (await member.api.get('/api/v1/purchased-coupons')).json().data[0].id as string;
    const place = (api: Client) =>
      api.send('POST', '/api/v1/rental-commands', {
        data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: inDays(10), endAt: inDays(20), models: { [model]: 1 } }, relationships: { purchasedCoupon: link('purchased-coupons', purchase) } },
      });
    const refused = await place(other.api);
    expect(refused.statusCode).toBe(422);
    const placed = await place(member.api);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await member.api.get(`/api/v1/purchased-coupons/${purchase}`)).json().data.attributes.usedAt).not.toBeNull();
    expect((await place(member.api)).statusCode).toBe(422);
    const id = placed.json().data.id as string;
    const steps = tablesOf('rental-command-steps').table;
    await t.database.db.update(steps).set({ statusId: 'success' }).where(eq(steps.commandId, id));
    const invoice = await member.api.get(`/api/v1/services/rental-commands/${id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toMatch(/Coupon Welcome: − €20\.00/);
    expect(text).toMatch(/Total including tax: €80\.00/);
  });
});
