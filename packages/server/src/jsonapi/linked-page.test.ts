import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './testing.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/**
 * A list filtered by one related row through links that carry their owner's creation time, sorted
 * by creation (jsonapi/page.ts `linkedPage`, db/link-sort-keys.ts): "a category's items, newest
 * first" reads its page from the links' index. Its pages must hold what the rows' own order says,
 * ties on the time broken by id, with the other filters applied and the total right, and the links'
 * copy of the time must follow every write: a link made after its item, an item made through the
 * API, an item whose time changes.
 */
describe.each(TEST_DATABASES)('lists read through sorted links, on %s', (database) => {
  let t: TestApp;
  let member: SignedIn;
  let visitor: Record<string, string>;
  let category: string;
  let other: string;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Every page of a list call: its ids in order, and each page's total. */
  async function walk(url: (page: number) => string, headers: Record<string, string>) {
    const ids: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; page < 50; page++) {
      const response = await client(t, headers).get(url(page));
      expect(response.statusCode, response.body).toBe(200);
      const document = response.json() as { data: { id: string }[]; meta: { page: { total: number } } };
      totals.add(document.meta.page.total);
      if (!document.data.length) break;
      ids.push(...document.data.map((row) => row.id));
    }
    return { ids, totals: [...totals] };
  }

  /** The ids of the category's items as the rows' own columns order them (the generic path's answer). */
  const expected = (direction: 'asc' | 'desc', author?: string) =>
    rows<{ id: string }>(
      sql`select i.id from repository_items i where i.id in (select owner_id from repository_items_categories where related_id = ${category})
        ${author ? sql`and i.created_by_id = ${author}` : sql``}
        order by i.created_at ${sql.raw(direction)}, i.id ${sql.raw(direction)}`,
    ).then((found) => found.map((row) => row.id));

  const items = (sort: string, extra = '') => (page: number) => `/api/v1/repository-items?filter[categories]=${category}${extra}&sort=${sort}&page[size]=3&page[number]=${page}`;

  beforeAll(async () => {
    t = await createTestApp(database);
    member = await signIn(t);
    visitor = await visitorHeaders(t);
    [category, other] = (
      await rows<{ id: string }>(sql`insert into repository_categories (name) values (${JSON.stringify({ fr: 'Claviers' })}::jsonb), (${JSON.stringify({ fr: 'Souris' })}::jsonb) returning id`)
    ).map((row) => row.id) as [string, string];
    // Eleven items, three of them created at the same instant (the id breaks the tie), a third of them the member's.
    const made = await rows<{ id: string }>(sql`
      insert into repository_items (title, created_at, created_by_id)
      select jsonb_build_object('fr', 'Objet ' || n), timestamptz '2026-01-01' + make_interval(days => case when n between 4 and 6 then 4 else n end),
             case when n % 3 = 0 then ${member.userId}::uuid end
      from generate_series(1, 11) n returning id`);
    // Linked without the time: the trigger copies it. Every item is in the category, every other one in the other too.
    for (const [n, { id }] of made.entries()) {
      await t.database.db.execute(sql`insert into repository_items_categories (owner_id, related_id, position) values (${id}, ${category}, 0)`);
      if (n % 2 === 0) await t.database.db.execute(sql`insert into repository_items_categories (owner_id, related_id, position) values (${id}, ${other}, 1)`);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('pages through a category newest first and oldest first, ties broken by id, with the total', async () => {
    for (const [sort, direction] of [
      ['-createdAt', 'desc'],
      ['createdAt', 'asc'],
    ] as const) {
      const { ids, totals } = await walk(items(sort), visitor);
      expect(ids).toEqual(await expected(direction));
      expect(ids).toHaveLength(11);
      expect(totals).toEqual([11]);
    }
  });

  it('applies the other filters on the rows, and counts only what they keep', async () => {
    const { ids, totals } = await walk(items('-createdAt', `&filter[createdBy]=${member.userId}`), visitor);
    expect(ids).toEqual(await expected('desc', member.userId));
    expect(ids).toHaveLength(3);
    expect(totals).toEqual([3]);
  });

  it('places an item made through the API by its creation time, its links stamped by the trigger', async () => {
    const response = await client(t, member.headers).send('POST', '/api/v1/repository-items', {
      data: { type: 'repository-items', attributes: { title: 'Support de contacteur' }, relationships: { categories: { data: [{ type: 'repository-categories', id: category }] } } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { ids } = await walk(items('-createdAt'), visitor);
    expect(ids[0]).toBe(response.json().data.id);
    expect(ids).toEqual(await expected('desc'));
    const stale = await rows<{ n: number }>(
      sql`select count(*)::int n from repository_items_categories l join repository_items i on i.id = l.owner_id where l.owner_created_at is distinct from i.created_at`,
    );
    expect(stale[0]!.n).toBe(0);
  });

  it("moves an item's links when its creation time changes", async () => {
    const [oldest] = await expected('asc');
    await t.database.db.execute(sql`update repository_items set created_at = timestamptz '2030-01-01' where id = ${oldest}`);
    const { ids } = await walk(items('-createdAt'), visitor);
    expect(ids[0]).toBe(oldest);
    expect(ids).toEqual(await expected('desc'));
  });

  it('refuses a malformed id as any filter does', async () => {
    const response = await client(t, visitor).get('/api/v1/repository-items?filter[categories]=not-an-id&sort=-createdAt');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source).toEqual({ parameter: 'filter[categories]' });
  });
});
