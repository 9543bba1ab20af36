import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFTWARE_STATS_EVENTS, SOFTWARE_STATS_ORIGINS } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { syncSoftwareStatsReference } from '../../seed/software.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const link = (type: string, id: string) => ({ data: { type, id } });
const ids = (response: { json(): { data: { id: string }[] } }) => response.json().data.map((row) => row.id);

/** The software services and statistics through the API (spec, domain "Software statistics"). */
describe.each(TEST_DATABASES)('software kinds on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let service: string;
  let installation: string;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? {});
  const system = () => systemContext(t.database.db);

  const authorize = (serviceId: string, attributes: Record<string, unknown> = {}) =>
    as(admin).send('POST', '/api/v1/software-service-authorizations', {
      data: {
        type: 'software-service-authorizations',
        attributes: { distId: 'DIST-1', email: 'Ana@Example.test', ...attributes },
        relationships: { service: link('software-services', serviceId) },
      },
    });
  const associate = (authorization: string, name = 'Tablet') =>
    as(admin).send('POST', '/api/v1/software-service-associations', {
      data: {
        type: 'software-service-associations',
        attributes: { name },
        relationships: { authorization: link('software-service-authorizations', authorization), installation: link('software-installations', installation) },
      },
    });
  const serviceAllowing = (associationsMax: number) => createThrough(system(), 'software-services', { name: `Service of ${associationsMax}`, associationsMax });
  const stat = (attributes: Record<string, unknown>) =>
    as(admin).send('POST', '/api/v1/software-stats', {
      data: {
        type: 'software-stats',
        attributes: { recordedAt: inDays(0), version: '2.1.0', ...attributes },
        relationships: { event: link('stats-events', 'launch'), origin: link('stats-origins', 'application'), installation: link('software-installations', installation) },
      },
    });

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    await syncSoftwareStatsReference(t.database.db);
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    service = await serviceAllowing(2);
    installation = await createThrough(system(), 'software-installations', { installationId: 'INST-1', deviceId: 'DEV-1', system: 'Android 14' });
  }, 60_000);
  afterAll(() => t.close());

  it('seeds the statistics events and origins with their readable ids, twice without harm', async () => {
    await syncSoftwareStatsReference(t.database.db);
    expect(ids(await as(admin).get('/api/v1/stats-events?page[size]=50')).sort()).toEqual([...SOFTWARE_STATS_EVENTS].sort());
    const origins = (await as(admin).get('/api/v1/stats-origins', { 'accept-language': 'fr' })).json().data;
    expect(origins.map((row: { id: string }) => row.id).sort()).toEqual([...SOFTWARE_STATS_ORIGINS].sort());
    expect(origins.find((row: { id: string }) => row.id === 'website').attributes.name).toBe('Le site');
  });

  it.each([
    ['software-services', { name: 'Voice output', associationsMax: 3, deliverFile: true }, { associationsMax: 5 }],
    ['software-installations', { installationId: 'INST-CRUD', deviceId: 'DEV-9', name: 'Classroom tablet', enableSessionsStats: true, system: 'iPadOS 18' }, { comment: 'Lent to a pupil' }],
    ['software-groups', { name: 'School trial', comment: 'Spring term' }, { name: 'School trial 2026' }],
    ['stats-events', { name: 'Crash' }, { name: 'Crash report' }],
    ['stats-origins', { name: 'Kiosk' }, { name: 'Library kiosk' }],
  ])('lets an admin create, read, change and delete %s, and refuses a member and a visitor', async (type, attributes, changed) => {
    const id = type.startsWith('stats-') ? { id: `custom-${type}` } : {};
    const body = { data: { type, ...id, attributes } };
    expect((await as(member).send('POST', `/api/v1/${type}`, body)).statusCode).toBe(404);
    expect((await as(null).send('POST', `/api/v1/${type}`, body)).statusCode).toBeGreaterThanOrEqual(401);
    const created = await as(admin).send('POST', `/api/v1/${type}`, body);
    expect(created.statusCode).toBe(201);
    const rowId = created.json().data.id as string;
    expect((await as(admin).get(`/api/v1/${type}/${rowId}`)).json().data.attributes).toMatchObject(attributes);
    expect((await as(member).get(`/api/v1/${type}/${rowId}`)).statusCode).toBe(404);
    expect((await as(member).get(`/api/v1/${type}`)).statusCode).toBe(404);
    expect((await as(null).get(`/api/v1/${type}/${rowId}`)).statusCode).toBeGreaterThanOrEqual(401);
    const change = { data: { type, id: rowId, attributes: changed } };
    expect((await as(member).send('PATCH', `/api/v1/${type}/${rowId}`, change)).statusCode).toBe(404);
    expect((await as(admin).send('PATCH', `/api/v1/${type}/${rowId}`, change)).json().data.attributes).toMatchObject(changed);
    expect((await as(member).send('DELETE', `/api/v1/${type}/${rowId}`)).statusCode).toBe(404);
    expect((await as(admin).send('DELETE', `/api/v1/${type}/${rowId}`)).statusCode).toBe(204);
    expect((await as(admin).get(`/api/v1/${type}/${rowId}`)).statusCode).toBe(404);
  });

  it('puts installations in groups, written on the installation and read from either side', async () => {
    const group = (await as(admin).send('POST', '/api/v1/software-groups', { data: { type: 'software-groups', attributes: { name: 'Day centre' } } })).json().data.id as string;
    const grouped = await as(admin).send('PATCH', `/api/v1/software-installations/${installation}`, {
      data: { type: 'software-installations', id: installation, relationships: { groups: { data: [{ type: 'software-groups', id: group }] } } },
    });
    expect(grouped.statusCode).toBe(200);
    expect(ids(await as(admin).get(`/api/v1/software-groups/${group}/installations`))).toEqual([installation]);
    expect((await as(member).get(`/api/v1/software-groups/${group}/installations`)).statusCode).toBe(404);
    expect((await as(admin).send('DELETE', `/api/v1/software-groups/${group}`)).statusCode).toBe(204);
    expect(ids(await as(admin).get(`/api/v1/software-installations/${installation}/groups`))).toEqual([]);
  });

  it('keeps authorizations and associations to admins, with the address in its compared form', async () => {
    const created = await authorize(service, { startsAt: inDays(-1), expiresAt: inDays(30) });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data.attributes).toMatchObject({ email: 'ana@example.test', isActive: true });
    const association = await associate(id);
    expect(association.statusCode).toBe(201);
    const associationId = association.json().data.id as string;
    for (const path of [`software-service-authorizations/${id}`, `software-service-associations/${associationId}`, 'software-service-authorizations']) {
      expect((await as(member).get(`/api/v1/${path}`)).statusCode).toBe(404);
      expect((await as(null).get(`/api/v1/${path}`)).statusCode).toBeGreaterThanOrEqual(401);
    }
    const renamed = { data: { type: 'software-service-associations', id: associationId, attributes: { name: 'Home tablet' } } };
    expect((await as(member).send('PATCH', `/api/v1/software-service-associations/${associationId}`, renamed)).statusCode).toBe(404);
    expect((await as(admin).send('PATCH', `/api/v1/software-service-associations/${associationId}`, renamed)).json().data.attributes.name).toBe('Home tablet');
    expect(ids(await as(admin).get(`/api/v1/software-service-authorizations/${id}/associations`))).toEqual([associationId]);
    expect((await as(member).send('DELETE', `/api/v1/software-service-authorizations/${id}`)).statusCode).toBe(404);
    expect((await as(admin).send('DELETE', `/api/v1/software-service-authorizations/${id}`)).statusCode).toBe(204);
    // Its associations go with it.
    expect((await as(admin).get(`/api/v1/software-service-associations/${associationId}`)).statusCode).toBe(404);
  });

  it('computes isActive from the period and refuses a period that ends before it starts', async () => {
    const coming = await authorize(service, { startsAt: inDays(2), expiresAt: inDays(30) });
    expect(coming.json().data.attributes.isActive).toBe(false);
    const expired = await authorize(service, { startsAt: inDays(-30), expiresAt: inDays(-1) });
    expect(expired.json().data.attributes.isActive).toBe(false);
    const open = await authorize(service);
    expect(open.json().data.attributes.isActive).toBe(true);
    expect(errorsOf(await authorize(service, { startsAt: inDays(5), expiresAt: inDays(1) }))).toEqual([{ code: 'validation.after', pointer: '/data/attributes/expiresAt' }]);
    expect(errorsOf(await authorize(service, { email: 'not an address' }))).toEqual([{ code: 'validation.email', pointer: '/data/attributes/email' }]);
    const id = open.json().data.id as string;
    const backwards = { data: { type: 'software-service-authorizations', id, attributes: { startsAt: inDays(3), expiresAt: inDays(2) } } };
    expect(errorsOf(await as(admin).send('PATCH', `/api/v1/software-service-authorizations/${id}`, backwards))[0]).toMatchObject({ pointer: '/data/attributes/expiresAt' });
  });

  it("refuses an association past its service's associationsMax, naming the authorization", async () => {
    const id = (await authorize(service)).json().data.id as string;
    expect((await associate(id, 'One')).statusCode).toBe(201);
    expect((await associate(id, 'Two')).statusCode).toBe(201);
    expect(errorsOf(await associate(id, 'Three'))).toEqual([{ code: 'validation.associations_max', pointer: '/data/relationships/authorization' }]);
    // Moving an association onto a full authorization is refused too; within its own, renaming is fine.
    const other = (await authorize(service)).json().data.id as string;
    const moving = (await associate(other, 'Elsewhere')).json().data.id as string;
    const move = { data: { type: 'software-service-associations', id: moving, relationships: { authorization: link('software-service-authorizations', id) } } };
    expect(errorsOf(await as(admin).send('PATCH', `/api/v1/software-service-associations/${moving}`, move))).toEqual([
      { code: 'validation.associations_max', pointer: '/data/relationships/authorization' },
    ]);
    // Moving the authorization to a service that allows fewer than it holds is refused on `service`.
    const single = await serviceAllowing(1);
    const switchService = { data: { type: 'software-service-authorizations', id, relationships: { service: link('software-services', single) } } };
    expect(errorsOf(await as(admin).send('PATCH', `/api/v1/software-service-authorizations/${id}`, switchService))).toEqual([
      { code: 'validation.associations_max', pointer: '/data/relationships/service' },
    ]);
    expect(ids(await as(admin).get(`/api/v1/software-service-associations?filter[authorization]=${id}`))).toHaveLength(2);
  });

  it('keeps associationsMax when many associations are created at once', async () => {
    const limited = await serviceAllowing(3);
    const id = (await authorize(limited)).json().data.id as string;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => associate(id, `Device ${index}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    expect(ids(await as(admin).get(`/api/v1/software-service-associations?filter[authorization]=${id}`))).toHaveLength(3);
  });

  it('keeps statistics to admins, stores the host they came from, and refuses one from a banned origin', async () => {
    const kept = await stat({ originSignature: 'https://School.example/app', fromVersion: '2.0.0' });
    expect(kept.statusCode).toBe(201);
    const id = kept.json().data.id as string;
    expect(kept.json().data.attributes).toMatchObject({ originSignature: 'school.example', version: '2.1.0', fromVersion: '2.0.0' });
    expect((await as(member).get(`/api/v1/software-stats/${id}`)).statusCode).toBe(404);
    expect((await as(member).send('POST', '/api/v1/software-stats', { data: { type: 'software-stats', attributes: { recordedAt: inDays(0) } } })).statusCode).toBe(404);
    expect((await as(null).get('/api/v1/software-stats')).statusCode).toBeGreaterThanOrEqual(401);

    const ban = await as(admin).send('POST', '/api/v1/stats-banned-origins', { data: { type: 'stats-banned-origins', attributes: { origin: 'spam.example' } } });
    expect(ban.statusCode).toBe(201);
    expect(errorsOf(await stat({ originSignature: 'https://cdn.Spam.example/x' }))).toEqual([{ code: 'validation.banned_origin', pointer: '/data/attributes/originSignature' }]);
    expect(errorsOf(await stat({ originSignature: 'not a host' }))).toEqual([{ code: 'validation.host', pointer: '/data/attributes/originSignature' }]);
    const moved = { data: { type: 'software-stats', id, attributes: { originSignature: 'spam.example' } } };
    expect((await as(admin).send('PATCH', `/api/v1/software-stats/${id}`, moved)).statusCode).toBe(422);
    expect(errorsOf(await stat({ recordedAt: null }))[0]).toMatchObject({ pointer: '/data/attributes/recordedAt' });
    expect((await as(admin).send('DELETE', `/api/v1/software-stats/${id}`)).statusCode).toBe(204);
  });
});
