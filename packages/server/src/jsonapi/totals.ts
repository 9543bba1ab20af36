import { count, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import type { Kind } from './catalog.ts';

/**
 * `meta.page.total` of lists, remembered per database and guarded by the database snapshot.
 *
 * A count is a pure function of its SQL text, its parameters and the set of committed
 * transactions the statement sees; that set is exactly what `pg_current_snapshot()` describes
 * (xmin, xmax and the transactions still running). So a total counted under snapshot S is still
 * right for any later statement whose snapshot is S too: nothing committed, or rolled back, since.
 * Any write anywhere — the engine, a service, a seed, a direct insert, another app process, psql —
 * moves the snapshot when it ends, so no writer has to remember to invalidate anything. The page
 * of rows reports its own statement's snapshot, so a remembered total is also exactly the one of
 * the rows it is sent with, and a list whose total holds costs no statement more than its rows.
 *
 * The key is the count's SQL and parameters, which hold the actor's scope: a visitor and an admin
 * share a total only when they count with the very same condition. Not cached: conditions that call
 * a function whose value changes without a write (`now()`, `random()`…), and counts inside a
 * transaction that has written (its own rows are visible to it but not described by the snapshot).
 */
export const VOLATILE = /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|nextval|currval|setval|current_setting|gen_random_uuid|current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;

/** Distinct conditions remembered per database; the oldest goes first beyond this. */
const MOST_ENTRIES = 500;

/** A statement's snapshot, and whether its transaction has written (then nothing is cached). */
export interface SnapshotSeen {
  snapshot: string;
  hasWritten: boolean;
}

/** Columns a statement adds to tell its snapshot: the rows query of a list carries them. */
export const snapshotFields = {
  snapshot: sql<string>`pg_current_snapshot()::text`,
  hasWritten: sql<boolean>`pg_current_xact_id_if_assigned() is not null`,
};

const byDatabase = new WeakMap<Executor, Map<string, SnapshotSeen & { total: number }>>();

const entriesOf = (db: Executor) => {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  return entries;
};

const dialect = new PgDialect();

/** The count's identity: its table and condition as SQL text and parameters; null when volatile. */
function keyOf(kind: Kind, where: SQL | undefined): string | null {
  const { sql: text, params } = dialect.sqlToQuery(where ? sql`${kind.table} where ${where}` : sql`${kind.table}`);
  return VOLATILE.test(text) ? null : `${text}\u0000${JSON.stringify(params)}`;
}

/**
 * How many rows of the kind match `where`. `seen` is the snapshot of a statement the caller just
 * ran (the page of rows): when it is the one a remembered total was counted under, that total is
 * the answer, consistent with those rows; otherwise the rows are counted, and remembered.
 */
export async function countRows(db: Executor, kind: Kind, where: SQL | undefined, seen?: SnapshotSeen): Promise<number> {
  const key = keyOf(kind, where);
  const entries = entriesOf(db);
  const known = key === null ? undefined : entries.get(key);
  if (known && seen && !seen.hasWritten && seen.snapshot === known.snapshot) return known.total;
  const [counted] = await db.select({ total: count(), ...snapshotFields }).from(kind.table).where(where);
  const { total, snapshot, hasWritten } = counted!;
  if (key !== null && !hasWritten) {
    entries.delete(key);
    entries.set(key, { snapshot, hasWritten, total });
    if (entries.size > MOST_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  return total;
}
