import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';

const PRIVATE = ['email', 'phone', 'isAdmin', 'lastLoginAt', 'validatedAt', 'notificationsPreferences', 'hasPassword'];

describe.each(TEST_DATABASES)('what an eqlaat member reads of users on %s', (kind) => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await signIn(t, { roles: ['eqlaat_member'] });
    other = await signIn(t, { email: 'other-person@example.test' });
    admin = await signIn(t, { roles: ['admin'] });
  });
  afterAll(() => t.close());

  type Resource = { id: string; attributes: Record<string, unknown> };
  const list = async (by: SignedIn, query = '') => {
    const response = await client(t, by.headers).get(`/api/v1/users?page[size]=100${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as Resource[];
  };

  it("reads other users' names but not their e-mail, phone, rights or sign-in data", async () => {
    const listed = (await list(member)).find((user) => user.id === other.userId)!;
    expect(listed.attributes).toMatchObject({ firstName: 'Test', lastName: 'User', fullName: 'Test User' });
    for (const name of PRIVATE) expect(listed.attributes).not.toHaveProperty(name);
    const one = await client(t, member.headers).get(`/api/v1/users/${other.userId}`);
    expect(one.statusCode).toBe(200);
    for (const name of PRIVATE) expect(one.json().data.attributes).not.toHaveProperty(name);
  });

  it('reads no relationship of another user: not linked, not included, no endpoint', async () => {
    const one = await client(t, member.headers).get(`/api/v1/users/${other.userId}`);
    expect(one.json().data.relationships).toEqual({});
    for (const url of [`/api/v1/users/${admin.userId}/roles`, `/api/v1/users/${admin.userId}/relationships/roles`]) {
      expect((await client(t, member.headers).get(url)).statusCode).toBe(404);
    }
    const included = await client(t, member.headers).get(`/api/v1/users/${admin.userId}?include=roles`);
    expect(included.statusCode).toBe(200);
    expect(included.json().included ?? []).toEqual([]);
    expect(errorsOf(await client(t, member.headers).get('/api/v1/users?filter[accessLevel]=x'))).toEqual([{ code: 'unknown_filter', parameter: 'filter[accessLevel]' }]);
    const own = await client(t, member.headers).get(`/api/v1/users/${member.userId}/roles`);
    expect(own.json().data.map((role: { id: string }) => role.id)).toEqual(['eqlaat_member']);
  });

  it('reads its own record whole, at /users/me and at its id', async () => {
    for (const url of ['/api/v1/users/me', `/api/v1/users/${member.userId}`]) {
      const response = await client(t, member.headers).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ email: member.email, isAdmin: false, hasPassword: true });
    }
    expect((await list(member)).find((user) => user.id === member.userId)!.attributes.email).toBe(member.email);
  });

  it('cannot use e-mail as an oracle: filtering or sorting by it is refused, searching ignores it', async () => {
    const filtered = await client(t, member.headers).get(`/api/v1/users?filter[email]=${encodeURIComponent(other.email)}`);
    expect(filtered.statusCode).toBe(400);
    expect(errorsOf(filtered)).toEqual([{ code: 'unknown_filter', parameter: 'filter[email]' }]);
    const sorted = await client(t, member.headers).get('/api/v1/users?sort=email');
    expect(sorted.statusCode).toBe(400);
    expect(errorsOf(sorted)).toEqual([{ code: 'unknown_sort', parameter: 'sort' }]);
    // An admin's search over e-mail, compiled first, is not the one the member's search reuses.
    expect(await list(admin, '&filter[search]=other-person')).toHaveLength(1);
    expect(await list(member, '&filter[search]=other-person')).toEqual([]);
    expect((await list(member, '&filter[search]=Test')).map((user) => user.id)).toContain(other.userId);
  });

  it('leaves an admin reading, filtering and searching everything', async () => {
    const filtered = await list(admin, `&filter[email]=${encodeURIComponent(other.email)}`);
    expect(filtered.map((user) => user.id)).toEqual([other.userId]);
    expect(filtered[0]!.attributes).toMatchObject({ email: other.email, isAdmin: false, hasPassword: true });
    expect((await list(admin, '&filter[search]=other-person')).map((user) => user.id)).toEqual([other.userId]);
  });
});
