import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_USER_ID } from '@relais/domain';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { sessionHeaders, signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const patch = (id: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) => ({ data: { type: 'users', id, attributes, relationships } });

/** What the users kind lets each actor read and write (spec, platform §3 "User", §6). */
describe.each(TEST_DATABASES)('users through /api/v1 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => (await t.database.db.select().from(tablesOf('users').table).where(eq(tablesOf('users').table.id, id)))[0]!;
  const me = async (headers: Record<string, string>) => client(t, headers).get('/api/v1/users/me');

  it("neither reads nor changes another user's account", async () => {
    const alice = await signIn(t);
    const bob = await signIn(t);
    expect((await client(t, alice.headers).get(`/api/v1/users/${bob.userId}`)).statusCode).toBe(404);
    const response = await client(t, alice.headers).send('PATCH', `/api/v1/users/${bob.userId}`, patch(bob.userId, { firstName: 'Mallory' }));
    expect(response.statusCode).toBe(404);
    expect((await userRow(bob.userId)).firstName).toBe('Test');
  });

  it.each([
    ['isAdmin', { isAdmin: true }, '/data/attributes/isAdmin'],
    ['accessLevel', { accessLevel: { data: { type: 'access-levels', id: 'member_level_2' } } }, '/data/relationships/accessLevel'],
    ['roles', { roles: { data: [{ type: 'roles', id: 'admin' }] } }, '/data/relationships/roles'],
    ['validatedAt', { validatedAt: '2020-01-01T00:00:00Z' }, '/data/attributes/validatedAt'],
    ['emailVerifiedAt', { emailVerifiedAt: '2020-01-01T00:00:00Z' }, '/data/attributes/emailVerifiedAt'],
    ['canUseTransactions', { canUseTransactions: true }, '/data/attributes/canUseTransactions'],
    ['rentalMonthlyInvoicing', { rentalMonthlyInvoicing: true }, '/data/attributes/rentalMonthlyInvoicing'],
    ['organizations', { organizations: { data: [] } }, '/data/relationships/organizations'],
    // User categories are the admins' alone: for anyone else the relationship does not exist.
    ['userCategory', { userCategory: { data: null } }, '/data/relationships/userCategory', 422, 'validation.unknown_field'],
  ])('refuses a user who sets their own %s, and writes nothing', async (_name, field, pointer, status = 403, code = 'forbidden') => {
    const user = await signIn(t, { validated: false });
    const isRelationship = pointer.startsWith('/data/relationships');
    const body = isRelationship ? patch(user.userId, { firstName: 'Changed' }, field) : patch(user.userId, { firstName: 'Changed', ...field });
    const response = await client(t, user.headers).send('PATCH', `/api/v1/users/${user.userId}`, body);
    expect(response.statusCode).toBe(status);
    expect(errorsOf(response)).toEqual([{ code, pointer }]);
    const row = await userRow(user.userId);
    expect([row.firstName, row.isAdmin, row.validatedAt]).toEqual(['Test', false, null]);
  });

  it.each([
    ['its owner', {}],
    ['an admin', { isAdmin: true }],
  ])('refuses every two-factor field on PATCH, from %s, and writes nothing', async (_who, rights) => {
    const user = await signIn(t);
    const actor = 'isAdmin' in rights ? await signIn(t, rights) : user;
    await t.database.db.update(tablesOf('users').table).set({ twoFactorStrategy: 'totp' }).where(eq(tablesOf('users').table.id, user.userId));
    const api = client(t, actor.headers);
    const off = await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { twoFactorStrategy: null }));
    expect(errorsOf(off)).toEqual([{ code: 'validation.read_only', pointer: '/data/attributes/twoFactorStrategy' }]);
    const email = await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { twoFactorStrategy: 'email', twoFactorLastTimeStep: 1 }));
    expect(email.statusCode).toBe(422);
    expect(errorsOf(email).map((error) => error.pointer)).toContain('/data/attributes/twoFactorStrategy');
    expect((await userRow(user.userId)).twoFactorStrategy).toBe('totp');
  });

  it('never answers a password hash, two-factor secret or recovery codes, whatever the path', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const api = client(t, admin.headers);
    const bodies = [
      await api.get('/api/v1/users'),
      await api.get(`/api/v1/users/${admin.userId}`),
      await me(admin.headers),
      await api.get('/api/v1/app-pages?include=createdBy'),
    ];
    for (const response of bodies) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/argon2|"password"|twoFactorSecret|twoFactorRecoveryCodes/);
    }
    expect((await api.get('/api/v1/users?fields[users]=password')).statusCode).toBe(400);
    expect((await api.get('/api/v1/users?filter[password]=x')).statusCode).toBe(400);
    expect((await api.get('/api/v1/users?sort=password')).statusCode).toBe(400);
  });

  it('changes a password only with the current one, hashes it and ends the other sessions', async () => {
    const user = await signIn(t);
    const otherDevice = await sessionHeaders(t, user.userId);
    const api = client(t, user.headers);
    const wrong = await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { password: 'a new long passphrase', oldPassword: 'not it at all' }));
    expect(errorsOf(wrong)).toEqual([{ code: 'validation.current_password', pointer: '/data/attributes/oldPassword' }]);
    expect((await me(otherDevice)).statusCode).toBe(200);
    const common = await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { password: 'password', oldPassword: user.password }));
    expect(errorsOf(common)).toEqual([{ code: 'validation.password_common', pointer: '/data/attributes/password' }]);

    const right = await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { password: 'a new long passphrase', oldPassword: user.password }));
    expect(right.statusCode).toBe(200);
    expect(right.body).not.toContain('passphrase');
    const stored = String((await userRow(user.userId)).password);
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'a new long passphrase')).toBe(true);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
  });

  it('changes one\'s own address only with the current password, once the new address is proven, telling the old one', async () => {
    const user = await signIn(t, { email: 'old-address@example.test' });
    const api = client(t, user.headers);
    const change = (attributes: Record<string, unknown>) => api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, attributes));
    expect(errorsOf(await change({ email: 'new-address@example.test' }))).toEqual([{ code: 'validation.current_password', pointer: '/data/attributes/oldPassword' }]);
    expect(errorsOf(await change({ email: 'new-address@example.test', oldPassword: 'not it at all' }))).toEqual([{ code: 'validation.current_password', pointer: '/data/attributes/oldPassword' }]);

    const changed = await change({ email: 'New-Address@example.test', oldPassword: user.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ email: 'old-address@example.test', pendingEmail: 'new-address@example.test' });
    const notice = await t.app.mailer.capture!.waitFor('old-address@example.test');
    expect(notice.subject).toContain('is changing');
    const mail = await t.app.mailer.capture!.waitFor('new-address@example.test');
    const [, path] = mail.text.match(/(\/auth\/email\/verify\/\S+)/)!;
    expect((await t.app.inject({ method: 'POST', url: path!, headers: user.headers })).json()).toEqual({ state: 'email_verified' });
    const row = await userRow(user.userId);
    expect([row.email, row.pendingEmail, row.emailVerifiedAt !== null]).toEqual(['new-address@example.test', null, true]);
  });

  it('answers a change to a taken address as any other: the holder gets the link, which then changes nothing', async () => {
    const user = await signIn(t);
    await signIn(t, { email: 'taken@example.test' });
    const api = client(t, user.headers);
    const taken = await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { email: 'TAKEN@example.test', oldPassword: user.password }));
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.attributes.pendingEmail).toBe('taken@example.test');
    const mail = await t.app.mailer.capture!.waitFor('taken@example.test');
    const [, path] = mail.text.match(/(\/auth\/email\/verify\/\S+)/)!;
    const refused = await t.app.inject({ method: 'POST', url: path!, headers: user.headers });
    expect(errorsOf(refused)).toEqual([{ code: 'validation.unique', pointer: '/signature' }]);
    expect((await userRow(user.userId)).email).toBe(user.email);
  });

  it('limits how often one account asks for a new address', async () => {
    const user = await signIn(t);
    const api = client(t, user.headers);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { email: `try-${i}@example.test`, oldPassword: user.password }))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lets an admin set another user\'s address directly, un-verified, with its verification link', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const user = await signIn(t);
    const changed = await client(t, admin.headers).send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { email: 'set-by-admin@example.test' }));
    expect(changed.json().data.attributes).toMatchObject({ email: 'set-by-admin@example.test', emailVerifiedAt: null });
    const mail = await t.app.mailer.capture!.waitFor('set-by-admin@example.test');
    expect(mail.text).toContain(`/auth/email/verify/${user.userId}/`);
  });

  it('disables an account: its session ends at once and it can no longer sign in', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const user = await signIn(t);
    expect((await me(user.headers)).statusCode).toBe(200);
    const response = await client(t, admin.headers).send('DELETE', `/api/v1/users/${user.userId}`);
    expect(response.statusCode).toBe(204);
    expect((await me(user.headers)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors[0].code).toBe('auth.failed');
  });

  it("serves anyone the reduced public profile, and 404 for the system user or an unknown id", async () => {
    const user = await signIn(t);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/services/users/${user.userId}/profile` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data.attributes).sort()).toEqual(['avatarUrl', 'firstName', 'lastName']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/services/users/${SYSTEM_USER_ID}/profile` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/services/users/00000000-0000-4000-8000-00000000ffff/profile' })).statusCode).toBe(404);
  });
});
