import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../auth/actor.ts';
import { createResource } from '../operations/index.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { notesApp, notesCatalog } from './testing-kind.ts';
import type { Catalog } from './catalog.ts';
import { adminActor, client, errorsOf, operationContext } from './testing.ts';
import type { Client } from './testing.ts';

describe.each(TEST_DATABASES)('soft delete on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Client;
  let member: Client;
  let memberId = '';
  const listed = async (as: Client, query = '') => (await as.get(`/api/v1/notes${query}`)).json().data.map((n: { id: string }) => n.id);

  async function note(title: string) {
    const response = await admin.send('POST', '/api/v1/notes', { data: { type: 'notes', attributes: { title } } });
    return response.json().data.id as string;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const user = async (email: string) =>
      (await createResource(operationContext(t), { type: 'users', document: { data: { type: 'users', attributes: { firstName: 'T', lastName: 'T', email } } } })).id;
    app = await notesApp(t, { actors: { admin: adminActor(await user('admin@example.test')), member: { ...ANONYMOUS, userId: (memberId = await user('member@example.test')) } } });
    admin = client({ app }, { 'x-test-actor': 'admin' });
    member = client({ app }, { 'x-test-actor': 'member' });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('puts a row in the trash with DELETE: gone for everyone but admins', async () => {
    const id = await note('Trashed');
    expect((await admin.send('DELETE', `/api/v1/notes/${id}`)).statusCode).toBe(204);
    expect((await member.get(`/api/v1/notes/${id}`)).statusCode).toBe(404);
    expect(await listed(member)).not.toContain(id);
    expect(await listed(admin)).not.toContain(id);
    const asAdmin = await admin.get(`/api/v1/notes/${id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.attributes.deletedAt).toMatch(/^\d{4}-/);
  });

  it('shows trashed rows to admins who ask with filter[trashed]', async () => {
    const kept = await note('Kept');
    const trashed = await note('Also trashed');
    await admin.send('DELETE', `/api/v1/notes/${trashed}`);
    expect(await listed(admin, '?filter[trashed]=with')).toEqual(expect.arrayContaining([kept, trashed]));
    const only = await listed(admin, '?filter[trashed]=only');
    expect(only).toContain(trashed);
    expect(only).not.toContain(kept);
  });

  it('refuses filter[trashed] to anyone but admins', async () => {
    const response = await member.get('/api/v1/notes?filter[trashed]=with');
    expect(response.statusCode).toBe(403);
    expect(errorsOf(response)).toEqual([{ code: 'forbidden', parameter: 'filter[trashed]' }]);
    expect(errorsOf(await admin.get('/api/v1/notes?filter[trashed]=all'))).toEqual([{ code: 'bad_request', parameter: 'filter[trashed]' }]);
  });

  it('restores a trashed row with POST …/restore', async () => {
    const id = await note('Restored');
    await admin.send('DELETE', `/api/v1/notes/${id}`);
    const response = await admin.send('POST', `/api/v1/notes/${id}/restore`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.deletedAt).toBeNull();
    expect(await listed(member)).toContain(id);
  });

  it('does not let a non-admin find, let alone restore, a trashed row', async () => {
    const id = await note('Hidden');
    await admin.send('DELETE', `/api/v1/notes/${id}`);
    expect((await member.send('POST', `/api/v1/notes/${id}/restore`)).statusCode).toBe(404);
    expect((await member.send('DELETE', `/api/v1/notes/${id}/force`)).statusCode).toBe(404);
  });

  it('deletes for good with DELETE …/force, trashed or not', async () => {
    const live = await note('Forced');
    const trashed = await note('Forced from the trash');
    await admin.send('DELETE', `/api/v1/notes/${trashed}`);
    for (const id of [live, trashed]) {
      expect((await admin.send('DELETE', `/api/v1/notes/${id}/force`)).statusCode).toBe(204);
      expect((await admin.get(`/api/v1/notes/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses a member the trash itself (403), while they may see the row', async () => {
    const id = await note('Not yours');
    expect((await member.send('DELETE', `/api/v1/notes/${id}`)).statusCode).toBe(403);
  });

  it('has no restore or force route on kinds without soft delete', async () => {
    expect((await admin.send('POST', '/api/v1/roles/admin/restore')).statusCode).toBe(404);
    expect((await admin.send('DELETE', '/api/v1/roles/admin/force')).statusCode).toBe(404);
  });

  it("reads the trash as the kind's policy says (seeTrash), not by a rule of the engine's", async () => {
    const id = await note('Trashed for the moderator');
    await admin.send('DELETE', `/api/v1/notes/${id}`);
    // The same notes, with a policy that lets any signed-in user read their trash.
    const notesPolicy = notesCatalog.policyFor('notes');
    const catalog: Catalog = { ...notesCatalog, policyFor: (type) => (type === 'notes' ? { ...notesPolicy, seeTrash: (actor) => actor.userId !== null } : notesCatalog.policyFor(type)) };
    const moderated = await notesApp(t, { actors: { member: { ...ANONYMOUS, userId: memberId } }, catalog });
    try {
      const moderator = client({ app: moderated }, { 'x-test-actor': 'member' });
      expect((await moderator.get(`/api/v1/notes/${id}`)).statusCode).toBe(200);
      const listedTrash = (await moderator.get('/api/v1/notes?filter[trashed]=only')).json().data.map((n: { id: string }) => n.id);
      expect(listedTrash).toContain(id);
      // The application's kinds: administrators alone, the default a binding gets.
      expect((await member.get('/api/v1/notes?filter[trashed]=only')).statusCode).toBe(403);
    } finally {
      await moderated.close();
    }
  });
});
