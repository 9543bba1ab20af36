import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registry } from '@relais/domain';
import { client } from '../jsonapi/testing.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { GROUP_COUNTS_TABLE, TOTAL_COLUMN } from './group-counts.ts';

/**
 * The totals kept by trigger for kinds declared `countedTotal` (db/group-counts.ts): a large kind's
 * unfiltered list reads its total from one row rather than counting the table on every page. The
 * kept number must be what a scan counts after every kind of write (one row, many rows in one
 * statement, deletes, soft deletes and restores, a rolled-back write, concurrent writers, truncation),
 * and only the unfiltered list may use it.
 */
describe.each(TEST_DATABASES)('totals kept by trigger on %s', (database) => {
  let t: TestApp;
  let admin: SignedIn;
  const db = () => t.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  const kept = async (table: string) => Number((await rows<{ n: string | number | null }>(sql`select sum(count) n from ${sql.raw(GROUP_COUNTS_TABLE)} where table_name = ${table} and column_name = ${TOTAL_COLUMN}`))[0]?.n ?? 0);
  const scanned = async (table: string, where = sql``) => Number((await rows<{ n: string | number }>(sql`select count(*) n from ${sql.raw(table)} ${where}`))[0]!.n);
  const liveUsers = sql`where deleted_at is null`;

  beforeAll(async () => {
    t = await createTestApp(database, { env: { JOB_POLL_MS: '0' } });
    admin = await signIn(t, { isAdmin: true });
  }, 60_000);
  afterAll(() => t.close());

  it('are declared on the large kinds the back office lists whole', () => {
    const counted = registry.resources.filter((resource) => resource.countedTotal).map((resource) => resource.type);
    expect(counted).toEqual(expect.arrayContaining(['rental-commands', 'users', 'repository-items', 'forum-subject-messages']));
  });

  it('follow single and many-row inserts, deletes and a rolled-back write', async () => {
    expect(await kept('repository_items')).toBe(await scanned('repository_items'));
    await createThrough(systemContext(db()), 'repository-items', { title: 'Un' });
    await db().execute(sql`insert into repository_items (title) select jsonb_build_object('fr', 'Lot ' || n) from generate_series(1, 25) n`);
    expect(await kept('repository_items')).toBe(await scanned('repository_items'));
    await db().execute(sql`delete from repository_items where title ->> 'fr' like 'Lot 1%'`);
    expect(await kept('repository_items')).toBe(await scanned('repository_items'));
    const before = await kept('repository_items');
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into repository_items (title) select jsonb_build_object('fr', 'Annulé ' || n) from generate_series(1, 5) n`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await kept('repository_items')).toBe(before);
  });

  it('count soft-deleted rows out, and back in when restored', async () => {
    const total = await kept('users');
    expect(total).toBe(await scanned('users', liveUsers));
    const member = await signIn(t);
    expect(await kept('users')).toBe(total + 1);
    await db().execute(sql`update users set deleted_at = now() where id = ${member.userId}`);
    expect(await kept('users')).toBe(total);
    // Another change of a trashed row, or of a live one, moves nothing.
    await db().execute(sql`update users set first_name = 'Encore' where id = ${member.userId} or id = ${admin.userId}`);
    expect(await kept('users')).toBe(total);
    await db().execute(sql`update users set deleted_at = null where id = ${member.userId}`);
    expect(await kept('users')).toBe(total + 1);
    await db().execute(sql`update users set deleted_at = now() where id = ${member.userId}`);
    await db().execute(sql`delete from users where id = ${member.userId}`);
    expect(await kept('users')).toBe(await scanned('users', liveUsers));
  });

  it('stay right under concurrent writers', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db().transaction(async (tx) => {
          await tx.execute(sql`insert into repository_items (title) select jsonb_build_object('fr', 'Parallèle ' || ${i} || '-' || n) from generate_series(1, 4) n`);
          await tx.execute(sql`delete from repository_items where id in (select id from repository_items where title ->> 'fr' = ${`Parallèle ${i}-1`})`);
        }),
      ),
    );
    expect(await kept('repository_items')).toBe(await scanned('repository_items'));
  });

  it("give the unfiltered list its total, and leave every narrowed list to a count", async () => {
    const total = (url: string) => client(t, admin.headers).get(url, { 'accept-language': 'fr' }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { meta: { page: { total: number } } }).meta.page.total;
    });
    const truth = await scanned('repository_items');
    expect(await total('/api/v1/repository-items?page[size]=2')).toBe(truth);
    // The unfiltered list reads the kept number: a number changed behind its back shows.
    await db().execute(sql`update ${sql.raw(GROUP_COUNTS_TABLE)} set count = count + 1000 where table_name = 'repository_items' and column_name = ${TOTAL_COLUMN}`);
    expect(await total('/api/v1/repository-items?page[size]=2')).toBe(truth + 1000);
    expect(await total('/api/v1/repository-items?page[size]=2&page[number]=99999')).toBe(truth + 1000);
    // A filtered list counts.
    expect(await total('/api/v1/repository-items?page[size]=2&filter[search]=Lot')).toBe(await scanned('repository_items', sql`where title ->> 'fr' like '%Lot%'`));
    await db().execute(sql`update ${sql.raw(GROUP_COUNTS_TABLE)} set count = count - 1000 where table_name = 'repository_items' and column_name = ${TOTAL_COLUMN}`);
    // The trash is counted, not read from the kept number (which leaves it out).
    await signIn(t).then((member) => db().execute(sql`update users set deleted_at = now() where id = ${member.userId}`));
    expect(await total('/api/v1/users?page[size]=2&filter[trashed]=with')).toBe(await scanned('users'));
    expect(await total('/api/v1/users?page[size]=2')).toBe(await scanned('users', liveUsers));
  });

  it('are emptied by truncation and counted again after it', async () => {
    await db().execute(sql`truncate repository_items cascade`);
    expect(await kept('repository_items')).toBe(0);
    await db().execute(sql`insert into repository_items (title) values ('{"fr":"Après"}'::jsonb)`);
    expect(await kept('repository_items')).toBe(1);
  });
});
