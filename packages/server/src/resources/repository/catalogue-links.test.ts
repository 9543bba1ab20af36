import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { syncCatalogueReference } from '../../seed/catalogue.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const link = (type: string, id: string) => ({ data: { type, id } });

/** The catalogue's notes per product and system or access (spec, domain "Assistive-communication catalogue"). */
describe.each(TEST_DATABASES)('catalogue links on %s', (databaseKind) => {
  let t: TestApp;
  let moderator: SignedIn;
  let member: SignedIn;
  let device: string;
  let software: string;
  let system: string;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? {});

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    await syncCatalogueReference(t.database.db);
    moderator = await signIn(t, { roles: ['aac_moderator'] });
    member = await signIn(t);
    const system_ = systemContext(t.database.db);
    device = await createThrough(system_, 'aac-products', { name: 'Speech tablet', productType: 'device' });
    software = await createThrough(system_, 'aac-products', { name: 'Grid app', productType: 'software' });
    system = await createThrough(system_, 'aac-systems', { name: 'Windows' });
  }, 60_000);
  afterAll(() => t.close());

  /** Each link kind: the product it fits, its other links, and its name on the product. */
  const cases = {
    'aac-device-installed-systems': () => [device, { system: link('aac-systems', system) }, 'deviceInstalledSystems'] as const,
    'aac-software-compatible-systems': () => [software, { system: link('aac-systems', system) }, 'softwareCompatibleSystems'] as const,
    'aac-software-accesses': () =>
      [software, { accessType: link('aac-access-types', 'eye_pointer'), accessIntegrationType: link('aac-access-integration-types', 'third_party') }, 'softwareAccesses'] as const,
  };

  it.each(Object.keys(cases) as (keyof typeof cases)[])('lets a moderator note, change and remove %s, shows them to everyone and refuses a member', async (type) => {
    const [product, relationships, onProduct] = cases[type]();
    const body = { data: { type, attributes: { note: 'Since version 3' }, relationships: { product: link('aac-products', product), ...relationships } } };
    expect((await as(member).send('POST', `/api/v1/${type}`, body)).statusCode).toBe(403);
    expect((await as(null).send('POST', `/api/v1/${type}`, body)).statusCode).toBeGreaterThanOrEqual(401);
    const created = await as(moderator).send('POST', `/api/v1/${type}`, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const read = await as(null).get(`/api/v1/aac-products/${product}?include=${onProduct}`);
    expect(read.json().included.map((row: { id: string; attributes: { note: string } }) => [row.id, row.attributes.note])).toEqual([[id, 'Since version 3']]);
    const change = { data: { type, id, attributes: { note: 'Needs a licence' } } };
    expect((await as(member).send('PATCH', `/api/v1/${type}/${id}`, change)).statusCode).toBe(403);
    expect((await as(moderator).send('PATCH', `/api/v1/${type}/${id}`, change)).json().data.attributes.note).toBe('Needs a licence');
    expect((await as(member).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(403);
    expect((await as(moderator).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(204);
  });

  it('filters products by system, access type and integration type through their notes, and forgets a removed note', async () => {
    const system_ = systemContext(t.database.db);
    const [tablet, board, grid] = await Promise.all([
      createThrough(system_, 'aac-products', { name: 'Filter tablet', productType: 'device' }),
      createThrough(system_, 'aac-products', { name: 'Filter board', productType: 'software' }),
      createThrough(system_, 'aac-products', { name: 'Filter grid', productType: 'software' }),
      // Without notes: never matched.
      createThrough(system_, 'aac-products', { name: 'Filter bare', productType: 'software' }),
    ]);
    const [linux, ios] = await Promise.all([createThrough(system_, 'aac-systems', { name: 'Linux' }), createThrough(system_, 'aac-systems', { name: 'iPadOS' })]);
    const note = async (type: string, product: string, relationships: Record<string, unknown>) => {
      const created = await as(moderator).send('POST', `/api/v1/${type}`, { data: { type, relationships: { product: link('aac-products', product), ...relationships } } });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as string;
    };
    const installed = await note('aac-device-installed-systems', tablet, { system: link('aac-systems', linux) });
    await note('aac-software-compatible-systems', board, { system: link('aac-systems', linux) });
    await note('aac-software-compatible-systems', grid, { system: link('aac-systems', ios) });
    const access = (accessType: string, integration: string) => ({ accessType: link('aac-access-types', accessType), accessIntegrationType: link('aac-access-integration-types', integration) });
    const scanning = await note('aac-software-accesses', board, access('scanning', 'third_party'));
    await note('aac-software-accesses', grid, access('eye_pointer', 'direct'));
    const names = async (filter: string) => {
      const list = await as(null).get(`/api/v1/aac-products?${filter}&filter[search]=Filter&page[size]=100`);
      expect(list.statusCode, list.body).toBe(200);
      return (list.json().data as { attributes: { name: string } }[]).map((row) => row.attributes.name);
    };
    expect(await names(`filter[systems]=${linux}`)).toEqual(['Filter board', 'Filter tablet']);
    expect(await names(`filter[systems]=${ios}`)).toEqual(['Filter grid']);
    expect(await names(`filter[systems]=${linux},${ios}`)).toEqual(['Filter board', 'Filter grid', 'Filter tablet']);
    expect(await names('filter[accessTypes]=scanning')).toEqual(['Filter board']);
    expect(await names('filter[accessTypes]=scanning,eye_pointer')).toEqual(['Filter board', 'Filter grid']);
    expect(await names('filter[accessIntegrationTypes]=direct')).toEqual(['Filter grid']);
    expect(await names('filter[accessTypes]=scanning&filter[accessIntegrationTypes]=direct')).toEqual([]);
    expect(await names('filter[accessTypes]=head_pointer')).toEqual([]);

    expect((await as(moderator).send('DELETE', `/api/v1/aac-device-installed-systems/${installed}`)).statusCode).toBe(204);
    expect(await names(`filter[systems]=${linux}`)).toEqual(['Filter board']);
    expect((await as(moderator).send('DELETE', `/api/v1/aac-software-accesses/${scanning}`)).statusCode).toBe(204);
    expect(await names('filter[accessTypes]=scanning')).toEqual([]);
    // A system deleted takes its notes with it.
    expect((await as(moderator).send('DELETE', `/api/v1/aac-systems/${ios}`)).statusCode).toBe(204);
    expect(await names(`filter[systems]=${linux},${ios}`)).toEqual(['Filter board']);

    const malformed = await as(null).get('/api/v1/aac-products?filter[systems]=not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].source).toEqual({ parameter: 'filter[systems]' });
  });

  it('refuses a link on a product of the other type, and a change of type while links of the old one remain', async () => {
    const onSoftware = { data: { type: 'aac-device-installed-systems', relationships: { product: link('aac-products', software), system: link('aac-systems', system) } } };
    expect(errorsOf(await as(moderator).send('POST', '/api/v1/aac-device-installed-systems', onSoftware))).toEqual([{ code: 'validation.product_type', pointer: '/data/relationships/product' }]);
    const onDevice = { data: { type: 'aac-software-accesses', relationships: { product: link('aac-products', device), accessType: link('aac-access-types', 'scanning'), accessIntegrationType: link('aac-access-integration-types', 'direct') } } };
    expect(errorsOf(await as(moderator).send('POST', '/api/v1/aac-software-accesses', onDevice))).toEqual([{ code: 'validation.product_type', pointer: '/data/relationships/product' }]);

    const kept = await as(moderator).send('POST', '/api/v1/aac-device-installed-systems', { data: { ...onSoftware.data, relationships: { ...onSoftware.data.relationships, product: link('aac-products', device) } } });
    expect(kept.statusCode).toBe(201);
    const retype = { data: { type: 'aac-products', id: device, attributes: { productType: 'software' } } };
    expect(errorsOf(await as(moderator).send('PATCH', `/api/v1/aac-products/${device}`, retype))).toEqual([{ code: 'validation.product_type', pointer: '/data/attributes/productType' }]);
    expect((await as(moderator).send('DELETE', `/api/v1/aac-device-installed-systems/${kept.json().data.id}`)).statusCode).toBe(204);
    expect((await as(moderator).send('PATCH', `/api/v1/aac-products/${device}`, retype)).statusCode).toBe(200);
  });
});
