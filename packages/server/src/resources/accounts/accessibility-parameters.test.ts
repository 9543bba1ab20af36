import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const withParameters = (id: string, accessibilityParameters: unknown) => ({ data: { type: 'users', id, attributes: { accessibilityParameters } } });

/** The accessibility drawer's settings kept on the account (spec, platform §3 and §5). */
describe.each(TEST_DATABASES)('accessibility parameters of a user on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps the parameters a user saves, completed with the defaults, and answers them in me', async () => {
    const user = await signIn(t);
    const own = client(t, user.headers);
    const saved = await own.send('PATCH', `/api/v1/users/${user.userId}`, withParameters(user.userId, { fontSize: 24, darkTheme: true, toastTimeout: -1 }));
    expect(saved.statusCode).toBe(200);
    const me = (await own.get('/api/v1/users/me')).json();
    expect(me.data.attributes.accessibilityParameters).toEqual({
      fontFamily: 'Roboto',
      fontSize: 24,
      lineHeight: 1.5,
      letterSpacing: 1,
      grayscaleImages: false,
      toastTimeout: -1,
      darkTheme: true,
    });
  });

  it('refuses an unknown key, a value out of range or of the wrong type with 422 on the attribute, and writes nothing', async () => {
    const user = await signIn(t);
    const own = client(t, user.headers);
    const refused = await own.send('PATCH', `/api/v1/users/${user.userId}`, withParameters(user.userId, { fontSize: 40, colour: 'red', darkTheme: 'yes' }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual(Array(3).fill({ code: 'validation.json', pointer: '/data/attributes/accessibilityParameters' }));
    expect(refused.json().errors.map((error: { meta?: { key: string } }) => error.meta?.key)).toEqual(['fontSize', 'colour', 'darkTheme']);
    const notAnObject = await own.send('PATCH', `/api/v1/users/${user.userId}`, withParameters(user.userId, [16]));
    expect(errorsOf(notAnObject)).toEqual([{ code: 'validation.json', pointer: '/data/attributes/accessibilityParameters' }]);
    const me = (await own.get('/api/v1/users/me')).json();
    expect(me.data.attributes.accessibilityParameters).toBeNull();
  });

  it('lets a user clear their parameters with null', async () => {
    const user = await signIn(t);
    const own = client(t, user.headers);
    await own.send('PATCH', `/api/v1/users/${user.userId}`, withParameters(user.userId, { fontSize: 20 }));
    expect((await own.send('PATCH', `/api/v1/users/${user.userId}`, withParameters(user.userId, null))).statusCode).toBe(200);
    expect((await own.get('/api/v1/users/me')).json().data.attributes.accessibilityParameters).toBeNull();
  });

  it("does not let a stranger change another user's parameters", async () => {
    const alice = await signIn(t);
    const bob = await signIn(t);
    const response = await client(t, alice.headers).send('PATCH', `/api/v1/users/${bob.userId}`, withParameters(bob.userId, { darkTheme: true }));
    expect(response.statusCode).toBe(404);
    expect((await client(t, bob.headers).get('/api/v1/users/me')).json().data.attributes.accessibilityParameters).toBeNull();
  });
});
