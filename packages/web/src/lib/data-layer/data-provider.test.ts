import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { permissionsOf } from '../jsonapi.ts';
import { dataProvider, queryString } from './data-provider.ts';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Answers each call with the next of `answers` (a status alone for a bodiless answer), recording what was asked. */
function serve(...answers: (unknown | number)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift();
      if (typeof answer === 'number') return new Response(answer === 204 ? null : JSON.stringify({ errors: [{ status: String(answer), code: 'validation.required', source: { pointer: '/data/attributes/name' } }] }), { status: answer });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const organization = (id: string, name: string) => ({ type: 'organizations', id, attributes: { name }, relationships: { accessLevel: { data: { type: 'access-levels', id: 'member_level_2' } } } });

describe('the JSON:API data provider', () => {
  it('writes page, sort (related fields too), filters, trash, include and sparse fieldsets as JSON:API parameters', () => {
    const query = queryString({
      page: { number: 2, size: 20 },
      sort: [{ field: 'accessLevel.weight', order: 'desc' }, { field: 'name', order: 'asc' }],
      filter: { search: 'lab & co', id: ['a', 'b'], parent: null, skipped: undefined },
      trashed: 'with',
      include: ['image', 'accessLevel'],
      fields: { organizations: ['name', 'image'] },
    });
    expect(query).toBe(
      '?page[number]=2&page[size]=20&sort=-accessLevel.weight,name&filter[search]=lab%20%26%20co&filter[id]=a,b&filter[parent]=&filter[trashed]=with&include=image,accessLevel&fields[organizations]=name,image',
    );
    expect(queryString({})).toBe('');
  });

  it('reads a page of a list as models with their total, included relationships resolved', async () => {
    const calls = serve({
      data: [organization('o1', 'Lab one'), organization('o2', 'Lab two')],
      included: [{ type: 'access-levels', id: 'member_level_2', attributes: { weight: 200 } }],
      meta: { page: { currentPage: 3, perPage: 2, total: 41, lastPage: 21 } },
    });
    const result = await dataProvider.getList('organizations', { page: { number: 3, size: 2 }, include: ['accessLevel'] });
    expect(calls[0]).toMatchObject({ url: '/api/v1/organizations?page[number]=3&page[size]=2&include=accessLevel', method: 'GET' });
    expect(result.total).toBe(41);
    expect(result.page).toEqual({ number: 3, size: 2, last: 21 });
    expect(result.data.map((row) => row.name)).toEqual(['Lab one', 'Lab two']);
    expect(result.data[0]!.accessLevel).toEqual({ type: 'access-levels', id: 'member_level_2', weight: 200 });
  });

  it('keeps what the reader may do: the list’s create, each row’s update and delete, nothing where the server said nothing', async () => {
    serve({
      data: [{ ...organization('o1', 'Lab one'), meta: { permissions: { update: true, delete: false } } }, organization('o2', 'Lab two')],
      meta: { page: { currentPage: 1, perPage: 2, total: 2, lastPage: 1 }, permissions: { create: true } },
    });
    const result = await dataProvider.getList('organizations');
    expect(result.permissions).toEqual({ create: true });
    expect(permissionsOf(result.data[0])).toEqual({ update: true, delete: false });
    expect(permissionsOf(result.data[1])).toEqual({});
  });

  it('reads several rows by id in one call, and none without a call', async () => {
    const calls = serve({ data: [organization('o1', 'Lab one')], meta: { page: { currentPage: 1, perPage: 2, total: 1, lastPage: 1 } } });
    expect(await dataProvider.getMany('organizations', [])).toEqual([]);
    expect(calls).toHaveLength(0);
    const rows = await dataProvider.getMany('organizations', ['o1', 'hidden']);
    expect(calls[0]!.url).toBe('/api/v1/organizations?page[number]=1&page[size]=2&filter[id]=o1,hidden');
    expect(rows.map((row) => row.id)).toEqual(['o1']);
  });

  it('reads the rows pointing at another (a page’s components) through its declared filter', async () => {
    const calls = serve({ data: [], meta: { page: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } } });
    await dataProvider.getManyReference('app-page-components', 'page', 'p1', { sort: [{ field: 'position', order: 'asc' }] });
    expect(calls[0]!.url).toBe('/api/v1/app-page-components?sort=position&filter[page]=p1');
  });

  it('creates and updates with a resource object whose relationships are typed by their declared target', async () => {
    const calls = serve({ data: organization('o9', 'New lab') }, { data: organization('o9', 'Renamed') });
    const created = await dataProvider.create('organizations', { attributes: { name: 'New lab' }, relationships: { accessLevel: 'member_level_2', adminTags: ['t1'] } }, { accessLevel: 'access-levels', adminTags: 'admin-tags' });
    expect(calls[0]).toEqual({
      url: '/api/v1/organizations',
      method: 'POST',
      body: { data: { type: 'organizations', attributes: { name: 'New lab' }, relationships: { accessLevel: { data: { type: 'access-levels', id: 'member_level_2' } }, adminTags: { data: [{ type: 'admin-tags', id: 't1' }] } } } },
    });
    expect(created).toMatchObject({ id: 'o9', name: 'New lab' });
    await dataProvider.update('organizations', 'o9', { attributes: { name: 'Renamed' }, relationships: { accessLevel: null } }, { accessLevel: 'access-levels' });
    expect(calls[1]).toEqual({ url: '/api/v1/organizations/o9', method: 'PATCH', body: { data: { type: 'organizations', id: 'o9', attributes: { name: 'Renamed' }, relationships: { accessLevel: { data: null } } } } });
    await expect(dataProvider.create('organizations', { relationships: { unknown: 'x' } })).rejects.toThrow(/no declared target type/);
    // A kind with readable ids: the client names the new row.
    const idCalls = serve({ data: { type: 'jobs', id: 'nurse', attributes: { name: 'Nurse' } } });
    await dataProvider.create('jobs', { id: 'nurse', attributes: { name: 'Nurse' } });
    expect(idCalls[0]!.body).toEqual({ data: { type: 'jobs', id: 'nurse', attributes: { name: 'Nurse' } } });
  });

  it('deletes, deletes for good, restores, and writes a relationship with the method of its mode', async () => {
    const calls = serve(204, 204, { data: organization('o1', 'Back') }, { data: [] });
    await dataProvider.delete('organizations', 'o1');
    await dataProvider.forceDelete('organizations', 'o1');
    expect(await dataProvider.restore('organizations', 'o1')).toMatchObject({ name: 'Back' });
    await dataProvider.writeRelationship('users', 'u1', 'organizations', 'organizations', ['o1'], 'remove');
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'DELETE /api/v1/organizations/o1',
      'DELETE /api/v1/organizations/o1/force',
      'POST /api/v1/organizations/o1/restore',
      'DELETE /api/v1/users/u1/relationships/organizations',
    ]);
    expect(calls[3]!.body).toEqual({ data: [{ type: 'organizations', id: 'o1' }] });
  });

  it('passes the server’s field errors through, for a form to show on its fields', async () => {
    serve(422);
    const error = await dataProvider.create('organizations', { attributes: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]!.source!.pointer).toBe('/data/attributes/name');
  });
});
