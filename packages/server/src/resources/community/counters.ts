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

const targetOf = (count: KeptCount, row: Row | null) => {
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

/** Keeps each count right after a create, update (a link moved) or delete of a counted row. */
export async function keepCounts(tx: Executor, counts: readonly KeptCount[], before: Row | null, after: Row | null): Promise<void> {
  for (const count of counts) {
    const was = targetOf(count, before);
    const is = targetOf(count, after);
    if (was?.type === is?.type && was?.id === is?.id) continue;
    if (was) await shiftCount(tx, was, count.attribute, -1);
    if (is) await shiftCount(tx, is, count.attribute, 1);
  }
}
