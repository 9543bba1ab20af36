import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';

const rowsOf = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Reads outside a transaction are prepared once per connection and reused (db/client.ts nameStatements). */
describe.skipIf(!process.env.DATABASE_URL)('named statements (PostgreSQL)', () => {
  const url = () => process.env.DATABASE_URL!;

  it('prepares a statement text once and reuses it; each value still answers its own rows', async () => {
    const handle = await openDatabase({ databaseUrl: url(), poolSize: 1 });
    try {
      const ids = async (id: string) => rowsOf(handle, sql`select ${id}::text as id where ${id}::text in ('admin', 'contributor')`);
      expect(await ids('admin')).toEqual([{ id: 'admin' }]);
      expect(await ids('contributor')).toEqual([{ id: 'contributor' }]);
      const prepared = (await rowsOf(handle, sql`select name, statement from pg_prepared_statements where name like 'relais_%'`)) as { statement: string }[];
      expect(prepared.filter((row) => row.statement.includes("in ('admin', 'contributor')")).length).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('can be turned off', async () => {
    const handle = await openDatabase({ databaseUrl: url(), poolSize: 1, namedStatements: false });
    try {
      await handle.db.execute(sql`select ${'admin'}::text as id`);
      expect(await rowsOf(handle, sql`select count(*)::int as n from pg_prepared_statements`)).toEqual([{ n: 0 }]);
    } finally {
      await handle.close();
    }
  });
});
