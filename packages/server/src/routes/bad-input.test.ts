import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf } from '../jsonapi/testing.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

const BOUNDARY = 'RelaisBoundary';
const FIELD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="model[type]"\r\n\r\norganizations\r\n`;
const FILE_START = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello`;

/** Bad input is a 4xx naming what is wrong, never a 500. */
describe.each(TEST_DATABASES)('bad input on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t, { isAdmin: true })).headers;
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a NUL in a page-access path or a short-URL token with a 400 naming the parameter', async () => {
    for (const [url, parameter] of [
      ['/api/v1/services/page-access?path=/a%00b', 'path'],
      ['/api/v1/services/short-urls/a%00b', 'token'],
      ['/api/v1/app-pages?filter[path]=%00', 'filter[path]'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'validation.nul', source: { parameter } });
    }
  });

  it('refuses a multipart body without or before its closing boundary, or not multipart at all, with a 400', async () => {
    const bodies = [FIELD + FILE_START, `${FIELD}${FILE_START}\r\n`, `${FIELD}${FILE_START}\r\n--${BOUNDARY}`, `${FIELD}--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\n`, FIELD, 'not multipart'];
    for (const payload of bodies) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/services/secured-files', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorsOf(response)).toEqual([{ code: 'malformed_multipart' }]);
    }
  });

  it('answers every service route with an id in its path a 4xx when the id is no id, for a visitor and an administrator', async () => {
    const routes = t.app.routeTable.filter(({ url, method }) => url.startsWith('/api/v1/services/') && url.includes('/:') && method !== 'HEAD' && method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(10);
    const visitor = await visitorHeaders(t);
    const answers: string[] = [];
    for (const route of routes) {
      for (const id of ['not-an-id', '12345', 'a%00b', `${'f'.repeat(300)}`]) {
        for (const headers of [visitor, admin]) {
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: route.url.replace(/:\w+/g, id),
            headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: '{}' } : {}),
          });
          if (response.statusCode < 400 || response.statusCode >= 500) answers.push(`${route.method} ${route.url} with ${id.slice(0, 12)}: ${response.statusCode}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });
});
