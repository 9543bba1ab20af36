import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../jsonapi/testing.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const LIST = '/api/v1/app-pages?filter[search]=/http/&page[size]=50';

describe.each(TEST_DATABASES)('HTTP caching and compression on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { isAdmin: true });
    for (let i = 0; i < 20; i++) await insertPage(t.database.db, { path: `/http/${i}`, title: { en: `A page long enough to be worth compressing, number ${i}` } });
  });
  afterAll(() => t.close());

  it('answers a repeated GET whose answer has not changed with a 304 and no body, and a changed one in full', async () => {
    const visitor = client(t);
    const first = await visitor.get(LIST);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await visitor.get(LIST, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await insertPage(t.database.db, { path: '/http/new', title: { en: 'A new page' } });
    const changed = await visitor.get(LIST, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().meta.page.total).toBe(21);
  });

  it('gives a signed-in user\'s answer, which no cache keeps, no ETag', async () => {
    const mine = await client(t, admin.headers).get(LIST);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    const again = await client(t, admin.headers).get(LIST, { 'if-none-match': (await client(t).get(LIST)).headers.etag as string });
    expect(again.statusCode).toBe(200);
  });

  it('compresses answers above 1 KB in the encoding the client prefers, and leaves small ones alone', async () => {
    const plain = await client(t).get(LIST);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await client(t).get(LIST, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await client(t).get(LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const small = await client(t).get('/api/v1/app-pages?filter[search]=/none-at-all/', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sets no cookie on a visitor\'s GET of public data; the boot call hands out the anti-forgery token, which then works', async () => {
    for (const url of [LIST, '/api/v1/services/runtime-environment', '/api/v1/services/app-menu', '/api/v1/services/web-language-lines?locale=en']) {
      const response = await client(t).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const boot = await client(t).get('/api/v1/users/me');
    const cookies = Object.fromEntries(boot.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(Object.keys(cookies).sort()).toEqual(['XSRF-TOKEN', 'relais_visitor']);
    const cookieHeader = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/auth/password/forgot',
      headers: { cookie: cookieHeader, 'x-xsrf-token': cookies['XSRF-TOKEN']!, 'content-type': 'application/json', accept: 'application/json' },
      payload: { email: 'nobody@example.test' },
    });
    expect(forgot.statusCode).toBe(202);
    const forged = await t.app.inject({ method: 'POST', url: '/auth/password/forgot', headers: { 'content-type': 'application/json' }, payload: { email: 'nobody@example.test' } });
    expect(forged.statusCode).toBe(419);
  });

  it('gives a signed-in user whose anti-forgery cookie is missing a new one on any call', async () => {
    const sessionOnly = admin.headers.cookie!.split('; ').filter((cookie) => !cookie.startsWith('XSRF-TOKEN=')).join('; ');
    const response = await client(t, { cookie: sessionOnly }).get(LIST);
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['XSRF-TOKEN']);
  });
});
