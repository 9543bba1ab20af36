import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { seedVolume } from '../seed/volume/index.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import type { TopLevel } from './document.ts';
import type { ResourceObject } from './serialize.ts';

/**
 * The large list calls of the bench (bench/src/volume.ts: a subject's messages, a category's items,
 * the rental commands) read their page, total, includes and the visibility of the rows' to-one
 * targets in compiled statements built for lists (jsonapi/page.ts, relations.ts, the EXISTS columns
 * of visibility.ts `visibilityColumns`). A single read renders each row by the generic path (the
 * whole row, each target's visibility asked by id): every resource of a list, primary and included,
 * must be byte for byte what the single read of that row answers, for every kind of reader, and
 * the total must be what the pages hold. The rows include what the rules hide from some readers:
 * a draft subject and a reply pointing into it, a private image, a trashed author.
 */
const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };

interface Document extends TopLevel {
  data: ResourceObject[];
  included?: ResourceObject[];
  meta: { page: { total: number; lastPage: number } };
}

describe.each(TEST_DATABASES)('the large list calls answer what single reads answer, on %s', (database) => {
  let t: TestApp;
  const readers: Record<string, Record<string, string>> = {};
  let subjectId: string;
  let draftId: string;
  let categoryId: string;

  async function get(url: string, headers: Record<string, string>) {
    const response = await t.app.inject({ method: 'GET', url, headers: { ...HEADERS, ...headers } });
    return { status: response.statusCode, body: response.body, document: response.statusCode === 200 ? (JSON.parse(response.body) as Document) : undefined };
  }

  /** Every page of a list call, each resource checked against its single read with the same include and fields. */
  async function expectParity(list: (page: number) => string, single: string, headers: Record<string, string>) {
    const first = await get(list(1), headers);
    expect(first.status, first.body).toBe(200);
    const { total, lastPage } = first.document!.meta.page;
    let rows = 0;
    for (let page = 1; page <= lastPage; page++) {
      const { document } = page === 1 ? first : await get(list(page), headers);
      expect(document!.meta.page.total).toBe(total);
      rows += document!.data.length;
      const included = new Map((document!.included ?? []).map((resource) => [`${resource.type}:${resource.id}`, resource]));
      const expected = new Set<string>();
      for (const resource of document!.data) {
        const read = await get(`/api/v1/${resource.type}/${resource.id}?${single}`, headers);
        expect(read.status, read.body).toBe(200);
        // Byte for byte: the same keys in the same order.
        expect(JSON.stringify(resource)).toBe(JSON.stringify(read.document!.data));
        for (const other of read.document!.included ?? []) {
          const key = `${other.type}:${other.id}`;
          expected.add(key);
          expect(JSON.stringify(included.get(key))).toBe(JSON.stringify(other));
        }
      }
      expect([...included.keys()].sort()).toEqual([...expected].sort());
    }
    expect(rows).toBe(total);
    // A page past the end: no rows, the same total.
    const past = await get(list(lastPage + 1), headers);
    expect(past.document!.data).toEqual([]);
    expect(past.document!.meta.page.total).toBe(total);
    return total;
  }

  // A visitor cannot reach the users (their include is refused): they read the messages alone.
  const withAuthors = (reader: string) => reader !== 'visitor';
  const MESSAGE_AUTHORS = 'include=createdBy&fields[users]=firstName,lastName,fullName,avatarUrl';
  const messages = (subject: () => string, reader: string) => (page: number) =>
    `/api/v1/forum-subject-messages?filter[subject]=${subject()}&sort=createdAt&page[size]=5&page[number]=${page}${withAuthors(reader) ? `&${MESSAGE_AUTHORS}` : ''}`;
  const message = (reader: string) => (withAuthors(reader) ? MESSAGE_AUTHORS : '');
  const items = (page: number) => `/api/v1/repository-items?filter[categories]=${categoryId}&include=tags,categories&sort=-createdAt&page[size]=4&page[number]=${page}`;
  const ITEM = 'include=tags,categories';
  const commands = (page: number) => `/api/v1/rental-commands?include=commandBy,rentBy&sort=-createdAt&page[size]=10&page[number]=${page}`;
  const COMMAND = 'include=commandBy,rentBy';

  beforeAll(async () => {
    t = await createTestApp(database, { env: { JOB_POLL_MS: '0' } });
    const db = t.database.db;
    await seedIfEmpty({ db, config: { ...t.config, seedDemo: false } });
    await db.transaction((tx) => seedVolume(tx, { scale: 0.01, now: new Date('2026-11-20T00:00:00Z') }));
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const idOf = async (query: ReturnType<typeof sql>) => {
      const [row] = await rows<{ id: string }>(query);
      if (!row) throw new Error('The data set lacks a row this test needs.');
      return row.id;
    };
    const author = await signIn(t);
    const stranger = await signIn(t);
    const admin = await signIn(t, { isAdmin: true });
    readers.visitor = await visitorHeaders(t);
    readers.author = author.headers;
    readers.stranger = stranger.headers;
    readers.admin = admin.headers;

    // The subject with the most messages, and a draft of the author's with messages, one replying to another.
    subjectId = await idOf(sql`select subject_id id from forum_subject_messages group by subject_id order by count(*) desc, subject_id limit 1`);
    draftId = await idOf(sql`insert into forum_subjects (title, category_id, published_at, created_by_id) select ${JSON.stringify({ fr: 'Brouillon' })}::jsonb, category_id, null, ${author.userId} from forum_subjects where id = ${subjectId} returning id`);
    const draftMessage = await idOf(
      sql`insert into forum_subject_messages (content, subject_id, created_by_id) values (${JSON.stringify({ fr: '<p>Premier</p>' })}::jsonb, ${draftId}, ${author.userId}) returning id`,
    );
    await db.execute(
      sql`insert into forum_subject_messages (content, subject_id, parent_message_id, created_by_id) values (${JSON.stringify({ fr: '<p>Réponse</p>' })}::jsonb, ${draftId}, ${draftMessage}, ${author.userId})`,
    );
    // In the published subject: a reply to the draft's message (hidden from all but its author and
    // admins), a message of the author's, and one whose author is in the trash.
    const trashed = await idOf(sql`select created_by_id id from forum_subject_messages where subject_id = ${subjectId} and created_by_id is not null limit 1`);
    await db.execute(sql`update users set deleted_at = now() where id = ${trashed}`);
    await db.execute(
      sql`insert into forum_subject_messages (content, subject_id, parent_message_id, created_by_id) values (${JSON.stringify({ fr: '<p>Vu ailleurs</p>' })}::jsonb, ${subjectId}, ${draftMessage}, ${author.userId})`,
    );

    // A category's items: one with a private image, one with a public one.
    categoryId = await idOf(sql`select related_id id from repository_items_categories group by related_id order by count(*) desc, related_id limit 1`);
    const inCategory = await rows<{ id: string }>(sql`select owner_id id from repository_items_categories where related_id = ${categoryId} order by owner_id limit 2`);
    const privateImage = await idOf(sql`insert into files (name, is_public, created_by_id) values ('private.png', false, ${author.userId}) returning id`);
    const publicImage = await idOf(sql`insert into files (name, is_public) values ('public.png', true) returning id`);
    await db.execute(sql`update repository_items set image_id = ${privateImage}, created_by_id = ${author.userId} where id = ${inCategory[0]!.id}`);
    await db.execute(sql`update repository_items set image_id = ${publicImage} where id = ${inCategory[1]!.id}`);

    // Commands: one placed by the author (their own), one by a user now in the trash.
    const oldest = await idOf(sql`select id from rental_commands order by created_at, id limit 1`);
    const newest = await idOf(sql`select id from rental_commands order by created_at desc, id desc limit 1`);
    await db.execute(sql`update rental_commands set command_by_id = ${author.userId}, rent_by_id = null where id = ${oldest}`);
    const placer = await idOf(sql`select command_by_id id from rental_commands where id = ${newest}`);
    await db.execute(sql`update users set deleted_at = now() where id = ${placer}`);
  }, 300_000);
  afterAll(() => t.close());

  it("(f) a subject's messages with their authors, for each reader", async () => {
    for (const reader of ['visitor', 'author', 'stranger', 'admin']) {
      expect(await expectParity(messages(() => subjectId, reader), message(reader), readers[reader]!)).toBeGreaterThan(5);
    }
  });

  it("(f) a draft subject's messages: its author and admins read them, nobody else", async () => {
    expect(await expectParity(messages(() => draftId, 'author'), message('author'), readers.author!)).toBe(2);
    expect(await expectParity(messages(() => draftId, 'admin'), message('admin'), readers.admin!)).toBe(2);
    for (const reader of ['visitor', 'stranger']) {
      const { document } = await get(messages(() => draftId, reader)(1), readers[reader]!);
      expect(document!.data).toEqual([]);
      expect(document!.meta.page.total).toBe(0);
    }
  });

  it('(f) links a reply to a message the reader may not read as null, and to one they may read by id', async () => {
    const linked = async (reader: string) => {
      const all: ResourceObject[] = [];
      for (let page = 1; ; page++) {
        const { document } = await get(messages(() => subjectId, reader)(page), readers[reader]!);
        all.push(...document!.data);
        if (page >= document!.meta.page.lastPage) break;
      }
      return all.filter((message) => (message.attributes.content as string).includes('Vu ailleurs')).map((message) => message.relationships.parentMessage!.data);
    };
    expect(await linked('stranger')).toEqual([null]);
    expect(await linked('author')).toEqual([{ type: 'forum-subject-messages', id: expect.any(String) }]);
  });

  it("(g) a category's items with tags and categories, for each reader; a private image is linked only for who may read it", async () => {
    for (const reader of ['visitor', 'author', 'stranger', 'admin']) expect(await expectParity(items, ITEM, readers[reader]!)).toBeGreaterThan(4);
    const images = async (reader: string) => {
      const linked = new Set<string>();
      for (let page = 1; ; page++) {
        const { document } = await get(items(page), readers[reader]!);
        for (const item of document!.data) {
          const data = item.relationships.image!.data as { id: string } | null;
          if (data) linked.add(data.id);
        }
        if (page >= document!.meta.page.lastPage) break;
      }
      return linked.size;
    };
    expect(await images('author')).toBe((await images('visitor')) + 1);
  });

  it('(h) the rental commands with who placed them: every one for an admin (a trashed user unlinked), their own for a member', async () => {
    const all = await expectParity(commands, COMMAND, readers.admin!);
    expect(all).toBeGreaterThan(20);
    const { document } = await get(commands(1), readers.admin!);
    expect(document!.data[0]!.relationships.commandBy!.data).toBeNull();
    expect(await expectParity(commands, COMMAND, readers.author!)).toBe(1);
    expect(await expectParity(commands, COMMAND, readers.stranger!)).toBe(0);
  });
});
