import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { JSON_API } from './media-types.ts';
import { errorsOf } from './testing.ts';

describe.each(TEST_DATABASES)('JSON:API media types on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const redirection = (fromPath: string) => JSON.stringify({ data: { type: 'app-redirections', attributes: { fromPath, toPath: '/to' } } });
  const post = (contentType: string | undefined, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/app-redirections', payload, headers: { ...admin, ...(contentType ? { 'content-type': contentType } : {}), ...headers } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t, { isAdmin: true })).headers;
  });
  afterAll(() => t.close());

  it('answers in application/vnd.api+json with the jsonapi version member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/roles' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(response.json().jsonapi).toEqual({ version: '1.1' });
  });

  it('accepts a body sent as application/vnd.api+json, with or without a profile', async () => {
    expect((await post(JSON_API, redirection('/plain'))).statusCode).toBe(201);
    expect((await post(`${JSON_API}; profile="https://example.org/profile"`, redirection('/profiled'))).statusCode).toBe(201);
  });

  it('refuses a body of another media type with 415', async () => {
    const response = await post('application/json', redirection('/json'));
    expect(response.statusCode).toBe(415);
    expect(errorsOf(response)).toEqual([{ code: 'unsupported_media_type' }]);
    expect((await post('text/plain', 'hello')).statusCode).toBe(415);
    expect((await post(undefined, redirection('/none'))).statusCode).toBe(415);
  });

  it('refuses the JSON:API media type with a parameter other than ext or profile with 415', async () => {
    expect((await post(`${JSON_API}; charset=utf-8`, redirection('/charset'))).statusCode).toBe(415);
  });

  it('refuses an extension it does not support with 415', async () => {
    expect((await post(`${JSON_API}; ext="https://jsonapi.org/ext/atomic"`, redirection('/atomic'))).statusCode).toBe(415);
  });

  it('answers 406 when every accepted JSON:API media type carries unsupported parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers: { accept: `${JSON_API}; charset=utf-8` } });
    expect(response.statusCode).toBe(406);
    expect(errorsOf(response)).toEqual([{ code: 'not_acceptable' }]);
  });

  it('serves the request when one accepted instance of the media type is plain', async () => {
    const accept = `${JSON_API}; charset=utf-8, ${JSON_API}; q=0.5`;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers: { accept } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers: { accept: 'application/json, */*' } })).statusCode).toBe(200);
  });

  it('answers malformed JSON with a 400 error document', async () => {
    const response = await post(JSON_API, '{"data": ');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(response.json()).toMatchObject({ errors: [{ status: '400' }], jsonapi: { version: '1.1' } });
  });

  it('answers a body that is not a document with a 400 pointing at the problem', async () => {
    const response = await post(JSON_API, JSON.stringify({ type: 'app-redirections' }));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ code: 'invalid_document', pointer: '/data' }]);
  });

  it('answers an unknown type with a JSON:API 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-kind' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });
});
