import { count, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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
 * moves the snapshot when it ends, so no writer has to remember to invalidate anything.
 *
 * The key is the count's SQL and parameters, which hold the actor's scope: a visitor and an admin
 * share a total only when they count with the very same condition. Not cached: conditions that call
 * a function whose value changes without a write (`now()`, `random()`…), and counts inside a
 * transaction that has written (its own rows are visible to it but not described by the snapshot).
 */
const VOLATILE = /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|nextval|currval|setval|current_setting|gen_random_uuid|current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;

/** Distinct conditions remembered per database; the oldest goes first beyond this. */
const MOST_ENTRIES = 500;

interface Entry {
  snapshot: string;
  total: number;
}

const byDatabase = new WeakMap<Executor, Map<string, Entry>>();

const entriesOf = (db: Executor) => {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  return entries;
};

/** The statement's snapshot, and whether its transaction has written (then nothing is cached). */
const SNAPSHOT = sql<string>`pg_current_snapshot()::text`;
const HAS_WRITTEN = sql<boolean>`pg_current_xact_id_if_assigned() is not null`;

interface Guard {
  snapshot: string;
  hasWritten: boolean;
}

async function currentGuard(db: Executor): Promise<Guard> {
  const result = (await db.execute(sql`select ${SNAPSHOT} as "snapshot", ${HAS_WRITTEN} as "hasWritten"`)) as unknown as { rows: Guard[] };
  return result.rows[0]!;
}

/** How many rows of the kind match `where`, from the cache when nothing was committed since. */
export async function countRows(db: Executor, kind: Kind, where: SQL | undefined): Promise<number> {
  const query = db.select({ total: count(), snapshot: SNAPSHOT, hasWritten: HAS_WRITTEN }).from(kind.table).where(where);
  const { sql: text, params } = query.toSQL();
  if (VOLATILE.test(text)) return (await query)[0]!.total;
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const entries = entriesOf(db);
  const known = entries.get(key);
  if (known) {
    const guard = await currentGuard(db);
    if (!guard.hasWritten && guard.snapshot === known.snapshot) return known.total;
  }
  const [counted] = await query;
  const { total, snapshot, hasWritten } = counted!;
  if (!hasWritten) {
    entries.delete(key);
    entries.set(key, { snapshot, total });
    if (entries.size > MOST_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  return total;
}
