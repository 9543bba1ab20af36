import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../auth/actor.ts';
import type { Actor } from '../auth/actor.ts';
import { openDatabase } from '../db/client.ts';
import { createResource, listResources } from '../operations/index.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/databases.ts';
import { withDatabase } from '../test/global-setup.ts';
import { defaultCatalog, kindIn } from './catalog.ts';
import { visibleRows } from './conditions.ts';
import { JSONAPI_VERSION } from './document.ts';
import { cachedDocument, documentBody } from './documents.ts';
import type { ResourceObject } from './serialize.ts';
import { notesApp } from './testing-kind.ts';
import { adminActor, client, operationContext } from './testing.ts';
import type { Client } from './testing.ts';
import { VOLATILE } from './totals.ts';

const PAGES = '/api/v1/app-pages?filter[search]=/cached/&sort=path';

describe.each(TEST_DATABASES)('cached documents on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let visitor: Client;
  let statements = 0;
  let page = 0;

  /** The answer to a GET, and how many statements it took. */
  const read = async (who: Client, url = PAGES, headers: Record<string, string> = {}) => {
    statements = 0;
    const response = await who.get(url, headers);
    return { response, statements };
  };
  const pathsOf = (response: LightMyRequestResponse) => (response.json().data as { attributes: { path: string } }[]).map((row) => row.attributes.path);
  const createPage = async (attributes: Record<string, unknown> = {}) => {
    const body = { data: { type: 'app-pages', attributes: { path: `/cached/${++page}`, title: `Cached ${page}`, isDraft: false, ...attributes } } };
    const response = await admin.send('POST', '/api/v1/app-pages', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; attributes: { path: string } };
  };
  const insertDirectly = (path: string) => t.database.db.insert(tablesOf('app-pages').table).values({ path, title: { en: 'Direct' }, isDraft: false });

  beforeAll(async () => {
    t = await createTestApp(kind, { onQuery: () => statements++ });
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    visitor = client(t);
    await createPage({ title: 'In English', translations: { fr: { title: 'En français' } } });
    await createPage({ isDraft: true });
  });
  afterAll(() => t.close());

  it('answers a repeated list with one statement, the same bytes and the same headers', async () => {
    const first = await read(visitor);
    const second = await read(visitor);
    expect(second.statements).toBe(1);
    expect(first.statements).toBeGreaterThan(1);
    expect(second.response.body).toBe(first.response.body);
    // A visitor without cookies is given new ones each time, and the date moves.
    const headers = ({ date: _date, 'set-cookie': _cookies, ...rest }: LightMyRequestResponse['headers']) => rest;
    expect(headers(second.response.headers)).toEqual(headers(first.response.headers));
  });

  it('answers a repeated single resource, related list and linkage with one statement', async () => {
    const { id } = await createPage();
    for (const url of [`/api/v1/app-pages/${id}`, `/api/v1/app-pages/${id}/components`, `/api/v1/app-pages/${id}/relationships/components`]) {
      const first = await read(visitor, url);
      expect(first.response.statusCode, first.response.body).toBe(200);
      const second = await read(visitor, url);
      expect([second.response.body, second.statements]).toEqual([first.response.body, 1]);
    }
  });

  it('answers afresh after a write through the engine', async () => {
    const before = pathsOf((await read(visitor)).response);
    const { attributes } = await createPage();
    const after = await read(visitor);
    expect(pathsOf(after.response)).toEqual([...before, attributes.path].sort());
    expect(after.statements).toBeGreaterThan(1);
  });

  it('answers afresh after a row is inserted straight into the table', async () => {
    const before = pathsOf((await read(visitor)).response);
    await insertDirectly(`/cached/${++page}`);
    expect(pathsOf((await read(visitor)).response)).toEqual([...before, `/cached/${page}`].sort());
  });

  it.runIf(kind === 'postgres')('answers afresh after another connection committed', async () => {
    const before = pathsOf((await read(visitor)).response);
    const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const other = await openDatabase({ databaseUrl: withDatabase(process.env.DATABASE_URL!, rows[0]!.name), poolSize: 1 });
    try {
      await other.db.insert(tablesOf('app-pages').table).values({ path: `/cached/${++page}`, title: { en: 'Elsewhere' }, isDraft: false });
    } finally {
      await other.close();
    }
    expect(pathsOf((await read(visitor)).response)).toEqual([...before, `/cached/${page}`].sort());
  });

  it('never gives a visitor the document of an admin, or an admin the one of a visitor', async () => {
    const { attributes } = await createPage({ isDraft: true });
    const asAdmin = pathsOf((await read(admin)).response);
    const asVisitor = pathsOf((await read(visitor)).response);
    expect(asAdmin).toContain(attributes.path);
    expect(asVisitor).not.toContain(attributes.path);
    expect(pathsOf((await read(admin)).response)).toEqual(asAdmin);
    expect(pathsOf((await read(visitor)).response)).toEqual(asVisitor);
  });

  it('keeps one document per reading language', async () => {
    const titles = async (headers: Record<string, string>) => (await read(visitor, PAGES, headers)).response.json().data.map((row: { attributes: { title: string } }) => row.attributes.title);
    const french = await titles({ 'accept-language': 'fr' });
    const english = await titles({ 'accept-language': 'en' });
    expect(french).toContain('En français');
    expect(english).toContain('In English');
    expect(await titles({ 'accept-language': 'fr' })).toEqual(french);
    expect((await read(admin, PAGES, { 'accept-language': 'fr' })).response.body).not.toBe((await read(admin, PAGES, { 'accept-language': 'en' })).response.body);
  });

  it('does not let a user read through the cache what only another may see', async () => {
    const owner = await signIn(t);
    const stranger = client(t, (await signIn(t)).headers);
    const url = `/api/v1/users/${owner.userId}`;
    expect((await read(client(t, owner.headers), url)).response.statusCode).toBe(200);
    expect((await read(client(t, owner.headers), url)).statements).toBeLessThan(4);
    expect((await read(stranger, url)).response.statusCode).toBe(404);
    expect((await read(visitor, url)).response.statusCode).toBe(404);
  });

  it('renders inside a transaction, and keeps nothing it saw there', async () => {
    const ctx = operationContext(t, { actor: ANONYMOUS });
    const query = { 'filter[search]': '/cached/', sort: 'path' };
    const countIn = async (db: typeof ctx.db) => ((await listResources({ ...ctx, db }, { type: 'app-pages', query })).data as unknown[]).length;
    const before = await countIn(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(tablesOf('app-pages').table).values({ path: `/cached/${++page}`, title: { en: 'Rolled back' }, isDraft: false });
        expect(await countIn(tx)).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countIn(t.database.db)).toBe(before);
  });

  it('never serves a document during whose rendering something was committed', async () => {
    const ctx = operationContext(t, { actor: ANONYMOUS });
    let renders = 0;
    const render = async () => {
      renders++;
      await insertDirectly(`/cached/${++page}`);
      return { data: [], jsonapi: JSONAPI_VERSION };
    };
    await cachedDocument(ctx, ['moving'], render);
    await cachedDocument(ctx, ['moving'], render);
    expect(renders).toBe(2);
  });

  it('shares documents it hands out frozen, so that no caller can change the next one, and writes their JSON once', async () => {
    const ctx = operationContext(t, { actor: ANONYMOUS });
    const input = { type: 'app-pages', query: { 'filter[search]': '/cached/' } };
    await listResources(ctx, input);
    const document = await listResources(ctx, input);
    expect(Object.isFrozen(document.data)).toBe(true);
    expect(() => (document.data as unknown[]).pop()).toThrow();
    expect(documentBody(document)).toBe(JSON.stringify(document));
    expect(documentBody({ ...document })).toBe(JSON.stringify(document));
  });

  it.runIf(kind === 'pglite')('never answers for one database with the document of another at the same snapshot', async () => {
    const other = await openTestDatabase(kind);
    try {
      const listed = async (db: typeof t.database.db, path: string) => {
        await db.insert(tablesOf('app-pages').table).values({ path, title: { en: path }, isDraft: false });
        const ctx = operationContext(t, { db, actor: ANONYMOUS });
        const document = await listResources(ctx, { type: 'app-pages', query: { 'filter[path]': '/twin' } });
        const snapshot = ((await db.execute(sql`select pg_current_snapshot()::text as s`)) as unknown as { rows: { s: string }[] }).rows[0]!.s;
        return { paths: (document.data as ResourceObject[]).map((row) => row.attributes.path), snapshot };
      };
      const fresh = await openTestDatabase(kind);
      try {
        const first = await listed(fresh.db, '/twin');
        const second = await listed(other.db, '/twin-not');
        expect(second.snapshot).toBe(first.snapshot);
        expect([first.paths, second.paths]).toEqual([['/twin'], []]);
      } finally {
        await fresh.close();
      }
    } finally {
      await other.close();
    }
  });

  describe('with a soft-deletable kind', () => {
    let notes: FastifyInstance;
    let writer: Client;
    let member: Client;

    beforeAll(async () => {
      const user = async (email: string) =>
        (await createResource(operationContext(t), { type: 'users', document: { data: { type: 'users', attributes: { firstName: 'T', lastName: 'T', email } } } })).id;
      const actors: Record<string, Actor> = { admin: adminActor(await user(`admin-${kind}@example.test`)), member: { ...ANONYMOUS, userId: await user(`member-${kind}@example.test`) } };
      notes = await notesApp(t, { actors });
      writer = client({ app: notes }, { 'x-test-actor': 'admin' });
      member = client({ app: notes }, { 'x-test-actor': 'member' });
    });
    afterAll(() => notes.close());

    it('drops a soft-deleted row from the next answer', async () => {
      const id = (await writer.send('POST', '/api/v1/notes', { data: { type: 'notes', attributes: { title: 'Soon trashed' } } })).json().data.id as string;
      const ids = async () => (await member.get('/api/v1/notes')).json().data.map((note: { id: string }) => note.id);
      expect(await ids()).toContain(id);
      expect(await ids()).toContain(id);
      expect((await member.get(`/api/v1/notes/${id}`)).statusCode).toBe(200);
      expect((await writer.send('DELETE', `/api/v1/notes/${id}`)).statusCode).toBe(204);
      expect(await ids()).not.toContain(id);
      expect((await member.get(`/api/v1/notes/${id}`)).statusCode).toBe(404);
    });

    it('still asks show: a note only admins may see stays theirs', async () => {
      const id = (await writer.send('POST', '/api/v1/notes', { data: { type: 'notes', attributes: { title: 'Secret', body: 'private' } } })).json().data.id as string;
      expect((await writer.get(`/api/v1/notes/${id}`)).statusCode).toBe(200);
      expect((await writer.get(`/api/v1/notes/${id}`)).statusCode).toBe(200);
      expect((await member.get(`/api/v1/notes/${id}`)).statusCode).toBe(403);
    });
  });
});

describe('what a cached document may depend on', () => {
  it('has no policy scope that reads the clock or draws random numbers', () => {
    const dialect = new PgDialect();
    const actors: Actor[] = [
      ANONYMOUS,
      adminActor('00000000-0000-4000-8000-000000000001'),
      { ...ANONYMOUS, userId: '00000000-0000-4000-8000-000000000002', roles: new Set(['contributor']), accessLevelWeight: 10, organizationIds: ['o'], administeredOrganizationIds: new Set(['o']), actingAsOrganizationId: 'o' },
    ];
    for (const { type } of defaultCatalog.registry.resources) {
      const kind = kindIn(defaultCatalog, type)!;
      for (const actor of actors) {
        const condition = visibleRows({ db: null as never, actor, locale: 'en', editionLocale: 'en', features: {} as never }, kind);
        if (condition) expect(dialect.sqlToQuery(condition).sql, type).not.toMatch(VOLATILE);
      }
    }
  });
});
