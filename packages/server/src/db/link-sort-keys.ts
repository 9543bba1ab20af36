import { createHash } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { ident } from './group-counts.ts';
import type { ResourceTables } from './resource-tables.ts';

/**
 * The owner's creation time kept in each link of a to-many that is a filter of its kind
 * (`resource-tables.ts` `hasSortedLinks`: a repository item's categories, an article's tags), so
 * that "the items of this category, newest first" reads its page from the links' index
 * `(related_id, owner_created_at, owner_id)` instead of fetching and sorting every linked row
 * (jsonapi/page.ts `linkedPage`).
 *
 * Kept by triggers, in the transaction of the write that changes it, so that no writer (the engine,
 * a bulk seed, a service) can forget it: a link takes its owner's time when it is written, and a
 * change of an owner's `created_at` moves its links. Installed after the migrations by
 * `installLinkSortKeys`, idempotently (`create or replace`); the migration that added the column
 * filled the existing links.
 */

/** One statement each: the extended protocol takes one at a time. */
const SETUP = [
  `create or replace function relais_link_owner_created_at() returns trigger language plpgsql as $$
begin
  execute format('select created_at from %I where id = $1', TG_ARGV[0]) using NEW.owner_id into NEW.owner_created_at;
  return NEW;
end $$`,
  `create or replace function relais_move_link_owner_created_at() returns trigger language plpgsql as $$
begin
  execute format('update %I set owner_created_at = $1 where owner_id = $2', TG_ARGV[0]) using NEW.created_at, NEW.id;
  return null;
end $$`,
];

/** A trigger's name, cut to PostgreSQL's 63 bytes with a hash of the whole when longer. */
const triggerName = (name: string) => (name.length <= 63 ? name : `${name.slice(0, 54)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`);

/** The links that carry their owner's creation time: join table and owner table names. */
export function sortedLinks(tables: Iterable<ResourceTables>): { join: string; owner: string }[] {
  return [...tables].flatMap(({ table, joins }) =>
    Object.values(joins)
      .filter((join) => join.ownerCreatedAt)
      .map((join) => ({ join: getTableName(join.table), owner: getTableName(table) })),
  );
}

/** Creates or replaces the functions and the two triggers of each sorted link table. */
export async function installLinkSortKeys(db: { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> }, tables: Iterable<ResourceTables>): Promise<void> {
  const links = sortedLinks(tables);
  await db.transaction(async (tx) => {
    for (const statement of SETUP) await tx.execute(sql.raw(statement));
    for (const { join, owner } of links) {
      await tx.execute(
        sql.raw(
          `create or replace trigger ${ident(triggerName(`${join}_owner_created_at`))} before insert or update on ${ident(join)} ` +
            `for each row execute function relais_link_owner_created_at('${owner}')`,
        ),
      );
      await tx.execute(
        sql.raw(
          `create or replace trigger ${ident(triggerName(`${join}_owner_moved`))} after update of created_at on ${ident(owner)} ` +
            `for each row when (old.created_at is distinct from new.created_at) execute function relais_move_link_owner_created_at('${join}')`,
        ),
      );
    }
  });
}
