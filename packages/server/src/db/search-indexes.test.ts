import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@relais/domain';
import { tablesOf } from '../services/tables.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/databases.ts';
import type { DatabaseHandle } from './client.ts';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/** `table.column` of every searched column stored as plain text (translatable ones are jsonb read per language). */
function searchedTextColumns(): string[] {
  const columns = new Set<string>();
  for (const resource of registry.resources) {
    for (const filter of Object.values(resource.filters)) {
      if (filter.kind !== 'search') continue;
      for (const field of filter.fields) {
        const attribute = resource.attributes[field];
        if (!attribute || attribute.kind !== 'text' || attribute.translatable || attribute.computed) continue;
        const { table } = tablesOf(resource.type);
        columns.add(`${getTableName(table)}.${((table as unknown as Record<string, AnyPgColumn>)[field]!).name}`);
      }
    }
  }
  return [...columns].sort();
}

/**
 * The searches (`filter[search]`, ILIKE '%term%') have a trigram index (pg_trgm, GIN) on each
 * searched plain-text column, on both databases: a new search field needs its index in a migration
 * (0032_search_trigram_indexes.sql shows the form).
 */
describe.each(TEST_DATABASES)('trigram indexes of the searches on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('index every searched plain-text column with gin_trgm_ops', async () => {
    const indexes = rowsOf<{ tablename: string; indexdef: string }>(await database.db.execute(sql`select tablename, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%'`));
    // The global search's vocabulary (db/search-documents.ts) has its own; it is not a kind's column.
    const indexed = indexes.filter((row) => !row.tablename.startsWith('search_')).map((row) => `${row.tablename}.${/\("?([a-z0-9_]+)"? gin_trgm_ops\)/.exec(row.indexdef)?.[1]}`).sort();
    expect(indexed).toEqual(searchedTextColumns());
    expect(indexed.length).toBeGreaterThan(40);
  });

  it('serve a selective search by the index', async () => {
    // A table of its own, so the plan does not depend on what other tests wrote.
    await database.db.execute(sql`create table trgm_probe (id serial primary key, name text, padding text)`);
    await database.db.execute(sql`insert into trgm_probe (name, padding) select md5(g::text) || ' ' || md5((g * 7)::text), repeat('x', 400) from generate_series(1, 20000) g`);
    await database.db.execute(sql`create index trgm_probe_name_trgm_idx on trgm_probe using gin (name gin_trgm_ops)`);
    await database.db.execute(sql`analyze trgm_probe`);
    const term = rowsOf<{ name: string }>(await database.db.execute(sql`select name from trgm_probe where id = 4321`))[0]!.name.slice(3, 12);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await database.db.execute(sql`explain select id from trgm_probe where name ilike ${`%${term.toUpperCase()}%`}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('trgm_probe_name_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
