import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { client, errorsOf } from './testing.ts';
import type { Client } from './testing.ts';

describe.each(TEST_DATABASES)('JSON:API writes on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let adminId: string;
  const document = (type: string, attributes: Record<string, unknown> = {}, relationships: Record<string, unknown> = {}, id?: string) => ({
    data: { type, ...(id ? { id } : {}), attributes, relationships },
  });
  const total = async (url: string) => (await admin.get(url)).json().meta.page.total as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedIn = await signIn(t, { isAdmin: true });
    admin = client(t, signedIn.headers);
    adminId = signedIn.userId;
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('answers 201 with the resource and its Location', async () => {
      const response = await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: '/created', toPath: '/there' }));
      expect(response.statusCode).toBe(201);
      const resource = response.json().data;
      expect(resource).toMatchObject({ type: 'app-redirections', attributes: { fromPath: '/created', toPath: '/there', name: null } });
      expect(response.headers.location).toBe(resource.links.self);
      expect((await admin.get(`/api/v1/app-redirections/${resource.id}`)).statusCode).toBe(200);
    });

    it('sets who created and who changed the row from the signed-in user', async () => {
      const response = await admin.send('POST', '/api/v1/app-menu-items', document('app-menu-items', { position: 0, name: 'Stamped' }));
      const { relationships } = response.json().data;
      expect(relationships.createdBy.data).toEqual({ type: 'users', id: adminId });
      expect(relationships.updatedBy.data).toEqual({ type: 'users', id: adminId });
    });

    it('reports every invalid field at once, with its pointer and rule', async () => {
      const response = await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: 5, toPath: '', name: 'x'.repeat(256), colour: 'red' }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([
        { code: 'validation.string', pointer: '/data/attributes/fromPath' },
        { code: 'validation.max', pointer: '/data/attributes/name' },
        { code: 'validation.unknown_field', pointer: '/data/attributes/colour' },
        { code: 'validation.required', pointer: '/data/attributes/toPath' },
      ]);
    });

    it('checks numbers, their bounds, booleans, enums and dates', async () => {
      const menu = (position: unknown) => admin.send('POST', '/api/v1/app-menu-items', document('app-menu-items', { position, name: 'N' }));
      expect(errorsOf(await menu(-1))).toEqual([{ code: 'validation.min', pointer: '/data/attributes/position' }]);
      expect(errorsOf(await menu(20_000))).toEqual([{ code: 'validation.max', pointer: '/data/attributes/position' }]);
      expect(errorsOf(await menu(1.5))).toEqual([{ code: 'validation.integer', pointer: '/data/attributes/position' }]);
      const language = await admin.send('POST', '/api/v1/languages', document('languages', { name: 'Deutsch', isEnabled: 'yes' }, {}, 'de'));
      expect(errorsOf(language)).toEqual([{ code: 'validation.boolean', pointer: '/data/attributes/isEnabled' }]);
      const user = await admin.send('POST', '/api/v1/users', document('users', { firstName: 'A', lastName: 'B', email: 'a@example.test', locale: 'xx', validatedAt: 'yesterday' }));
      expect(errorsOf(user)).toEqual([
        { code: 'validation.enum', pointer: '/data/attributes/locale' },
        { code: 'validation.datetime', pointer: '/data/attributes/validatedAt' },
      ]);
    });

    it('refuses read-only and hidden fields', async () => {
      const response = await admin.send(
        'POST',
        '/api/v1/app-pages',
        document('app-pages', { path: '/ro', title: 'RO', createdAt: '2020-01-01T00:00:00Z' }, { createdBy: { data: { type: 'users', id: adminId } }, components: { data: [] } }),
      );
      expect(errorsOf(response)).toEqual([
        { code: 'validation.read_only', pointer: '/data/attributes/createdAt' },
        { code: 'validation.read_only', pointer: '/data/relationships/createdBy' },
        { code: 'validation.read_only', pointer: '/data/relationships/components' },
      ]);
      const user = await admin.send('POST', '/api/v1/users', document('users', { firstName: 'A', lastName: 'B', email: 'hidden@example.test', twoFactorSecret: 'plain text' }));
      expect(errorsOf(user)).toEqual([{ code: 'validation.read_only', pointer: '/data/attributes/twoFactorSecret' }]);
      expect(errorsOf(await admin.send('PATCH', '/api/v1/access-levels/contact', document('access-levels', { weight: 5 }, {}, 'contact')))).toEqual([
        { code: 'validation.read_only', pointer: '/data/attributes/weight' },
      ]);
    });

    it('refuses a taken unique value before writing anything', async () => {
      await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: '/taken', toPath: '/a' }));
      const before = await total('/api/v1/app-redirections');
      const response = await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: '/taken', toPath: '/b' }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([{ code: 'validation.unique', pointer: '/data/attributes/fromPath' }]);
      expect(await total('/api/v1/app-redirections')).toBe(before);
    });

    it('checks that related resources exist and are of the right type', async () => {
      const response = await admin.send(
        'POST',
        '/api/v1/app-pages',
        document('app-pages', { path: '/links', title: 'Links' }, { roles: { data: [{ type: 'roles', id: 'admin' }, { type: 'roles', id: 'nobody' }] }, accessLevel: { data: { type: 'users', id: adminId } } }),
      );
      expect(errorsOf(response)).toEqual([
        { code: 'validation.type', pointer: '/data/relationships/accessLevel' },
        { code: 'validation.exists', pointer: '/data/relationships/roles' },
      ]);
      expect(await total('/api/v1/app-pages?filter[path]=/links')).toBe(0);
    });

    it('requires a required to-one', async () => {
      const response = await admin.send('POST', '/api/v1/app-page-components', document('app-page-components', { name: 'pageHero', position: 0 }));
      expect(errorsOf(response)).toEqual([{ code: 'validation.required', pointer: '/data/relationships/page' }]);
    });

    it('answers 409 for a document of another type', async () => {
      const response = await admin.send('POST', '/api/v1/app-redirections', document('roles', { name: 'x' }));
      expect(response.statusCode).toBe(409);
      expect(errorsOf(response)).toEqual([{ code: 'conflict', pointer: '/data/type' }]);
    });

    it('takes a client-generated id: a readable one for reference data, a UUID otherwise', async () => {
      const language = await admin.send('POST', '/api/v1/languages', document('languages', { name: 'Deutsch' }, {}, 'de'));
      expect(language.statusCode).toBe(201);
      expect(language.headers.location).toBe('http://localhost:3000/api/v1/languages/de');
      const id = '6f1c7c1e-4c55-4f57-9a4b-5d1c7b0a9e11';
      const redirection = await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: '/client-id', toPath: '/x' }, {}, id));
      expect(redirection.json().data.id).toBe(id);
    });

    it('answers 409 for an id that is already taken', async () => {
      const response = await admin.send('POST', '/api/v1/roles', document('roles', { name: 'Again' }, {}, 'admin'));
      expect(response.statusCode).toBe(409);
      expect(errorsOf(response)).toEqual([{ code: 'conflict', pointer: '/data/id' }]);
    });

    it('refuses a missing or malformed client id with a 422 on /data/id', async () => {
      expect(errorsOf(await admin.send('POST', '/api/v1/roles', document('roles', { name: 'No id' })))).toEqual([{ code: 'validation.required', pointer: '/data/id' }]);
      const badUuid = await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: '/bad-id', toPath: '/x' }, {}, 'abc'));
      expect(errorsOf(badUuid)).toEqual([{ code: 'validation.string', pointer: '/data/id' }]);
    });
  });

  describe('update and delete', () => {
    let id: string;
    beforeAll(async () => {
      id = (await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: '/patch-me', toPath: '/old', name: 'Kept' }))).json().data.id;
    });

    it('changes only the attributes sent and moves updatedAt', async () => {
      const before = (await admin.get(`/api/v1/app-redirections/${id}`)).json().data.attributes;
      const response = await admin.send('PATCH', `/api/v1/app-redirections/${id}`, document('app-redirections', { toPath: '/new' }, {}, id));
      expect(response.statusCode).toBe(200);
      const after = response.json().data.attributes;
      expect(after).toMatchObject({ fromPath: '/patch-me', toPath: '/new', name: 'Kept' });
      expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    });

    it('answers 409 when the document’s id is not the URL’s', async () => {
      const response = await admin.send('PATCH', `/api/v1/app-redirections/${id}`, document('app-redirections', { toPath: '/x' }, {}, '6f1c7c1e-4c55-4f57-9a4b-000000000000'));
      expect(errorsOf(response)).toEqual([{ code: 'conflict', pointer: '/data/id' }]);
    });

    it('allows its own unique value to stay on update', async () => {
      const response = await admin.send('PATCH', `/api/v1/app-redirections/${id}`, document('app-redirections', { fromPath: '/patch-me' }, {}, id));
      expect(response.statusCode).toBe(200);
    });

    it('refuses to empty a required attribute', async () => {
      const response = await admin.send('PATCH', `/api/v1/app-redirections/${id}`, document('app-redirections', { toPath: null }, {}, id));
      expect(errorsOf(response)).toEqual([{ code: 'validation.required', pointer: '/data/attributes/toPath' }]);
    });

    it('deletes with 204, after which the resource is gone', async () => {
      const created = (await admin.send('POST', '/api/v1/app-redirections', document('app-redirections', { fromPath: '/gone', toPath: '/x' }))).json().data.id;
      const response = await admin.send('DELETE', `/api/v1/app-redirections/${created}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await admin.get(`/api/v1/app-redirections/${created}`)).statusCode).toBe(404);
      expect((await admin.send('DELETE', `/api/v1/app-redirections/${created}`)).statusCode).toBe(404);
    });

    it('deletes the join rows and the inverse rows with their owner', async () => {
      const page = (await admin.send('POST', '/api/v1/app-pages', document('app-pages', { path: '/cascade', title: 'C' }, { roles: { data: [{ type: 'roles', id: 'admin' }] } }))).json().data.id;
      await admin.send('POST', '/api/v1/app-page-components', document('app-page-components', { name: 'pageHero', position: 0 }, { page: { data: { type: 'app-pages', id: page } } }));
      expect((await admin.send('DELETE', `/api/v1/app-pages/${page}`)).statusCode).toBe(204);
      expect(await total(`/api/v1/app-page-components?filter[page]=${page}`)).toBe(0);
    });
  });

  describe('relationship endpoints', () => {
    let page: string;
    const roles = (...names: string[]) => ({ data: names.map((id) => ({ type: 'roles', id })) });
    const linked = async () => (await admin.get(`/api/v1/app-pages/${page}/relationships/roles`)).json().data.map((r: { id: string }) => r.id);

    beforeAll(async () => {
      page = (await admin.send('POST', '/api/v1/app-pages', document('app-pages', { path: '/relations', title: 'R' }, { roles: roles('admin') }))).json().data.id;
    });

    it('adds members to a to-many with POST, keeping the others', async () => {
      const response = await admin.send('POST', `/api/v1/app-pages/${page}/relationships/roles`, roles('contributor', 'admin'));
      expect(response.statusCode).toBe(200);
      expect(await linked()).toEqual(['admin', 'contributor']);
    });

    it('removes members from a to-many with DELETE', async () => {
      await admin.send('DELETE', `/api/v1/app-pages/${page}/relationships/roles`, roles('admin'));
      expect(await linked()).toEqual(['contributor']);
    });

    it('replaces a to-many with PATCH, in the order given', async () => {
      await admin.send('PATCH', `/api/v1/app-pages/${page}/relationships/roles`, roles('rental_admin', 'admin'));
      expect(await linked()).toEqual(['rental_admin', 'admin']);
      await admin.send('PATCH', `/api/v1/app-pages/${page}/relationships/roles`, roles());
      expect(await linked()).toEqual([]);
    });

    it('sets and clears a to-one with PATCH', async () => {
      const url = `/api/v1/app-pages/${page}/relationships/accessLevel`;
      const set = await admin.send('PATCH', url, { data: { type: 'access-levels', id: 'member_level_1' } });
      expect(set.json().data).toEqual({ type: 'access-levels', id: 'member_level_1' });
      await admin.send('PATCH', url, { data: null });
      expect((await admin.get(url)).json().data).toBeNull();
    });

    it('refuses adding to a to-one and writing a relationship stored on the other side, with 403', async () => {
      expect((await admin.send('POST', `/api/v1/app-pages/${page}/relationships/accessLevel`, { data: { type: 'access-levels', id: 'contact' } })).statusCode).toBe(403);
      expect((await admin.send('PATCH', `/api/v1/app-pages/${page}/relationships/components`, { data: [] })).statusCode).toBe(403);
    });

    it('reports a missing member with a 422 and changes nothing', async () => {
      await admin.send('PATCH', `/api/v1/app-pages/${page}/relationships/roles`, roles('admin'));
      const response = await admin.send('PATCH', `/api/v1/app-pages/${page}/relationships/roles`, roles('contributor', 'nobody'));
      expect(errorsOf(response)).toEqual([{ code: 'validation.exists', pointer: '/data' }]);
      expect(await linked()).toEqual(['admin']);
    });
  });
});
