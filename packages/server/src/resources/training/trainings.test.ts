import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { JSON_API_ATOMIC } from '../../jsonapi/media-types.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const one = (type: string, id: string | null) => ({ data: id === null ? null : { type, id } });
const idOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};
const PLACE = { fullName: 'Training centre', line1: '3 rue des Écoles', postalCode: '69003', city: 'Lyon' };

/** Trainings, their lists and sessions through the API (spec, domain "training-session", "training-category…"). */
describe.each(TEST_DATABASES)('trainings on %s', (kind) => {
  let t: TestApp;
  let adminSigned: SignedIn;
  let admin: Client;
  let member: Client;
  let memberSigned: SignedIn;
  let visitor: Client;
  let trainingId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminSigned = await signIn(t, { isAdmin: true });
    admin = client(t, adminSigned.headers);
    memberSigned = await signIn(t);
    member = client(t, memberSigned.headers);
    visitor = client(t, await visitorHeaders(t));
    const list = async (type: string, name: string) => idOf(await admin.send('POST', `/api/v1/${type}`, { data: { type, attributes: { name } } }));
    const [category, level, trainingType] = [await list('training-categories', 'Communication'), await list('training-levels', 'Beginner'), await list('training-types', 'Workshop')];
    trainingId = idOf(
      await admin.send('POST', '/api/v1/trainings', {
        data: {
          type: 'trainings',
          attributes: { title: 'Starting with eye gaze', description: '<p>Two days</p>', duration: '2 days' },
          relationships: { category: one('training-categories', category), level: one('training-levels', level), trainingType: one('training-types', trainingType) },
        },
      }),
    );
  }, 60_000);
  afterAll(() => t.close());

  const atomic = (who: SignedIn, operations: Record<string, unknown>[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/operations',
      headers: { 'content-type': JSON_API_ATOMIC, accept: JSON_API_ATOMIC, ...who.headers },
      payload: JSON.stringify({ 'atomic:operations': operations }),
    });
  const addAddress = (lid: string, attributes: Record<string, unknown> = PLACE) => ({ op: 'add', data: { type: 'addresses', lid, attributes } });
  const sessionData = (address: Record<string, unknown> | null, attributes: Record<string, unknown> = { startAt: '2030-03-02T08:00:00.000Z', endAt: '2030-03-03T16:00:00.000Z' }) => ({
    type: 'training-sessions',
    attributes,
    relationships: { training: one('trainings', trainingId), address: { data: address } },
  });
  const addressRow = async (id: string) => {
    const addresses = tablesOf('addresses').table;
    return (await t.database.db.select().from(addresses).where(eq(addresses.id, id)))[0];
  };
  /** A session saved with a new address in one request, as the back office saves them. */
  async function sessionWithAddress(): Promise<{ sessionId: string; addressId: string }> {
    const response = await atomic(adminSigned, [addAddress('place'), { op: 'add', data: sessionData({ type: 'addresses', lid: 'place' }) }]);
    expect(response.statusCode, response.body).toBe(200);
    const [address, session] = response.json()['atomic:results'] as { data: { id: string } }[];
    return { sessionId: session!.data.id, addressId: address!.data.id };
  }

  it('lets everyone read trainings and their lists, and only admins write them', async () => {
    const read = await visitor.get(`/api/v1/trainings/${trainingId}?include=category,level,trainingType`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes).toMatchObject({ title: 'Starting with eye gaze', duration: '2 days' });
    expect(read.json().included.map((row: { attributes: { name: string } }) => row.attributes.name).sort()).toEqual(['Beginner', 'Communication', 'Workshop']);
    expect((await member.send('POST', '/api/v1/trainings', { data: { type: 'trainings', attributes: { title: 'Mine' } } })).statusCode).toBe(403);
    expect((await member.send('PATCH', `/api/v1/trainings/${trainingId}`, { data: { type: 'trainings', id: trainingId, attributes: { title: 'Mine' } } })).statusCode).toBe(403);
    expect((await member.send('DELETE', `/api/v1/trainings/${trainingId}`)).statusCode).toBe(403);
    expect((await member.send('POST', '/api/v1/training-levels', { data: { type: 'training-levels', attributes: { name: 'Expert' } } })).statusCode).toBe(403);
    const missing = await admin.send('POST', '/api/v1/trainings', { data: { type: 'trainings', attributes: {} } });
    expect(errorsOf(missing)).toContainEqual({ code: 'validation.required', pointer: '/data/attributes/title' });
    const other = idOf(await admin.send('POST', '/api/v1/trainings', { data: { type: 'trainings', attributes: { title: 'Short-lived' } } }));
    expect((await admin.send('PATCH', `/api/v1/trainings/${other}`, { data: { type: 'trainings', id: other, attributes: { title: 'Renamed' } } })).json().data.attributes.title).toBe('Renamed');
    expect((await admin.send('DELETE', `/api/v1/trainings/${other}`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/v1/trainings/${other}`)).statusCode).toBe(404);
  });

  it('saves a session with its address in one request; the address becomes a place anyone reads with it', async () => {
    const { sessionId, addressId } = await sessionWithAddress();
    expect(await addressRow(addressId)).toMatchObject({ userId: null, ownerOrganizationId: null, city: 'Lyon' });
    const read = await visitor.get(`/api/v1/training-sessions/${sessionId}?include=address,training`);
    expect(read.statusCode).toBe(200);
    expect(read.json().included.find((row: { type: string }) => row.type === 'addresses').attributes).toMatchObject({ fullName: 'Training centre', city: 'Lyon' });
    expect((await visitor.get(`/api/v1/trainings/${trainingId}/sessions`)).json().data.map((row: { id: string }) => row.id)).toContain(sessionId);
    // A member neither writes sessions nor changes their places.
    expect((await member.send('POST', '/api/v1/training-sessions', { data: sessionData(null) })).statusCode).toBe(403);
    expect((await member.send('PATCH', `/api/v1/addresses/${addressId}`, { data: { type: 'addresses', id: addressId, attributes: { city: 'Nice' } } })).statusCode).toBe(403);
    expect((await member.send('DELETE', `/api/v1/addresses/${addressId}`)).statusCode).toBe(403);
  });

  it('deletes the address a session leaves for another or for none', async () => {
    const { sessionId, addressId } = await sessionWithAddress();
    const moved = await atomic(adminSigned, [addAddress('next', { ...PLACE, city: 'Grenoble' }), { op: 'update', data: { ...sessionData({ type: 'addresses', lid: 'next' }, {}), id: sessionId } }]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await addressRow(addressId)).toBeUndefined();
    const nextId = (moved.json()['atomic:results'] as { data: { id: string } }[])[0]!.data.id;
    expect(await addressRow(nextId)).toMatchObject({ city: 'Grenoble', userId: null });
    const cleared = await admin.send('PATCH', `/api/v1/training-sessions/${sessionId}`, { data: { type: 'training-sessions', id: sessionId, relationships: { address: { data: null } } } });
    expect(cleared.statusCode).toBe(200);
    expect(await addressRow(nextId)).toBeUndefined();
  });

  it('deletes its address with a deleted session, and keeps a training that still has sessions', async () => {
    const { sessionId, addressId } = await sessionWithAddress();
    expect((await admin.send('DELETE', `/api/v1/trainings/${trainingId}`)).statusCode).toBe(409);
    expect((await member.send('DELETE', `/api/v1/training-sessions/${sessionId}`)).statusCode).toBe(403);
    expect((await admin.send('DELETE', `/api/v1/training-sessions/${sessionId}`)).statusCode).toBe(204);
    expect(await addressRow(addressId)).toBeUndefined();
    expect((await visitor.get(`/api/v1/training-sessions/${sessionId}`)).statusCode).toBe(404);
  });

  it("refuses a session ending before it starts, another session's place and a member's own address, writing nothing", async () => {
    const sessions = tablesOf('training-sessions').table;
    const count = async () => (await t.database.db.select().from(sessions)).length;
    const before = await count();
    const backwards = await admin.send('POST', '/api/v1/training-sessions', { data: sessionData(null, { startAt: '2030-03-02T08:00:00.000Z', endAt: '2030-03-01T08:00:00.000Z' }) });
    expect(errorsOf(backwards)).toEqual([{ code: 'validation.after_or_equal', pointer: '/data/attributes/endAt' }]);
    const { addressId } = await sessionWithAddress();
    const shared = await admin.send('POST', '/api/v1/training-sessions', { data: sessionData({ type: 'addresses', id: addressId }) });
    expect(errorsOf(shared)).toEqual([{ code: 'validation.taken', pointer: '/data/relationships/address' }]);
    const own = idOf(await member.send('POST', '/api/v1/addresses', { data: { type: 'addresses', attributes: PLACE } }));
    const taken = await admin.send('POST', '/api/v1/training-sessions', { data: sessionData({ type: 'addresses', id: own }) });
    expect(errorsOf(taken)).toEqual([{ code: 'validation.owned', pointer: '/data/relationships/address' }]);
    expect(await addressRow(own)).toMatchObject({ userId: memberSigned.userId });
    expect(await count()).toBe(before + 1);
  });
});
