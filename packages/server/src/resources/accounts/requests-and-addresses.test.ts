import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Secondary e-mail addresses and validation requests: each user's own, and the admins'. */
describe.each(TEST_DATABASES)('secondary addresses and validation requests on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const put = (user: SignedIn, id: string, text: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/services/users/${id}/secondary-emails`, headers: { ...user.headers, 'content-type': 'application/json' }, payload: { text } });
  const addressesOf = async (userId: string) => {
    const table = tablesOf('secondary-email-addresses').table;
    return (await db().select({ email: table.email }).from(table).where(eq(table.userId, userId))).map((row) => row.email).sort();
  };

  it('saves the addresses of a text, one a line: removed ones deleted, added ones created', async () => {
    const user = await signIn(t);
    expect((await put(user, user.userId, ' one@example.test \n\nTwo@Exämple.test\n')).statusCode).toBe(200);
    expect(await addressesOf(user.userId)).toEqual(['one@example.test', 'two@xn--exmple-cua.test']);
    const response = await put(user, user.userId, 'two@xn--exmple-cua.test\nthree@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(2);
    expect(await addressesOf(user.userId)).toEqual(['three@example.test', 'two@xn--exmple-cua.test']);
  });

  it('names the line of a bad address and changes nothing', async () => {
    const user = await signIn(t);
    await put(user, user.userId, 'kept@example.test');
    const response = await put(user, user.userId, 'fine@example.test\nnot an address');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { code: string; meta: { line: number } }) => [e.code, e.meta.line])).toEqual([['validation.email', 2]]);
    expect(await addressesOf(user.userId)).toEqual(['kept@example.test']);
    const tooMany = await put(user, user.userId, Array.from({ length: 11 }, (_, i) => `a${i}@example.test`).join('\n'));
    expect(errorsOf(tooMany)).toEqual([{ code: 'validation.max', pointer: '/text' }]);
  });

  it('never says an address is someone else\'s: a new one is pending until its owner follows the mailed link', async () => {
    const user = await signIn(t);
    const other = await signIn(t, { email: 'someone@example.test' });
    const taken = await put(user, user.userId, 'SOMEONE@example.test');
    const free = await put(user, user.userId, 'someone@example.test\nmy-other@example.test');
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    expect(free.json().data.map((row: { attributes: { verifiedAt: unknown } }) => row.attributes.verifiedAt)).toEqual([null, null]);
    const follow = async (address: string) => {
      const mail = await t.app.mailer.capture!.waitFor(address);
      const [, path] = mail.text.match(/(\/auth\/email\/verify\/\S+)/)!;
      return t.app.inject({ method: 'POST', url: path!, headers: user.headers });
    };
    // The link reaches the holder of the address, not the person who typed it.
    expect((await follow('my-other@example.test')).json()).toEqual({ state: 'email_verified' });
    const refused = await follow('someone@example.test');
    expect(errorsOf(refused)).toEqual([{ code: 'validation.unique', pointer: '/signature' }]);
    const table = tablesOf('secondary-email-addresses').table;
    const rows = await db().select({ email: table.email, verifiedAt: table.verifiedAt }).from(table).where(eq(table.userId, user.userId));
    expect(rows.map((row) => [row.email, row.verifiedAt !== null]).sort()).toEqual([['my-other@example.test', true], ['someone@example.test', false]]);
    expect(other.userId).toBeTruthy();
  });

  it('limits how often one account saves its addresses', async () => {
    const user = await signIn(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await put(user, user.userId, `n${i}@example.test`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("neither reads nor replaces another user's addresses", async () => {
    const owner = await signIn(t);
    const intruder = await signIn(t);
    await put(owner, owner.userId, 'private@example.test');
    expect((await put(intruder, owner.userId, 'mine@example.test')).statusCode).toBe(404);
    const list = await client(t, intruder.headers).get(`/api/v1/secondary-email-addresses?filter[user]=${owner.userId}`);
    expect(list.json().data).toEqual([]);
    const created = await client(t, intruder.headers).send('POST', '/api/v1/secondary-email-addresses', {
      data: { type: 'secondary-email-addresses', attributes: { email: 'planted@example.test' }, relationships: { user: { data: { type: 'users', id: owner.userId } } } },
    });
    // Another user's account is not there for the intruder to attach anything to.
    expect(errorsOf(created)).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/user' }]);
    expect(await addressesOf(owner.userId)).toEqual(['private@example.test']);
    expect((await put(admin, owner.userId, '')).statusCode).toBe(200);
    expect(await addressesOf(owner.userId)).toEqual([]);
  });

  it('files a pending request for oneself; accepting it validates the user, refusing does not', async () => {
    const user = await signIn(t, { validated: false });
    const other = await signIn(t, { validated: false });
    const file = (userId: string) =>
      client(t, user.headers).send('POST', '/api/v1/validation-requests', {
        data: { type: 'validation-requests', attributes: { description: 'Please' }, relationships: { user: { data: { type: 'users', id: userId } } } },
      });
    expect(errorsOf(await file(other.userId))).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/user' }]);
    const create = await file(user.userId);
    expect(create.statusCode).toBe(201);
    const request = create.json().data;
    expect(request.relationships.user.data.id).toBe(user.userId);
    expect(request.relationships.status.data.id).toBe('pending');
    expect((await client(t, other.headers).get(`/api/v1/validation-requests/${request.id}`)).statusCode).toBe(404);
    const selfAccept = await client(t, user.headers).send('PATCH', `/api/v1/validation-requests/${request.id}`, {
      data: { type: 'validation-requests', id: request.id, relationships: { status: { data: { type: 'validation-request-statuses', id: 'accepted' } } } },
    });
    expect(selfAccept.statusCode).toBe(403);

    const decide = (status: string) =>
      client(t, admin.headers).send('PATCH', `/api/v1/validation-requests/${request.id}`, {
        data: { type: 'validation-requests', id: request.id, relationships: { status: { data: { type: 'validation-request-statuses', id: status } } } },
      });
    const validatedAt = async () => (await db().select().from(tablesOf('users').table).where(eq(tablesOf('users').table.id, user.userId)))[0]!.validatedAt;
    expect((await decide('refused')).statusCode).toBe(200);
    expect(await validatedAt()).toBeNull();
    expect((await decide('accepted')).statusCode).toBe(200);
    expect(await validatedAt()).toBeInstanceOf(Date);
  });
});
