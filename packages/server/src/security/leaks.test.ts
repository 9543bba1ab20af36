import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortUrlAnswer } from '@relais/domain';
import { writeRelationship } from '../operations/index.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { client } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/** Nothing leaks by linkage, listing, profile or cache (issue 8, item 11). */
describe.each(TEST_DATABASES)('no leaks by linkage on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let visitor: Client;
  let draft: string;
  let draftItem: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    visitor = client(t, await visitorHeaders(t));
    const page = await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path: '/leak-draft', title: 'Draft', isDraft: true } } });
    draft = page.json().data.id;
    const item = await admin.send('POST', '/api/v1/app-menu-items', {
      data: { type: 'app-menu-items', attributes: { position: 0, name: 'To a draft' }, relationships: { page: { data: { type: 'app-pages', id: draft } } } },
    });
    draftItem = item.json().data.id;
  });
  afterAll(() => t.close());

  it('links a to-one whose target the actor may not see as null, as its relationship endpoint does, cached or not', async () => {
    const endpoint = (await visitor.get(`/api/v1/app-menu-items/${draftItem}/relationships/page`)).json();
    expect(endpoint.data).toBeNull();
    // Twice each: the second answer comes from the document cache.
    for (let i = 0; i < 2; i++) {
      const one = (await visitor.get(`/api/v1/app-menu-items/${draftItem}`)).json();
      expect(one.data.relationships.page.data).toBeNull();
      const list = (await visitor.get('/api/v1/app-menu-items?page[size]=100')).json();
      const listed = (list.data as { id: string; relationships: { page: { data: unknown } } }[]).find((item) => item.id === draftItem)!;
      expect(listed.relationships.page.data).toBeNull();
    }
    // The editor, who may see the draft, gets its id.
    expect((await admin.get(`/api/v1/app-menu-items/${draftItem}`)).json().data.relationships.page.data).toEqual({ type: 'app-pages', id: draft });
  });

  it('lists in the runtime environment only the pages the actor may open, and says why for the others', async () => {
    await admin.send('POST', '/api/v1/app-pages', {
      data: { type: 'app-pages', attributes: { path: '/leak-contributors', title: 'Contributors', requiresAuth: true }, relationships: { roles: { data: [{ type: 'roles', id: 'contributor' }] } } },
    });
    await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path: '/leak-open', title: 'Open to all' } } });
    const member = await signIn(t);
    const contributor = await signIn(t, { roles: ['contributor'] });
    const pathsOf = async (headers: Record<string, string>) =>
      ((await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment', headers })).json().data.pages as { path: string }[]).map((page) => page.path);
    const access = async (headers: Record<string, string>, path: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/services/page-access?path=${encodeURIComponent(path)}`, headers })).statusCode;
    const anonymous = {};
    expect(await pathsOf(anonymous)).toContain('/leak-open');
    expect(await pathsOf(anonymous)).not.toContain('/leak-contributors');
    expect(await pathsOf(member.headers)).not.toContain('/leak-contributors');
    expect(await pathsOf(contributor.headers)).toContain('/leak-contributors');
    // The web asks about a path it does not know: sign in, not allowed, or nothing there.
    expect(await access(anonymous, '/leak-contributors')).toBe(401);
    expect(await access(member.headers, '/leak-contributors')).toBe(403);
    expect(await access(contributor.headers, '/leak-contributors')).toBe(200);
    // Nothing there is an answer, not a failure: 200 with no page.
    expect(await access(member.headers, '/leak-nothing-here')).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/services/page-access?path=%2Fleak-nothing-here' })).json().data).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/services/page-access?path=%2Fleak-draft' })).json().data).toBeNull();
  });

  it('lets a visitor resolve one short URL by its token, but not list them', async () => {
    await admin.send('POST', '/api/v1/app-short-urls', { data: { type: 'app-short-urls', attributes: { token: 'leak-token', url: 'https://example.test/long', name: 'Internal campaign' } } });
    expect((await visitor.get('/api/v1/app-short-urls')).statusCode).toBe(404);
    expect((await visitor.get('/api/v1/app-short-urls?filter[token]=leak-token')).statusCode).toBe(404);
    const resolved = await visitor.get('/api/v1/services/short-urls/leak-token');
    expect(shortUrlAnswer.safeParse(resolved.json()).success).toBe(true);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.attributes).toEqual({ token: 'leak-token', url: 'https://example.test/long' });
    expect((await visitor.get('/api/v1/services/short-urls/unknown-token')).statusCode).toBe(404);
  });

  it('shows no isAdmin on the public profile', async () => {
    const superAdmin = await signIn(t, { isAdmin: true });
    const profile = (await visitor.get(`/api/v1/services/users/${superAdmin.userId}/profile`)).json();
    expect(profile.data.attributes).not.toHaveProperty('isAdmin');
  });

  it('writes nothing when answering GET /api/v1/users/me', async () => {
    const user = await signIn(t);
    const ctx = systemContext(t.database.db);
    const organization = await createThrough(ctx, 'organizations', { name: 'Quiet', unitName: 'Lab' });
    await writeRelationship(ctx, { type: 'users', id: user.userId, relationship: 'organizations', document: { data: [{ type: 'organizations', id: organization }] }, mode: 'add' });
    const users = tablesOf('users').table;
    const before = (await t.database.db.select().from(users).where(eq(users.id, user.userId)))[0]!;
    expect((await client(t, user.headers).get('/api/v1/users/me')).statusCode).toBe(200);
    const after = (await t.database.db.select().from(users).where(eq(users.id, user.userId)))[0]!;
    expect(after).toEqual(before);
  });

  it('marks authenticated API answers no-store, and leaves a visitor’s cacheable', async () => {
    const user = await signIn(t);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment', headers: user.headers });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const me = await client(t, user.headers).get('/api/v1/users/me');
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});
