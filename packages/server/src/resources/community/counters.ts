import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { registry } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import type { Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';

/**
 * A count kept on the row a link points at (a subject's `messagesCount`, an item's `likesCount`):
 * the link's id column on the counted kind, its type column for a polymorphic link (else the one
 * target type), and the counter attribute. Targets that do not declare the counter are skipped.
 */
export interface KeptCount {
  idKey: string;
  typeKey?: string;
  targetType?: string;
  attribute: string;
}

type Linked = Readonly<Record<string, unknown>> | null | undefined;

const targetOf = (count: KeptCount, row: Linked) => {
  const id = row?.[count.idKey];
  const type = count.typeKey ? row?.[count.typeKey] : count.targetType;
  return typeof id === 'string' && typeof type === 'string' ? { type, id } : null;
};

/**
 * Moves a counter by `delta` as one `count = count + delta` statement: the row lock it takes orders
 * concurrent writers, so two creates in parallel both count (a recount in each would miss the other's
 * row under READ COMMITTED).
 */
export async function shiftCount(tx: Executor, target: { type: string; id: string }, attribute: string, delta: number): Promise<void> {
  if (!registry.find(target.type)?.attributes[attribute]) return;
  const { table } = tablesOf(target.type);
  const column = table[attribute] as AnyPgColumn;
  await tx
    .update(table)
    .set({ [attribute]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(table.id as AnyPgColumn, target.id));
}

/**
 * Locks the rows the counts of these rows live on (`FOR NO KEY UPDATE`, which lets links to them be
 * checked meanwhile), ordered by type and id. A writer of a counted row calls it before writing
 * anything (`lockFirst`, or `beforeWrite` for a create): every writer of one subject's messages then
 * locks that subject first, the message next and the kept totals last, so concurrent writers queue
 * behind the subject instead of deadlocking; and whatever a writer reads after it holds the lock
 * (the subject's newest message) includes what the writers before it committed.
 */
export async function lockCounted(tx: Executor, counts: readonly KeptCount[], rows: readonly Linked[]): Promise<void> {
  const targets = new Map<string, { type: string; id: string }>();
  for (const row of rows) {
    for (const count of counts) {
      const target = targetOf(count, row);
      if (target && registry.find(target.type)?.attributes[count.attribute]) targets.set(`${target.type} ${target.id}`, target);
    }
  }
  for (const key of [...targets.keys()].sort()) {
    const target = targets.get(key)!;
    const { table } = tablesOf(target.type);
    const id = table.id as AnyPgColumn;
    await tx.select({ id }).from(table).where(eq(id, target.id)).for('no key update');
  }
}

/** `lockCounted` for a stored row of `type` known by its id, before an update or delete locks it. */
export async function lockCountedOf(tx: Executor, type: string, counts: readonly KeptCount[], id: string): Promise<void> {
  const { table } = tablesOf(type);
  const keys = [...new Set(counts.flatMap((count) => [count.idKey, ...(count.typeKey ? [count.typeKey] : [])]))];
  const [row] = await tx
    .select(Object.fromEntries(keys.map((key) => [key, table[key] as AnyPgColumn])))
    .from(table)
    .where(eq(table.id as AnyPgColumn, id));
  await lockCounted(tx, counts, [row]);
}

/** The `lockFirst` hook of a counted kind. */
export const lockCountsFirst =
  (type: string, counts: readonly KeptCount[]) =>
  ({ tx, id }: { tx: Executor; id: string }): Promise<void> =>
    lockCountedOf(tx, type, counts, id);

/** What a row counts for: nothing once soft-deleted (its restore counts it again). */
const countedTargetOf = (count: KeptCount, row: Linked) => (row?.deletedAt ? null : targetOf(count, row));

/** Keeps each count right after a create, update (a link moved), delete, soft delete or restore of a counted row. */
export async function keepCounts(tx: Executor, counts: readonly KeptCount[], before: Row | null, after: Row | null): Promise<void> {
  for (const count of counts) {
    const was = countedTargetOf(count, before);
    const is = countedTargetOf(count, after);
    if (was?.type === is?.type && was?.id === is?.id) continue;
    if (was) await shiftCount(tx, was, count.attribute, -1);
    if (is) await shiftCount(tx, is, count.attribute, 1);
  }
}
