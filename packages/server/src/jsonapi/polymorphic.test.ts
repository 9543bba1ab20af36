import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../auth/actor.ts';
import { createResource } from '../operations/index.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { notesApp } from './testing-kind.ts';
import { reactionsCatalog, reactionsMigration } from './testing-polymorphic.ts';
import { adminActor, client, errorsOf, operationContext } from './testing.ts';
import type { Client } from './testing.ts';

const reactionsTable = () => reactionsCatalog.tables.get('reactions')!.table;

describe('the table of a polymorphic to-one', () => {
  it('has a type column, an id column, a CHECK on the types (both set or both null) and an index on both', () => {
    const config = getTableConfig(reactionsTable());
    const columns = new Map(config.columns.map((c) => [c.name, c]));
    expect(columns.get('subject_type')?.getSQLType()).toBe('text');
    expect(columns.get('subject_id')?.getSQLType()).toBe('uuid');
    expect(config.foreignKeys).toEqual([]);
    expect(config.checks.map((c) => c.name)).toEqual(['reactions_subject_type_check', 'reactions_pinned_on_type_check', 'reactions_held_by_type_check']);
    // Besides the list indexes every kind gets (its sorts and filters), one on both columns of each.
    expect(config.indexes.map((i) => [i.config.name, i.config.columns.map((c) => (c as { name: string }).name)])).toEqual(
      expect.arrayContaining([
        ['reactions_subject_idx', ['subject_type', 'subject_id']],
        ['reactions_pinned_on_idx', ['pinned_on_type', 'pinned_on_id']],
        ['reactions_held_by_idx', ['held_by_type', 'held_by_id']],
      ]),
    );
    // Unique together with a polymorphic to-one means with its type and its id.
    expect(config.uniqueConstraints.map((u) => u.columns.map((c) => c.name))).toEqual([['emoji', 'subject_type', 'subject_id']]);
  });

  it('is what drizzle-kit would write in a migration', async () => {
    const statements = await reactionsMigration();
    expect(statements.join('\n')).toContain(
      `CONSTRAINT "reactions_subject_type_check" CHECK (("subject_type" is null and "subject_id" is null) or ("subject_type" is not null and "subject_type" in ('notes', 'app-pages', 'boards', 'reactions') and "subject_id" is not null))`,
    );
    expect(statements).toContain('CREATE INDEX "reactions_subject_idx" ON "reactions" USING btree ("subject_type","subject_id");');
  });
});

describe.each(TEST_DATABASES)('a polymorphic to-one on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Client;
  let member: Client;
  let visitor: Client;
  let statements = 0;
  const ids = { note: '', privateNote: '', page: '', draft: '', board: '' };
  const link = (type: string, id: string) => ({ subject: { data: { type, id } } });
  let reacted = 0;
  const react = (as: Client, relationships: Record<string, unknown>, emoji = `e${reacted++}`) =>
    as.send('POST', '/api/v1/reactions', { data: { type: 'reactions', attributes: { emoji }, relationships } });
  const total = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reactionsTable()))[0]!.n;

  /** Statements sent to answer one request (the actor comes from a header: no session lookups). */
  async function cost(url: string): Promise<number> {
    statements = 0;
    const response = await admin.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return statements;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' }, onQuery: () => statements++ });
    const user = async (email: string) =>
      (await createResource(operationContext(t), { type: 'users', document: { data: { type: 'users', attributes: { firstName: 'T', lastName: 'T', email } } } })).id;
    const adminId = await user('admin@example.test');
    const tables = (await reactionsMigration()).map((statement) => sql.raw(statement));
    app = await notesApp(t, { actors: { admin: adminActor(adminId), member: { ...ANONYMOUS, userId: await user('member@example.test') } }, catalog: reactionsCatalog, tables, features: { blogPosts: true } });
    admin = client({ app }, { 'x-test-actor': 'admin' });
    member = client({ app }, { 'x-test-actor': 'member' });
    visitor = client({ app });
    const create = async (type: string, attributes: Record<string, unknown>) => {
      const response = await admin.send('POST', `/api/v1/${type}`, { data: { type, attributes } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    ids.note = await create('notes', { title: 'Open', body: 'hello' });
    ids.privateNote = await create('notes', { title: 'Closed', body: 'private' });
    ids.page = await create('app-pages', { path: '/reacted', title: 'Reacted' });
    ids.draft = await create('app-pages', { path: '/reacted-draft', title: 'Draft', isDraft: true });
    ids.board = await create('boards', { name: 'Ideas' });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('links a row to one of several kinds, written and read as { type, id }', async () => {
    const toNote = await react(member, link('notes', ids.note));
    expect(toNote.statusCode, toNote.body).toBe(201);
    expect(toNote.json().data.relationships.subject.data).toEqual({ type: 'notes', id: ids.note });
    const toPage = await react(member, link('app-pages', ids.page));
    expect(toPage.json().data.relationships.subject.data).toEqual({ type: 'app-pages', id: ids.page });
    const [row] = await t.database.db.select().from(reactionsTable()).where(eq(reactionsTable().id, toPage.json().data.id));
    expect(row).toMatchObject({ subjectType: 'app-pages', subjectId: ids.page });
  });

  it("refuses a type it does not take, a missing target and one outside the writer's scope, writing nothing", async () => {
    const before = await total();
    expect(errorsOf(await react(member, link('users', ids.note)))).toEqual([{ code: 'validation.type', pointer: '/data/relationships/subject' }]);
    expect(errorsOf(await react(member, link('notes', '00000000-0000-4000-8000-000000000000')))).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/subject' }]);
    expect(errorsOf(await react(member, link('app-pages', ids.draft)))).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/subject' }]);
    expect(errorsOf(await react(member, link('notes', 'not-a-uuid')))).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/subject' }]);
    expect(await total()).toBe(before);
  });

  it('is guarded by the database too: a type outside the list, or a type without an id, is refused', async () => {
    const insert = (values: Record<string, unknown>) => t.database.db.insert(reactionsTable()).values({ emoji: 'x', ...values });
    await expect(insert({ subjectType: 'users', subjectId: ids.note })).rejects.toThrow();
    await expect(insert({ subjectType: 'notes', subjectId: null })).rejects.toThrow();
    await expect(insert({ subjectType: null, subjectId: ids.note })).rejects.toThrow();
  });

  it('includes its targets with one statement per target type, whatever the page size', async () => {
    for (let i = 0; i < 12; i++) await react(admin, i % 2 ? link('notes', ids.note) : link('app-pages', ids.page));
    // The targets' own links (their authors) are left out, so that only the include is counted.
    const include = 'include=subject&fields[notes]=title&fields[app-pages]=title';
    const small = await cost(`/api/v1/reactions?page[size]=5&${include}`);
    expect(await cost(`/api/v1/reactions?page[size]=50&${include}`)).toBe(small);
    // Without the relationship in the fieldset nothing is read for it; with it, one read per type.
    expect(small - (await cost('/api/v1/reactions?page[size]=5&fields[reactions]=emoji'))).toBe(2);
    const included = (await admin.get('/api/v1/reactions?page[size]=50&include=subject')).json().included as { type: string; id: string }[];
    expect(included.map((r) => `${r.type}:${r.id}`).sort()).toEqual([`app-pages:${ids.page}`, `notes:${ids.note}`].sort());
  });

  it('goes on past it from the target kinds that declare the next step, and refuses a step none declares', async () => {
    const roled = await admin.send('POST', '/api/v1/app-pages', {
      data: { type: 'app-pages', attributes: { path: '/reacted-roles', title: 'Roles' }, relationships: { roles: { data: [{ type: 'roles', id: 'contributor' }] } } },
    });
    await react(admin, link('app-pages', roled.json().data.id));
    const response = await admin.get('/api/v1/reactions?page[size]=100&include=subject.roles');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().included.filter((r: { type: string }) => r.type === 'roles').map((r: { id: string }) => r.id)).toEqual(['contributor']);
    expect(errorsOf(await admin.get('/api/v1/reactions?include=subject.nothing'))).toEqual([{ code: 'unknown_include', parameter: 'include' }]);
  });

  it("applies each target kind's read rules to includes and links", async () => {
    const hidden = await react(admin, link('notes', ids.privateNote));
    const draft = await react(admin, link('app-pages', ids.draft));
    const response = await visitor.get('/api/v1/reactions?page[size]=100&include=subject');
    const byId = new Map((response.json().data as { id: string; relationships: { subject: { data: unknown } } }[]).map((r) => [r.id, r.relationships.subject.data]));
    expect(byId.get(hidden.json().data.id)).toBeNull();
    expect(byId.get(draft.json().data.id)).toBeNull();
    const included = (response.json().included as { type: string; id: string }[]).map((r) => r.id);
    expect(included).toContain(ids.note);
    expect(included).toContain(ids.page);
    expect(included).not.toContain(ids.privateNote);
    expect(included).not.toContain(ids.draft);
    // An admin sees them all.
    const all = (await admin.get('/api/v1/reactions?page[size]=100&include=subject')).json().included.map((r: { id: string }) => r.id);
    expect(all).toEqual(expect.arrayContaining([ids.privateNote, ids.draft]));
  });

  it('filters on type:id, on a type alone, and refuses a type it does not take', async () => {
    const subjects = async (filter: string) =>
      new Set<string | null>((await admin.get(`/api/v1/reactions?page[size]=100&${filter}`)).json().data.map((r: { relationships: { subject: { data: { type: string; id: string } | null } } }) => {
        const data = r.relationships.subject.data;
        return data ? `${data.type}:${data.id}` : null;
      }));
    expect(await subjects(`filter[subject]=notes:${ids.note}`)).toEqual(new Set([`notes:${ids.note}`]));
    const pages = [...(await subjects('filter[subject]=app-pages'))];
    expect(pages.every((subject) => subject?.startsWith('app-pages:'))).toBe(true);
    expect(pages).toEqual(expect.arrayContaining([`app-pages:${ids.page}`, `app-pages:${ids.draft}`]));
    expect(await subjects(`filter[subject]=notes:${ids.privateNote},app-pages:${ids.draft}`)).toEqual(new Set([`notes:${ids.privateNote}`, `app-pages:${ids.draft}`]));
    for (const value of ['users', `users:${ids.note}`, 'notes:not-a-uuid', 'notes:a:b']) {
      expect(errorsOf(await admin.get(`/api/v1/reactions?filter[subject]=${value}`))).toEqual([{ code: 'invalid_filter', parameter: 'filter[subject]' }]);
    }
  });

  it('reads and replaces the link on its relationship endpoints, and reads the target as related', async () => {
    const id = (await react(member, link('notes', ids.note))).json().data.id as string;
    const url = `/api/v1/reactions/${id}`;
    expect((await member.get(`${url}/relationships/subject`)).json().data).toEqual({ type: 'notes', id: ids.note });
    expect((await member.get(`${url}/subject`)).json().data).toMatchObject({ type: 'notes', id: ids.note, attributes: { title: 'Open' } });
    const moved = await member.send('PATCH', `${url}/relationships/subject`, { data: { type: 'app-pages', id: ids.page } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ type: 'app-pages', id: ids.page });
    expect((await member.get(`${url}/subject?include=roles`)).json().data).toMatchObject({ type: 'app-pages', id: ids.page });
    expect(errorsOf(await member.send('PATCH', `${url}/relationships/subject`, { data: { type: 'app-pages', id: ids.draft } }))).toEqual([{ code: 'validation.exists', pointer: '/data' }]);
    expect(errorsOf(await member.send('PATCH', `${url}/relationships/subject`, { data: { type: 'roles', id: 'admin' } }))).toEqual([{ code: 'validation.type', pointer: '/data' }]);
    expect((await member.send('PATCH', `${url}/relationships/subject`, { data: null })).json().data).toBeNull();
    expect((await member.get(`${url}/subject`)).json().data).toBeNull();
    expect((await admin.get(`/api/v1/reactions?filter[unlinked]=true&filter[id]=${id}`)).json().data).toHaveLength(1);
  });

  it('refuses the same emoji twice on one subject, not on another', async () => {
    expect((await react(member, link('notes', ids.note), 'twice')).statusCode).toBe(201);
    expect(errorsOf(await react(member, link('notes', ids.note), 'twice'))).toEqual([{ code: 'validation.unique', pointer: '/data/attributes/emoji' }]);
    expect((await react(member, link('app-pages', ids.page), 'twice')).statusCode).toBe(201);
  });

  it('lists a board’s reactions from the other side: those pointing at it, not at another kind’s row with its id', async () => {
    const mine = (await react(member, link('boards', ids.board))).json().data.id as string;
    // Only a direct write can make a row of another type carry the board's id: the type must tell them apart.
    await t.database.db.insert(reactionsTable()).values({ emoji: 'other', subjectType: 'notes', subjectId: ids.board });
    const included = await member.get(`/api/v1/boards/${ids.board}?include=reactions`);
    expect(included.json().data.relationships.reactions.data).toEqual([{ type: 'reactions', id: mine }]);
    expect(included.json().included.map((r: { id: string }) => r.id)).toEqual([mine]);
    expect((await member.get(`/api/v1/boards/${ids.board}/reactions`)).json().data.map((r: { id: string }) => r.id)).toEqual([mine]);
    expect((await member.get(`/api/v1/boards/${ids.board}/relationships/reactions`)).json().data).toEqual([{ type: 'reactions', id: mine }]);
    expect((await member.send('PATCH', `/api/v1/boards/${ids.board}/relationships/reactions`, { data: [] })).statusCode).toBe(403);
  });

  it('deletes the rows pointing at a deleted target (onDelete cascade), and only those', async () => {
    const note = (await admin.send('POST', '/api/v1/notes', { data: { type: 'notes', attributes: { title: 'Short-lived' } } })).json().data.id as string;
    const gone = (await react(member, link('notes', note))).json().data.id as string;
    const kept = (await react(member, link('notes', ids.note))).json().data.id as string;
    expect((await admin.send('DELETE', `/api/v1/notes/${note}/force`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/reactions/${gone}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/reactions/${kept}`)).statusCode).toBe(200);
  });

  it('unlinks the rows pointing at a deleted target with onDelete set null, and keeps one alive with restrict', async () => {
    const board = async (name: string) => (await admin.send('POST', '/api/v1/boards', { data: { type: 'boards', attributes: { name } } })).json().data.id as string;
    const [pin, hold] = [await board('Pin'), await board('Hold')];
    const relationships = { ...link('notes', ids.note), pinnedOn: { data: { type: 'boards', id: pin } }, heldBy: { data: { type: 'boards', id: hold } } };
    const id = (await react(member, relationships)).json().data.id as string;
    expect((await admin.send('DELETE', `/api/v1/boards/${pin}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/reactions/${id}`)).json().data.relationships).toMatchObject({ pinnedOn: { data: null }, subject: { data: { id: ids.note } } });
    const [row] = await t.database.db.select().from(reactionsTable()).where(eq(reactionsTable().id, id));
    expect(row).toMatchObject({ pinnedOnType: null, pinnedOnId: null });
    expect(errorsOf(await admin.send('DELETE', `/api/v1/boards/${hold}`))).toEqual([{ code: 'conflict', pointer: '/data' }]);
    expect((await admin.get(`/api/v1/boards/${hold}`)).statusCode).toBe(200);
  });

  it('cascades down the rows pointing at the deleted ones (a reaction to a reaction to a deleted board)', async () => {
    const board = (await admin.send('POST', '/api/v1/boards', { data: { type: 'boards', attributes: { name: 'Gone' } } })).json().data.id as string;
    const first = (await react(member, link('boards', board))).json().data.id as string;
    const second = (await react(member, link('reactions', first))).json().data.id as string;
    expect((await admin.send('DELETE', `/api/v1/boards/${board}`)).statusCode).toBe(204);
    for (const id of [first, second]) expect((await admin.get(`/api/v1/reactions/${id}`)).statusCode).toBe(404);
  });
});
