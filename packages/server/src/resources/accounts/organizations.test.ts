import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResource, writeRelationship } from '../../operations/index.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { eq } from 'drizzle-orm';
import { insertPage } from '../../services/test-fixtures.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Organizations, membership and acting for one (spec, platform §3 "User", domain "organization"). */
describe.each(TEST_DATABASES)('organizations and acting as one on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** An organization written through the operations, as the system actor. */
  async function organization(name: string, accessLevel: string | null = null, adminOnlyNote: string | null = null) {
    return createThrough(systemContext(db()), 'organizations', { name, unitName: 'Lab', adminOnlyNote }, { accessLevel: ['access-levels', accessLevel] });
  }
  /** Makes a user a member (and, with `administers`, an administrator) of organizations, through the operations. */
  async function join(userId: string, organizationIds: string[], { administers = false } = {}) {
    const ctx = systemContext(db());
    await writeRelationship(ctx, { type: 'users', id: userId, relationship: 'organizations', document: { data: organizationIds.map((id) => ({ type: 'organizations', id })) }, mode: 'add' });
    if (administers) {
      for (const id of organizationIds) await writeRelationship(ctx, { type: 'organizations', id, relationship: 'administrators', document: { data: [{ type: 'users', id: userId }] }, mode: 'add' });
    }
  }
  /** Signs an existing user in through `POST /auth/login`, as the web does; the new session's headers. */
  async function logIn(user: SignedIn) {
    const visitor = await visitorHeaders(t);
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: visitor, payload: { email: user.email, password: user.password } });
    expect(response.json()).toEqual({ state: 'authenticated' });
    const token = response.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    return { cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'x-xsrf-token': token };
  }
  const actingAs = (userId: string, organizationId: string) => ({
    data: { type: 'users', id: userId, relationships: { actingAsOrganization: { data: { type: 'organizations', id: organizationId } } } },
  });

  it('lists organizations by access-level weight, highest first, then by name (the spec\'s public list)', async () => {
    await organization('Sorted Beta', 'member_level_1');
    await organization('Sorted Alpha', 'contact');
    await organization('Sorted Gamma', 'member_level_2');
    await organization('Sorted Delta', 'member_level_1');
    await organization('Sorted None', null);
    const response = await client(t, {}).get('/api/v1/organizations?filter[search]=Sorted&sort=-accessLevel.weight,name&include=accessLevel');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((row: { attributes: { name: string } }) => row.attributes.name);
    // An organization without a level comes last in both directions.
    expect(names).toEqual(['Sorted Gamma', 'Sorted Beta', 'Sorted Delta', 'Sorted Alpha', 'Sorted None']);
    const ascending = await client(t, {}).get('/api/v1/organizations?filter[search]=Sorted&sort=accessLevel.weight,-name');
    expect(ascending.json().data.map((row: { attributes: { name: string } }) => row.attributes.name)).toEqual(['Sorted Alpha', 'Sorted Delta', 'Sorted Beta', 'Sorted Gamma', 'Sorted None']);
  });

  it('pages through that order segment by segment: every page in turn makes the whole list, with its total', async () => {
    for (const [i, level] of ['member_level_2', 'contact', null, 'member_level_1', 'contact', 'member_level_2', null, 'contact'].entries()) await organization(`Paged ${i}`, level);
    const whole = await client(t, {}).get('/api/v1/organizations?filter[search]=Paged&sort=-accessLevel.weight,name&page[size]=50');
    const names = (response: { json(): { data: { attributes: { name: string } }[] } }) => response.json().data.map((row) => row.attributes.name);
    expect(names(whole)).toEqual(['Paged 0', 'Paged 5', 'Paged 3', 'Paged 1', 'Paged 4', 'Paged 7', 'Paged 2', 'Paged 6']);
    const paged: string[] = [];
    for (let number = 1; number <= 3; number++) {
      const page = await client(t, {}).get(`/api/v1/organizations?filter[search]=Paged&sort=-accessLevel.weight,name&page[size]=3&page[number]=${number}`);
      expect(page.json().meta.page).toMatchObject({ total: 8 });
      paged.push(...names(page));
    }
    expect(paged).toEqual(names(whole));
  });

  it('refuses a sort through a relationship or field that is not declared for it', async () => {
    for (const sort of ['organizationType.name', 'accessLevel.name', 'accessLevel.weight.id', 'users.email']) {
      const response = await client(t, {}).get(`/api/v1/organizations?sort=${sort}`);
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)[0]).toMatchObject({ parameter: 'sort' });
    }
  });

  it('keeps the admin-only note from everyone else, on every path', async () => {
    const id = await organization('Noted', null, 'secret remark');
    const member = await signIn(t);
    for (const headers of [{}, member.headers]) {
      const api = client(t, headers);
      for (const url of [`/api/v1/organizations/${id}`, '/api/v1/organizations', `/api/v1/users/me?include=organizations`]) {
        const response = await api.get(url);
        expect(response.body).not.toContain('secret remark');
      }
      expect((await api.get('/api/v1/organizations?fields[organizations]=adminOnlyNote')).statusCode).toBe(400);
      expect((await api.get('/api/v1/organizations?sort=adminOnlyNote')).statusCode).toBe(400);
      expect((await api.get('/api/v1/organizations?filter[adminOnlyNote]=secret')).statusCode).toBe(400);
    }
    const asAdmin = await client(t, admin.headers).get(`/api/v1/organizations/${id}`);
    expect(asAdmin.json().data.attributes).toMatchObject({ adminOnlyNote: 'secret remark', completeName: 'Lab - Noted' });
  });

  it("lets an organization's administrators edit it, but not its privileged fields", async () => {
    const id = await organization('Managed');
    const manager = await signIn(t);
    const stranger = await signIn(t);
    await join(manager.userId, [id], { administers: true });
    const body = (attributes: Record<string, unknown>) => ({ data: { type: 'organizations', id, attributes } });
    expect((await client(t, stranger.headers).send('PATCH', `/api/v1/organizations/${id}`, body({ name: 'Taken over' }))).statusCode).toBe(403);
    const note = await client(t, manager.headers).send('PATCH', `/api/v1/organizations/${id}`, body({ name: 'Renamed', adminOnlyNote: 'mine now' }));
    expect(errorsOf(note)).toEqual([{ code: 'forbidden', pointer: '/data/attributes/adminOnlyNote' }]);
    const renamed = await client(t, manager.headers).send('PATCH', `/api/v1/organizations/${id}`, body({ name: 'Renamed' }));
    expect(renamed.statusCode).toBe(200);
    const [row] = await db().select().from(tablesOf('organizations').table).where(eq(tablesOf('organizations').table.id, id));
    expect([row!.name, row!.adminOnlyNote]).toEqual(['Renamed', null]);
  });

  it("lets administrators of an organization read its members, not other users", async () => {
    const id = await organization('Readers');
    const manager = await signIn(t);
    const member = await signIn(t);
    const outsider = await signIn(t);
    await join(manager.userId, [id], { administers: true });
    await join(member.userId, [id]);
    const api = client(t, manager.headers);
    expect((await api.get(`/api/v1/users/${member.userId}`)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/users/${outsider.userId}`)).statusCode).toBe(404);
    const patched = await api.send('PATCH', `/api/v1/users/${member.userId}`, { data: { type: 'users', id: member.userId, attributes: { firstName: 'X' } } });
    expect(patched.statusCode).toBe(403);
  });

  type Identifier = { type: string; id: string };
  const ids = (list: Identifier[] | undefined, type = 'users') => (list ?? []).filter((r) => r.type === type).map((r) => r.id).sort();

  it('lists its members (the users whose organizations include it) to an admin, on every read path', async () => {
    const id = await organization('Members');
    const other = await organization('Elsewhere');
    const [first, second, outsider] = [await signIn(t), await signIn(t), await signIn(t)];
    await join(first.userId, [other, id]);
    await join(second.userId, [id]);
    await join(outsider.userId, [other]);
    const api = client(t, admin.headers);
    const members = [first.userId, second.userId].sort();

    const included = (await api.get(`/api/v1/organizations/${id}?include=users`)).json();
    expect(ids(included.data.relationships.users.data)).toEqual(members);
    expect(ids(included.included)).toEqual(members);
    const listed = (await api.get(`/api/v1/organizations?filter[id]=${id},${other}&include=users`)).json();
    const linkage = new Map((listed.data as { id: string; relationships: { users: { data: Identifier[] } } }[]).map((r) => [r.id, ids(r.relationships.users.data)]));
    expect(linkage.get(other)).toEqual([first.userId, outsider.userId].sort());
    expect(linkage.get(id)).toEqual(members);

    const linkageRead = await api.get(`/api/v1/organizations/${id}/relationships/users`);
    expect(linkageRead.statusCode).toBe(200);
    expect(ids(linkageRead.json().data)).toEqual(members);
    const related = await api.get(`/api/v1/organizations/${id}/users`);
    expect(related.statusCode).toBe(200);
    expect(ids(related.json().data)).toEqual(members);
    expect(related.json().meta.page).toMatchObject({ total: 2 });
  });

  it('keeps the users policy on its members: a plain member sees only themself, an administrator every member', async () => {
    const id = await organization('Scoped');
    const [manager, member, colleague] = [await signIn(t), await signIn(t), await signIn(t)];
    await join(manager.userId, [id], { administers: true });
    await join(member.userId, [id]);
    await join(colleague.userId, [id]);
    const own = client(t, member.headers);
    const included = (await own.get(`/api/v1/organizations/${id}?include=users`)).json();
    expect(ids(included.data.relationships.users.data)).toEqual([member.userId]);
    expect(ids(included.included)).toEqual([member.userId]);
    expect(ids((await own.get(`/api/v1/organizations/${id}/relationships/users`)).json().data)).toEqual([member.userId]);
    expect(ids((await own.get(`/api/v1/organizations/${id}/users`)).json().data)).toEqual([member.userId]);
    const stranger = await signIn(t);
    expect((await client(t, stranger.headers).get(`/api/v1/organizations/${id}?include=users`)).json().included).toEqual([]);
    expect((await client(t).get(`/api/v1/organizations/${id}?include=users`)).statusCode).toBe(404);
    const managed = (await client(t, manager.headers).get(`/api/v1/organizations/${id}?include=users`)).json();
    expect(ids(managed.included)).toEqual([manager.userId, member.userId, colleague.userId].sort());
  });

  it('refuses to write its members from the organization: 422 in a document, 403 on the relationship', async () => {
    const id = await organization('Closed');
    const user = await signIn(t);
    const api = client(t, admin.headers);
    const users = { data: [{ type: 'users', id: user.userId }] };
    const patched = await api.send('PATCH', `/api/v1/organizations/${id}`, { data: { type: 'organizations', id, relationships: { users } } });
    expect(errorsOf(patched)).toEqual([{ code: 'validation.read_only', pointer: '/data/relationships/users' }]);
    const created = await api.send('POST', '/api/v1/organizations', { data: { type: 'organizations', attributes: { name: 'New' }, relationships: { users } } });
    expect(errorsOf(created)).toEqual([{ code: 'validation.read_only', pointer: '/data/relationships/users' }]);
    for (const method of ['PATCH', 'POST', 'DELETE'] as const) {
      expect((await api.send(method, `/api/v1/organizations/${id}/relationships/users`, users)).statusCode).toBe(403);
    }
    expect((await api.get(`/api/v1/organizations/${id}/relationships/users`)).json().data).toEqual([]);
  });

  it('answers me with the members of the acting organization and their jobs', async () => {
    const id = await organization('Team');
    const job = `job-${Math.random().toString(36).slice(2, 10)}`;
    await createResource(systemContext(db()), { type: 'jobs', document: { data: { type: 'jobs', id: job, attributes: { name: 'Curator' } } } });
    const [manager, member] = [await signIn(t), await signIn(t)];
    await join(manager.userId, [id], { administers: true });
    await join(member.userId, [id]);
    const users = tablesOf('users').table;
    await db().update(users).set({ jobId: job }).where(eq(users.id, member.userId));
    const response = await client(t, await logIn(manager)).get('/api/v1/users/me');
    expect(response.statusCode, response.body).toBe(200);
    const { included } = response.json() as { included: (Identifier & { relationships: Record<string, { data: unknown }> })[] };
    const acting = included.find((r) => r.type === 'organizations' && r.id === id)!;
    expect(ids(acting.relationships.users!.data as Identifier[])).toEqual([manager.userId, member.userId].sort());
    expect(ids(included)).toEqual([member.userId]);
    expect(ids(included, 'jobs')).toEqual([job]);
    expect(included.find((r) => r.type === 'users')!.relationships.job!.data).toEqual({ type: 'jobs', id: job });
  });

  it('acts only for one of its own organizations, and the effective level follows the acting one', async () => {
    const low = await organization('Low', 'friendly_member');
    const high = await organization('High', 'member_level_2');
    const foreign = await organization('Foreign', 'member_level_2');
    const user = await signIn(t, { accessLevel: 'contact' });
    await join(user.userId, [low, high]);
    const page = await insertPage(db(), { path: '/members-only', requiresAuth: true, accessLevel: 'member_level_1' });
    const open = () => t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${page}`, headers: user.headers });
    const api = client(t, user.headers);

    const refused = await api.send('PATCH', `/api/v1/users/${user.userId}`, actingAs(user.userId, foreign));
    expect(errorsOf(refused)).toEqual([{ code: 'validation.not_member', pointer: '/data/relationships/actingAsOrganization' }]);
    // Acting for none: the first organization's level (friendly_member, 200) counts.
    expect((await open()).statusCode).toBe(403);
    expect((await api.send('PATCH', `/api/v1/users/${user.userId}`, actingAs(user.userId, high))).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
    expect((await api.send('PATCH', `/api/v1/users/${user.userId}`, actingAs(user.userId, low))).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(403);
  });

  it('answers me with its includes without writing; signing in makes the first organization the acting one', async () => {
    const first = await organization('First', 'member_level_1');
    const second = await organization('Second');
    const user = await signIn(t, { roles: ['contributor'] });
    await join(user.userId, [first, second]);
    expect((await client(t).get('/api/v1/users/me')).json()).toEqual({ data: null });
    const actingOf = async () => (await db().select().from(tablesOf('users').table).where(eq(tablesOf('users').table.id, user.userId)))[0]!.actingAsOrganizationId;
    const read = await client(t, user.headers).get('/api/v1/users/me');
    expect(read.json().data.relationships.actingAsOrganization.data).toBeNull();
    expect(await actingOf()).toBeNull();
    const response = await client(t, await logIn(user)).get('/api/v1/users/me');
    expect(response.statusCode).toBe(200);
    const { data, included } = response.json();
    expect(data.id).toBe(user.userId);
    expect(data.relationships.actingAsOrganization.data).toEqual({ type: 'organizations', id: first });
    const types = new Set((included as { type: string; id: string }[]).map((r) => `${r.type}:${r.id}`));
    expect([...types]).toEqual(expect.arrayContaining([`organizations:${first}`, `organizations:${second}`, 'roles:contributor', 'access-levels:member_level_1']));
    expect(await actingOf()).toBe(first);
    const own = await client(t, user.headers).get(`/api/v1/users/me?include=job`);
    expect(own.json().included ?? []).toEqual([]);
  });
});
