import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { seedRentalReferenceData } from '../../seed/rental.ts';
import { modelsAvailability } from '../../services/rental-availability.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const link = (type: string, id: string) => ({ data: { type, id } });
const today = () => new Date(Math.floor(Date.now() / DAY) * DAY);

/** Replacing an item on a command's line (issue 26 item 4, `replace` and `replacements`). */
describe.each(TEST_DATABASES)('replacing a line’s item on %s', (databaseKind) => {
  let t: TestApp;
  let rentalAdmin: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  let model: string;
  let otherModel: string;
  let units: string[];
  let otherUnit: string;
  const as = (who: SignedIn) => client(t, who.headers);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    const ctx = systemContext(t.database.db);
    await seedRentalReferenceData(ctx);
    rentalAdmin = await signIn(t, { roles: ['rental_admin'] });
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    model = await createThrough(ctx, 'rental-models', { name: 'Eye tracker', rentingPrice: 12_000 });
    otherModel = await createThrough(ctx, 'rental-models', { name: 'Switch', rentingPrice: 3_000 });
    const stock = await createThrough(ctx, 'rental-stocks', { name: 'Lyon' });
    const { table: items, joins } = tablesOf('rental-items');
    const rows = await t.database.db.insert(items).values(Array.from({ length: 4 }, (_, unit) => ({ stockId: `ET-${unit}`, rentalModelId: model }))).returning({ id: items.id });
    units = rows.map((row) => row.id);
    await t.database.db.insert(joins.stocks!.table).values(units.map((unit, position) => ({ ownerId: unit, relatedId: stock, position })));
    [{ id: otherUnit }] = (await t.database.db.insert(items).values({ stockId: 'SW-0', rentalModelId: otherModel }).returning({ id: items.id })) as [{ id: string }];
  }, 60_000);
  afterAll(() => t.close());

  /** A command of the member's from day `start` to day `end`, its one line holding `item`. */
  const commandWith = async (item: string, start = 2, end = 12) => {
    // Placed by an administrator for the member (a manager's command: no bound, no availability check).
    const placed = await as(admin).send('POST', '/api/v1/rental-commands', {
      data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: inDays(start), endAt: inDays(end) }, relationships: { commandBy: link('users', member.userId) } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const command = placed.json().data.id as string;
    const line = await as(rentalAdmin).send('POST', '/api/v1/rental-command-items', {
      data: {
        type: 'rental-command-items',
        attributes: { rentingPrice: 11_000 },
        relationships: { command: link('rental-commands', command), rentalModel: link('rental-models', model), item: link('rental-items', item), status: link('rental-command-step-statuses', 'waiting') },
      },
    });
    return { command, line: line.json().data.id as string };
  };
  const replace = (who: SignedIn, command: string, line: string, item: string, rentalModel = model) =>
    as(who).send('POST', '/api/v1/rental-command-items', {
      data: {
        type: 'rental-command-items',
        relationships: { command: link('rental-commands', command), rentalModel: link('rental-models', rentalModel), replace: link('rental-command-items', line), item: link('rental-items', item) },
      },
    });

  it('puts another unit of the model on a new line that replaces the old one, which no longer holds its item', async () => {
    const { command, line } = await commandWith(units[0]!);
    const free = async () => (await modelsAvailability(t.database.db, [model], today(), 20))[model]![5];
    expect(await free()).toBe(3);
    expect((await replace(member, command, line, units[1]!)).statusCode).toBe(403);
    const made = await replace(rentalAdmin, command, line, units[1]!);
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json().data;
    expect(created.attributes.rentingPrice).toBe(11_000);
    expect(created.relationships.rentalModel.data).toEqual({ type: 'rental-models', id: model });
    expect(created.relationships.status.data).toEqual({ type: 'rental-command-step-statuses', id: 'waiting' });
    const old = (await as(member).get(`/api/v1/rental-command-items/${line}?include=replacements`)).json();
    expect(old.data.relationships.replacements.data).toEqual([{ type: 'rental-command-items', id: created.id }]);
    // One unit held still: the replacement's, the replaced line's unit is free again.
    expect(await free()).toBe(3);
  });

  it('refuses a line already replaced, another model’s item, the same item and an item held elsewhere, naming the field', async () => {
    const { command, line } = await commandWith(units[2]!, 30, 40);
    expect(errorsOf(await replace(rentalAdmin, command, line, otherUnit))).toEqual([{ code: 'validation.model', pointer: '/data/relationships/item' }]);
    expect(errorsOf(await replace(rentalAdmin, command, line, otherUnit, otherModel))).toEqual([{ code: 'validation.same_model', pointer: '/data/relationships/rentalModel' }]);
    expect(errorsOf(await replace(rentalAdmin, command, line, units[2]!))).toEqual([{ code: 'validation.same_item', pointer: '/data/relationships/item' }]);
    const busy = await commandWith(units[3]!, 35, 45);
    expect(busy.line).toBeTruthy();
    expect(errorsOf(await replace(rentalAdmin, command, line, units[3]!))).toEqual([{ code: 'validation.taken', pointer: '/data/relationships/item' }]);
    const elsewhere = await commandWith(units[1]!, 50, 60);
    expect(errorsOf(await replace(rentalAdmin, elsewhere.command, line, units[0]!))).toEqual([{ code: 'validation.same_command', pointer: '/data/relationships/command' }]);
    expect((await replace(rentalAdmin, command, line, units[1]!)).statusCode).toBe(201);
    expect(errorsOf(await replace(rentalAdmin, command, line, units[0]!))).toEqual([{ code: 'validation.replaced', pointer: '/data/relationships/replace' }]);
  });

  it('replaces a line once when two replacements race', async () => {
    const { command, line } = await commandWith(units[0]!, 70, 80);
    const answers = await Promise.all([replace(rentalAdmin, command, line, units[1]!), replace(rentalAdmin, command, line, units[2]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const lines = tablesOf('rental-command-items').table;
    const { eq } = await import('drizzle-orm');
    expect(await t.database.db.select({ id: lines.id }).from(lines).where(eq(lines.replaceId, line))).toHaveLength(1);
  });

  it('no longer changes the lines of a cancelled command, nor which line a line replaces', async () => {
    const { command, line } = await commandWith(units[0]!, 90, 100);
    const made = (await replace(rentalAdmin, command, line, units[1]!)).json().data.id as string;
    const moved = await as(rentalAdmin).send('PATCH', `/api/v1/rental-command-items/${made}`, { data: { type: 'rental-command-items', id: made, relationships: { replace: { data: null } } } });
    expect(errorsOf(moved)).toEqual([{ code: 'validation.read_only', pointer: '/data/relationships/replace' }]);
    await as(rentalAdmin).send('POST', '/api/v1/rental-command-steps', {
      data: { type: 'rental-command-steps', relationships: { command: link('rental-commands', command), stepType: link('rental-command-step-types', 'cancellation'), status: link('rental-command-step-statuses', 'success') } },
    });
    expect(errorsOf(await replace(rentalAdmin, command, made, units[2]!))).toEqual([{ code: 'validation.closed', pointer: '/data/relationships/replace' }]);
  });
});
