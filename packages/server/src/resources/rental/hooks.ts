import type { addresses, rentalCommands, rentalItems, RentalStepFacts } from '@relais/domain';
import { rentalCommandFlags, rentalCommandStatus, strategyRequiresShipping } from '@relais/domain';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import { rowsAllowed } from '../../policies/checks.ts';
import type { Executor } from '../../db/client.ts';
import { compiledRead } from '../../db/compiled-reads.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { planCommand, writePlannedCommand } from './command-placement.ts';
import type { PlannedLines } from './command-placement.ts';
import { managesRentals, rentalCommandsPolicy } from './policies.ts';

/** Whoever writes an address owns it (and their organization, while they act for it), unless a manager names someone. */
export const addressesHooks: ResourceHooks<typeof addresses> = {
  async beforeWrite({ actor, action, values }) {
    if (action !== 'create' || (managesRentals(actor) && (values.userId || values.ownerOrganizationId))) return;
    values.userId = actor.userId;
    values.ownerOrganizationId = actor.actingAsOrganizationId;
  },
};

/** Periods a unit cannot be rented: each ends after it starts. */
const UNAVAILABILITIES = z
  .array(z.object({ startAt: z.iso.datetime({ offset: true }), endAt: z.iso.datetime({ offset: true }), reason: z.string().max(500).optional() }).strict())
  .max(200)
  .nullable()
  .refine((periods) => (periods ?? []).every((period) => Date.parse(period.endAt) > Date.parse(period.startAt)));

export const rentalItemsHooks: ResourceHooks<typeof rentalItems> = {
  async beforeWrite({ values }) {
    if (values.unavailabilities === undefined || UNAVAILABILITIES.safeParse(values.unavailabilities).success) return;
    throw validationFailed([
      { pointer: attributePointer('unavailabilities'), rule: 'periods', detail: 'List periods as { startAt, endAt } dates, each ending after it starts.' },
    ]);
  },
};

/** The steps of each command, in one statement. */
async function stepsOf(db: Parameters<NonNullable<ResourceHooks['computed']>>[0]['db'], ids: string[]): Promise<Map<string, RentalStepFacts[]>> {
  const steps = new Map<string, RentalStepFacts[]>(ids.map((id) => [id, []]));
  if (!ids.length) return steps;
  const table = tablesOf('rental-command-steps').table;
  // Built once per number of commands (db/compiled-reads.ts).
  const rows = await compiledRead<{ commandId: unknown; stepType: unknown; status: unknown; doneAt: unknown }>(
    db,
    `rental-command-steps:${ids.length}`,
    Object.fromEntries(ids.map((id, i) => [`c${i}`, id])),
    (slot) =>
      db
        .select({ commandId: table.commandId, stepType: table.stepTypeId, status: table.statusId, doneAt: table.doneAt })
        .from(table)
        .where(inArray(table.commandId, ids.map((_, i) => slot(`c${i}`)))),
  );
  for (const row of rows) steps.get(row.commandId as string)?.push({ stepType: row.stepType, status: row.status, doneAt: row.doneAt } as RentalStepFacts);
  return steps;
}

/**
 * A coupon applied to a new command (issue 26 item 6) is one the commander bought and has not used:
 * a 422 on `purchasedCoupon` otherwise. It is used once the command is written.
 */
async function checkCoupon(tx: Executor, purchasedCouponId: string, commandById: string) {
  const purchases = tablesOf('purchased-coupons').table;
  const [row] = await tx.select({ userId: purchases.userId, usedAt: purchases.usedAt }).from(purchases).where(eq(purchases.id, purchasedCouponId)).for('update');
  if (!row || row.userId !== commandById || row.usedAt) {
    throw validationFailed([{ pointer: relationshipPointer('purchasedCoupon'), rule: 'coupon', detail: 'Apply a coupon you bought and have not used yet.' }]);
  }
}

/**
 * The lines planned by a command's create, until its row is written: the hooks share nothing else,
 * and a transaction writes one row at a time.
 */
const placements = new WeakMap<Executor, PlannedLines>();

/**
 * A member's command is theirs (or their organization's while they act for it); it ends after it
 * starts; a strategy that ships needs a shipping address; its cart becomes its lines and first step
 * (command-placement.ts). Status and flags are derived from the steps.
 */
export const rentalCommandsHooks: ResourceHooks<typeof rentalCommands> = {
  async beforeWrite({ tx, actor, action, values, before }) {
    if (action === 'create' && !(managesRentals(actor) && values.commandById)) {
      values.commandById = actor.userId;
      values.rentById = actor.actingAsOrganizationId;
    }
    const startAt = values.startAt ?? before?.startAt;
    const endAt = values.endAt ?? before?.endAt;
    if (startAt && endAt && endAt.getTime() <= startAt.getTime()) {
      throw validationFailed([{ pointer: attributePointer('endAt'), rule: 'after', detail: 'A rental ends after it starts.' }]);
    }
    const strategy = values.rentalStrategy ?? before?.rentalStrategy ?? null;
    const shippingAddress = values.shippingAddressId === undefined ? before?.shippingAddressId : values.shippingAddressId;
    if (strategyRequiresShipping(strategy) && !shippingAddress) {
      throw validationFailed([{ pointer: relationshipPointer('shippingAddress'), rule: 'required', detail: 'This way of delivery needs a shipping address.' }]);
    }
    if (action === 'create' && values.purchasedCouponId) await checkCoupon(tx, values.purchasedCouponId as string, values.commandById as string);
    if (action === 'create') placements.set(tx, await planCommand(tx, { actor, isManager: managesRentals(actor), values }));
    else if (values.models !== undefined) {
      throw validationFailed([{ pointer: attributePointer('models'), rule: 'create_only', detail: 'The models are chosen when the command is placed; managers change its lines.' }]);
    }
  },
  async afterWrite({ tx, action, after }) {
    const planned = placements.get(tx);
    placements.delete(tx);
    if (action === 'create' && after && planned) await writePlannedCommand(tx, after, planned);
    if (action === 'create' && after?.purchasedCouponId) {
      const purchases = tablesOf('purchased-coupons').table;
      await tx.update(purchases).set({ usedAt: new Date() }).where(eq(purchases.id, after.purchasedCouponId as string));
    }
  },
  async computed({ db, actor, rows }) {
    const steps = await stepsOf(db, rows.map((row) => row.id));
    const editable = await rowsAllowed(db, tablesOf('rental-commands'), rentalCommandsPolicy.update(actor), rows, tablesOf);
    const now = new Date();
    return new Map(
      rows.map((row) => {
        const facts = { rentalStrategy: row.rentalStrategy, shippingAddress: row.shippingAddressId, startAt: row.startAt, endAt: row.endAt, createdAt: row.createdAt, steps: steps.get(row.id) ?? [] };
        return [row.id, { status: rentalCommandStatus(facts, now), flags: rentalCommandFlags(facts), canEdit: editable.has(row.id) }];
      }),
    );
  },
};
