import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { APP_ENV_ID, firstRentalSteps, rentalCommandBreaches, rentalLinePrice, rentalQuantityBreaches, rentalShippingPrice, setCartQuantity } from '@relais/domain';
import type { RentalCart, RentalCommandBreach, RentalCommandSettings, RentalStrategy } from '@relais/domain';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import type { Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import { holdCart } from '../../services/rental-availability.ts';
import { rentalBookings } from '../../db/system-tables.ts';

/**
 * Placing a rental command (spec, domain "Rental", §5, §9): the cart checked against the
 * platform's bounds, then turned into priced lines and the command's first step, in the command's
 * transaction. Rental managers place commands for others and are held to the quantity bounds only.
 */

const CART = z.record(z.uuid(), z.number().int().min(0).max(10_000));

const BREACH_DETAIL: Record<RentalCommandBreach['rule'], (limit: number) => string> = {
  before_start: (limit) => (limit ? `A rental starts at least ${limit} days from now.` : 'A rental cannot start in the past.'),
  min_duration: (limit) => `A rental lasts at least ${limit} days.`,
  duration_multiple: (limit) => `A rental lasts a multiple of ${limit} days.`,
  max_duration: (limit) => `A rental lasts at most ${limit} days.`,
  max_line_quantity: (limit) => `A command holds at most ${limit} units of one model.`,
  max_items: (limit) => `A command holds at most ${limit} items.`,
  max_models: (limit) => `A command holds at most ${limit} different models.`,
  max_pending_commands: (limit) => `You already have ${limit} commands waiting for validation.`,
};

const pointerOf = (field: RentalCommandBreach['field']) => (field === 'command' ? '/data' : attributePointer(field));
const breachError = (breach: RentalCommandBreach): FieldError => ({ pointer: pointerOf(breach.field), rule: breach.rule, detail: BREACH_DETAIL[breach.rule](breach.limit), meta: { limit: breach.limit } });

/** What a command's create hands from before its row is written to after: its priced lines, one entry per model. */
export interface PlannedLines {
  lines: { rentalModelId: string; rentingPrice: number; quantity: number }[];
}

/** The cart sent with the command, units floored and empty entries dropped; a 422 on `models` when malformed. */
function cartOf(models: unknown): RentalCart {
  if (models === undefined || models === null) return {};
  const parsed = CART.safeParse(models);
  if (!parsed.success) throw validationFailed([{ pointer: attributePointer('models'), rule: 'cart', detail: 'Send the models as { "<rental model id>": quantity }.' }]);
  return Object.entries(parsed.data).reduce<RentalCart>((cart, [id, quantity]) => setCartQuantity(cart, id, quantity), {});
}

/** The app-env's rental settings, as numbers (null when unset): what placing a command and the journey's own calls check. */
export async function readRentalSettings(db: Executor) {
  const { table } = tablesOf('app-envs');
  const [row] = await db.select().from(table).where(eq(table.id, APP_ENV_ID));
  const setting = (key: string) => (row?.[key] == null ? null : Number(row[key]));
  return {
    rentalMinDuration: setting('rentalMinDuration'),
    rentalDurationMultiple: setting('rentalDurationMultiple'),
    rentalMaxDuration: setting('rentalMaxDuration'),
    rentalBeforeStartDuration: setting('rentalBeforeStartDuration'),
    rentalMaxLineQuantity: setting('rentalMaxLineQuantity'),
    rentalMaxItems: setting('rentalMaxItems'),
    rentalMaxModels: setting('rentalMaxModels'),
    rentalMaxPendingCommands: setting('rentalMaxPendingCommands'),
    rentalBookingExpirationDelay: setting('rentalBookingExpirationDelay'),
    rentalOrganizationTax: setting('rentalOrganizationTax'),
    rentalRetrievalAddress: (row?.rentalRetrievalAddress as string | null | undefined) ?? null,
  };
}

async function settingsOf(tx: Executor): Promise<RentalCommandSettings & { taxPercent: number | null }> {
  const settings = await readRentalSettings(tx);
  return { ...settings, taxPercent: settings.rentalOrganizationTax };
}

/**
 * The owner's commands still waiting for their validation. The owner's row is locked first (the
 * organization's while acting for one, else the commanding user's), so that two commands placed at
 * once for one owner, by one member or by two members of the organization, are counted one after
 * the other.
 */
async function pendingCommands(tx: Executor, owner: { commandById: string; rentById: string | null }): Promise<number> {
  if (owner.rentById) {
    const organizations = tablesOf('organizations').table;
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, owner.rentById)).for('update');
  } else {
    const users = tablesOf('users').table;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.commandById)).for('update');
  }
  const commands = tablesOf('rental-commands').table;
  const steps = tablesOf('rental-command-steps').table;
  const waiting = tx.select({ id: steps.commandId }).from(steps).where(and(eq(steps.stepTypeId, 'validation'), eq(steps.statusId, 'waiting')));
  const ownedBy = owner.rentById ? eq(commands.rentById, owner.rentById) : eq(commands.commandById, owner.commandById);
  const [row] = await tx.select({ total: count() }).from(commands).where(and(ownedBy, inArray(commands.id, waiting)));
  return Number(row?.total ?? 0);
}

/**
 * Checks a new command and prices its lines: the models exist, a member's command holds at least
 * one and keeps within the bounds; the shipping price follows the strategy. Throws one 422 listing
 * every field at fault; answers the lines to write once the command is.
 */
export async function planCommand(tx: Executor, { actor, isManager, values }: { actor: Actor; isManager: boolean; values: Record<string, unknown> }): Promise<PlannedLines> {
  const cart = cartOf(values.models);
  const settings = await settingsOf(tx);
  const tooMany = rentalQuantityBreaches(cart, settings);
  if (tooMany.length) throw validationFailed(tooMany.map(breachError));

  const errors: FieldError[] = [];
  const ids = Object.keys(cart);
  const modelsTable = tablesOf('rental-models').table;
  const models = ids.length ? await tx.select({ id: modelsTable.id, rentingPrice: modelsTable.rentingPrice }).from(modelsTable).where(inArray(modelsTable.id, ids)) : [];
  const missing = ids.filter((id) => !models.some((model) => model.id === id));
  if (missing.length) errors.push({ pointer: attributePointer('models'), rule: 'exists', detail: `No rental model with id ${missing.join(', ')}.`, meta: { missing } });
  else if (!ids.length && !isManager) errors.push({ pointer: attributePointer('models'), rule: 'required', detail: 'Choose at least one model to rent.' });

  if (!isManager) {
    const owner = { commandById: values.commandById as string, rentById: (values.rentById as string | null) ?? null };
    const command = { startAt: values.startAt as Date, endAt: values.endAt as Date, pendingCommands: await pendingCommands(tx, owner) };
    errors.push(...rentalCommandBreaches(command, settings, new Date()).map(breachError));
  }
  if (errors.length) throw validationFailed(errors);
  if (!isManager) {
    // The items must be free over the period, the member's own booking aside; the booking is then spent.
    const commander = values.commandById as string;
    await holdCart(tx, cart, { startAt: values.startAt as Date, endAt: values.endAt as Date }, commander);
    await tx.delete(rentalBookings).where(eq(rentalBookings.userId, commander));
  }

  if (!isManager || values.shippingPrice === undefined) {
    values.shippingPrice = rentalShippingPrice({ rentalStrategy: values.rentalStrategy as RentalStrategy, shippingAddress: values.shippingAddressId });
  }
  const users = tablesOf('users').table;
  const commander = (values.commandById as string | null) ?? actor.userId;
  const [user] = commander ? await tx.select({ strategy: users.rentalInvoicingStrategyId }).from(users).where(eq(users.id, commander)) : [];
  const invoicingStrategy = (user?.strategy as string | null | undefined) ?? null;
  return {
    lines: models.map((model) => ({
      rentalModelId: model.id as string,
      rentingPrice: rentalLinePrice({ modelPrice: Number(model.rentingPrice), invoicingStrategy, taxPercent: settings.taxPercent }),
      quantity: cart[model.id as string]!,
    })),
  };
}

/**
 * Writes a placed command's lines, one per unit, and its first step, in its transaction. The units
 * are multiplied out by the database from one parameter holding the per-model lines, so the
 * statement's size follows the number of models, never the number of units.
 */
export async function writePlannedCommand(tx: Executor, command: Row, { lines }: PlannedLines): Promise<void> {
  if (lines.length) {
    const items = tablesOf('rental-command-items').table;
    await tx.execute(sql`insert into ${items} (${sql.identifier(items.commandId.name)}, ${sql.identifier(items.statusId.name)}, ${sql.identifier(items.rentalModelId.name)}, ${sql.identifier(items.rentingPrice.name)})
      select ${command.id}::uuid, 'pending', line.model, line.price
      from jsonb_to_recordset(${JSON.stringify(lines.map((line) => ({ model: line.rentalModelId, price: line.rentingPrice, quantity: line.quantity })))}::jsonb) as line(model uuid, price integer, quantity integer)
      cross join lateral generate_series(1, line.quantity)`);
  }
  await tx
    .insert(tablesOf('rental-command-steps').table)
    .values(firstRentalSteps().map((step) => ({ commandId: command.id, stepTypeId: step.stepType, statusId: step.status, position: step.position })));
}
