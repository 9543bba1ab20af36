import { and, eq, inArray, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';
import { COMPILED_CHARACTERS, COMPILED_MAX, compiledMemoSize, compiledRead, compiledStatement, STATEMENTS_MAX, VALUES_SLOT } from './compiled-reads.ts';
import { openPgliteTestDatabase } from '../test/databases.ts';

const things = pgTable('compiled_read_things', {
  id: uuid('id').primaryKey(),
  name: text('name'),
  size: integer('size'),
  total: bigint('total', { mode: 'number' }),
  isPublic: boolean('is_public').notNull(),
  data: jsonb('data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];

const databases: [string, () => Promise<DatabaseHandle>][] = [['pglite', () => openPgliteTestDatabase()]];
if (process.env.DATABASE_URL) databases.push(['postgres', () => openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 2 })]);

/** Reads built once per shape (db/compiled-reads.ts) answer what drizzle's own reads answer. */
describe.each(databases)('compiled reads on %s', (name, open) => {
  let handle: DatabaseHandle;
  const table = `compiled_read_things`;
  beforeAll(async () => {
    handle = await open();
    await handle.db.execute(sql.raw(`drop table if exists ${table}`));
    await handle.db.execute(
      sql.raw(`create table ${table} (id uuid primary key, name text, size integer, total bigint, is_public boolean not null, data jsonb, created_at timestamptz not null)`),
    );
    await handle.db.insert(things).values([
      { id: ids[0]!, name: 'first', size: 1, total: 10, isPublic: true, data: { a: [1, 2] }, createdAt: new Date('2026-01-02T03:04:05.678Z') },
      { id: ids[1]!, name: null, size: null, total: null, isPublic: false, data: null, createdAt: new Date('2026-02-03T04:05:06Z') },
      { id: ids[2]!, name: 'third', size: 3, total: 9_000_000_000, isPublic: true, data: { b: 'x' }, createdAt: new Date('2026-03-04T05:06:07Z') },
    ]);
  });
  afterAll(async () => {
    await handle.db.execute(sql.raw(`drop table if exists ${table}`));
    await handle.close();
  });

  const byIds = (wanted: string[], { isPublic }: { isPublic: boolean }, key: string | undefined, counter?: { builds: number }) =>
    compiledRead(handle.db, key, Object.fromEntries(wanted.map((id, i) => [`i${i}`, id])), (slot) => {
      if (counter) counter.builds++;
      return handle.db
        .select({ id: things.id, name: things.name, size: things.size, total: things.total, isPublic: things.isPublic, data: things.data, createdAt: things.createdAt, upper: sql<string>`upper(${things.name})` })
        .from(things)
        .where(and(inArray(things.id, wanted.map((_, i) => slot(`i${i}`))), eq(things.isPublic, isPublic)))
        .orderBy(things.id);
    });

  it('answers the rows drizzle answers, values decoded the same way (dates, json, bigint, nulls)', async () => {
    const own = await handle.db
      .select({ id: things.id, name: things.name, size: things.size, total: things.total, isPublic: things.isPublic, data: things.data, createdAt: things.createdAt, upper: sql<string>`upper(${things.name})` })
      .from(things)
      .where(inArray(things.id, ids))
      .orderBy(things.id);
    const compiled = [...(await byIds(ids, { isPublic: true }, `${name}:all:true`)), ...(await byIds(ids, { isPublic: false }, `${name}:all:false`))].sort((a, b) =>
      String(a.id).localeCompare(String(b.id)),
    );
    expect(compiled).toEqual(own);
    expect(compiled[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('builds a shape once and fills its slots on every call; values outside slots belong to the key', async () => {
    const counter = { builds: 0 };
    const key = `${name}:two:true`;
    expect((await byIds([ids[0]!, ids[2]!], { isPublic: true }, key, counter)).map((row) => row.name)).toEqual(['first', 'third']);
    expect((await byIds([ids[1]!, ids[2]!], { isPublic: true }, key, counter)).map((row) => row.name)).toEqual(['third']);
    expect(counter.builds).toBe(1);
    // Another value outside the slots is another shape: its own key, its own build.
    expect((await byIds([ids[1]!, ids[2]!], { isPublic: false }, `${name}:two:false`, counter)).map((row) => row.id)).toEqual([ids[1]]);
    expect(counter.builds).toBe(2);
    // No key: built every time, kept nowhere.
    await byIds([ids[0]!, ids[1]!], { isPublic: true }, undefined, counter);
    await byIds([ids[0]!, ids[1]!], { isPublic: true }, undefined, counter);
    expect(counter.builds).toBe(4);
  });

  it('makes the ids a request names slots of one shape, and keeps no statement that uses one inside another value', async () => {
    const counter = { builds: 0 };
    const named = (id: string, pattern: string | null) =>
      compiledRead<{ name: string | null }>(handle.db, `${name}:named:${id}:${pattern ?? ''}`, { [VALUES_SLOT]: [id] }, () => {
        counter.builds++;
        return handle.db
          .select({ name: things.name })
          .from(things)
          .where(and(eq(things.id, id), pattern === null ? undefined : sql`${things.id}::text like ${pattern}`));
      });
    expect(await named(ids[0]!, null)).toEqual([{ name: 'first' }]);
    expect(await named(ids[2]!, null)).toEqual([{ name: 'third' }]);
    expect(counter.builds).toBe(1);
    // The id inside a pattern: a kept statement would keep the first id's pattern.
    expect(await named(ids[0]!, `%${ids[0]!}%`)).toEqual([{ name: 'first' }]);
    expect(await named(ids[2]!, `%${ids[2]!}%`)).toEqual([{ name: 'third' }]);
    expect(counter.builds).toBe(3);
    // Not canonical UUIDs: values of the key as any other, a shape each.
    expect(await named('0000000A-0000-4000-8000-000000000001', null)).toEqual([]);
    expect(await named('0000000B-0000-4000-8000-000000000001', null)).toEqual([]);
    expect(counter.builds).toBe(5);
  });

  it('runs in the caller’s transaction, seeing what it wrote', async () => {
    const id = '00000000-0000-4000-8000-000000000009';
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(things).values({ id, name: 'inside', isPublic: true, createdAt: new Date() });
        const seen = await compiledRead(tx, `${name}:one`, { id }, (slot) => tx.select({ name: things.name }).from(things).where(eq(things.id, slot('id'))));
        expect(seen).toEqual([{ name: 'inside' }]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!String(error).includes('Rollback')) throw error;
      });
    expect(await compiledRead(handle.db, `${name}:one`, { id }, (slot) => handle.db.select({ name: things.name }).from(things).where(eq(things.id, slot('id'))))).toEqual([]);
  });

  it('reports each statement to the logger (statement counts in tests)', async () => {
    const seen: string[] = [];
    const counted = name === 'pglite' ? await openPgliteTestDatabase({ onQuery: (text) => seen.push(text) }) : await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 1, onQuery: (text) => seen.push(text) });
    try {
      await compiledRead(counted.db, `${name}:logged`, { n: 2 }, (slot) => counted.db.select({ n: sql<number>`${slot('n')}::int + 1`.mapWith(Number) }).from(sql`(select 1) as one`));
      expect(seen).toEqual([expect.stringContaining('+ 1')]);
    } finally {
      await counted.close();
    }
  });

  it('keeps at most COMPILED_MAX shapes and COMPILED_CHARACTERS of them, however many keys requests make', async () => {
    const padding = 'x'.repeat(Math.ceil((COMPILED_CHARACTERS * 1.2) / COMPILED_MAX));
    for (let i = 0; i < COMPILED_MAX + 100; i++) {
      await compiledRead(handle.db, `${name}:bounded:${i}:${padding}`, { id: ids[0] }, (slot) => handle.db.select({ id: things.id }).from(things).where(eq(things.id, slot('id'))));
      const { shapes, characters } = compiledMemoSize();
      expect(shapes).toBeLessThanOrEqual(COMPILED_MAX);
      expect(characters).toBeLessThanOrEqual(COMPILED_CHARACTERS);
    }
  });

  it('keeps at most STATEMENTS_MAX hand-written statements', async () => {
    for (let i = 0; i < STATEMENTS_MAX + 20; i++) {
      await compiledStatement(handle.db, `${name}:statement:${i}`, { id: ids[0] }, (slot) => sql`select ${slot('id')}::uuid as id`);
      expect(compiledMemoSize().statements).toBeLessThanOrEqual(STATEMENTS_MAX);
    }
  });
});
