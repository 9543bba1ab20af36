import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCHABLE, SEARCHABLE_TYPES } from '@relais/domain';
import type { SearchAnswer } from '@relais/domain';
import { client } from '../../jsonapi/testing.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { getTableName } from 'drizzle-orm';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** The blocks whose pages give search results their addresses. */
const RESULT_BLOCKS = Object.values(SEARCHABLE).flatMap(({ route }) => ('block' in route ? [route.block] : []));

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/**
 * The global search (issue 29) over the demo's records of every searchable kind: it finds what a
 * reader may open and never what they may not (a draft, a record of a higher access level, a
 * soft-deleted one), kept current by the writes themselves, accent- and typo-tolerant.
 */
describe.each(TEST_DATABASES)('the global search, on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  /** One record of each kind made unreadable to visitors and members (drafted, unpublished or soft-deleted). */
  const hidden = new Map<string, string>();
  const find = async (headers: Record<string, string>, q: string, extra = '') => {
    const response = await client(t, headers).get(`/api/v1/services/search?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchAnswer;
  };

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    await seedIfEmpty({ db: t.database.db, config: t.config });
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    // Hide one record of each kind the way its kind allows: soft deletion, a draft, a publication to come.
    for (const type of SEARCHABLE_TYPES) {
      const table = getTableName(tablesOf(type).table);
      const columns = new Set(rowsOf<{ column_name: string }>(await t.database.db.execute(sql`select column_name from information_schema.columns where table_name = ${table}`)).map((row) => row.column_name));
      // The page hidden holds no kind's block: hiding that page would leave the kind's results without an address.
      const holdsNoResults = type === 'app-pages' ? sql`and not exists (select 1 from app_page_components c where c.page_id::text = record_id::text and c.name in (${sql.join(RESULT_BLOCKS.map((name) => sql`${name}`), sql`, `)}))` : sql``;
      const [row] = rowsOf<{ record_id: string }>(await t.database.db.execute(sql`select record_id from search_documents where type = ${type} ${holdsNoResults} order by record_id limit 1`));
      if (!row) continue;
      const set = columns.has('deleted_at') ? sql`deleted_at = now()` : columns.has('is_draft') ? sql`is_draft = true` : columns.has('published_at') ? sql`published_at = null` : undefined;
      if (!set) continue;
      await t.database.db.execute(sql`update ${sql.identifier(table)} set ${set} where id = ${row.record_id}`);
      hidden.set(type, row.record_id);
    }
  }, 240_000);
  afterAll(() => t.close());

  it('has documents of every searchable kind in the demo', async () => {
    const kinds = rowsOf<{ type: string }>(await t.database.db.execute(sql`select distinct type from search_documents`)).map((row) => row.type);
    expect(kinds.sort()).toEqual([...SEARCHABLE_TYPES].sort());
    // Every kind but organizations (an admin-managed directory with no unpublished state) has a hidden one to look for.
    expect([...hidden.keys()].length).toBeGreaterThanOrEqual(SEARCHABLE_TYPES.length - 4);
  });

  it('finds, in every kind, exactly what each reader may open', async () => {
    const readers: [string, Record<string, string>][] = [
      ['visitor', {}],
      ['member', member.headers],
      ['admin', admin.headers],
    ];
    for (const type of SEARCHABLE_TYPES) {
      const docs = rowsOf<{ record_id: string; title: Record<string, string> }>(
        await t.database.db.execute(sql`select record_id, title from search_documents where type = ${type} order by record_id limit 4`),
      );
      for (const doc of docs) {
        const title = doc.title.en ?? doc.title['*'] ?? Object.values(doc.title)[0]!;
        // Its longest words: common short ones ("it does for me") match so many records that the
        // newest matches, which the search walks first, may all be others (meta.isCapped).
        const words = [...new Set(title.split(/\s+/))].sort((a, b) => b.length - a.length).slice(0, 4).join(' ');
        for (const [who, headers] of readers) {
          const answer = await find(headers, words, `&types=${type}&page[size]=50`);
          const found = answer.data.some((result) => result.id === doc.record_id);
          const read = await client(t, headers).get(`/api/v1/${type}/${doc.record_id}`);
          const deleted = hidden.get(type) === doc.record_id && type !== 'app-pages' && read.statusCode === 200 && (read.json() as { data: { attributes: { deletedAt?: string | null } } }).data.attributes.deletedAt;
          const opens = read.statusCode === 200 && !deleted;
          expect({ type, who, words, found }).toEqual({ type, who, words, found: opens });
        }
        if (hidden.get(type) === doc.record_id) {
          expect((await find({}, words, `&types=${type}`)).data.map((result) => result.id)).not.toContain(doc.record_id);
        }
      }
    }
  }, 240_000);

  it('never lists a hidden record, searched by its own title among every kind', async () => {
    for (const [type, id] of hidden) {
      const [doc] = rowsOf<{ title: Record<string, string> }>(await t.database.db.execute(sql`select title from search_documents where type = ${type} and record_id = ${id}`));
      const title = doc!.title.en ?? Object.values(doc!.title)[0]!;
      const answer = await find(member.headers, title.split(/\s+/).slice(0, 6).join(' '));
      expect(answer.data.map((result) => result.id)).not.toContain(id);
      // Another record may share the title (the demo has a few); each one listed is one the member may open.
      for (const result of answer.data.filter((one) => one.title === title)) {
        expect((await client(t, member.headers).get(`/api/v1/${result.type}/${result.id}`)).statusCode).toBe(200);
      }
    }
  }, 120_000);

  it('matches prefixes as one types, without accents, with a typo, and links each result to its page', async () => {
    const ctx = systemContext(t.database.db);
    const publishedAt = new Date(Date.now() - 60_000).toISOString();
    const id = await createThrough(ctx, 'blog-posts', { title: 'Synthèse vocale à l’école maternelle', slug: 'synthese-vocale', publishedAt, shortDescription: 'Des élèves qui parlent avec leur tablette.' });
    // Words the reader's language drops ("with", "the") are left out rather than required.
    for (const q of ['synth', 'synthese vocale', 'ÉCOLE mater', 'synthesse', 'synthèse with the école']) {
      const answer = await find({}, q);
      const result = answer.data.find((one) => one.id === id);
      expect({ q, found: Boolean(result) }).toEqual({ q, found: true });
      expect(result).toMatchObject({ type: 'blog-posts', title: 'Synthèse vocale à l’école maternelle', description: 'Des élèves qui parlent avec leur tablette.' });
      expect(result!.path).toMatch(new RegExp(`^/[a-z-]+/${id}$`));
    }
    expect((await find({}, 'synthese', '&types=articles')).data.map((one) => one.id)).not.toContain(id);
    expect((await find({}, 'synthese')).meta.byType['blog-posts']).toBeGreaterThanOrEqual(1);
  });

  it('follows each write in its transaction: a new title, a deletion, a write that fails', async () => {
    const ctx = systemContext(t.database.db);
    const publishedAt = new Date(Date.now() - 60_000).toISOString();
    const id = await createThrough(ctx, 'blog-posts', { title: 'Quokka communication boards', slug: 'quokka-boards', publishedAt });
    expect((await find({}, 'quokka')).data.map((one) => one.id)).toContain(id);
    const renamed = await client(t, admin.headers).send('PATCH', `/api/v1/blog-posts/${id}`, { data: { type: 'blog-posts', id, attributes: { title: 'Wombat communication boards' } } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await find({}, 'quokka')).data.map((one) => one.id)).not.toContain(id);
    expect((await find({}, 'wombat')).data.map((one) => one.id)).toContain(id);
    // An atomic request whose second operation fails writes nothing, the document included.
    const failed = await client(t, admin.headers).send('POST', '/api/v1/operations', {
      'atomic:operations': [
        { op: 'update', data: { type: 'blog-posts', id, attributes: { title: 'Platypus communication boards' } } },
        { op: 'update', data: { type: 'blog-posts', id, attributes: { title: '' } } },
      ],
    });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect((await find({}, 'platypus')).data.map((one) => one.id)).not.toContain(id);
    expect((await client(t, admin.headers).send('DELETE', `/api/v1/blog-posts/${id}/force`)).statusCode).toBe(204);
    const [left] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from search_documents where record_id = ${id}`));
    expect(left!.n).toBe(0);
  });

  it('refuses bad input with a 422 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['q=', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=voice&types=users', 'types'],
      ['q=voice&page[size]=500', 'page[size]'],
    ] as const) {
      const response = await client(t).get(`/api/v1/services/search?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect((response.json() as { errors: { source: { parameter: string } }[] }).errors[0]!.source.parameter).toBe(parameter);
    }
    // Words made only of signs find nothing, and say so without an error.
    expect((await find({}, '&&& !!')).meta.total).toBe(0);
  });
});
