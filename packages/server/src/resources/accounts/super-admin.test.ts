import { SYSTEM_USER_ID } from '@relais/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';

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
