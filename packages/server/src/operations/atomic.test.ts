import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_API, JSON_API_ATOMIC } from '../jsonapi/media-types.ts';
import { errorsOf } from '../jsonapi/testing.ts';
import type { Row } from '../policies/types.ts';
import { tablesOf } from '../services/tables.ts';
import { readVersions } from '../services/versions.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

type Operation = Record<string, unknown>;

/** Pages and their components written together through the Atomic Operations extension. */
describe.each(TEST_DATABASES)('atomic operations on %s', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signIn(t, { roles: ['app_admin'] });
    member = await signIn(t);
  });
  afterAll(() => t.close());

  const atomic = (headers: Record<string, string>, operations: Operation[], media: { type?: string; accept?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/operations',
      headers: { 'content-type': media.type ?? JSON_API_ATOMIC, accept: media.accept ?? JSON_API_ATOMIC, ...headers },
      payload: JSON.stringify({ 'atomic:operations': operations }),
    });
  const pages = () => tablesOf('app-pages').table;
  const components = () => tablesOf('app-page-components').table;
  const pageAt = async (path: string) => (await t.database.db.select().from(pages()).where(eq(pages().path, path))) as Row[];
  const componentsOf = async (pageId: string) =>
    ((await t.database.db.select().from(components()).where(eq(components().pageId, pageId)).orderBy(components().position)) as Row[]).map((c) => [c.name, c.position]);
  const addPage = (path: string, lid = 'page'): Operation => ({ op: 'add', data: { type: 'app-pages', lid, attributes: { path, title: 'Page' } } });
  const addComponent = (page: Record<string, string>, attributes: Record<string, unknown>): Operation => ({
    op: 'add',
    data: { type: 'app-page-components', attributes, relationships: { page: { data: { type: 'app-pages', ...page } } } },
  });

  /** A published page with two components, written by the editor. */
  async function pageWithComponents(path: string) {
    const response = await atomic(editor.headers, [addPage(path), addComponent({ lid: 'page' }, { name: 'pageContent', position: 0 }), addComponent({ lid: 'page' }, { name: 'pageHero', position: 1 })]);
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json()['atomic:results'] as { data: { id: string } }[];
    return { pageId: results[0]!.data.id, componentIds: results.slice(1).map((r) => r.data.id) };
  }

  it('creates a page and its components in one request, the components naming the page by lid', async () => {
    const response = await atomic(editor.headers, [addPage('/atomic'), addComponent({ lid: 'page' }, { name: 'pageContent', position: 0 }), addComponent({ lid: 'page' }, { name: 'pageHero', position: 1 })]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json; ext="https:\/\/jsonapi\.org\/ext\/atomic"/);
    const body = response.json();
    expect(body.jsonapi).toEqual({ version: '1.1', ext: ['https://jsonapi.org/ext/atomic'] });
    const [page, text] = body['atomic:results'] as { data: { id: string; type: string; relationships: Record<string, { data: unknown }> } }[];
    expect(page!.data.type).toBe('app-pages');
    expect(text!.data.relationships.page!.data).toEqual({ type: 'app-pages', id: page!.data.id });
    expect(await componentsOf(page!.data.id)).toEqual([['pageContent', 0], ['pageHero', 1]]);
  });

  it('updates a page, changes, removes and adds its components at once, running each kind’s hooks', async () => {
    const { pageId, componentIds } = await pageWithComponents('/atomic-edit');
    const before = await readVersions(t.database.db);
    const response = await atomic(editor.headers, [
      { op: 'update', data: { type: 'app-pages', id: pageId, attributes: { title: 'Edited' } } },
      { op: 'update', ref: { type: 'app-page-components', id: componentIds[0] }, data: { type: 'app-page-components', id: componentIds[0], attributes: { position: 2 } } },
      { op: 'remove', ref: { type: 'app-page-components', id: componentIds[1] } },
      addComponent({ id: pageId }, { name: 'pageButtons', position: 1 }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()['atomic:results'][2]).toEqual({});
    expect(await componentsOf(pageId)).toEqual([['pageButtons', 1], ['pageContent', 2]]);
    expect((await pageAt('/atomic-edit'))[0]!.title).toEqual({ en: 'Edited' });
    // The published page's hooks told every client to reload it.
    expect((await readVersions(t.database.db)).environment).not.toBe(before.environment);
  });

  it('writes nothing when a component is invalid, and names its field by pointer', async () => {
    const countComponents = async () => (await t.database.db.select({ id: components().id }).from(components())).length;
    const before = await countComponents();
    const response = await atomic(editor.headers, [addPage('/atomic-rolled-back'), addComponent({ lid: 'page' }, { name: 'pageContent', position: 0 }), addComponent({ lid: 'page' }, { position: 1 })]);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ code: 'validation.required', pointer: '/atomic:operations/2/data/attributes/name' }]);
    expect(await pageAt('/atomic-rolled-back')).toEqual([]);
    expect(await countComponents()).toBe(before);
    const { pageId, componentIds } = await pageWithComponents('/atomic-kept');
    const failed = await atomic(editor.headers, [
      { op: 'update', data: { type: 'app-pages', id: pageId, attributes: { title: 'Lost' } } },
      { op: 'remove', ref: { type: 'app-page-components', id: componentIds[0] } },
      { op: 'update', data: { type: 'app-page-components', id: componentIds[1], attributes: { position: -1 } } },
    ]);
    expect(errorsOf(failed)).toEqual([{ code: 'validation.min', pointer: '/atomic:operations/2/data/attributes/position' }]);
    expect((await pageAt('/atomic-kept'))[0]!.title).toEqual({ en: 'Page' });
    expect(await componentsOf(pageId)).toEqual([['pageContent', 0], ['pageHero', 1]]);
  });

  it('lets a member without page rights neither create nor change components through a page', async () => {
    const { pageId, componentIds } = await pageWithComponents('/atomic-guarded');
    const attempts: Operation[][] = [
      [addPage('/atomic-stranger'), addComponent({ lid: 'page' }, { name: 'pageContent', position: 0 })],
      [addComponent({ id: pageId }, { name: 'pageTitle', position: 5 })],
      [{ op: 'update', data: { type: 'app-page-components', id: componentIds[0], attributes: { name: 'pageTitle' } } }],
      [{ op: 'remove', ref: { type: 'app-page-components', id: componentIds[1] } }],
      [{ op: 'update', ref: { type: 'app-pages', id: pageId, relationship: 'roles' }, data: [{ type: 'roles', id: 'admin' }] }],
    ];
    for (const operations of attempts) {
      const response = await atomic(member.headers, operations);
      expect(response.statusCode, response.body).toBe(403);
      expect(errorsOf(response)).toEqual([{ code: 'forbidden', pointer: '/atomic:operations/0' }]);
      expect((await atomic(await visitorHeaders(t), operations)).statusCode).toBe(401);
    }
    expect(await pageAt('/atomic-stranger')).toEqual([]);
    expect(await componentsOf(pageId)).toEqual([['pageContent', 0], ['pageHero', 1]]);
  });

  it('requires the anti-forgery token', async () => {
    const { 'x-xsrf-token': _token, ...withoutToken } = editor.headers;
    const response = await atomic(withoutToken, [addPage('/atomic-forged')]);
    expect(response.statusCode).toBe(419);
    expect(await pageAt('/atomic-forged')).toEqual([]);
  });

  it('writes relationships by ref, with lids', async () => {
    const response = await atomic(editor.headers, [
      addPage('/atomic-roles'),
      { op: 'update', ref: { type: 'app-pages', lid: 'page', relationship: 'roles' }, data: [{ type: 'roles', id: 'admin' }] },
      { op: 'add', ref: { type: 'app-pages', lid: 'page', relationship: 'roles' }, data: [{ type: 'roles', id: 'contributor' }] },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()['atomic:results'][2].data).toEqual([{ type: 'roles', id: 'admin' }, { type: 'roles', id: 'contributor' }]);
  });

  it('refuses other media types, unknown lids, href, unknown operations and empty lists, with pointers', async () => {
    expect((await atomic(editor.headers, [addPage('/atomic-media')], { type: JSON_API })).statusCode).toBe(415);
    expect((await atomic(editor.headers, [addPage('/atomic-media')], { accept: `${JSON_API}; ext="https://example.test/other"` })).statusCode).toBe(406);
    expect(errorsOf(await atomic(editor.headers, [addPage('/atomic-lid'), addComponent({ lid: 'other' }, { name: 'pageContent', position: 0 })]))).toEqual([
      { code: 'invalid_document', pointer: '/atomic:operations/1/data/relationships/page/data' },
    ]);
    expect(errorsOf(await atomic(editor.headers, [{ op: 'remove', href: '/api/v1/app-pages/x' }]))).toEqual([{ code: 'invalid_document', pointer: '/atomic:operations/0/href' }]);
    expect(errorsOf(await atomic(editor.headers, [{ op: 'copy', data: {} }]))).toEqual([{ code: 'invalid_document', pointer: '/atomic:operations/0/op' }]);
    expect(errorsOf(await atomic(editor.headers, []))).toEqual([{ code: 'invalid_document', pointer: '/atomic:operations' }]);
    expect(errorsOf(await atomic(editor.headers, [addPage('/atomic-twice'), addPage('/atomic-twice-2')]))).toEqual([{ code: 'invalid_document', pointer: '/atomic:operations/1/data/lid' }]);
    const withQuery = await t.app.inject({ method: 'POST', url: '/api/v1/operations?include=components', headers: { 'content-type': JSON_API_ATOMIC, ...editor.headers }, payload: JSON.stringify({ 'atomic:operations': [addPage('/atomic-query')] }) });
    expect(errorsOf(withQuery)).toEqual([{ code: 'bad_request', parameter: 'include' }]);
    expect(await pageAt('/atomic-twice')).toEqual([]);
    expect(errorsOf(await atomic(editor.headers, [{ op: 'add', data: { type: 'nothing', attributes: {} } }]))).toEqual([{ code: 'not_found', pointer: '/atomic:operations/0' }]);
    expect(await pageAt('/atomic-lid')).toEqual([]);
  });
});
