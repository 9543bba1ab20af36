import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../auth/actor.ts';
import { listResources } from '../operations/index.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { openDatabase } from '../db/client.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { withDatabase } from '../test/global-setup.ts';
import { client, operationContext } from './testing.ts';
import type { Client } from './testing.ts';

const PAGES = '/api/v1/app-pages?filter[search]=/totals/';

describe.each(TEST_DATABASES)('cached list totals on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let visitor: Client;
  let counts = 0;
  let page = 0;

  const totalOf = async (who: Client, url = PAGES) => {
    const response = await who.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().meta.page.total as number;
  };
  const createPage = async (isDraft: boolean) => {
    const attributes = { path: `/totals/${++page}`, title: `Totals ${page}`, isDraft };
    const response = await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const insertDirectly = (isDraft: boolean) =>
    t.database.db.insert(tablesOf('app-pages').table).values({ path: `/totals/${++page}`, title: { en: `Totals ${page}` }, isDraft });

  beforeAll(async () => {
    t = await createTestApp(kind, { onQuery: (sql) => void (/count\(\*\)/.test(sql) && counts++) });
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    visitor = client(t);
    await createPage(false);
    await createPage(true);
  });
  afterAll(() => t.close());

  it('counts again only after something was committed', async () => {
    await totalOf(visitor);
    counts = 0;
    expect(await totalOf(visitor)).toBe(1);
    expect(counts).toBe(0);
    await createPage(false);
    expect(await totalOf(visitor)).toBe(2);
    expect(counts).toBe(1);
  });

  it('sees a write through the engine, published or not, in the next total', async () => {
    const [before, beforeAdmin] = [await totalOf(visitor), await totalOf(admin)];
    await createPage(false);
    expect([await totalOf(visitor), await totalOf(admin)]).toEqual([before + 1, beforeAdmin + 1]);
    const id = await createPage(true);
    expect([await totalOf(visitor), await totalOf(admin)]).toEqual([before + 1, beforeAdmin + 2]);
    expect((await admin.send('PATCH', `/api/v1/app-pages/${id}`, { data: { type: 'app-pages', id, attributes: { isDraft: false } } })).statusCode).toBe(200);
    expect(await totalOf(visitor)).toBe(before + 2);
    expect((await admin.send('DELETE', `/api/v1/app-pages/${id}`)).statusCode).toBe(204);
    expect([await totalOf(visitor), await totalOf(admin)]).toEqual([before + 1, beforeAdmin + 1]);
  });

  it('sees a row inserted straight into the table, outside the engine, in the next total', async () => {
    const [before, beforeAdmin] = [await totalOf(visitor), await totalOf(admin)];
    await insertDirectly(false);
    expect([await totalOf(visitor), await totalOf(admin)]).toEqual([before + 1, beforeAdmin + 1]);
    await insertDirectly(true);
    expect([await totalOf(visitor), await totalOf(admin)]).toEqual([before + 1, beforeAdmin + 2]);
  });

  it('never gives a visitor the total of an admin, whoever counted first', async () => {
    const drafts = await totalOf(admin, `${PAGES}&filter[isDraft]=true`);
    expect(drafts).toBeGreaterThan(0);
    const all = await totalOf(admin);
    const published = await totalOf(visitor);
    expect(published).toBe(all - drafts);
    expect(await totalOf(admin)).toBe(all);
    expect(await totalOf(visitor)).toBe(published);
  });

  it('keeps a total per filter', async () => {
    const all = await totalOf(admin);
    const drafts = await totalOf(admin, `${PAGES}&filter[isDraft]=true`);
    const published = await totalOf(admin, `${PAGES}&filter[isDraft]=false`);
    expect(drafts + published).toBe(all);
    expect(await totalOf(admin, `${PAGES}&filter[isDraft]=true`)).toBe(drafts);
  });

  it('counts the rows a transaction wrote itself, and forgets them when it rolls back', async () => {
    const ctx = operationContext(t, { actor: ANONYMOUS });
    const query = { 'filter[search]': '/totals/' };
    const totalIn = async (db: typeof ctx.db) => ((await listResources({ ...ctx, db }, { type: 'app-pages', query })).meta!.page as { total: number }).total;
    const before = await totalIn(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await totalIn(tx)).toBe(before);
        await tx.insert(tablesOf('app-pages').table).values({ path: `/totals/${++page}`, title: { en: 'Rolled back' }, isDraft: false });
        expect(await totalIn(tx)).toBe(before + 1);
        expect(await totalIn(tx)).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await totalIn(t.database.db)).toBe(before);
  });

  it.runIf(kind === 'postgres')('sees a row another process committed', async () => {
    const before = await totalOf(visitor);
    const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const other = await openDatabase({ databaseUrl: withDatabase(process.env.DATABASE_URL!, rows[0]!.name), poolSize: 1 });
    try {
      await other.db.insert(tablesOf('app-pages').table).values({ path: `/totals/${++page}`, title: { en: 'Elsewhere' }, isDraft: false });
    } finally {
      await other.close();
    }
    expect(await totalOf(visitor)).toBe(before + 1);
  });
});
