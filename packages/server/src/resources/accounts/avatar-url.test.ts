import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const patch = (id: string, attributes: Record<string, unknown>) => ({ data: { type: 'users', id, attributes } });

/** Avatars are pictures of the site itself: the CSP shows no other (issue 8 item 19). */
describe.each(TEST_DATABASES)('a user avatar address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const avatarOf = async (id: string) => (await t.database.db.select().from(tablesOf('users').table).where(eq(tablesOf('users').table.id, id)))[0]!.avatarUrl;

  it.each(['https://example.org/me.png', '//example.org/me.png', 'data:image/png;base64,AAAA'])('refuses %s, naming the field, and writes nothing of the request', async (avatarUrl) => {
    const user = await signIn(t);
    const response = await client(t, user.headers).send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { firstName: 'Changed', avatarUrl }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ code: 'validation.avatar_url', pointer: '/data/attributes/avatarUrl' }]);
    const row = (await t.database.db.select().from(tablesOf('users').table).where(eq(tablesOf('users').table.id, user.userId)))[0]!;
    expect([row.firstName, row.avatarUrl]).toEqual(['Test', null]);
  });

  it('keeps a picture of the site, and clears the avatar when given an empty address', async () => {
    const user = await signIn(t);
    const api = client(t, user.headers);
    expect((await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { avatarUrl: '/files/avatars/me.png' }))).statusCode).toBe(200);
    expect(await avatarOf(user.userId)).toBe('/files/avatars/me.png');
    expect((await api.send('PATCH', `/api/v1/users/${user.userId}`, patch(user.userId, { avatarUrl: '  ' }))).statusCode).toBe(200);
    expect(await avatarOf(user.userId)).toBeNull();
  });
});
