import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { JSON_API_ATOMIC } from '../../jsonapi/media-types.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { writeRelationship } from '../../operations/index.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * Open badges through the API (spec, domain "Open badges", calls §7 "Saving open badges … saves or
 * deletes child modules"): administrators manage badges and their modules in one request, issuer
 * organizations whose level reaches the configured one award them, trainees follow sessions.
 */

const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;
const linked = (type: string, id: string) => ({ data: { type, id } });
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('open badges on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let issuerAdmin: SignedIn;
  let issuerMember: SignedIn;
  let lowAdmin: SignedIn;
  let trainee: SignedIn;
  let stranger: SignedIn;
  let visitor: Record<string, string>;
  let issuer: string;
  let lowIssuer: string;
  let badge: string;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? visitor);

  async function join(userId: string, organizationId: string, { administers = false } = {}) {
    const ctx = systemContext(t.database.db);
    await writeRelationship(ctx, { type: 'users', id: userId, relationship: 'organizations', document: { data: [{ type: 'organizations', id: organizationId }] }, mode: 'add' });
    if (administers) await writeRelationship(ctx, { type: 'organizations', id: organizationId, relationship: 'administrators', document: { data: [{ type: 'users', id: userId }] }, mode: 'add' });
  }

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    [issuerAdmin, issuerMember, lowAdmin, trainee, stranger] = await Promise.all([signIn(t), signIn(t), signIn(t), signIn(t), signIn(t)]);
    visitor = await visitorHeaders(t);
    const ctx = systemContext(t.database.db);
    issuer = await createThrough(ctx, 'organizations', { name: 'Issuing lab' }, { accessLevel: ['access-levels', 'member_level_1'] });
    lowIssuer = await createThrough(ctx, 'organizations', { name: 'Contact lab' }, { accessLevel: ['access-levels', 'contact'] });
    await join(issuerAdmin.userId, issuer, { administers: true });
    await join(issuerMember.userId, issuer);
    await join(lowAdmin.userId, lowIssuer, { administers: true });
    badge = await createThrough(ctx, 'open-badges', { title: 'Switch access', validityDuration: 365, publishedAt: new Date().toISOString() });
  }, 60_000);
  afterAll(() => t.close());

  const atomic = (who: SignedIn, operations: Record<string, unknown>[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/operations',
      headers: { 'content-type': JSON_API_ATOMIC, accept: JSON_API_ATOMIC, ...who.headers },
      payload: JSON.stringify({ 'atomic:operations': operations }),
    });
  const attributesOf = async (who: SignedIn | null, url: string) => {
    const response = await as(who).get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.attributes as Record<string, unknown>;
  };
  const modulesOf = async (badgeId: string) => {
    const response = await as(admin).get(`/api/v1/open-badge-training-modules?filter[badge]=${badgeId}&sort=position`);
    return (response.json().data as { id: string; attributes: { title: string; position: number } }[]).map((row) => ({ id: row.id, ...row.attributes }));
  };
  const issue = (who: SignedIn, attributes: Record<string, unknown>, issuerId = issuer, badgeId = badge) =>
    as(who).send('POST', '/api/v1/open-badge-assertions', {
      data: { type: 'open-badge-assertions', attributes: { recipientName: 'Ana Lima', recipientEmail: 'ana@example.test', ...attributes }, relationships: { badge: linked('open-badges', badgeId), issuer: linked('organizations', issuerId) } },
    });

  describe('badges', () => {
    it('are written by administrators only, and read by anyone once published, with a page from then on', async () => {
      expect((await as(stranger).send('POST', '/api/v1/open-badges', { data: { type: 'open-badges', attributes: { title: 'Mine' } } })).statusCode).toBe(403);
      expect((await as(null).send('POST', '/api/v1/open-badges', { data: { type: 'open-badges', attributes: { title: 'Mine' } } })).statusCode).toBe(401);
      const created = await as(admin).send('POST', '/api/v1/open-badges', { data: { type: 'open-badges', attributes: { title: 'Eye gaze', description: '<p>Calibrates</p><script>alert(1)</script>' } } });
      expect(created.statusCode, created.body).toBe(201);
      const id = idOf(created);
      expect(created.json().data.attributes).toMatchObject({ title: 'Eye gaze', description: '<p>Calibrates</p>', version: 1, assertionsCount: 0, hasPage: false });
      expect((await as(null).get(`/api/v1/open-badges/${id}`)).statusCode).toBe(404);
      expect((await as(stranger).send('PATCH', `/api/v1/open-badges/${id}`, { data: { type: 'open-badges', id, attributes: { title: 'Taken' } } })).statusCode).toBe(404);
      const published = await as(admin).send('PATCH', `/api/v1/open-badges/${id}`, { data: { type: 'open-badges', id, attributes: { publishedAt: new Date().toISOString() } } });
      expect(published.statusCode, published.body).toBe(200);
      expect(await attributesOf(null, `/api/v1/open-badges/${id}`)).toMatchObject({ title: 'Eye gaze', hasPage: true });
      expect((await as(stranger).send('PATCH', `/api/v1/open-badges/${id}`, { data: { type: 'open-badges', id, attributes: { title: 'Taken' } } })).statusCode).toBe(403);
      expect((await as(stranger).send('DELETE', `/api/v1/open-badges/${id}`)).statusCode).toBe(403);
      expect((await as(admin).send('DELETE', `/api/v1/open-badges/${id}`)).statusCode).toBe(204);
      expect((await as(admin).get(`/api/v1/open-badges/${id}`)).statusCode).toBe(404);
    });

    it('answer 422 naming the field for a missing title or a validity below one day', async () => {
      const response = await as(admin).send('POST', '/api/v1/open-badges', { data: { type: 'open-badges', attributes: { validityDuration: 0 } } });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).map((error) => error.pointer).sort()).toEqual(['/data/attributes/title', '/data/attributes/validityDuration']);
    });

    it('point every older version at the newest one', async () => {
      const ctx = systemContext(t.database.db);
      const first = await createThrough(ctx, 'open-badges', { title: 'Scanning v1' });
      const second = await createThrough(ctx, 'open-badges', { title: 'Scanning v2', version: 2 }, { previousBadge: ['open-badges', first] });
      const third = await createThrough(ctx, 'open-badges', { title: 'Scanning v3', version: 3 }, { previousBadge: ['open-badges', second] });
      const badges = tablesOf('open-badges').table;
      const rows = await t.database.db.select({ id: badges.id, newest: badges.newestBadgeId }).from(badges);
      const newestOf = (id: string) => rows.find((row) => row.id === id)?.newest;
      expect([newestOf(first), newestOf(second), newestOf(third)]).toEqual([third, third, null]);
    });
  });

  describe('modules', () => {
    const addBadge = (title: string) => ({ op: 'add', data: { type: 'open-badges', lid: 'badge', attributes: { title } } });
    const addModule = (title: string, position: number, badgeRef: Record<string, string> = { lid: 'badge' }) => ({
      op: 'add',
      data: { type: 'open-badge-training-modules', attributes: { title, position, content: '<p>Read</p>' }, relationships: { badge: { data: { type: 'open-badges', ...badgeRef } } } },
    });

    it('are saved with their badge: changed ones updated, removed ones deleted, in one request', async () => {
      const created = await atomic(admin, [addBadge('Head pointer'), addModule('Posture', 0), addModule('Calibration', 1)]);
      expect(created.statusCode, created.body).toBe(200);
      const [badgeResult, posture, calibration] = (created.json()['atomic:results'] as { data: { id: string } }[]).map((result) => result.data.id) as [string, string, string];
      expect((await modulesOf(badgeResult)).map((module) => module.title)).toEqual(['Posture', 'Calibration']);

      const saved = await atomic(admin, [
        { op: 'update', data: { type: 'open-badges', id: badgeResult, attributes: { title: 'Head pointer, second edition' } } },
        { op: 'update', data: { type: 'open-badge-training-modules', id: posture, attributes: { title: 'Seating and posture' } } },
        { op: 'remove', ref: { type: 'open-badge-training-modules', id: calibration } },
        addModule('Practice', 1, { id: badgeResult }),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await modulesOf(badgeResult)).map((module) => module.title)).toEqual(['Seating and posture', 'Practice']);
      expect(await attributesOf(admin, `/api/v1/open-badges/${badgeResult}`)).toMatchObject({ title: 'Head pointer, second edition' });
    });

    it('leave the badge and its modules as they were when one change is bad', async () => {
      const created = await atomic(admin, [addBadge('Joystick'), addModule('Grip', 0)]);
      const [badgeResult, grip] = (created.json()['atomic:results'] as { data: { id: string } }[]).map((result) => result.data.id) as [string, string];
      const refused = await atomic(admin, [
        { op: 'update', data: { type: 'open-badges', id: badgeResult, attributes: { title: 'Joystick, renamed' } } },
        { op: 'remove', ref: { type: 'open-badge-training-modules', id: grip } },
        addModule('', 1, { id: badgeResult }),
      ]);
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused)[0]).toMatchObject({ code: 'validation.required' });
      expect((await modulesOf(badgeResult)).map((module) => module.title)).toEqual(['Grip']);
      expect(await attributesOf(admin, `/api/v1/open-badges/${badgeResult}`)).toMatchObject({ title: 'Joystick' });
    });

    it('are written by administrators only, read with their published badge, and go with it', async () => {
      const created = await atomic(admin, [addBadge('Switches'), addModule('Wiring', 0)]);
      const [badgeResult, wiring] = (created.json()['atomic:results'] as { data: { id: string } }[]).map((result) => result.data.id) as [string, string];
      expect((await as(stranger).send('POST', '/api/v1/open-badge-training-modules', addModule('Mine', 2, { id: badgeResult }))).statusCode).toBe(403);
      // The badge is a draft: its modules are hidden with it.
      expect((await as(stranger).get(`/api/v1/open-badge-training-modules/${wiring}`)).statusCode).toBe(404);
      await as(admin).send('PATCH', `/api/v1/open-badges/${badgeResult}`, { data: { type: 'open-badges', id: badgeResult, attributes: { publishedAt: new Date().toISOString() } } });
      expect((await as(null).get(`/api/v1/open-badge-training-modules/${wiring}`)).statusCode).toBe(200);
      expect((await as(admin).send('DELETE', `/api/v1/open-badges/${badgeResult}`)).statusCode).toBe(204);
      expect(await modulesOf(badgeResult)).toEqual([]);
    });
  });

  describe('assertions', () => {
    it('are issued by the issuer’s administrators, dated, given an expiry from the badge, and counted on it', async () => {
      const before = Date.now();
      const response = await issue(issuerAdmin, { recipientEmail: ' Ana@Example.test ' });
      expect(response.statusCode, response.body).toBe(201);
      const { attributes } = response.json().data;
      expect(attributes).toMatchObject({ recipientEmail: 'ana@example.test', isExpired: false, revokedAt: null });
      const issuedAt = new Date(attributes.issuedAt).getTime();
      expect(issuedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(attributes.expiresAt).getTime() - issuedAt).toBe(365 * DAY_MS);
      expect(await attributesOf(null, `/api/v1/open-badges/${badge}`)).toMatchObject({ assertionsCount: 1 });
    });

    it('refuse an organization below the issuing level, and someone who does not administer the issuer, saying why', async () => {
      const low = await issue(lowAdmin, {}, lowIssuer);
      expect(low.statusCode).toBe(403);
      expect(errorsOf(low)).toEqual([{ code: 'forbidden', pointer: '/data/relationships/issuer' }]);
      expect(low.json().errors[0].detail).toMatch(/access level does not reach/);
      // The level holds for site administrators too: it is the organization that issues.
      expect((await issue(admin, {}, lowIssuer)).statusCode).toBe(403);
      const notTheirs = await issue(lowAdmin, {}, issuer);
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json().errors[0].detail).toMatch(/administrator of the issuer/);
      expect((await issue(stranger, {})).statusCode).toBe(403);
      expect((await issue(issuerMember, {})).statusCode).toBe(403);
    });

    it('follow the configured level: raised above the issuer’s, the issuer is refused', async () => {
      const envs = tablesOf('app-envs').table;
      await t.database.db.update(envs).set({ openBadgeIssuerAccessLevelId: 'member_level_2' }).where(eq(envs.id, 'main'));
      try {
        expect((await issue(issuerAdmin, {})).statusCode).toBe(403);
        await t.database.db.update(envs).set({ openBadgeIssuerAccessLevelId: null }).where(eq(envs.id, 'main'));
        const unset = await issue(issuerAdmin, {});
        expect(unset.statusCode).toBe(403);
        expect(unset.json().errors[0].detail).toMatch(/No access level is configured/);
      } finally {
        await t.database.db.update(envs).set({ openBadgeIssuerAccessLevelId: 'member_level_1' }).where(eq(envs.id, 'main'));
      }
    });

    it('are read by the issuer’s members and administrators, never by a stranger or a visitor', async () => {
      const id = idOf(await issue(issuerAdmin, { recipientName: 'Private person' }));
      expect(await attributesOf(issuerMember, `/api/v1/open-badge-assertions/${id}`)).toMatchObject({ recipientName: 'Private person' });
      expect((await as(stranger).get(`/api/v1/open-badge-assertions/${id}`)).statusCode).toBe(404);
      expect((await as(null).get(`/api/v1/open-badge-assertions/${id}`)).statusCode).toBe(404);
      const listed = await as(stranger).get('/api/v1/open-badge-assertions');
      expect(listed.json().data.map((row: { id: string }) => row.id)).not.toContain(id);
      expect((await as(stranger).send('PATCH', `/api/v1/open-badge-assertions/${id}`, { data: { type: 'open-badge-assertions', id, attributes: { revokedAt: new Date().toISOString() } } })).statusCode).toBe(404);
      expect((await as(issuerMember).send('DELETE', `/api/v1/open-badge-assertions/${id}`)).statusCode).toBe(403);
    });

    it('are revoked by the issuer, and expired once expiresAt is past', async () => {
      const id = idOf(await issue(issuerAdmin, { issuedAt: '2020-01-01T00:00:00Z', expiresAt: '2021-01-01T00:00:00Z' }));
      expect(await attributesOf(issuerMember, `/api/v1/open-badge-assertions/${id}`)).toMatchObject({ isExpired: true });
      const revoked = await as(issuerAdmin).send('PATCH', `/api/v1/open-badge-assertions/${id}`, {
        data: { type: 'open-badge-assertions', id, attributes: { revokedAt: '2020-06-01T00:00:00Z', revocationReason: 'Issued by mistake' } },
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().data.attributes).toMatchObject({ revocationReason: 'Issued by mistake' });
    });

    it('answer 422 naming the field for a recipient address that is not one', async () => {
      const response = await issue(issuerAdmin, { recipientEmail: 'not an address' });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([{ code: 'validation.email', pointer: '/data/attributes/recipientEmail' }]);
    });

    it('keep the badge’s count right under concurrent issues and deletions', async () => {
      const ctx = systemContext(t.database.db);
      const counted = await createThrough(ctx, 'open-badges', { title: 'Counted', publishedAt: new Date().toISOString() });
      const results = await Promise.all(Array.from({ length: 8 }, (_, index) => issue(issuerAdmin, { recipientName: `Person ${index}` }, issuer, counted)));
      expect(results.map((response) => response.statusCode)).toEqual(results.map(() => 201));
      expect(await attributesOf(null, `/api/v1/open-badges/${counted}`)).toMatchObject({ assertionsCount: 8 });
      const deletions = await Promise.all(results.slice(0, 3).map((response) => as(issuerAdmin).send('DELETE', `/api/v1/open-badge-assertions/${idOf(response)}`)));
      expect(deletions.map((response) => response.statusCode)).toEqual([204, 204, 204]);
      expect(await attributesOf(null, `/api/v1/open-badges/${counted}`)).toMatchObject({ assertionsCount: 5 });
    }, 60_000);
  });

  describe('training sessions', () => {
    const start = (who: SignedIn, issuerId = issuer) =>
      as(who).send('POST', '/api/v1/open-badge-training-sessions', {
        data: { type: 'open-badge-training-sessions', relationships: { badge: linked('open-badges', badge), issuer: linked('organizations', issuerId) } },
      });
    const addSessionModule = (who: SignedIn, session: string, position: number, startedAt: string, finishedAt: string) =>
      as(who).send('POST', '/api/v1/open-badge-training-session-modules', {
        data: { type: 'open-badge-training-session-modules', attributes: { position, startedAt, finishedAt }, relationships: { session: linked('open-badge-training-sessions', session) } },
      });

    it('are asked for by a trainee, with an issuer that reaches the issuing level', async () => {
      const response = await start(trainee);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ duration: null, acceptedAt: null });
      expect(response.json().data.attributes.requestedAt).not.toBeNull();
      const low = await start(trainee, lowIssuer);
      expect(low.statusCode).toBe(403);
      expect(errorsOf(low)).toEqual([{ code: 'forbidden', pointer: '/data/relationships/issuer' }]);
      expect(response.json().data.relationships.createdBy.data).toEqual({ type: 'users', id: trainee.userId });
    });

    it('are run by the issuer’s administrators, last the sum of their modules once finished, and stay private', async () => {
      const session = idOf(await start(trainee));
      expect((await addSessionModule(trainee, session, 0, '2026-03-01T10:00:00Z', '2026-03-01T10:45:00Z')).statusCode).toBe(403);
      expect((await addSessionModule(issuerAdmin, session, 0, '2026-03-01T10:00:00Z', '2026-03-01T10:45:00Z')).statusCode).toBe(201);
      expect((await addSessionModule(issuerAdmin, session, 1, '2026-03-02T14:00:00Z', '2026-03-02T14:20:30Z')).statusCode).toBe(201);
      expect(await attributesOf(trainee, `/api/v1/open-badge-training-sessions/${session}`)).toMatchObject({ duration: null });
      const finish = { data: { type: 'open-badge-training-sessions', id: session, attributes: { acceptedAt: '2026-02-28T09:00:00Z', finishedAt: '2026-03-02T15:00:00Z' } } };
      expect((await as(trainee).send('PATCH', `/api/v1/open-badge-training-sessions/${session}`, finish)).statusCode).toBe(403);
      const finished = await as(issuerAdmin).send('PATCH', `/api/v1/open-badge-training-sessions/${session}`, finish);
      expect(finished.statusCode, finished.body).toBe(200);
      expect(finished.json().data.attributes).toMatchObject({ duration: 66 });
      expect(await attributesOf(trainee, `/api/v1/open-badge-training-sessions/${session}`)).toMatchObject({ duration: 66 });
      expect((await as(stranger).get(`/api/v1/open-badge-training-sessions/${session}`)).statusCode).toBe(404);
      expect((await as(stranger).get(`/api/v1/open-badge-training-session-modules?filter[session]=${session}`)).json().data).toEqual([]);
      expect((await as(issuerAdmin).send('DELETE', `/api/v1/open-badge-training-sessions/${session}`)).statusCode).toBe(204);
      const modules = tablesOf('open-badge-training-session-modules').table;
      expect(await t.database.db.select().from(modules).where(eq(modules.sessionId, session))).toEqual([]);
    });
  });
});
