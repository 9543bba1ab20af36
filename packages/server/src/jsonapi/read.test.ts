import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { client, errorsOf } from './testing.ts';
import type { Client } from './testing.ts';

const ids = (response: { json(): { data: { id: string }[] } }) => response.json().data.map((resource) => resource.id);

describe.each(TEST_DATABASES)('JSON:API reads on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let anonymous: Client;
  const redirections: Record<string, string> = {};
  const menu: Record<string, string> = {};
  let pageId: string;

  async function create(type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) {
    const response = await admin.send('POST', `/api/v1/${type}`, { data: { type, attributes, relationships } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  }
  const link = (type: string, id: string) => ({ data: { type, id } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    anonymous = client(t);
    for (let i = 1; i <= 12; i++) {
      const fromPath = `/r${String(i).padStart(2, '0')}`;
      redirections[fromPath] = await create('app-redirections', { fromPath, toPath: `/to${i}`, name: i % 2 ? 'Alpha' : 'beta' });
    }
    menu.a = await create('app-menu-items', { position: 1, name: 'A' });
    menu.b = await create('app-menu-items', { position: 1, name: 'B' }, { parent: link('app-menu-items', menu.a) });
    menu.c = await create('app-menu-items', { position: 2, name: 'C' }, { parent: link('app-menu-items', menu.a) });
    menu.d = await create('app-menu-items', { position: 1, name: 'D' }, { parent: link('app-menu-items', menu.b) });
    pageId = await create('app-pages', { path: '/read', title: 'Read' }, { roles: { data: [{ type: 'roles', id: 'contributor' }, { type: 'roles', id: 'admin' }] } });
    for (const [position, name] of ['pageHero', 'pageContent'].entries()) await create('app-page-components', { name, position }, { page: link('app-pages', pageId) });
  });
  afterAll(() => t.close());

  describe('pagination', () => {
    it('gives the page, its size, the total and the last page in meta.page', async () => {
      const response = await anonymous.get('/api/v1/app-redirections?page[size]=5&page[number]=2');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(5);
      expect(response.json().meta.page).toEqual({ currentPage: 2, perPage: 5, total: 12, lastPage: 3 });
    });

    it('links to the first, previous, next and last pages, keeping the other parameters', async () => {
      const { links } = (await anonymous.get('/api/v1/app-redirections?sort=-fromPath&page[size]=5&page[number]=2')).json();
      const base = 'http://localhost:3000/api/v1/app-redirections?sort=-fromPath&';
      expect(links).toEqual({
        self: `${base}page[number]=2&page[size]=5`,
        first: `${base}page[number]=1&page[size]=5`,
        prev: `${base}page[number]=1&page[size]=5`,
        next: `${base}page[number]=3&page[size]=5`,
        last: `${base}page[number]=3&page[size]=5`,
      });
    });

    it('has no previous link on the first page and no next link on the last', async () => {
      const first = (await anonymous.get('/api/v1/app-redirections?page[size]=12')).json();
      expect(first.links.prev).toBeNull();
      expect(first.links.next).toBeNull();
    });

    it('uses the default page size when none is asked', async () => {
      const response = await anonymous.get('/api/v1/languages');
      expect(response.json().meta.page.perPage).toBe(15);
    });

    it('refuses a page size above the maximum, naming the parameter', async () => {
      const response = await anonymous.get('/api/v1/app-redirections?page[size]=101');
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([{ code: 'bad_request', parameter: 'page[size]' }]);
    });

    it('refuses a page number that is not a positive whole number', async () => {
      expect(errorsOf(await anonymous.get('/api/v1/app-redirections?page[number]=0'))).toEqual([{ code: 'bad_request', parameter: 'page[number]' }]);
      expect((await anonymous.get('/api/v1/app-redirections?page[offset]=3')).statusCode).toBe(400);
    });
  });

  describe('sorting', () => {
    it('sorts by several fields, with - for descending', async () => {
      const response = await anonymous.get('/api/v1/app-redirections?sort=name,-fromPath&page[size]=4');
      const paths = response.json().data.map((r: { attributes: { fromPath: string } }) => r.attributes.fromPath);
      expect(paths).toEqual(['/r11', '/r09', '/r07', '/r05']);
    });

    it('uses the declared default sort when none is asked', async () => {
      const response = await anonymous.get('/api/v1/app-redirections?page[size]=2');
      expect(ids(response)).toEqual([redirections['/r01'], redirections['/r02']]);
    });

    it('sorts translatable fields in the reader’s language', async () => {
      expect(ids(await anonymous.get('/api/v1/roles?sort=name', { 'accept-language': 'en' }))[0]).toBe('aac_moderator');
      expect(ids(await anonymous.get('/api/v1/roles?sort=name', { 'accept-language': 'fr' }))[0]).toBe('admin');
    });

    it('refuses a field that is not sortable, naming the parameter', async () => {
      const response = await anonymous.get('/api/v1/app-redirections?sort=-toPathLength');
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([{ code: 'unknown_sort', parameter: 'sort' }]);
    });
  });

  describe('filters', () => {
    it('filters exactly on a declared field, a comma list meaning any of', async () => {
      expect(ids(await anonymous.get('/api/v1/app-redirections?filter[fromPath]=/r03'))).toEqual([redirections['/r03']]);
      expect(ids(await anonymous.get('/api/v1/app-redirections?filter[fromPath]=/r03,/r04'))).toEqual([redirections['/r03'], redirections['/r04']]);
    });

    it('searches without regard to case and treats % as a plain character', async () => {
      expect((await anonymous.get('/api/v1/app-redirections?filter[search]=ALPHA')).json().meta.page.total).toBe(6);
      expect((await anonymous.get('/api/v1/app-redirections?filter[search]=%25')).json().meta.page.total).toBe(0);
    });

    it('filters a to-one on its id, and on whether it is set', async () => {
      const children = await admin.get(`/api/v1/app-menu-items?filter[parent]=${menu.a}`);
      expect(ids(children)).toEqual([menu.b, menu.c]);
      expect(ids(await admin.get('/api/v1/app-menu-items?filter[root]=true'))).toEqual([menu.a]);
      expect(ids(await admin.get('/api/v1/app-menu-items?filter[root]=false'))).toHaveLength(3);
    });

    it('filters any kind by a list of ids', async () => {
      expect(ids(await anonymous.get('/api/v1/roles?filter[id]=admin,contributor&sort=createdAt')).sort()).toEqual(['admin', 'contributor']);
    });

    it('refuses an undeclared filter, naming the parameter', async () => {
      const response = await anonymous.get('/api/v1/app-redirections?filter[toPath]=/to1');
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([{ code: 'unknown_filter', parameter: 'filter[toPath]' }]);
    });

    it('refuses a value the field cannot hold rather than failing', async () => {
      expect(errorsOf(await admin.get('/api/v1/app-menu-items?filter[parent]=not-a-uuid'))).toEqual([{ code: 'invalid_filter', parameter: 'filter[parent]' }]);
      expect(errorsOf(await anonymous.get('/api/v1/languages?filter[isEnabled]=yes'))).toEqual([{ code: 'invalid_filter', parameter: 'filter[isEnabled]' }]);
      expect((await admin.get('/api/v1/app-pages?filter[id]=nope')).statusCode).toBe(400);
    });

    it('refuses filter[trashed] on a kind without soft delete', async () => {
      expect((await admin.get('/api/v1/app-redirections?filter[trashed]=with')).statusCode).toBe(400);
    });

    it('refuses an unknown reserved parameter', async () => {
      expect(errorsOf(await anonymous.get('/api/v1/roles?limit=3'))).toEqual([{ code: 'bad_request', parameter: 'limit' }]);
    });
  });

  describe('compound documents', () => {
    it('includes nested relationships, each related resource once', async () => {
      const response = await admin.get('/api/v1/app-menu-items?filter[root]=true&include=children.children');
      const document = response.json();
      expect(document.data[0].relationships.children.data).toEqual([
        { type: 'app-menu-items', id: menu.b },
        { type: 'app-menu-items', id: menu.c },
      ]);
      const included = document.included.map((r: { id: string }) => r.id).sort();
      expect(included).toEqual([menu.b, menu.c, menu.d].sort());
      const b = document.included.find((r: { id: string }) => r.id === menu.b);
      expect(b.relationships.children.data).toEqual([{ type: 'app-menu-items', id: menu.d }]);
    });

    it('walks up and down a tree with parent.children, never repeating the primary resource', async () => {
      const document = (await admin.get(`/api/v1/app-menu-items/${menu.d}?include=parent.children`)).json();
      expect(document.data.relationships.parent.data).toEqual({ type: 'app-menu-items', id: menu.b });
      expect(document.included.map((r: { id: string }) => r.id)).toEqual([menu.b]);
      expect(document.included[0].relationships.children.data).toEqual([{ type: 'app-menu-items', id: menu.d }]);
    });

    it('includes each shared related resource once in a list', async () => {
      const document = (await admin.get(`/api/v1/app-menu-items?filter[parent]=${menu.a}&include=parent`)).json();
      expect(document.included.map((r: { id: string }) => r.id)).toEqual([menu.a]);
    });

    it('includes to-many relationships stored in a join table, in their order', async () => {
      const document = (await admin.get(`/api/v1/app-pages/${pageId}?include=roles,components`)).json();
      expect(document.data.relationships.roles.data).toEqual([
        { type: 'roles', id: 'contributor' },
        { type: 'roles', id: 'admin' },
      ]);
      expect(document.data.relationships.components.data).toHaveLength(2);
      expect(document.included.map((r: { type: string }) => r.type).sort()).toEqual(['app-page-components', 'app-page-components', 'roles', 'roles']);
    });

    it('gives to-one linkage without include, and only links for a to-many', async () => {
      const item = (await admin.get(`/api/v1/app-menu-items/${menu.b}`)).json().data;
      expect(item.relationships.parent).toEqual({ data: { type: 'app-menu-items', id: menu.a } });
      expect(item.relationships.children).toEqual({
        links: { self: `http://localhost:3000/api/v1/app-menu-items/${menu.b}/relationships/children`, related: `http://localhost:3000/api/v1/app-menu-items/${menu.b}/children` },
      });
      const included = (await admin.get(`/api/v1/app-menu-items/${menu.a}?include=children`)).json().data;
      expect(included.relationships.children).toEqual({ data: expect.arrayContaining([{ type: 'app-menu-items', id: menu.b }]) });
      expect(item.links.self).toBe(`http://localhost:3000/api/v1/app-menu-items/${menu.b}`);
    });

    it('refuses an unknown include path, naming the parameter', async () => {
      const response = await admin.get('/api/v1/app-menu-items?include=parent.nothing');
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([{ code: 'unknown_include', parameter: 'include' }]);
    });
  });

  describe('sparse fieldsets', () => {
    it('returns only the asked attributes and relationships', async () => {
      const resource = (await admin.get(`/api/v1/app-menu-items/${menu.b}?fields[app-menu-items]=name,parent`)).json().data;
      expect(Object.keys(resource.attributes)).toEqual(['name']);
      expect(Object.keys(resource.relationships)).toEqual(['parent']);
    });

    it('applies to included resources of the named type', async () => {
      const document = (await admin.get(`/api/v1/app-pages/${pageId}?include=roles&fields[roles]=name&fields[app-pages]=title,roles`)).json();
      expect(Object.keys(document.data.attributes)).toEqual(['title']);
      for (const role of document.included) expect(Object.keys(role.attributes)).toEqual(['name']);
    });

    it('refuses an unknown field, naming the parameter', async () => {
      expect(errorsOf(await anonymous.get('/api/v1/roles?fields[roles]=nothing'))).toEqual([{ code: 'unknown_field', parameter: 'fields[roles]' }]);
    });
  });

  describe('single resources, related resources and relationships', () => {
    it('answers 404 for an id that does not exist or cannot be one', async () => {
      expect((await admin.get('/api/v1/app-pages/00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404);
      expect((await admin.get('/api/v1/app-pages/not-a-uuid')).statusCode).toBe(404);
    });

    it('serves a to-many related collection as a paginated list', async () => {
      const response = await admin.get(`/api/v1/app-pages/${pageId}/components?page[size]=1`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
      expect(response.json().meta.page).toMatchObject({ total: 2, lastPage: 2 });
      expect(response.json().links.next).toContain(`/api/v1/app-pages/${pageId}/components?page[number]=2`);
    });

    it('serves a to-one related resource, or null', async () => {
      expect((await admin.get(`/api/v1/app-menu-items/${menu.d}/parent`)).json().data.id).toBe(menu.b);
      expect((await admin.get(`/api/v1/app-menu-items/${menu.a}/parent`)).json().data).toBeNull();
    });

    it('serves the linkage of a relationship with its links', async () => {
      const document = (await admin.get(`/api/v1/app-pages/${pageId}/relationships/roles`)).json();
      expect(document.data).toEqual([
        { type: 'roles', id: 'contributor' },
        { type: 'roles', id: 'admin' },
      ]);
      expect(document.links.related).toBe(`http://localhost:3000/api/v1/app-pages/${pageId}/roles`);
    });

    it('answers 404 for a relationship the kind does not have', async () => {
      expect((await admin.get(`/api/v1/app-pages/${pageId}/relationships/nothing`)).statusCode).toBe(404);
      expect((await admin.get(`/api/v1/app-pages/${pageId}/nothing`)).statusCode).toBe(404);
    });

    it('writes datetimes as ISO strings', async () => {
      const { attributes } = (await admin.get(`/api/v1/app-pages/${pageId}`)).json().data;
      expect(attributes.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });
  });
});
