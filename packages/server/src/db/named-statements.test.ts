import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';
import { openPgliteTestDatabase } from '../test/databases.ts';

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

  it('plans a substring search for its term each time: it is sent unnamed', async () => {
    const handle = await openDatabase({ databaseUrl: url(), poolSize: 1 });
    try {
      for (const term of ['%adm%', '%con%']) expect(await rowsOf(handle, sql`select ${'admin'}::text as id where ${'admin'}::text ilike ${term} or ${sql.raw("'search probe'")}::text = ''`)).toHaveLength(term === '%adm%' ? 1 : 0);
      const prepared = (await rowsOf(handle, sql`select statement from pg_prepared_statements where name like 'relais_%'`)) as { statement: string }[];
      expect(prepared.filter((row) => row.statement.includes('search probe'))).toEqual([]);
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

/** The embedded database's reads go through named statements too (db/client.ts namePgliteStatements). */
describe('named statements (PGlite)', () => {
  it('prepares a read once and answers each call with its own values, types parsed as before', async () => {
    const handle = await openPgliteTestDatabase();
    const plain = await openPgliteTestDatabase({ namedStatements: false });
    try {
      const query = (id: string | null, at: Date) =>
        sql`select ${id}::text as id, ${at}::timestamptz as at, ${JSON.stringify({ a: [1, 2] })}::jsonb as doc, 42::bigint as big, true as flag`;
      const at = new Date('2026-01-02T03:04:05.000Z');
      for (const id of ['admin', null, 'contributor']) expect(await rowsOf(handle, query(id, at))).toEqual(await rowsOf(plain, query(id, at)));
      const prepared = (await rowsOf(handle, sql`select name, statement from pg_prepared_statements where name like 'relais_%'`)) as { statement: string }[];
      expect(prepared.filter((row) => row.statement.includes('as flag')).length).toBe(1);
      expect(await rowsOf(plain, sql`select count(*)::int as n from pg_prepared_statements`)).toEqual([{ n: 0 }]);
    } finally {
      await handle.close();
      await plain.close();
    }
  });

  it('sends a substring search unnamed, planned for its term', async () => {
    const handle = await openPgliteTestDatabase();
    try {
      expect(await rowsOf(handle, sql`select ${'admin'}::text as id where ${'admin'}::text ilike ${'%dmi%'} and ${sql.raw("'search probe'")}::text <> ''`)).toEqual([{ id: 'admin' }]);
      const prepared = (await rowsOf(handle, sql`select statement from pg_prepared_statements`)) as { statement: string }[];
      expect(prepared.filter((row) => row.statement.includes('search probe'))).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('reports an error of a named read and stays usable; writes and transactions take PGlite\'s own path', async () => {
    const handle = await openPgliteTestDatabase();
    try {
      const cast = (value: string) => sql`select ${value}::uuid as id`;
      await expect(handle.db.execute(cast('not a uuid'))).rejects.toThrow(/uuid/);
      expect(await rowsOf(handle, cast('00000000-0000-4000-8000-000000000000'))).toEqual([{ id: '00000000-0000-4000-8000-000000000000' }]);
      await handle.db.execute(sql`create table kept (n int)`);
      await handle.db.execute(sql`insert into kept values (${1})`);
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (${2})`);
        expect(await rowsOf({ ...handle, db: tx } as DatabaseHandle, sql`select count(*)::int as n from kept`)).toEqual([{ n: 2 }]);
      });
      expect(await rowsOf(handle, sql`select count(*)::int as n from kept`)).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
    }
  });
});
