import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { cartShortages, rentalAvailability } from '@relais/domain';
import type { AvailabilityHolding, AvailabilityItem, Period, RentalCart } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { rentalBookings } from '../db/system-tables.ts';
import { attributePointer, ApiError } from '../http/errors.ts';
import { tablesOf } from './tables.ts';

/**
 * What a rental model's availability reads (issue 26): its items with their stocks and
 * unavailabilities, the lines of the commands that still hold items over the period (neither
 * cancelled nor returned), and the live bookings. rules/rental-availability.ts does the counting.
 */

const notDeleted = (table: ReturnType<typeof tablesOf>['table']) => (table.deletedAt ? isNull(table.deletedAt) : undefined);

/** A command cancelled or whose equipment is back holds nothing and no longer changes . */
export const commandReleased = (commandId: unknown) => {
  const steps = tablesOf('rental-command-steps').table;
  return sql`exists (select 1 from ${steps} where ${steps.commandId} = ${commandId} and ${steps.statusId} <> 'hidden'
    and (${steps.stepTypeId} = 'cancellation' or (${steps.stepTypeId} = 'return' and ${steps.statusId} = 'success')))`;
};

/** The line is replaced by another (SQL over the lines table's current row). */
export const lineReplaced = () => {
  const lines = tablesOf('rental-command-items').table;
  return sql`exists (select 1 from ${lines} as replacement where replacement.${sql.identifier(lines.replaceId.name)} = ${lines.id})`;
};

async function itemsOf(db: Executor, models: readonly string[]): Promise<AvailabilityItem[]> {
  if (!models.length) return [];
  const { table, joins } = tablesOf('rental-items');
  const rows = await db
    .select({ id: table.id, rentalModelId: table.rentalModelId, unavailabilities: table.unavailabilities })
    .from(table)
    .where(and(inArray(table.rentalModelId, [...models]), notDeleted(table)));
  const stocks = joins.stocks!;
  const links = rows.length ? await db.select({ owner: stocks.owner, stock: stocks.related }).from(stocks.table).where(inArray(stocks.owner, rows.map((row) => row.id as string))) : [];
  return rows.map((row) => ({
    id: row.id as string,
    rentalModelId: row.rentalModelId as string,
    stockIds: links.filter((link) => link.owner === row.id).map((link) => link.stock as string),
    unavailabilities: Array.isArray(row.unavailabilities) ? (row.unavailabilities as Period[]) : null,
  }));
}

async function holdingsOf(db: Executor, models: readonly string[], period: Period, { exceptUser }: { exceptUser?: string | null } = {}): Promise<AvailabilityHolding[]> {
  if (!models.length) return [];
  const lines = tablesOf('rental-command-items').table;
  const commands = tablesOf('rental-commands').table;
  const from = new Date(period.startAt);
  const to = new Date(period.endAt);
  // A cancelled or returned command holds nothing any more.
  const released = commandReleased(commands.id);
  const held = await db
    .select({ rentalModelId: lines.rentalModelId, itemId: lines.itemId, startAt: commands.startAt, endAt: commands.endAt })
    .from(lines)
    .innerJoin(commands, eq(lines.commandId, commands.id))
    .where(and(inArray(lines.rentalModelId, [...models]), lt(commands.startAt, to), gt(commands.endAt, from), notDeleted(commands), sql`not ${released}`, sql`not ${lineReplaced()}`));
  const bookings = await db
    .select()
    .from(rentalBookings)
    .where(and(gt(rentalBookings.expiresAt, new Date()), lt(rentalBookings.startAt, to), gt(rentalBookings.endAt, from), exceptUser ? ne(rentalBookings.userId, exceptUser) : undefined));
  const booked = bookings.flatMap((booking) =>
    Object.entries(booking.models as Record<string, number>)
      .filter(([model]) => models.includes(model))
      .map(([model, quantity]) => ({ rentalModelId: model, quantity, startAt: booking.startAt, endAt: booking.endAt })),
  );
  return [...held.map((row) => ({ rentalModelId: row.rentalModelId as string, itemId: row.itemId as string | null, startAt: row.startAt as Date, endAt: row.endAt as Date })), ...booked];
}

/** Per model, the items free on each day of the calendar. */
export async function modelsAvailability(db: Executor, models: readonly string[], from: Date, days: number): Promise<Record<string, number[]>> {
  const period = { startAt: from, endAt: new Date(from.getTime() + days * 86_400_000) };
  const [items, holdings] = await Promise.all([itemsOf(db, models), holdingsOf(db, models, period)]);
  return rentalAvailability({ models, items, holdings, from, days });
}

/**
 * Locks the cart's models (in id order, so two carts never wait on each other) for the rest of the
 * transaction, then throws a 409 naming `models` when some lack free items over the period. Two
 * members asking for the last item at once are thus served one after the other: the second sees
 * the first's booking or command.
 */
export async function holdCart(tx: Executor, cart: RentalCart, period: Period, userId: string | null): Promise<void> {
  const models = Object.keys(cart).sort();
  if (!models.length) return;
  const table = tablesOf('rental-models').table;
  await tx.select({ id: table.id }).from(table).where(inArray(table.id, models)).orderBy(asc(table.id)).for('update');
  const [items, holdings] = await Promise.all([itemsOf(tx, models), holdingsOf(tx, models, period, { exceptUser: userId })]);
  const shortages = cartShortages({ cart, items, holdings, period });
  if (shortages.length) {
    throw new ApiError(
      409,
      shortages.map((shortage) => ({
        code: 'validation.available',
        title: 'Not available',
        detail: `Only ${shortage.available} of this model can be rented over these dates.`,
        source: { pointer: attributePointer('models') },
        meta: shortage,
      })),
    );
  }
}
