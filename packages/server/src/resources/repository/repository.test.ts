import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { JSON_API_ATOMIC } from '../../jsonapi/media-types.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * The repository and the assistive-communication catalogue through the API (spec, domain "Files and
 * repository", "Assistive-communication catalogue", §7 "Saving … repository items saves or deletes
 * … attachments"): members share and keep their own items, attachments are saved with their item in
 * one transaction, the catalogue is the administrators' and moderators'.
 */

const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;
const linked = (type: string, id: string) => ({ data: { type, id } });

describe.each(TEST_DATABASES)('the repository and the catalogue on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;
  let moderator: SignedIn;
  let visitor: Record<string, string>;
  let memberFile: string;
  let memberOtherFile: string;
  let strangerPrivateFile: string;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? visitor);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    stranger = await signIn(t);
    moderator = await signIn(t, { roles: ['aac_moderator'] });
    visitor = await visitorHeaders(t);
    const files = tablesOf('files').table;
    const inserted = await t.database.db
      .insert(files)
      .values([
        { name: 'switch.stl', mimeType: 'model/stl', createdById: member.userId },
        { name: 'config.lcc', mimeType: 'application/octet-stream', createdById: member.userId },
        { name: 'scan.png', mimeType: 'image/png', isPublic: false, createdById: stranger.userId },
      ])
      .returning({ id: files.id });
    [memberFile, memberOtherFile, strangerPrivateFile] = inserted.map((row) => row.id as string) as [string, string, string];
  }, 60_000);
  afterAll(() => t.close());

  const atomic = (who: SignedIn, operations: Record<string, unknown>[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/operations',
      headers: { 'content-type': JSON_API_ATOMIC, accept: JSON_API_ATOMIC, ...who.headers },
      payload: JSON.stringify({ 'atomic:operations': operations }),
    });
  const addItem = (title: string): Record<string, unknown> => ({ op: 'add', data: { type: 'repository-items', lid: 'item', attributes: { title, description: '<p>Printed in PLA</p>' } } });
  const addAttachment = (file: string, item: Record<string, string> = { lid: 'item' }): Record<string, unknown> => ({
    op: 'add',
    data: { type: 'repository-attachments', relationships: { file: linked('files', file), repositoryItem: { data: { type: 'repository-items', ...item } } } },
  });
  const itemsTitled = async (title: string) => {
    const items = tablesOf('repository-items').table;
    return t.database.db.select({ id: items.id }).from(items).where(eq(items.title, { en: title }));
  };
  async function createItem(who: SignedIn, title: string, relationships: Record<string, unknown> = {}) {
    const response = await as(who).send('POST', '/api/v1/repository-items', { data: { type: 'repository-items', attributes: { title }, relationships } });
    expect(response.statusCode, response.body).toBe(201);
    return idOf(response);
  }

  describe('repository items', () => {
    it('are shared by a member, stamped with their author, and read by anyone', async () => {
      const id = await createItem(member, 'Switch holder', { image: linked('files', memberFile) });
      const read = await as(null).get(`/api/v1/repository-items/${id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.attributes).toMatchObject({ title: 'Switch holder', canEdit: false, canDelete: false, likesCount: 0 });
      const items = tablesOf('repository-items').table;
      const [stored] = await t.database.db.select({ createdById: items.createdById }).from(items).where(eq(items.id, id));
      expect(stored!.createdById).toBe(member.userId);
      expect((await as(member).get(`/api/v1/repository-items/${id}`)).json().data.attributes).toMatchObject({ canEdit: true, canDelete: true });
      expect((await as(null).get('/api/v1/repository-items')).json().data.map((row: { id: string }) => row.id)).toContain(id);
    });

    it('are refused to a visitor, and a title is required', async () => {
      const response = await as(null).send('POST', '/api/v1/repository-items', { data: { type: 'repository-items', attributes: { title: 'Anonymous' } } });
      expect(response.statusCode).toBe(401);
      const untitled = await as(member).send('POST', '/api/v1/repository-items', { data: { type: 'repository-items', attributes: { description: '<p>No title</p>' } } });
      expect(untitled.statusCode).toBe(422);
      expect(errorsOf(untitled)).toContainEqual({ code: 'validation.required', pointer: '/data/attributes/title' });
    });

    it('are changed and deleted by their author and administrators, never by another member', async () => {
      const id = await createItem(member, 'Keyguard');
      const patch = (who: SignedIn, title: string) => as(who).send('PATCH', `/api/v1/repository-items/${id}`, { data: { type: 'repository-items', id, attributes: { title } } });
      expect((await patch(stranger, 'Taken over')).statusCode).toBe(403);
      expect((await as(stranger).send('DELETE', `/api/v1/repository-items/${id}`)).statusCode).toBe(403);
      const own = await patch(member, 'Keyguard for a 10-inch tablet');
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().data.attributes.title).toBe('Keyguard for a 10-inch tablet');
      expect((await patch(admin, 'Keyguard (reviewed)')).statusCode).toBe(200);
      expect((await as(member).send('DELETE', `/api/v1/repository-items/${id}`)).statusCode).toBe(204);
      expect((await as(null).get(`/api/v1/repository-items/${id}`)).statusCode).toBe(404);
    });

    it('keep the counts of their organization, of their categories and of the home page', async () => {
      const ctx = systemContext(t.database.db);
      const organization = await createThrough(ctx, 'organizations', { name: 'Makers' });
      const category = await createThrough(ctx, 'repository-categories', { name: 'Switches' });
      const homeCount = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/services/home-stats' })).json().data.repositoryItemsCount as number;
      const before = await homeCount();
      const id = await createItem(admin, 'Big switch', { organization: linked('organizations', organization), categories: { data: [{ type: 'repository-categories', id: category }] } });
      const counts = async () => [
        (await as(null).get(`/api/v1/organizations/${organization}`)).json().data.attributes.repositoryItemsCount,
        (await as(null).get(`/api/v1/repository-categories/${category}`)).json().data.attributes.repositoryItemsCount,
      ];
      expect(await counts()).toEqual([1, 1]);
      expect(await homeCount()).toBe(before + 1);
      expect((await as(admin).send('DELETE', `/api/v1/repository-items/${id}`)).statusCode).toBe(204);
      expect(await counts()).toEqual([0, 0]);
      expect(await homeCount()).toBe(before);
    });

    it('refuse an organization from a member: only administrators set it', async () => {
      const organization = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Not mine' });
      const response = await as(member).send('POST', '/api/v1/repository-items', {
        data: { type: 'repository-items', attributes: { title: 'Signed' }, relationships: { organization: linked('organizations', organization) } },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('attachments', () => {
    it('are saved with their item in one request', async () => {
      const response = await atomic(member, [addItem('Eye-gaze mount'), addAttachment(memberFile), addAttachment(memberOtherFile)]);
      expect(response.statusCode, response.body).toBe(200);
      const [item] = response.json()['atomic:results'] as { data: { id: string } }[];
      const listed = await as(null).get(`/api/v1/repository-attachments?filter[repositoryItem]=${item!.data.id}&include=file`);
      expect(listed.json().data).toHaveLength(2);
      const related = await as(null).get(`/api/v1/repository-items/${item!.data.id}/attachments`);
      expect(related.json().data).toHaveLength(2);
    });

    it('leave nothing written when one of them is bad: neither the item nor the others', async () => {
      const attachments = tablesOf('repository-attachments').table;
      const [before] = await t.database.db.select({ id: attachments.id }).from(attachments).then((rows) => [rows.length]);
      const missing = await atomic(member, [addItem('Half written'), addAttachment(memberFile), addAttachment('00000000-0000-4000-8000-000000000000')]);
      expect(missing.statusCode).toBe(422);
      expect(errorsOf(missing)[0]).toMatchObject({ code: 'validation.exists' });
      // Someone else's private file is not the member's to attach.
      const private_ = await atomic(member, [addItem('Half written'), addAttachment(strangerPrivateFile)]);
      expect(private_.statusCode).toBe(422);
      expect(await itemsTitled('Half written')).toEqual([]);
      expect((await t.database.db.select({ id: attachments.id }).from(attachments)).length).toBe(before);
    });

    it('are added to and removed from an item only by who may change it', async () => {
      const response = await atomic(member, [addItem('Tablet stand'), addAttachment(memberFile)]);
      const [item, attachment] = (response.json()['atomic:results'] as { data: { id: string } }[]).map((result) => result.data.id);
      const intrude = await as(stranger).send('POST', '/api/v1/repository-attachments', { data: addAttachment(memberFile, { id: item! }).data });
      expect(intrude.statusCode).toBe(403);
      expect((await as(stranger).send('DELETE', `/api/v1/repository-attachments/${attachment}`)).statusCode).toBe(403);
      expect((await as(member).send('DELETE', `/api/v1/repository-attachments/${attachment}`)).statusCode).toBe(204);
    });

    it('go with their item when it is deleted', async () => {
      const response = await atomic(member, [addItem('Short-lived'), addAttachment(memberFile)]);
      const [item, attachment] = (response.json()['atomic:results'] as { data: { id: string } }[]).map((result) => result.data.id);
      expect((await as(member).send('DELETE', `/api/v1/repository-items/${item}`)).statusCode).toBe(204);
      expect((await as(admin).get(`/api/v1/repository-attachments/${attachment}`)).statusCode).toBe(404);
    });
  });

  describe('external interactions and categories', () => {
    it('are written by administrators only, with the statuses and sites the spec names', async () => {
      const item = await createItem(member, 'Imported lever');
      const body = (status: string) => ({
        data: { type: 'external-repository-interactions', attributes: { externalId: '12345', externalUrl: 'https://www.thingiverse.com/thing:12345', status, repositoryType: 'thingiverse' }, relationships: { repositoryItem: linked('repository-items', item) } },
      });
      expect((await as(member).send('POST', '/api/v1/external-repository-interactions', body('pulled'))).statusCode).toBe(403);
      const wrong = await as(admin).send('POST', '/api/v1/external-repository-interactions', body('stolen'));
      expect(wrong.statusCode).toBe(422);
      expect(errorsOf(wrong)).toContainEqual({ code: 'validation.enum', pointer: '/data/attributes/status' });
      expect((await as(admin).send('POST', '/api/v1/external-repository-interactions', body('pulled'))).statusCode).toBe(201);
      const read = await as(null).get(`/api/v1/repository-items/${item}?include=externalInteractions`);
      expect(read.json().included.map((row: { attributes: { status: string } }) => row.attributes.status)).toEqual(['pulled']);
      expect((await as(member).send('POST', '/api/v1/repository-categories', { data: { type: 'repository-categories', attributes: { name: 'Mine' } } })).statusCode).toBe(403);
    });

    it('keep admin files from everyone but administrators', async () => {
      const created = await as(admin).send('POST', '/api/v1/admin-files', { data: { type: 'admin-files', attributes: { path: '/contracts', fileContainer: 'rental' }, relationships: { file: linked('files', memberFile) } } });
      expect(created.statusCode, created.body).toBe(201);
      expect((await as(member).get(`/api/v1/admin-files/${idOf(created)}`)).statusCode).toBe(404);
      expect((await as(member).get('/api/v1/admin-files')).statusCode).toBe(404);
    });
  });

  describe('the catalogue', () => {
    const KINDS: [string, Record<string, unknown>][] = [
      ['aac-systems', { name: 'Android' }],
      ['aac-keyboard-types', { name: 'AZERTY' }],
      ['aac-pictogram-types', { name: 'ARASAAC' }],
      ['aac-conjugation-types', { name: 'Automatic' }],
      ['aac-sellers', { name: 'Talking shop', website: 'https://shop.example' }],
      ['aac-products', { name: 'Speech app', productType: 'software' }],
    ];

    it.each(KINDS)('%s: a moderator creates, changes and deletes; a member is refused; anyone reads', async (type, attributes) => {
      const document = { data: { type, attributes } };
      expect((await as(member).send('POST', `/api/v1/${type}`, document)).statusCode).toBe(403);
      expect((await as(null).send('POST', `/api/v1/${type}`, document)).statusCode).toBe(401);
      const created = await as(moderator).send('POST', `/api/v1/${type}`, document);
      expect(created.statusCode, created.body).toBe(201);
      const id = idOf(created);
      expect((await as(null).get(`/api/v1/${type}/${id}`)).statusCode).toBe(200);
      const change = { data: { type, id, attributes: { name: 'Renamed' } } };
      expect((await as(member).send('PATCH', `/api/v1/${type}/${id}`, change)).statusCode).toBe(403);
      const changed = await as(moderator).send('PATCH', `/api/v1/${type}/${id}`, change);
      expect(changed.json().data.attributes.name).toBe('Renamed');
      expect((await as(member).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(403);
      expect((await as(moderator).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(204);
      expect((await as(null).get(`/api/v1/${type}/${id}`)).statusCode).toBe(404);
    });

    it('links products to their sellers, and to systems and access types only through their notes', async () => {
      const system = idOf(await as(moderator).send('POST', '/api/v1/aac-systems', { data: { type: 'aac-systems', attributes: { name: 'iOS' } } }));
      const access = await as(moderator).send('POST', '/api/v1/aac-access-types', { data: { type: 'aac-access-types', id: 'test_switch', attributes: { name: 'Switch' } } });
      expect(access.statusCode, access.body).toBe(201);
      const integration = await as(moderator).send('POST', '/api/v1/aac-access-integration-types', { data: { type: 'aac-access-integration-types', id: 'test_built_in', attributes: { name: 'Built in' } } });
      expect(integration.statusCode, integration.body).toBe(201);
      const plainList = await as(moderator).send('POST', '/api/v1/aac-products', {
        data: { type: 'aac-products', attributes: { name: 'Grid app' }, relationships: { systems: { data: [{ type: 'aac-systems', id: system }] } } },
      });
      expect(errorsOf(plainList)).toEqual([{ code: 'validation.unknown_field', pointer: '/data/relationships/systems' }]);
      const product = await as(moderator).send('POST', '/api/v1/aac-products', { data: { type: 'aac-products', attributes: { name: 'Grid app' } } });
      expect(product.statusCode, product.body).toBe(201);
      const seller = await as(admin).send('POST', '/api/v1/aac-sellers', { data: { type: 'aac-sellers', attributes: { name: 'Grid shop' }, relationships: { products: { data: [{ type: 'aac-products', id: idOf(product) }] } } } });
      expect(seller.statusCode, seller.body).toBe(201);
      const on = { product: { data: { type: 'aac-products', id: idOf(product) } } };
      const compatible = await as(moderator).send('POST', '/api/v1/aac-software-compatible-systems', { data: { type: 'aac-software-compatible-systems', relationships: { ...on, system: { data: { type: 'aac-systems', id: system } } } } });
      expect(compatible.statusCode, compatible.body).toBe(201);
      const reached = await as(moderator).send('POST', '/api/v1/aac-software-accesses', {
        data: { type: 'aac-software-accesses', relationships: { ...on, accessType: { data: { type: 'aac-access-types', id: 'test_switch' } }, accessIntegrationType: { data: { type: 'aac-access-integration-types', id: 'test_built_in' } } } },
      });
      expect(reached.statusCode, reached.body).toBe(201);
      const read = await as(null).get(`/api/v1/aac-products/${idOf(product)}?include=softwareCompatibleSystems.system,softwareAccesses.accessType,sellers`);
      expect(read.json().included.map((row: { type: string; id: string }) => `${row.type}/${row.id}`).sort()).toEqual(
        [`aac-access-types/test_switch`, `aac-sellers/${idOf(seller)}`, `aac-software-accesses/${idOf(reached)}`, `aac-software-compatible-systems/${idOf(compatible)}`, `aac-systems/${system}`].sort(),
      );
      const badType = await as(moderator).send('POST', '/api/v1/aac-products', { data: { type: 'aac-products', attributes: { name: 'Gadget', productType: 'toaster' } } });
      expect(errorsOf(badType)).toContainEqual({ code: 'validation.enum', pointer: '/data/attributes/productType' });
    });
  });
});
