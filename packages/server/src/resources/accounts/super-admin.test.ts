import { SYSTEM_USER_ID } from '@relais/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { writeRelationship } from '../../operations/index.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';

describe.each(TEST_DATABASES)('admins versus the super admin on %s', (kind) => {
  let t: TestApp;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    superAdmin = await signIn(t, { isAdmin: true });
    admin = await signIn(t, { roles: ['admin'] });
  });
  afterAll(() => t.close());

  const patchUser = (by: SignedIn, id: string, attributes: Record<string, unknown>) =>
    client(t, by.headers).send('PATCH', `/api/v1/users/${id}`, { data: { type: 'users', id, attributes } });

  it('lets only the super admin grant isAdmin', async () => {
    const user = await signIn(t);
    const byAdmin = await patchUser(admin, user.userId, { isAdmin: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(errorsOf(byAdmin)).toEqual([{ code: 'forbidden', pointer: '/data/attributes/isAdmin' }]);
    const bySuperAdmin = await patchUser(superAdmin, user.userId, { isAdmin: true });
    expect(bySuperAdmin.statusCode).toBe(200);
    expect(bySuperAdmin.json().data.attributes.isAdmin).toBe(true);
  });

  it("accepts an admin's form that sends isAdmin back unchanged", async () => {
    const user = await signIn(t);
    const response = await patchUser(admin, user.userId, { isAdmin: false, firstName: 'Renamed' });
    expect(response.statusCode).toBe(200);
  });

  it("refuses an admin changing a super admin's password or e-mail, and lets a super admin do it", async () => {
    const target = await signIn(t, { isAdmin: true });
    for (const attributes of [{ password: 'a brand new long passphrase' }, { email: 'taken-over@example.test' }]) {
      const response = await patchUser(admin, target.userId, attributes);
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)[0]!.pointer).toBe(`/data/attributes/${Object.keys(attributes)[0]}`);
    }
    // The admin still edits the super admin's other fields.
    expect((await patchUser(admin, target.userId, { firstName: 'Still' })).statusCode).toBe(200);
    expect((await patchUser(superAdmin, target.userId, { email: 'moved@example.test' })).statusCode).toBe(200);
  });

  it("refuses an admin disabling, deleting or demoting a super admin, or changing their roles, and lets a super admin do it", async () => {
    const target = await signIn(t, { isAdmin: true, roles: ['app_admin'] });
    const byAdmin = client(t, admin.headers);
    expect((await byAdmin.send('DELETE', `/api/v1/users/${target.userId}`)).statusCode).toBe(403);
    expect((await byAdmin.send('DELETE', `/api/v1/users/${target.userId}/force`)).statusCode).toBe(403);
    const demoted = await patchUser(admin, target.userId, { isAdmin: false });
    expect(demoted.statusCode).toBe(403);
    expect(errorsOf(demoted)).toEqual([{ code: 'forbidden', pointer: '/data/attributes/isAdmin' }]);
    const roles = (ids: string[]) => ({ data: { type: 'users', id: target.userId, relationships: { roles: { data: ids.map((id) => ({ type: 'roles', id })) } } } });
    const stripped = await byAdmin.send('PATCH', `/api/v1/users/${target.userId}`, roles([]));
    expect(stripped.statusCode).toBe(403);
    expect(errorsOf(stripped)).toEqual([{ code: 'forbidden', pointer: '/data/relationships/roles' }]);
    expect((await byAdmin.send('DELETE', `/api/v1/users/${target.userId}/relationships/roles`, { data: [{ type: 'roles', id: 'app_admin' }] })).statusCode).toBe(403);
    // A whole form sending the same roles back is no change.
    expect((await byAdmin.send('PATCH', `/api/v1/users/${target.userId}`, roles(['app_admin']))).statusCode).toBe(200);
    // Another user's roles stay the admin's to change.
    const member = await signIn(t, { roles: ['app_admin'] });
    expect((await byAdmin.send('PATCH', `/api/v1/users/${member.userId}`, { data: { type: 'users', id: member.userId, relationships: { roles: { data: [] } } } })).statusCode).toBe(200);
    const bySuperAdmin = client(t, superAdmin.headers);
    expect((await bySuperAdmin.send('PATCH', `/api/v1/users/${target.userId}`, roles([]))).statusCode).toBe(200);
    expect((await bySuperAdmin.send('DELETE', `/api/v1/users/${target.userId}`)).statusCode).toBe(204);
  });

  it("keeps a super admin's record from the administrators of an organization they joined", async () => {
    const organizationId = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Shared', unitName: 'Lab' });
    const organizationAdmin = await signIn(t);
    const member = await signIn(t);
    const target = await signIn(t, { isAdmin: true });
    const ctx = systemContext(t.database.db);
    for (const user of [organizationAdmin, member, target]) {
      await writeRelationship(ctx, { type: 'users', id: user.userId, relationship: 'organizations', document: { data: [{ type: 'organizations', id: organizationId }] }, mode: 'add' });
    }
    await writeRelationship(ctx, { type: 'organizations', id: organizationId, relationship: 'administrators', document: { data: [{ type: 'users', id: organizationAdmin.userId }] }, mode: 'add' });
    const reader = client(t, organizationAdmin.headers);
    expect((await reader.get(`/api/v1/users/${member.userId}`)).statusCode).toBe(200);
    expect((await reader.get(`/api/v1/users/${target.userId}`)).statusCode).toBe(404);
    const listed = (await reader.get('/api/v1/users?page[size]=100')).json().data.map((row: { id: string }) => row.id);
    expect(listed).toContain(member.userId);
    expect(listed).not.toContain(target.userId);
  });

  it('lets only the super admin impersonate, and nobody the system user', async () => {
    const user = await signIn(t);
    const url = (id: string) => `/api/v1/services/users/${id}/impersonate`;
    const byAdmin = await t.app.inject({ method: 'POST', url: url(user.userId), headers: admin.headers });
    expect(byAdmin.statusCode).toBe(403);
    const system = await t.app.inject({ method: 'POST', url: url(SYSTEM_USER_ID), headers: superAdmin.headers });
    expect(system.statusCode).toBe(403);
    const bySuperAdmin = await t.app.inject({ method: 'POST', url: url(user.userId), headers: (await signIn(t, { isAdmin: true })).headers });
    expect(bySuperAdmin.statusCode).toBe(200);
  });
});
