import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { ident } from './group-counts.ts';

/**
 * Versions the database bumps itself (`app_versions`, services/versions.ts): a statement that writes
 * what a cached answer was made from raises its key in the same transaction, whichever path wrote it
 * (the engine, a bulk seed, a migration, a raw update), so a cache read under the key's version is
 * never stale and never guessed. Only the columns the answer shows count: an organization's kept
 * counters (`records_count`, moved by every page view) leave its key alone.
 *
 * Installed after the migrations by `installVersionTriggers`, idempotently.
 */
export const WATCHED_WRITES = [
  // The organizations map (routes/organizations/organizations-map.ts): the located organizations'
  // names, slugs and positions, filtered by access level and ordered by its weight.
  { key: 'organizations-map', table: 'organizations', columns: ['name', 'unit_name', 'slug', 'latitude', 'longitude', 'access_level_id'] },
  { key: 'organizations-map', table: 'access_levels', columns: ['weight'] },
] as const;

const FUNCTION = `create or replace function relais_bump_version() returns trigger language plpgsql as $$
begin
  insert into app_versions (key, version) values (tg_argv[0], 2)
    on conflict (key) do update set version = app_versions.version + 1, updated_at = now();
  return null;
end $$`;

const KEY = /^[a-z-]{1,40}$/;

export async function installVersionTriggers(db: Executor): Promise<void> {
  await db.execute(sql.raw(FUNCTION));
  for (const { key, table, columns } of WATCHED_WRITES) {
    if (!KEY.test(key)) throw new Error(`"${key}" is not a version key.`);
    const name = ident(`${table}_${key.replaceAll('-', '_')}_version`.slice(0, 63));
    await db.execute(
      sql.raw(
        `create or replace trigger ${name} after insert or delete or truncate or update of ${columns.map(ident).join(', ')} on ${ident(table)} for each statement execute function relais_bump_version('${key}')`,
      ),
    );
  }
}
