import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { aacProductsScreens, screenReads } from '@relais/domain';
import type { BlockScreen } from '@relais/domain';
import { backgroundJobs } from '../../db/system-tables.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { syncCatalogueReference } from '../../seed/catalogue.ts';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const idOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};
const link = (type: string, id: string) => ({ data: { type, id } });
const proposal = (attributes: Record<string, unknown>, product?: string) => ({
  data: { type: 'aac-product-contributions', attributes, ...(product ? { relationships: { product: link('aac-products', product) } } : {}) },
});

/** The catalogue on the site (issue 28 items 4 and 5): every dimension filters, combinable; members propose, moderators decide. */
describe.each(TEST_DATABASES)('the assistive-communication catalogue on %s', (databaseKind) => {
  let t: TestApp;
  let moderator: Client;
  let member: Client;
  let memberSigned: SignedIn;
  let stranger: Client;
  let visitor: Client;
  let grid: string;
  let board: string;
  let tablet: string;
  let qwerty: string;
  let arasaac: string;
  let automatic: string;
  let shop: string;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    await syncCatalogueReference(t.database.db);
    await insertPage(t.database.db, { path: '/catalogue', title: { en: 'Catalogue' }, components: [{ name: 'pageAacProducts', position: 0, props: { en: { title: 'Catalogue', perPage: 12 } } }] });
    moderator = client(t, (await signIn(t, { roles: ['aac_moderator'] })).headers);
    memberSigned = await signIn(t);
    member = client(t, memberSigned.headers);
    stranger = client(t, (await signIn(t)).headers);
    visitor = client(t, await visitorHeaders(t));
    const ctx = systemContext(t.database.db);
    [qwerty, arasaac, automatic] = await Promise.all([
      createThrough(ctx, 'aac-keyboard-types', withTranslations({}, { name: { en: 'QWERTY', fr: 'QWERTY' } })),
      createThrough(ctx, 'aac-pictogram-types', withTranslations({}, { name: { en: 'ARASAAC', fr: 'ARASAAC' } })),
      createThrough(ctx, 'aac-conjugation-types', withTranslations({}, { name: { en: 'Automatic', fr: 'Automatique' } })),
    ]);
    grid = await createThrough(ctx, 'aac-products', { name: 'Dim grid', productType: 'software' }, { keyboardTypes: ['aac-keyboard-types', [qwerty]], pictogramTypes: ['aac-pictogram-types', [arasaac]] });
    board = await createThrough(ctx, 'aac-products', { name: 'Dim board', productType: 'software' }, { pictogramTypes: ['aac-pictogram-types', [arasaac]], conjugationTypes: ['aac-conjugation-types', [automatic]] });
    tablet = await createThrough(ctx, 'aac-products', { name: 'Dim tablet', productType: 'device' }, { keyboardTypes: ['aac-keyboard-types', [qwerty]] });
    shop = await createThrough(ctx, 'aac-sellers', { name: 'Talking shop' }, { products: ['aac-products', [grid, tablet]] });
  }, 60_000);
  afterAll(() => t.close());

  const names = async (query: Record<string, string>) => {
    const { products } = screenReads(aacProductsScreens.main as BlockScreen<never, never>, { props: { title: '', perPage: 12 }, params: {}, query: { q: 'Dim', ...query } });
    const list = await visitor.get(products!);
    expect(list.statusCode, list.body).toBe(200);
    return (list.json().data as { attributes: { name: string } }[]).map((row) => row.attributes.name);
  };

  it('narrows the list by keyboard, pictograms, conjugation, sellers and product type, each combinable, from the address', async () => {
    expect(await names({})).toEqual(['Dim board', 'Dim grid', 'Dim tablet']);
    expect(await names({ keyboardTypes: qwerty })).toEqual(['Dim grid', 'Dim tablet']);
    expect(await names({ pictogramTypes: arasaac })).toEqual(['Dim board', 'Dim grid']);
    expect(await names({ conjugationTypes: automatic })).toEqual(['Dim board']);
    expect(await names({ sellers: shop })).toEqual(['Dim grid', 'Dim tablet']);
    expect(await names({ keyboardTypes: qwerty, pictogramTypes: arasaac })).toEqual(['Dim grid']);
    expect(await names({ sellers: shop, productType: 'device' })).toEqual(['Dim tablet']);
    expect(await names({ keyboardTypes: qwerty, conjugationTypes: automatic })).toEqual([]);
    // Ids of the wrong shape in the address are left out rather than refused.
    expect(await names({ keyboardTypes: 'not-an-id', productType: 'robot' })).toEqual(['Dim board', 'Dim grid', 'Dim tablet']);
    // Every read of the list and of a comparison answers a visitor.
    const main = screenReads(aacProductsScreens.main as BlockScreen<never, never>, { props: { title: '', perPage: 12 }, params: {}, query: {} });
    for (const url of Object.values(main)) expect((await visitor.get(url)).statusCode, url).toBe(200);
    const { products } = screenReads(aacProductsScreens['/compare'] as BlockScreen<never, never>, { props: {}, params: {}, query: { products: `${grid},${board},${tablet}` } });
    const compared = (await visitor.get(products!)).json();
    expect(compared.data.map((row: { id: string }) => row.id).sort()).toEqual([grid, board, tablet].sort());
    expect(compared.included.filter((row: { type: string }) => row.type === 'aac-sellers').map((row: { id: string }) => row.id)).toEqual([shop]);
  });

  it('takes a member’s proposal as pending, shows it to its member and the moderators alone, and refuses it with a reason the member is told', async () => {
    expect([401, 403, 404]).toContain((await visitor.send('POST', '/api/v1/aac-product-contributions', proposal({ name: 'X', message: 'Y' }))).statusCode);
    expect(errorsOf(await member.send('POST', '/api/v1/aac-product-contributions', proposal({ name: 'Speakly' })))).toEqual([{ code: expect.stringMatching(/^validation\./), pointer: '/data/attributes/message' }]);
    const id = idOf(await member.send('POST', '/api/v1/aac-product-contributions', proposal({ name: 'Speakly', message: 'A new app', status: 'accepted' })));
    expect((await member.get(`/api/v1/aac-product-contributions/${id}`)).json().data.attributes.status).toBe('pending');
    expect((await stranger.get(`/api/v1/aac-product-contributions/${id}`)).statusCode).toBe(404);
    expect((await stranger.send('PATCH', `/api/v1/aac-product-contributions/${id}`, { data: { type: 'aac-product-contributions', id, attributes: { message: 'mine' } } })).statusCode).toBe(404);
    expect((await member.send('PATCH', `/api/v1/aac-product-contributions/${id}`, { data: { type: 'aac-product-contributions', id, attributes: { status: 'accepted' } } })).statusCode).toBe(403);

    const refuse = (attributes: Record<string, unknown>) => moderator.send('PATCH', `/api/v1/aac-product-contributions/${id}`, { data: { type: 'aac-product-contributions', id, attributes } });
    expect(errorsOf(await refuse({ status: 'refused' }))).toEqual([{ code: 'validation.required', pointer: '/data/attributes/refusalReason' }]);
    expect((await member.get(`/api/v1/aac-product-contributions/${id}`)).json().data.attributes.status).toBe('pending');
    expect((await refuse({ status: 'refused', refusalReason: 'Already in the catalogue' })).statusCode).toBe(200);
    expect(errorsOf(await refuse({ status: 'accepted' }))).toEqual([{ code: 'validation.decided', pointer: '/data/attributes/status' }]);

    const notifications = tablesOf('notifications').table;
    const told = await t.database.db
      .select({ details: notifications.details, actionUrl: notifications.actionUrl })
      .from(notifications)
      .where(and(eq(notifications.notificationType, 'aac-contribution-refused'), eq(notifications.userId, memberSigned.userId)));
    expect(told).toEqual([{ details: 'Speakly — Already in the catalogue', actionUrl: `/catalogue/contribution/${id}` }]);
    const mails = await t.database.db.select({ payload: backgroundJobs.payload }).from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail'));
    expect(mails.some(({ payload }) => JSON.stringify(payload).includes(`/catalogue/contribution/${id}`))).toBe(true);
    expect((await visitor.get('/api/v1/aac-products?filter[search]=Speakly')).json().data).toEqual([]);
  });

  it('writes an accepted change into its product, and an accepted new product into the catalogue', async () => {
    const change = idOf(await member.send('POST', '/api/v1/aac-product-contributions', proposal({ name: 'Dim grid 2', productType: 'software', description: 'Now with scanning', message: 'New version' }, grid)));
    const accept = (id: string) => moderator.send('PATCH', `/api/v1/aac-product-contributions/${id}`, { data: { type: 'aac-product-contributions', id, attributes: { status: 'accepted' } } });
    expect((await accept(change)).statusCode).toBe(200);
    const product = (await visitor.get(`/api/v1/aac-products/${grid}?include=keyboardTypes`)).json();
    expect(product.data.attributes).toMatchObject({ name: 'Dim grid 2', description: 'Now with scanning' });
    // Its lists are kept.
    expect(product.data.relationships.keyboardTypes.data).toEqual([{ type: 'aac-keyboard-types', id: qwerty }]);

    const created = idOf(await member.send('POST', '/api/v1/aac-product-contributions', proposal({ name: 'Talkpad', productType: 'device', message: 'Please add' })));
    expect((await accept(created)).statusCode).toBe(200);
    const added = (await visitor.get('/api/v1/aac-products?filter[search]=Talkpad')).json().data;
    expect(added).toHaveLength(1);
    expect(added[0].attributes.productType).toBe('device');
    expect((await member.get(`/api/v1/aac-product-contributions/${created}?include=product`)).json().data.relationships.product.data.id).toBe(added[0].id);
    const notifications = tablesOf('notifications').table;
    const accepted = await t.database.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.notificationType, 'aac-contribution-accepted'), eq(notifications.userId, memberSigned.userId)));
    expect(accepted).toHaveLength(2);
  });
});
