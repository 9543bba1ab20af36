import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RENTAL_STEP_STATUSES, RENTAL_STEP_TYPES } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { seedRentalReferenceData } from '../../seed/rental.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const link = (type: string, id: string) => ({ data: { type, id } });

/** The rental kinds through the API (spec, domain "Rental" and §4): who manages, who reads whose commands. */
describe.each(TEST_DATABASES)('rental kinds on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let rentalAdmin: SignedIn;
  let member: SignedIn;
  let otherMember: SignedIn;
  let model: string;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? {});

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    await seedRentalReferenceData(systemContext(t.database.db));
    admin = await signIn(t, { isAdmin: true });
    rentalAdmin = await signIn(t, { roles: ['rental_admin'] });
    member = await signIn(t);
    otherMember = await signIn(t);
    model = await createThrough(systemContext(t.database.db), 'rental-models', { name: 'Eye tracker', rentingPrice: 12_000 });
    // Units in a stock, so that members' commands find the model free (routes/services/rental.test.ts tests availability).
    const stock = await createThrough(systemContext(t.database.db), 'rental-stocks', { name: 'Lyon' });
    const { table: items, joins } = tablesOf('rental-items');
    const units = await t.database.db.insert(items).values(Array.from({ length: 20 }, (_, unit) => ({ stockId: `U-${unit}`, rentalModelId: model }))).returning({ id: items.id });
    await t.database.db.insert(joins.stocks!.table).values(units.map((unit, position) => ({ ownerId: unit.id, relatedId: stock, position })));
  }, 60_000);
  afterAll(() => t.close());

  const command = (who: SignedIn, attributes: Record<string, unknown> = {}, relationships: Record<string, unknown> = {}) =>
    as(who).send('POST', '/api/v1/rental-commands', {
      data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: inDays(10), endAt: inDays(40), models: { [model]: 1 }, ...attributes }, relationships },
    });

  it('seeds the step types in order, the step statuses and the invoicing strategies, twice without harm', async () => {
    await seedRentalReferenceData(systemContext(t.database.db));
    const types = (await as(null).get('/api/v1/rental-command-step-types')).json().data.map((row: { id: string }) => row.id);
    expect(types).toEqual([...RENTAL_STEP_TYPES]);
    const statuses = (await as(null).get('/api/v1/rental-command-step-statuses')).json().data.map((row: { id: string }) => row.id);
    expect(statuses.sort()).toEqual([...RENTAL_STEP_STATUSES].sort());
    const strategies = (await as(null).get('/api/v1/rental-invoicing-strategies', { 'accept-language': 'fr' })).json().data;
    expect(strategies.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining(['no_vat', 'no_vat_debit_note']));
  });

  it.each([
    // A kind a member may neither manage nor list does not exist for them (404).
    ['rental-model-categories', { name: 'Communication' }, { name: 'Mobility' }, 403],
    ['rental-item-conditions', { name: 'Like new', value: 5 }, { value: 4 }, 403],
    ['rental-stocks', { name: 'Lyon' }, { name: 'Paris' }, 404],
  ])('lets a rental admin create, read, change and delete %s, and refuses a member and a visitor', async (type, attributes, changed, refused) => {
    const body = { data: { type, attributes } };
    expect((await as(member).send('POST', `/api/v1/${type}`, body)).statusCode).toBe(refused);
    expect((await client(t).send('POST', `/api/v1/${type}`, body)).statusCode).toBeGreaterThanOrEqual(401);
    const created = await as(rentalAdmin).send('POST', `/api/v1/${type}`, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect((await as(rentalAdmin).get(`/api/v1/${type}/${id}`)).json().data.attributes).toMatchObject(attributes);
    expect((await as(member).send('PATCH', `/api/v1/${type}/${id}`, { data: { type, id, attributes: changed } })).statusCode).toBeGreaterThanOrEqual(403);
    const updated = await as(rentalAdmin).send('PATCH', `/api/v1/${type}/${id}`, { data: { type, id, attributes: changed } });
    expect(updated.json().data.attributes).toMatchObject(changed);
    expect((await as(member).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await as(rentalAdmin).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(204);
    expect((await as(admin).get(`/api/v1/${type}/${id}`)).statusCode).toBe(404);
  });

  it('shows models to everyone and keeps items (the physical units) to the rental managers', async () => {
    expect((await as(null).get(`/api/v1/rental-models/${model}`)).json().data.attributes).toMatchObject({ name: 'Eye tracker', rentingPrice: 12_000 });
    const item = await as(rentalAdmin).send('POST', '/api/v1/rental-items', {
      data: { type: 'rental-items', attributes: { stockId: 'ET-001', unavailabilities: [{ startAt: inDays(1), endAt: inDays(3) }] }, relationships: { rentalModel: link('rental-models', model) } },
    });
    expect(item.statusCode).toBe(201);
    const id = item.json().data.id as string;
    expect((await as(member).get(`/api/v1/rental-items/${id}`)).statusCode).toBe(404);
    expect((await as(member).get('/api/v1/rental-items')).statusCode).toBe(404);
    const patched = await as(admin).send('PATCH', `/api/v1/rental-items/${id}`, { data: { type: 'rental-items', id, attributes: { comment: 'Cable replaced' } } });
    expect(patched.json().data.attributes.comment).toBe('Cable replaced');
    const backwards = { data: { type: 'rental-items', id, attributes: { unavailabilities: [{ startAt: inDays(3), endAt: inDays(1) }] } } };
    expect(errorsOf(await as(admin).send('PATCH', `/api/v1/rental-items/${id}`, backwards))).toEqual([{ code: 'validation.periods', pointer: '/data/attributes/unavailabilities' }]);
    // A model with units cannot go while they point at it.
    expect((await as(rentalAdmin).send('DELETE', `/api/v1/rental-models/${model}`)).statusCode).toBe(409);
    expect((await as(rentalAdmin).send('DELETE', `/api/v1/rental-items/${id}`)).statusCode).toBe(204);
  });

  it("lets a member place a command and read it, never another member's, which a rental admin reads and changes", async () => {
    expect((await client(t).send('POST', '/api/v1/rental-commands', {})).statusCode).toBeGreaterThanOrEqual(401);
    const placed = await command(member, { comment: 'For the school term' });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.id as string;
    expect(placed.json().data.relationships.commandBy.data).toEqual({ type: 'users', id: member.userId });
    expect((await as(member).get(`/api/v1/rental-commands/${id}`)).statusCode).toBe(200);
    expect((await as(otherMember).get(`/api/v1/rental-commands/${id}`)).statusCode).toBe(404);
    const theirs = (await as(otherMember).get('/api/v1/rental-commands?page[size]=100')).json().data.map((row: { id: string }) => row.id);
    expect(theirs).not.toContain(id);
    expect((await as(null).get(`/api/v1/rental-commands/${id}`)).statusCode).toBeGreaterThanOrEqual(401);
    // Its owner does not change it once placed; a rental admin does, and may delete it.
    const change = { data: { type: 'rental-commands', id, attributes: { comment: 'Changed' } } };
    expect((await as(member).send('PATCH', `/api/v1/rental-commands/${id}`, change)).statusCode).toBe(403);
    expect((await as(rentalAdmin).send('PATCH', `/api/v1/rental-commands/${id}`, change)).json().data.attributes.comment).toBe('Changed');
    // Nobody names another person as the one who commands.
    const forged = await command(member, {}, { commandBy: link('users', otherMember.userId) });
    expect(errorsOf(forged)).toEqual([{ code: 'forbidden', pointer: '/data/relationships/commandBy' }]);
    expect((await as(rentalAdmin).send('DELETE', `/api/v1/rental-commands/${id}`)).statusCode).toBe(204);
  });

  it('refuses a command that ends before it starts, or ships without an address, naming the field', async () => {
    expect(errorsOf(await command(member, { endAt: inDays(5) }))).toEqual([{ code: 'validation.after', pointer: '/data/attributes/endAt' }]);
    expect(errorsOf(await command(member, { rentalStrategy: 'ship_to_address' }))).toEqual([{ code: 'validation.required', pointer: '/data/relationships/shippingAddress' }]);
    expect(errorsOf(await command(member, { rentalStrategy: 'by_drone' }))[0]).toMatchObject({ pointer: '/data/attributes/rentalStrategy' });
  });

  it("ships to the member's own address only: another member's does not exist for them", async () => {
    const address = { type: 'addresses', attributes: { fullName: 'Ana Martin', line1: '1 rue Haute', postalCode: '69001', city: 'Lyon' } };
    const own = await as(member).send('POST', '/api/v1/addresses', { data: address });
    expect(own.statusCode).toBe(201);
    const ownId = own.json().data.id as string;
    const other = (await as(otherMember).send('POST', '/api/v1/addresses', { data: address })).json().data.id as string;
    expect((await as(member).get(`/api/v1/addresses/${other}`)).statusCode).toBe(404);
    expect(errorsOf(await command(member, { rentalStrategy: 'ship_to_address' }, { shippingAddress: link('addresses', other) }))).toEqual([
      { code: 'validation.exists', pointer: '/data/relationships/shippingAddress' },
    ]);
    const shipped = await command(member, { rentalStrategy: 'ship_to_address' }, { shippingAddress: link('addresses', ownId), billingAddress: link('addresses', ownId) });
    expect(shipped.statusCode).toBe(201);
    expect((await as(otherMember).send('PATCH', `/api/v1/addresses/${ownId}`, { data: { type: 'addresses', id: ownId, attributes: { city: 'Nice' } } })).statusCode).toBe(404);
    expect((await as(member).send('PATCH', `/api/v1/addresses/${ownId}`, { data: { type: 'addresses', id: ownId, attributes: { city: 'Villeurbanne' } } })).statusCode).toBe(200);
    // Used by a command, it stays.
    expect((await as(member).send('DELETE', `/api/v1/addresses/${ownId}`)).statusCode).toBe(409);
    expect((await as(otherMember).send('DELETE', `/api/v1/addresses/${other}`)).statusCode).toBe(204);
  });

  it("shares an organization's commands among the members acting for it, and with no one else", async () => {
    const organization = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Rehab centre' });
    const colleague = await signIn(t);
    const users = tablesOf('users');
    for (const who of [member, colleague]) {
      await t.database.db.insert(users.joins.organizations!.table).values({ ownerId: who.userId, relatedId: organization, position: 0 });
      await t.database.db.update(users.table).set({ actingAsOrganizationId: organization }).where(eq(users.table.id, who.userId));
    }
    try {
      const placed = await command(member);
      expect(placed.json().data.relationships.rentBy.data).toEqual({ type: 'organizations', id: organization });
      const id = placed.json().data.id as string;
      expect((await as(colleague).get(`/api/v1/rental-commands/${id}`)).statusCode).toBe(200);
      expect((await as(otherMember).get(`/api/v1/rental-commands/${id}`)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(users.table).set({ actingAsOrganizationId: null }).where(eq(users.table.id, member.userId));
    }
  });

  it('gives lines and steps to whoever reads their command, derives its status from the steps, and deletes them with it', async () => {
    // Placed by an administrator for the member (a running command: no bound holds a manager); its lines are the managers'.
    const placed = await as(admin).send('POST', '/api/v1/rental-commands', {
      data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: inDays(-10), endAt: inDays(3) }, relationships: { commandBy: link('users', member.userId) } },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.id as string;
    const line = await as(rentalAdmin).send('POST', '/api/v1/rental-command-items', {
      data: { type: 'rental-command-items', attributes: { rentingPrice: 12_000 }, relationships: { command: link('rental-commands', id), rentalModel: link('rental-models', model) } },
    });
    expect(line.statusCode).toBe(201);
    const lineId = line.json().data.id as string;
    const step = (stepType: string, status: string, position: number) =>
      as(rentalAdmin).send('POST', '/api/v1/rental-command-steps', {
        data: { type: 'rental-command-steps', attributes: { position }, relationships: { command: link('rental-commands', id), stepType: link('rental-command-step-types', stepType), status: link('rental-command-step-statuses', status) } },
      });
    expect((await as(member).send('POST', '/api/v1/rental-command-steps', { data: { type: 'rental-command-steps', relationships: { command: link('rental-commands', id) } } })).statusCode).toBe(403);
    const validationId = (await as(member).get(`/api/v1/rental-command-steps?filter[command]=${id}`)).json().data[0].id as string;
    expect((await step('return', 'waiting', 6)).statusCode).toBe(201);
    const read = (await as(member).get(`/api/v1/rental-commands/${id}?include=steps,commandItems`)).json();
    expect(read.data.attributes.status).toBe('waitingReturn');
    expect(read.data.attributes.flags).toMatchObject({ requiresValidation: true, isPrepared: false });
    expect(read.data.attributes.canEdit).toBe(false);
    expect(read.included.map((row: { type: string }) => row.type).sort()).toEqual(['rental-command-items', 'rental-command-steps', 'rental-command-steps']);
    expect((await as(otherMember).get(`/api/v1/rental-command-items/${lineId}`)).statusCode).toBe(404);
    expect((await as(otherMember).get(`/api/v1/rental-command-steps/${validationId}`)).statusCode).toBe(404);
    await step('cancellation', 'success', 8);
    const cancelled = (await as(rentalAdmin).get(`/api/v1/rental-commands/${id}`)).json().data.attributes;
    expect(cancelled).toMatchObject({ status: 'cancelled', canEdit: true });
    expect(cancelled.flags.requiresValidation).toBe(false);

    expect((await as(rentalAdmin).send('DELETE', `/api/v1/rental-commands/${id}`)).statusCode).toBe(204);
    expect((await as(rentalAdmin).get(`/api/v1/rental-command-items/${lineId}`)).statusCode).toBe(404);
    expect((await as(rentalAdmin).get(`/api/v1/rental-command-steps/${validationId}`)).statusCode).toBe(404);
  });
});

describe('rental kinds with the rental feature off', () => {
  it('do not exist, even for an admin, while an address (not a rental kind alone) still does', async () => {
    const t = await createTestApp('pglite', { env: { FEATURES_DISABLED: 'rental' } });
    try {
      const admin = await signIn(t, { isAdmin: true });
      for (const type of ['rental-models', 'rental-commands', 'rental-command-steps', 'rental-items']) {
        expect((await client(t, admin.headers).get(`/api/v1/${type}`)).statusCode).toBe(404);
      }
      expect((await client(t, admin.headers).get('/api/v1/addresses')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
