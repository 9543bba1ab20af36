import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { tablesOf } from '../services/tables.ts';

const isJsonApiClientError = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const { errors } = response.json() as { errors: { code: string; detail?: string }[] };
  expect(errors.length).toBeGreaterThan(0);
  return errors;
};

/** Bad input never gives a 500 (issue 8, item 10). */
describe.each(TEST_DATABASES)('hostile input on %s', (kind) => {
  let t: TestApp;
  let superAdmin: Client;
  let superAdminHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    superAdminHeaders = (await signIn(t, { isAdmin: true })).headers;
    superAdmin = client(t, superAdminHeaders);
  });
  afterAll(() => t.close());

  it('answers simultaneous registrations of one address alike, without a 500, and creates one account', async () => {
    const email = `twice-${Date.now()}@example.test`;
    const register = async (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: `10.0.9.${i + 1}`,
        headers: await visitorHeaders(t),
        payload: { firstName: 'Twice', lastName: 'Registered', email, password: 'a long enough passphrase', passwordConfirmation: 'a long enough passphrase' },
      });
    const responses = await Promise.all([0, 1, 2].map(register));
    // A taken address answers as a new one does (no enumeration), the race's losers included.
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toMatchObject({ state: 'verification_link_sent' });
    }
    const users = tablesOf('users').table;
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses JSON nested 10,000 levels deep with a 400', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const body = `{"data":{"type":"users","attributes":{"notificationsPreferences":${deep}}}}`;
    for (const [url, type] of [
      ['/api/v1/users', 'application/vnd.api+json'],
      ['/auth/login', 'application/json'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...superAdminHeaders, 'content-type': type }, payload: body });
      expect(response.statusCode, url).toBe(400);
      isJsonApiClientError(response);
    }
  });

  it('answers a non-UUID id on every service route with a 4xx JSON:API error', async () => {
    const ids = ['not-a-uuid', '%00', '1', "x'or'1'='1", 'A'.repeat(300)];
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').split(' ')[0]!)
      .filter((path) => path.startsWith('/api/v1/services/') && path.includes(':id'));
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        for (const id of ids) {
          const response = await t.app.inject({ method, url: route.replace(':id', id), headers: { ...superAdminHeaders, 'content-type': 'application/json' }, payload: '{}' });
          if (response.statusCode === 404 && (response.json() as { errors: { detail: string }[] }).errors[0]!.detail.startsWith('No route')) continue;
          expect(response.statusCode, `${method} ${route} ${id}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${method} ${route} ${id}`).toBeLessThan(500);
        }
      }
    }
  });

  it('refuses a JSON attribute larger than its declared limit with a 422 naming it', async () => {
    const me = (await superAdmin.get('/api/v1/users/me')).json().data.id as string;
    const big = { note: 'x'.repeat(1_500_000) };
    const response = await superAdmin.send('PATCH', `/api/v1/users/${me}`, { data: { type: 'users', id: me, attributes: { notificationsPreferences: big } } });
    expect(response.statusCode).toBe(422);
    expect(isJsonApiClientError(response)[0]).toMatchObject({ code: 'validation.max', source: { pointer: '/data/attributes/notificationsPreferences' } });
  });
});
