import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { organizations } from '@relais/domain';
import { deleteResource } from '../operations/index.ts';
import { client } from '../jsonapi/testing.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { countedGroups, installGroupCounts, readGroupCounts } from './group-counts.ts';

const GROUP = { table: 'organizations', column: 'access_level_id' };

describe.each(TEST_DATABASES)('counts kept by trigger for sorts through a to-one on %s', (kind) => {
  let t: TestApp;
  let statements = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' }, onQuery: () => statements++ });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const organization = (name: string, accessLevel: string | null) => createThrough(systemContext(db()), 'organizations', { name, unitName: 'Counted' }, { accessLevel: ['access-levels', accessLevel] });
  /** What a scan of the table answers, by key: the truth the kept counts must equal. */
  async function scanned() {
    const table = tablesOf('organizations').table;
    const rows = (await db().select({ key: table.accessLevelId, total: sql<number>`count(*)` }).from(table).groupBy(table.accessLevelId)) as { key: string | null; total: number | string }[];
    return new Map(rows.map((row) => [row.key, Number(row.total)]));
  }
  const names = (response: { json(): { data: { attributes: { name: string } }[] } }) => response.json().data.map((row) => row.attributes.name);

  it('are derived from the declarations: organizations sort through their access level', () => {
    expect(countedGroups(organizations)).toEqual([GROUP]);
  });

  it('follow inserts, changes of the to-one, deletes and truncation, in the writing transaction', async () => {
    const ids = [await organization('Kept A', 'member_level_1'), await organization('Kept B', 'member_level_1'), await organization('Kept C', null), await organization('Kept D', 'contact')];
    expect(await readGroupCounts(db(), GROUP)).toEqual(await scanned());

    const table = tablesOf('organizations').table;
    await db().update(table).set({ accessLevelId: 'member_level_2' }).where(eq(table.id, ids[0]!));
    await db().update(table).set({ name: 'Kept A renamed' }).where(eq(table.id, ids[0]!));
    await deleteResource(systemContext(db()), { type: 'organizations', id: ids[1]! });
    expect(await readGroupCounts(db(), GROUP)).toEqual(await scanned());

    // A write that rolls back leaves the counts as they were.
    const before = await readGroupCounts(db(), GROUP);
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(table).values({ name: 'Rolled back', accessLevelId: 'contact' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readGroupCounts(db(), GROUP)).toEqual(before);

    await db().execute(sql`truncate organizations cascade`);
    expect(await readGroupCounts(db(), GROUP)).toEqual(new Map());
    await organization('After truncate', 'contact');
    expect(await readGroupCounts(db(), GROUP)).toEqual(await scanned());
  });

  it('are installed once, and filled from the rows when their trigger is new', async () => {
    await organization('Before reinstall', 'member_level_1');
    await db().execute(sql`drop trigger organizations_access_level_id_counts on organizations`);
    await db().execute(sql`update relais_group_counts set count = 999`);
    await installGroupCounts(db(), [organizations]);
    await installGroupCounts(db(), [organizations]);
    expect(await readGroupCounts(db(), GROUP)).toEqual(await scanned());
    await organization('After reinstall', 'member_level_1');
    expect(await readGroupCounts(db(), GROUP)).toEqual(await scanned());
  });

  it('give an unfiltered list, sorted through the to-one, the pages and the total a scan gives', async () => {
    for (const [i, level] of ['member_level_2', 'contact', null, 'member_level_1', 'contact', 'member_level_2', null, 'contact', 'member_level_1'].entries()) await organization(`Whole ${i}`, level);
    const visitor = client(t, {});
    const whole = await visitor.get('/api/v1/organizations?sort=-accessLevel.weight,name&page[size]=100');
    const total = [...(await scanned()).values()].reduce((sum, n) => sum + n, 0);
    expect(whole.json().meta.page).toMatchObject({ total });
    // The same order as the filtered path (a grouped count under a condition) gives.
    const filtered = await visitor.get('/api/v1/organizations?filter[search]=e&sort=-accessLevel.weight,name&page[size]=100');
    expect(names(whole).filter((name) => names(filtered).includes(name))).toEqual(names(filtered));
    const paged: string[] = [];
    for (let number = 1; number <= Math.ceil(total / 4); number++) {
      const page = await visitor.get(`/api/v1/organizations?sort=-accessLevel.weight,name&page[size]=4&page[number]=${number}`);
      expect(page.json().meta.page).toMatchObject({ total });
      paged.push(...names(page));
    }
    expect(paged).toEqual(names(whole));
    // The total is read from the kept counts, not scanned: a count set by hand shows through.
    await db().execute(sql`update relais_group_counts set count = count + 100 where key = 'contact'`);
    expect((await visitor.get('/api/v1/organizations?sort=-accessLevel.weight,name&page[size]=1')).json().meta.page).toMatchObject({ total: total + 100 });
    await db().execute(sql`update relais_group_counts set count = count - 100 where key = 'contact'`);
  });

  it('answer the directory (sorted through the access level, image and access level included) in three statements', async () => {
    const url = '/api/v1/organizations?page[size]=4&page[number]=2&sort=-accessLevel.weight,name&include=image,accessLevel&fields[organizations]=name,image,accessLevel&fields[access-levels]=name,weight';
    const visitor = client(t, {});
    const expected = (await visitor.get(url)).json();
    statements = 0;
    const response = await visitor.get(url);
    // The access levels with the kept counts beside them, the page, the images; the included access
    // levels are the rows the sort read already.
    expect(statements).toBe(3);
    expect(response.json()).toEqual(expected);
    const included = (response.json().included as { type: string; attributes: Record<string, unknown> }[]).filter((row) => row.type === 'access-levels');
    expect(included.length).toBeGreaterThan(0);
    for (const row of included) expect(Object.keys(row.attributes).sort()).toEqual(['name', 'weight']);
  });
});
