import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../auth/actor.ts';
import type { Actor } from '../auth/actor.ts';
import { createResource, findResource, listResources } from '../operations/index.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import type { Catalog } from './catalog.ts';
import { hookCalls, notesApp, notesCatalog } from './testing-kind.ts';
import { adminActor, client, errorsOf, operationContext } from './testing.ts';
import type { Client } from './testing.ts';

describe.each(TEST_DATABASES)('the engine on a kind of its own, on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Client;
  let member: Client;
  let visitor: Client;
  let adminId: string;
  let memberId: string;
  const post = (attributes: Record<string, unknown>) => admin.send('POST', '/api/v1/notes', { data: { type: 'notes', attributes } });
  const count = async () => (await admin.get('/api/v1/notes?filter[trashed]=with')).json().meta.page.total as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const user = async (email: string) =>
      (await createResource(operationContext(t), { type: 'users', document: { data: { type: 'users', attributes: { firstName: 'T', lastName: 'T', email } } } })).id;
    adminId = await user('admin@example.test');
    memberId = await user('member@example.test');
    app = await notesApp(t, { actors: { admin: adminActor(adminId), member: { ...ANONYMOUS, userId: memberId } } });
    admin = client({ app }, { 'x-test-actor': 'admin' });
    member = client({ app }, { 'x-test-actor': 'member' });
    visitor = client({ app });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('writes each value kind as JSON: cents as integers, decimals as numbers, dates as YYYY-MM-DD', async () => {
    const response = await post({ title: 'Values', price: 1999, rating: 4.5, day: '2024-02-29', publishedAt: '2024-03-01T10:00:00+01:00' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ price: 1999, rating: 4.5, day: '2024-02-29', publishedAt: '2024-03-01T09:00:00.000Z', views: 0 });
  });

  it('refuses values that do not fit their kind or bounds', async () => {
    const response = await post({ title: 'Bad', price: 19.99, rating: 6, day: '2024-02-30', publishedAt: '2024-03-01', views: 2 ** 40 });
    expect(errorsOf(response)).toEqual([
      { code: 'validation.integer', pointer: '/data/attributes/price' },
      { code: 'validation.max', pointer: '/data/attributes/rating' },
      { code: 'validation.date', pointer: '/data/attributes/day' },
      { code: 'validation.datetime', pointer: '/data/attributes/publishedAt' },
      { code: 'validation.max', pointer: '/data/attributes/views' },
    ]);
  });

  it('never shows a hidden attribute, and refuses it on write', async () => {
    const created = await post({ title: 'Secret' });
    expect(created.json().data.attributes).not.toHaveProperty('secret');
    expect(errorsOf(await post({ title: 'Secret', secret: 'x' }))).toEqual([{ code: 'validation.read_only', pointer: '/data/attributes/secret' }]);
  });

  it('computes computed attributes with one hook call for a whole list', async () => {
    for (const body of ['first body', 'second body', 'third body']) await post({ title: 'Computed', body });
    const before = hookCalls.computed;
    const document = (await member.get('/api/v1/notes?filter[search]=body')).json();
    expect(hookCalls.computed - before).toBe(1);
    expect(document.data.map((n: { attributes: { summary: string } }) => n.attributes.summary).sort()).toEqual(['first', 'secon', 'third']);
    await member.get('/api/v1/notes?fields[notes]=title');
    expect(hookCalls.computed - before).toBe(1);
  });

  it('writes nothing when a hook refuses after the row was inserted', async () => {
    const before = await count();
    const response = await post({ title: 'refused after writing' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ code: 'validation.refused', pointer: '/data/attributes/title' }]);
    expect(await count()).toBe(before);
  });

  it('turns a unique index violation into a 422 on the field', async () => {
    await post({ title: 'Taken', slug: 'taken' });
    const response = await post({ title: 'Copy', slug: 'copy-of-taken' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ code: 'validation.unique', pointer: '/data/attributes/slug' }]);
  });

  it('answers 404 for a row outside the read rule, which no list holds either', async () => {
    const id = (await post({ title: 'Private', body: 'private' })).json().data.id;
    expect((await member.get(`/api/v1/notes/${id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/v1/notes/${id}`)).statusCode).toBe(404);
    expect((await member.get(`/api/v1/notes?filter[id]=${id}`)).json().data).toEqual([]);
    expect((await admin.get(`/api/v1/notes/${id}`)).statusCode).toBe(200);
  });

  it('refuses the rows of a kind whose read rule says no outright with 403, or 401 for a visitor, and lists none', async () => {
    const id = (await post({ title: 'Closed' })).json().data.id;
    const closed: Catalog = { ...notesCatalog, policyFor: (type) => (type === 'notes' ? { ...notesCatalog.policyFor(type), read: () => false } : notesCatalog.policyFor(type)) };
    const as = (actor: Actor) => operationContext(t, { catalog: closed, actor });
    await expect(findResource(as({ ...ANONYMOUS, userId: memberId }), { type: 'notes', id })).rejects.toMatchObject({ status: 403 });
    await expect(findResource(as(ANONYMOUS), { type: 'notes', id })).rejects.toMatchObject({ status: 401 });
    expect((await listResources(as(ANONYMOUS), { type: 'notes' })).data).toEqual([]);
  });

  it('leaves a related row that show refuses out of includes and related reads', async () => {
    const parent = (await post({ title: 'Private parent', body: 'private' })).json().data.id;
    const child = (await admin.send('POST', '/api/v1/notes', { data: { type: 'notes', attributes: { title: 'Child' }, relationships: { parent: { data: { type: 'notes', id: parent } } } } })).json().data.id;
    expect((await member.get(`/api/v1/notes/${child}?include=parent`)).json().included).toEqual([]);
    expect((await member.get(`/api/v1/notes/${child}/parent`)).json().data).toBeNull();
    expect((await admin.get(`/api/v1/notes/${child}?include=parent`)).json().included).toHaveLength(1);
  });

  it('answers 404 for a kind whose feature is off, wherever it is reached from', async () => {
    const off = await notesApp(t, { actors: { admin: adminActor(adminId) }, features: { blogPosts: false } });
    const asAdmin = client({ app: off }, { 'x-test-actor': 'admin' });
    expect((await asAdmin.get('/api/v1/notes')).statusCode).toBe(404);
    expect((await asAdmin.send('POST', '/api/v1/notes', { data: { type: 'notes', attributes: { title: 'Off' } } })).statusCode).toBe(404);
    expect((await asAdmin.get('/api/v1/roles?fields[notes]=title')).statusCode).toBe(400);
    await off.close();
    const ctx = operationContext(t, { catalog: notesCatalog, features: { ...operationContext(t).features, blogPosts: false } });
    await expect(listResources(ctx, { type: 'notes' })).rejects.toMatchObject({ status: 404 });
  });

  it('serves seeds and tests through the same operations, with a plain context', async () => {
    const ctx = operationContext(t, { catalog: notesCatalog, actor: adminActor(adminId), editionLocale: 'fr' });
    const { id } = await createResource(ctx, { type: 'notes', document: { data: { type: 'notes', attributes: { title: 'Semée' } } } });
    const found = await findResource({ ...ctx, locale: 'fr' }, { type: 'notes', id });
    expect(found.data).toMatchObject({ id, attributes: { title: 'Semée' }, relationships: { createdBy: { data: { type: 'users', id: adminId } } } });
  });
});
