import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { client, errorsOf } from './testing.ts';
import type { Client } from './testing.ts';

describe.each(TEST_DATABASES)('policies through the JSON:API on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let visitor: Client;
  let member: Client;
  let memberId: string;
  let published: string;
  let draft: string;
  let draftItem: string;
  const redirection = { data: { type: 'app-redirections', attributes: { fromPath: '/policy', toPath: '/x' } } };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    visitor = client(t, await visitorHeaders(t));
    const signedIn = await signIn(t);
    member = client(t, signedIn.headers);
    memberId = signedIn.userId;
    const page = async (path: string, isDraft: boolean) =>
      (await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path, title: path, isDraft } } })).json().data.id as string;
    published = await page('/published', false);
    draft = await page('/draft', true);
    for (const id of [published, draft]) {
      await admin.send('POST', '/api/v1/app-page-components', { data: { type: 'app-page-components', attributes: { name: 'pageContent', position: 0 }, relationships: { page: { data: { type: 'app-pages', id } } } } });
    }
    const item = await admin.send('POST', '/api/v1/app-menu-items', { data: { type: 'app-menu-items', attributes: { position: 0, name: 'To draft' }, relationships: { page: { data: { type: 'app-pages', id: draft } } } } });
    draftItem = item.json().data.id;
  });
  afterAll(() => t.close());

  describe('who may write', () => {
    it('asks a visitor to sign in before creating (401)', async () => {
      const response = await visitor.send('POST', '/api/v1/app-redirections', redirection);
      expect(response.statusCode).toBe(401);
      expect(errorsOf(response)).toEqual([{ code: 'unauthenticated' }]);
    });

    it('refuses a write without the anti-forgery token (419)', async () => {
      expect((await client(t).send('POST', '/api/v1/app-redirections', redirection)).statusCode).toBe(419);
    });

    it('refuses a signed-in user without the right (403)', async () => {
      const response = await member.send('POST', '/api/v1/app-redirections', redirection);
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)).toEqual([{ code: 'forbidden' }]);
    });

    it('lets users change their own profile but not their privileged fields', async () => {
      const patch = (attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
        member.send('PATCH', `/api/v1/users/${memberId}`, { data: { type: 'users', id: memberId, attributes, relationships } });
      expect((await patch({ firstName: 'Renamed' })).statusCode).toBe(200);
      const isAdmin = await patch({ isAdmin: true });
      expect(isAdmin.statusCode).toBe(403);
      expect(errorsOf(isAdmin)).toEqual([{ code: 'forbidden', pointer: '/data/attributes/isAdmin' }]);
      const roles = await patch({}, { roles: { data: [{ type: 'roles', id: 'admin' }] } });
      expect(errorsOf(roles)).toEqual([{ code: 'forbidden', pointer: '/data/relationships/roles' }]);
      expect((await admin.get(`/api/v1/users/${memberId}?include=roles`)).json().data.attributes.isAdmin).toBe(false);
    });

    it('answers 404, not 403, for a row outside the actor’s read rule', async () => {
      const other = await signIn(t);
      const response = await member.send('PATCH', `/api/v1/users/${other.userId}`, { data: { type: 'users', id: other.userId, attributes: { firstName: 'X' } } });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('what may be read', () => {
    it('keeps rows outside the read rule out of lists, single reads and related lists', async () => {
      const pages = (await visitor.get('/api/v1/app-pages')).json().data.map((p: { id: string }) => p.id);
      expect(pages).toContain(published);
      expect(pages).not.toContain(draft);
      expect((await visitor.get(`/api/v1/app-pages/${draft}`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/v1/app-page-components?filter[page]=${draft}`)).json().data).toEqual([]);
      expect((await visitor.get(`/api/v1/app-pages/${published}/components`)).json().data).toHaveLength(1);
    });

    it('never includes or relates a row the actor may not see', async () => {
      const document = (await visitor.get(`/api/v1/app-menu-items/${draftItem}?include=page`)).json();
      expect(document.included).toEqual([]);
      expect((await visitor.get(`/api/v1/app-menu-items/${draftItem}/page`)).json().data).toBeNull();
      expect((await visitor.get(`/api/v1/app-menu-items/${draftItem}/relationships/page`)).json().data).toBeNull();
    });

    it('treats a kind the actor may neither see nor list as if it did not exist', async () => {
      expect((await visitor.get('/api/v1/users')).statusCode).toBe(404);
      expect((await visitor.get(`/api/v1/app-pages?include=createdBy`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/v1/app-pages/${published}/createdBy`)).statusCode).toBe(404);
      const page = (await visitor.get(`/api/v1/app-pages/${published}`)).json().data;
      expect(page.relationships).not.toHaveProperty('createdBy');
    });

    it('lists for a signed-in user only the users their read rule allows', async () => {
      const users = (await member.get('/api/v1/users')).json().data.map((u: { id: string }) => u.id);
      expect(users).toEqual([memberId]);
    });
  });

  describe('hidden attributes', () => {
    it('never serialises a password, in lists, single reads or includes', async () => {
      const responses = [
        await admin.get('/api/v1/users?page[size]=100'),
        await admin.get(`/api/v1/users/${memberId}`),
        await admin.get(`/api/v1/app-pages/${published}?include=createdBy,updatedBy`),
        await member.get(`/api/v1/users/${memberId}`),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('$argon2');
        expect(response.body).not.toMatch(/"password"|"twoFactorSecret"|"twoFactorRecoveryCodes"/);
      }
    });

    it('cannot be filtered, sorted or asked for by name', async () => {
      expect(errorsOf(await admin.get('/api/v1/users?filter[password]=x'))).toEqual([{ code: 'unknown_filter', parameter: 'filter[password]' }]);
      expect(errorsOf(await admin.get('/api/v1/users?sort=password'))).toEqual([{ code: 'unknown_sort', parameter: 'sort' }]);
      expect(errorsOf(await admin.get('/api/v1/users?fields[users]=email,password'))).toEqual([{ code: 'unknown_field', parameter: 'fields[users]' }]);
      expect(errorsOf(await admin.get('/api/v1/users?include=password'))).toEqual([{ code: 'unknown_include', parameter: 'include' }]);
    });
  });
});
