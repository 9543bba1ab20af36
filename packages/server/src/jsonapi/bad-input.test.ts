import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { client } from './testing.ts';
import type { Client } from './testing.ts';

const PAGE = '6f1c7c1e-4c55-4f57-9a4b-5d1c7b0a9e11';
const page = (attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) => ({ data: { type: 'app-pages', attributes: { path: '/p', title: 'T', ...attributes }, relationships } });

/** Requests a careless or hostile client could send, and the status each deserves. */
const CASES: [string, 'GET' | 'POST' | 'PATCH', string, unknown, number][] = [
  ['a NUL character in a filter', 'GET', '/api/v1/app-redirections?filter[fromPath]=%00', undefined, 400],
  ['a NUL character in a search', 'GET', '/api/v1/app-redirections?filter[search]=a%00', undefined, 400],
  ['a NUL character as an id', 'GET', '/api/v1/roles/%00', undefined, 400],
  ['a NUL character in sort', 'GET', '/api/v1/app-pages?sort=%00', undefined, 400],
  ['a very long filter value', 'GET', `/api/v1/users?filter[email]=${'a'.repeat(5000)}`, undefined, 200],
  ['a NUL character in a text', 'POST', '/api/v1/app-redirections', { data: { type: 'app-redirections', attributes: { fromPath: 'a\u0000b', toPath: '/x' } } }, 422],
  ['a NUL character deep in JSON', 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'a', lastName: 'b', email: 'n@e.test', notificationsPreferences: { a: ['\u0000'] } } } }, 422],
  ['a datetime in year 0', 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'a', lastName: 'b', email: 'y@e.test', validatedAt: '0000-01-01T00:00:00Z' } } }, 422],
  ['a relationship id that cannot exist', 'POST', '/api/v1/app-pages', page({}, { roles: { data: [{ type: 'roles', id: '\u0000' }] } }), 422],
  ['a to-many given a string', 'POST', '/api/v1/app-pages', page({}, { roles: { data: 'admin' } }), 400],
  ['a to-one given a list', 'POST', '/api/v1/app-pages', page({}, { accessLevel: { data: [] } }), 400],
  ['a relationship without data', 'POST', '/api/v1/app-pages', page({}, { accessLevel: null }), 400],
  ['attributes as a list', 'POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: [] } }, 400],
  ['data as a list', 'POST', '/api/v1/app-pages', { data: [] }, 400],
  ['a document that is a string', 'POST', '/api/v1/app-pages', 'page', 400],
  ['translations that are not an object', 'POST', '/api/v1/app-pages', page({ translations: null }), 422],
  ['an update of a row that does not exist', 'PATCH', `/api/v1/app-pages/${PAGE}`, { data: { type: 'app-pages', id: PAGE } }, 404],
  ['an id longer than any readable id', 'POST', '/api/v1/languages', { data: { type: 'languages', id: 'x'.repeat(300), attributes: { name: 'x' } } }, 422],
];

describe.each(TEST_DATABASES)('bad input on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
  });
  afterAll(() => t.close());

  it.each(CASES)('answers %s without a server error', async (_name, method, url, body, status) => {
    const response = method === 'GET' ? await admin.get(url) : await admin.send(method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.json().errors[0].code).not.toBe('server_error');
  });
});
