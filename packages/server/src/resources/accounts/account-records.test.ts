import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { yearIn } from '@relais/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { writeRelationship } from '../../operations/index.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { multipartBody, PDF_BYTES } from '../../test/files.ts';

/**
 * Organization year states, account transactions and documents, newsletter types and mailing
 * templates through the API (spec, domain "Organizations", "Coupons and accounts", "Community
 * content"; §5 "Organization-year editable only for current or previous year").
 */

const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;
const linked = (type: string, id: string) => ({ data: { type, id } });

describe.each(TEST_DATABASES)('organization years, accounts and mailings on %s', (databaseKind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: SignedIn;
  let orgAdmin: SignedIn;
  let orgMember: SignedIn;
  let owner: SignedIn;
  let stranger: SignedIn;
  let visitor: Record<string, string>;
  let organization: string;
  let otherOrganization: string;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? visitor);
  const current = yearIn(new Date());

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'relais-accounts-'));
    t = await createTestApp(databaseKind, { env: { DATA_DIR: dataDir } });
    admin = await signIn(t, { isAdmin: true });
    [orgAdmin, orgMember, owner, stranger] = await Promise.all([signIn(t), signIn(t), signIn(t), signIn(t)]);
    visitor = await visitorHeaders(t);
    const ctx = systemContext(t.database.db);
    organization = await createThrough(ctx, 'organizations', { name: 'Yearly lab' });
    otherOrganization = await createThrough(ctx, 'organizations', { name: 'Other lab' });
    await writeRelationship(ctx, { type: 'users', id: orgMember.userId, relationship: 'organizations', document: { data: [{ type: 'organizations', id: organization }] }, mode: 'add' });
    await writeRelationship(ctx, { type: 'users', id: orgAdmin.userId, relationship: 'organizations', document: { data: [{ type: 'organizations', id: organization }] }, mode: 'add' });
    await writeRelationship(ctx, { type: 'organizations', id: organization, relationship: 'administrators', document: { data: [{ type: 'users', id: orgAdmin.userId }] }, mode: 'add' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('organization year states', () => {
    const record = (who: SignedIn, year: number, organizationId = organization) =>
      as(who).send('POST', '/api/v1/organization-year-states', {
        data: { type: 'organization-year-states', attributes: { year, achievements: '<p>Lent 40 devices</p><img src=x onerror=alert(1)>' }, relationships: { organization: linked('organizations', organizationId) } },
      });
    /** A closed year's state, as a previous year left it (written straight to the table: no write may make one now). */
    async function closedState(year: number) {
      const { table } = tablesOf('organization-year-states');
      const [row] = await t.database.db.insert(table).values({ year, organizationId: organization }).returning({ id: table.id });
      return row!.id as string;
    }

    it('are recorded by the organization’s administrators for the current and the previous year, sanitised, and read by its members', async () => {
      const created = await record(orgAdmin, current);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.attributes).toMatchObject({ year: current, canEdit: true });
      expect(created.json().data.attributes.achievements).not.toMatch(/onerror/);
      expect((await record(orgAdmin, current - 1)).statusCode).toBe(201);
      const id = idOf(created);
      const read = await as(orgMember).get(`/api/v1/organization-year-states/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.attributes.canEdit).toBe(false);
      const changed = await as(orgAdmin).send('PATCH', `/api/v1/organization-year-states/${id}`, { data: { type: 'organization-year-states', id, attributes: { achievements: '<p>Lent 41 devices</p>' } } });
      expect(changed.statusCode, changed.body).toBe(200);
    });

    it('refuse a year before the previous one or after the current one, for administrators too, naming the year', async () => {
      for (const year of [current - 2, current + 1]) {
        const response = await record(admin, year);
        expect(response.statusCode).toBe(422);
        expect(errorsOf(response)).toEqual([{ code: 'validation.editable_year', pointer: '/data/attributes/year' }]);
      }
    });

    it('keep a closed year as it is: no change, canEdit false, deleted by administrators only', async () => {
      const id = await closedState(current - 3);
      const read = await as(orgAdmin).get(`/api/v1/organization-year-states/${id}`);
      expect(read.json().data.attributes.canEdit).toBe(false);
      const change = { data: { type: 'organization-year-states', id, attributes: { achievements: '<p>Rewritten</p>' } } };
      const refused = await as(admin).send('PATCH', `/api/v1/organization-year-states/${id}`, change);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].detail).toMatch(/can no longer be changed/);
      // Moving an open year's state back into a closed year is refused as well.
      const open = idOf(await record(admin, current, otherOrganization));
      const moved = await as(admin).send('PATCH', `/api/v1/organization-year-states/${open}`, { data: { type: 'organization-year-states', id: open, attributes: { year: current - 5 } } });
      expect(errorsOf(moved)).toEqual([{ code: 'validation.editable_year', pointer: '/data/attributes/year' }]);
      expect((await as(orgAdmin).send('DELETE', `/api/v1/organization-year-states/${id}`)).statusCode).toBe(403);
      expect((await as(admin).send('DELETE', `/api/v1/organization-year-states/${id}`)).statusCode).toBe(204);
    });

    it('are one per organization and year', async () => {
      const again = await record(admin, current - 1);
      expect(again.statusCode).toBe(422);
      expect(errorsOf(again).map((error) => error.code)).toEqual(['validation.unique']);
    });

    it('are read by everyone (the organization’s public page) but written only by its administrators', async () => {
      const id = idOf(await record(admin, current - 1, otherOrganization));
      // The public page of the organization shows its year states: visitors and strangers read them.
      expect((await as(stranger).get(`/api/v1/organization-year-states/${id}`)).statusCode).toBe(200);
      const visitor = await as(null).get(`/api/v1/organization-year-states/${id}`);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json().data.attributes.canEdit).toBe(false);
      expect((await as(orgAdmin).get(`/api/v1/organization-year-states/${id}`)).json().data.attributes.canEdit).toBe(false);
      const change = { data: { type: 'organization-year-states', id, attributes: { achievements: '<p>Not theirs</p>' } } };
      expect((await as(orgAdmin).send('PATCH', `/api/v1/organization-year-states/${id}`, change)).statusCode).toBe(403);
      expect((await as(stranger).send('PATCH', `/api/v1/organization-year-states/${id}`, change)).statusCode).toBe(403);
      expect((await as(null).send('PATCH', `/api/v1/organization-year-states/${id}`, change)).statusCode).toBe(401);
      const third = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Third lab' });
      const notTheirs = await record(orgAdmin, current, third);
      expect(notTheirs.statusCode).toBe(403);
      expect(errorsOf(notTheirs)).toEqual([{ code: 'forbidden', pointer: '/data/relationships/organization' }]);
      expect((await record(orgMember, current)).statusCode).toBe(403);
      expect((await record(stranger, current)).statusCode).toBe(403);
      const [mine] = (await as(orgMember).get(`/api/v1/organization-year-states?filter[organization]=${organization}&filter[year]=${current}`)).json().data as { id: string }[];
      expect((await as(orgMember).send('PATCH', `/api/v1/organization-year-states/${mine!.id}`, { data: { type: 'organization-year-states', id: mine!.id, attributes: { achievements: '<p>Mine</p>' } } })).statusCode).toBe(403);
      const unchanged = (await as(null).get(`/api/v1/organization-year-states/${id}`)).json().data.attributes.achievements as string;
      expect(unchanged).not.toContain('Not theirs');
    });
  });

  describe('account transactions and documents', () => {
    const transaction = (who: SignedIn, attributes: Record<string, unknown>, account = owner.userId) =>
      as(who).send('POST', '/api/v1/account-transactions', { data: { type: 'account-transactions', attributes, relationships: { account: linked('users', account) } } });

    it('are written by administrators, read by the account’s owner, and hidden from everyone else', async () => {
      const created = await transaction(admin, { amount: 4250, operation: 'credit', comment: 'Deposit' });
      expect(created.statusCode, created.body).toBe(201);
      const id = idOf(created);
      expect((await as(owner).get(`/api/v1/account-transactions/${id}`)).json().data.attributes).toMatchObject({ amount: 4250, operation: 'credit' });
      expect((await as(stranger).get(`/api/v1/account-transactions/${id}`)).statusCode).toBe(404);
      expect((await as(null).get(`/api/v1/account-transactions/${id}`)).statusCode).toBe(404);
      expect((await as(stranger).get('/api/v1/account-transactions')).json().data).toEqual([]);
      expect((await as(owner).get('/api/v1/account-transactions')).json().data.map((row: { id: string }) => row.id)).toEqual([id]);
      expect((await transaction(owner, { amount: 1_000_000, operation: 'credit' })).statusCode).toBe(403);
      const change = { data: { type: 'account-transactions', id, attributes: { amount: 1 } } };
      expect((await as(owner).send('PATCH', `/api/v1/account-transactions/${id}`, change)).statusCode).toBe(403);
      expect((await as(stranger).send('PATCH', `/api/v1/account-transactions/${id}`, change)).statusCode).toBe(404);
      expect((await as(admin).send('PATCH', `/api/v1/account-transactions/${id}`, { data: { type: 'account-transactions', id, attributes: { operation: 'debit' } } })).statusCode).toBe(200);
      expect((await as(owner).send('DELETE', `/api/v1/account-transactions/${id}`)).statusCode).toBe(403);
      expect((await as(admin).send('DELETE', `/api/v1/account-transactions/${id}`)).statusCode).toBe(204);
    });

    it('answer 422 naming the fields for a negative amount and an unknown operation', async () => {
      const response = await transaction(admin, { amount: -5, operation: 'gift' });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).map((error) => error.pointer).sort()).toEqual(['/data/attributes/amount', '/data/attributes/operation']);
    });

    it('keep a document’s file for the administrators and the account’s owner only', async () => {
      const created = await as(admin).send('POST', '/api/v1/account-documents', {
        data: { type: 'account-documents', attributes: { documentType: 'invoice', name: 'Invoice 2026-001' }, relationships: { account: linked('users', owner.userId) } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = idOf(created);
      expect(created.json().data.attributes.fileUrl).toBeNull();
      const upload = (who: SignedIn) => {
        const { payload, contentType } = multipartBody([['model[type]', 'account-documents'], ['model[id]', id]], [{ field: 'files[]', name: 'invoice.pdf', type: 'application/pdf', bytes: PDF_BYTES }]);
        return t.app.inject({ method: 'POST', url: '/api/v1/services/secured-files', headers: { ...who.headers, 'content-type': contentType }, payload });
      };
      // Only who may change the document attaches a file: the owner reads it, no more.
      expect((await upload(owner)).statusCode).toBe(403);
      const uploaded = await upload(admin);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const fileId = uploaded.json().data[0].id as string;
      const linkedFile = await as(admin).send('PATCH', `/api/v1/account-documents/${id}`, { data: { type: 'account-documents', id, relationships: { file: linked('secured-files', fileId) } } });
      expect(linkedFile.statusCode, linkedFile.body).toBe(200);
      const { fileUrl } = (await as(owner).get(`/api/v1/account-documents/${id}`)).json().data.attributes;
      expect(fileUrl).toBe(`/services/secured-files/${fileId}/show`);
      const download = (who: SignedIn | null) => t.app.inject({ method: 'GET', url: fileUrl, headers: who?.headers ?? {} });
      expect((await download(owner)).rawPayload).toEqual(PDF_BYTES);
      expect((await download(stranger)).statusCode).toBe(404);
      expect((await download(null)).statusCode).toBe(404);
      // Reading is not changing: the owner cannot delete the file.
      expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/services/secured-files/${fileId}`, headers: owner.headers })).statusCode).toBe(404);
      expect((await as(stranger).get(`/api/v1/account-documents/${id}`)).statusCode).toBe(404);
      expect((await as(owner).send('DELETE', `/api/v1/account-documents/${id}`)).statusCode).toBe(403);
      expect((await as(admin).send('DELETE', `/api/v1/account-documents/${id}`)).statusCode).toBe(204);
    });

    it('stay while the account is in the trash, and go with it when it is deleted for good', async () => {
      const leaving = await signIn(t);
      const id = idOf(await transaction(admin, { amount: 100, operation: 'debit' }, leaving.userId));
      expect((await as(admin).send('DELETE', `/api/v1/users/${leaving.userId}`)).statusCode).toBe(204);
      expect((await as(admin).get(`/api/v1/account-transactions/${id}`)).statusCode).toBe(200);
      expect((await as(admin).send('DELETE', `/api/v1/users/${leaving.userId}/force`)).statusCode).toBe(204);
      expect((await as(admin).get(`/api/v1/account-transactions/${id}`)).statusCode).toBe(404);
    });
  });

  describe('newsletter types and mailing templates', () => {
    it('let anyone read newsletter types, and only administrators write them', async () => {
      const created = await as(admin).send('POST', '/api/v1/newsletter-types', { data: { type: 'newsletter-types', attributes: { name: 'Rental news' } } });
      expect(created.statusCode, created.body).toBe(201);
      const id = idOf(created);
      expect((await as(null).get(`/api/v1/newsletter-types/${id}`)).json().data.attributes).toMatchObject({ name: 'Rental news' });
      expect((await as(stranger).send('POST', '/api/v1/newsletter-types', { data: { type: 'newsletter-types', attributes: { name: 'Spam' } } })).statusCode).toBe(403);
      expect((await as(stranger).send('PATCH', `/api/v1/newsletter-types/${id}`, { data: { type: 'newsletter-types', id, attributes: { name: 'Spam' } } })).statusCode).toBe(403);
      expect((await as(admin).send('PATCH', `/api/v1/newsletter-types/${id}`, { data: { type: 'newsletter-types', id, attributes: { name: 'Rental and loans' } } })).statusCode).toBe(200);
      expect((await as(stranger).send('DELETE', `/api/v1/newsletter-types/${id}`)).statusCode).toBe(403);
      expect((await as(admin).send('DELETE', `/api/v1/newsletter-types/${id}`)).statusCode).toBe(204);
    });

    it('keep mailing templates to administrators, with sanitised texts, articles, an image and attachments, and a server-only lastSentAt', async () => {
      const files = tablesOf('files').table;
      const [image, attachment] = (await t.database.db
        .insert(files)
        .values([
          { name: 'banner.png', mimeType: 'image/png', createdById: admin.userId },
          { name: 'programme.pdf', mimeType: 'application/pdf', createdById: admin.userId },
        ])
        .returning({ id: files.id })).map((row) => row.id as string) as [string, string];
      const body = {
        data: {
          type: 'mailing-templates',
          attributes: { subject: 'Spring news', introText: '<p>Hello</p><script>steal()</script>', outroText: '<p>See you <a href="javascript:alert(1)">soon</a></p>' },
          relationships: { image: linked('files', image), attachments: { data: [{ type: 'files', id: attachment }] } },
        },
      };
      // The kind is the administrators' alone: to anyone else it does not exist.
      expect((await as(stranger).send('POST', '/api/v1/mailing-templates', body)).statusCode).toBe(404);
      const created = await as(admin).send('POST', '/api/v1/mailing-templates', body);
      expect(created.statusCode, created.body).toBe(201);
      const id = idOf(created);
      const { attributes, relationships } = created.json().data;
      expect(attributes.introText).toBe('<p>Hello</p>');
      expect(attributes.outroText).not.toMatch(/javascript/);
      expect(attributes.lastSentAt).toBeNull();
      expect(relationships.image.data).toEqual({ type: 'files', id: image });
      const attached = await as(admin).get(`/api/v1/mailing-templates/${id}/relationships/attachments`);
      expect(attached.json().data).toEqual([{ type: 'files', id: attachment }]);
      const sent = await as(admin).send('PATCH', `/api/v1/mailing-templates/${id}`, { data: { type: 'mailing-templates', id, attributes: { lastSentAt: new Date().toISOString() } } });
      expect(errorsOf(sent)).toEqual([{ code: 'validation.read_only', pointer: '/data/attributes/lastSentAt' }]);
      expect((await as(stranger).get(`/api/v1/mailing-templates/${id}`)).statusCode).toBe(404);
      expect((await as(null).get('/api/v1/mailing-templates')).statusCode).toBe(404);
      expect((await as(admin).send('DELETE', `/api/v1/mailing-templates/${id}`)).statusCode).toBe(204);
    });
  });
});
