import { sql } from 'drizzle-orm';
import { snakeCase } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';
import type { Executor } from './client.ts';

/**
 * Row counts of a kind by the to-one its lists sort through (`-accessLevel.weight,name`): how many
 * organizations have each access level. A list sorted that way reads its page segment by segment and
 * needs each segment's size (jsonapi/page.ts); counting them was a scan of the whole table on every
 * request. Here each count is kept by a trigger, in the transaction of the write that changes it
 * (insert, delete, a change of the to-one, truncate), so it is never stale and never guessed.
 *
 * Which counts exist is derived from the declarations (every `sortableThrough` to-one), installed
 * after the migrations by `installGroupCounts`, idempotently: a new declaration gets its trigger and
 * its counts filled from the table's rows at the next start, under a lock that holds writes back.
 */
export const GROUP_COUNTS_TABLE = 'relais_group_counts';

/** The key stored for rows whose to-one is empty (no id is empty). */
export const NO_KEY = '';

export interface CountedGroup {
  table: string;
  /** The to-one's column (snake case). */
  column: string;
}

/** The to-ones through which a kind's lists sort: each gets its counts. */
export function countedGroups(resource: ResourceDefinition): CountedGroup[] {
  const names = new Set(resource.sortable.filter((field) => field.includes('.')).map((field) => field.split('.')[0]!));
  return [...names]
    .filter((name) => {
      const relationship = resource.relationships[name];
      return relationship?.cardinality === 'one' && !relationship.inverse && !relationship.types;
    })
    .map((name) => ({ table: resource.table, column: snakeCase(`${name}Id`) }));
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
/** A plain identifier, quoted; anything else is refused (these names go into DDL text). */
export const ident = (name: string) => {
  if (!IDENTIFIER.test(name)) throw new Error(`"${name}" is not a plain identifier.`);
  return `"${name}"`;
};

const triggerName = ({ table, column }: CountedGroup) => `${table}_${column}_counts`.slice(0, 63);

/** One statement each: the extended protocol takes one at a time. */
const SETUP = [
  `create table if not exists ${GROUP_COUNTS_TABLE} (
  table_name text not null,
  column_name text not null,
  key text not null,
  count bigint not null,
  primary key (table_name, column_name, key)
)`,
  `create or replace function relais_count_group_rows() returns trigger language plpgsql as $$
declare
  old_key text;
  new_key text;
begin
  if TG_OP in ('UPDATE', 'DELETE') then
    execute format('select coalesce(($1).%I::text, '''')', TG_ARGV[0]) using OLD into old_key;
  end if;
  if TG_OP in ('UPDATE', 'INSERT') then
    execute format('select coalesce(($1).%I::text, '''')', TG_ARGV[0]) using NEW into new_key;
  end if;
  if old_key is not distinct from new_key then return null; end if;
  if old_key is not null then
    update ${GROUP_COUNTS_TABLE} set count = count - 1 where table_name = TG_TABLE_NAME and column_name = TG_ARGV[0] and key = old_key;
  end if;
  if new_key is not null then
    insert into ${GROUP_COUNTS_TABLE} (table_name, column_name, key, count) values (TG_TABLE_NAME, TG_ARGV[0], new_key, 1)
      on conflict (table_name, column_name, key) do update set count = ${GROUP_COUNTS_TABLE}.count + 1;
  end if;
  return null;
end $$`,
  `create or replace function relais_clear_group_counts() returns trigger language plpgsql as $$
begin
  delete from ${GROUP_COUNTS_TABLE} where table_name = TG_TABLE_NAME;
  return null;
end $$`,
];

/**
 * The column name under which a table's whole count is kept (with the key `NO_KEY`): the rows of a
 * kind declared `countedTotal`, soft-deleted ones apart. Kept by statement triggers over the
 * statement's transition tables (one update of the count per statement, however many rows it wrote).
 */
export const TOTAL_COLUMN = '*';

const TOTAL_FUNCTION = `create or replace function relais_count_table_rows() returns trigger language plpgsql as $$
declare
  change bigint := 0;
begin
  -- TG_ARGV[0]: 'soft' when only rows without deleted_at count.
  if TG_OP in ('INSERT', 'UPDATE') then
    if TG_ARGV[0] = 'soft' then select count(*) into change from relais_new_rows where deleted_at is null;
    else select count(*) into change from relais_new_rows; end if;
  end if;
  if TG_OP in ('DELETE', 'UPDATE') then
    if TG_ARGV[0] = 'soft' then change := change - (select count(*) from relais_old_rows where deleted_at is null);
    else change := change - (select count(*) from relais_old_rows); end if;
  end if;
  if change <> 0 then
    insert into ${GROUP_COUNTS_TABLE} (table_name, column_name, key, count) values (TG_TABLE_NAME, '${TOTAL_COLUMN}', '', change)
      on conflict (table_name, column_name, key) do update set count = ${GROUP_COUNTS_TABLE}.count + change;
  end if;
  return null;
end $$`;

/** The kept total of a kind's rows (`countedTotal`), as a scalar subquery. */
export const keptTotalSql = (table: string) =>
  sql<number>`(select coalesce(sum(count), 0) from ${sql.raw(GROUP_COUNTS_TABLE)} where table_name = ${table} and column_name = ${TOTAL_COLUMN})`.mapWith(Number);

/** Installs the triggers that keep a table's total, and fills it from the table's rows, once. */
async function installTotal(tx: Executor, resource: ResourceDefinition) {
  const name = `${resource.table}_total`.slice(0, 50);
  const existing = await tx.execute(sql`select 1 from pg_trigger where tgname = ${`${name}_insert`} and not tgisinternal`);
  if (rowsOf(existing).length > 0) return;
  const table = ident(resource.table);
  const mode = resource.softDelete ? 'soft' : 'hard';
  await tx.execute(sql.raw(`lock table ${table} in share row exclusive mode`));
  await tx.execute(sql`delete from ${sql.raw(GROUP_COUNTS_TABLE)} where table_name = ${resource.table} and column_name = ${TOTAL_COLUMN}`);
  await tx.execute(
    sql.raw(
      `insert into ${GROUP_COUNTS_TABLE} (table_name, column_name, key, count) select '${resource.table}', '${TOTAL_COLUMN}', '', count(*) from ${table}` +
        (resource.softDelete ? ' where deleted_at is null' : ''),
    ),
  );
  const run = `for each statement execute function relais_count_table_rows('${mode}')`;
  await tx.execute(sql.raw(`create trigger "${name}_insert" after insert on ${table} referencing new table as relais_new_rows ${run}`));
  await tx.execute(sql.raw(`create trigger "${name}_delete" after delete on ${table} referencing old table as relais_old_rows ${run}`));
  if (resource.softDelete) {
    await tx.execute(sql.raw(`create trigger "${name}_update" after update on ${table} referencing old table as relais_old_rows new table as relais_new_rows ${run}`));
  }
  await tx.execute(sql.raw(`drop trigger if exists "${name}_clear" on ${table}`));
  await tx.execute(sql.raw(`create trigger "${name}_clear" after truncate on ${table} for each statement execute function relais_clear_group_counts()`));
}

/** Any fixed number: two processes starting on one database install the counts in turn. */
const INSTALL_LOCK = 7_245_002;

/**
 * Creates the counts table and triggers the declarations call for, and fills the counts of a group
 * (or a kind's total) whose trigger is new from its table's rows (the table locked against writes
 * meanwhile).
 */
export async function installGroupCounts(db: { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> }, resources: readonly ResourceDefinition[]): Promise<void> {
  const groups = resources.flatMap(countedGroups);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSTALL_LOCK})`);
    for (const statement of [...SETUP, TOTAL_FUNCTION]) await tx.execute(sql.raw(statement));
    for (const resource of resources) if (resource.countedTotal) await installTotal(tx, resource);
    for (const group of groups) {
      const name = triggerName(group);
      const existing = await tx.execute(sql`select 1 from pg_trigger where tgname = ${name} and not tgisinternal`);
      if (rowsOf(existing).length > 0) continue;
      const table = ident(group.table);
      const column = ident(group.column);
      await tx.execute(sql.raw(`lock table ${table} in share row exclusive mode`));
      await tx.execute(sql`delete from ${sql.raw(GROUP_COUNTS_TABLE)} where table_name = ${group.table} and column_name = ${group.column}`);
      await tx.execute(
        sql.raw(
          `insert into ${GROUP_COUNTS_TABLE} (table_name, column_name, key, count) ` +
            `select '${group.table}', '${group.column}', coalesce(${column}::text, ''), count(*) from ${table} group by 3`,
        ),
      );
      await tx.execute(sql.raw(`create trigger "${name}" after insert or delete or update of ${column} on ${table} for each row execute function relais_count_group_rows('${group.column}')`));
      const clear = `${name.slice(0, 56)}_clear`;
      await tx.execute(sql.raw(`drop trigger if exists "${clear}" on ${table}`));
      await tx.execute(sql.raw(`create trigger "${clear}" after truncate on ${table} for each statement execute function relais_clear_group_counts()`));
    }
  });
}

/** Both drivers answer `execute` with rows, as an array (pg's result) or in `rows` (PGlite). */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return ((result as { rows?: unknown[] }).rows ?? []) as unknown[];
}

/** The counts of one group, by key (null for rows without the to-one). */
/**
 * The counts of a group as one JSON value (key → count), for a read that takes them beside other
 * columns (a sorted list's segments); `readCounts` turns it into the map `readGroupCounts` answers.
 */
export const groupCountsJson = (group: CountedGroup) =>
  sql<Record<string, number | string> | null>`(select json_object_agg(key, count) from ${sql.raw(GROUP_COUNTS_TABLE)} where table_name = ${group.table} and column_name = ${group.column} and count > 0)`;

export const readCounts = (counts: Record<string, number | string> | null): Map<string | null, number> =>
  new Map(Object.entries(counts ?? {}).map(([key, count]) => [key === NO_KEY ? null : key, Number(count)]));

export async function readGroupCounts(db: Executor, group: CountedGroup): Promise<Map<string | null, number>> {
  const result = await db.execute(sql`select key, count from ${sql.raw(GROUP_COUNTS_TABLE)} where table_name = ${group.table} and column_name = ${group.column} and count > 0`);
  return new Map((rowsOf(result) as { key: string; count: string | number }[]).map((row) => [row.key === NO_KEY ? null : row.key, Number(row.count)]));
}
