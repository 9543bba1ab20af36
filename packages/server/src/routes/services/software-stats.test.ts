import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SOFTWARE_STATS_BATCH_MAX } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { syncSoftwareStatsReference } from '../../seed/software.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const URL = '/api/v1/services/software-stats';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * An installation of the software posts its own statistics (spec, domain "Software statistics"):
 * no session, known by its installationId and its authorization's distId; refused for anyone else's
 * installation, from a banned host, and past its rate limits.
 */
describe.each(TEST_DATABASES)('installations posting their statistics on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  const installations: Record<string, string> = {};
  let address = 0;
  const system = () => systemContext(t.database.db);

  /** A call from a device of its own address (so each test's rate limits are its own). */
  const post = (body: unknown, { headers = {}, from = `10.0.0.${address}` }: { headers?: Record<string, string>; from?: string } = {}) =>
    t.app.inject({ method: 'POST', url: URL, remoteAddress: from, headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, payload: JSON.stringify(body) });
  const launch = (attributes: Record<string, unknown> = {}) => ({ event: 'launch', recordedAt: inDays(0), version: '2.1.0', ...attributes });
  const statsOf = async (installation: string) =>
    (await client(t, admin.headers).get(`/api/v1/software-stats?filter[installation]=${installations[installation]}&page[size]=100&include=event,origin`)).json() as {
      data: { attributes: Record<string, unknown>; relationships: { event: { data: { id: string } }; origin: { data: { id: string } | null } } }[];
    };
  const codeOf = (response: LightMyRequestResponse) => errorsOf(response).map((error) => error.code);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    await syncSoftwareStatsReference(t.database.db);
    admin = await signIn(t, { isAdmin: true });
    const service = await createThrough(system(), 'software-services', { name: 'Speech', associationsMax: 5 });
    const authorize = (distId: string, period: Record<string, string> = {}) =>
      createThrough(system(), 'software-service-authorizations', { distId, email: `${distId.toLowerCase()}@example.test`, ...period }, { service: ['software-services', service] });
    const ana = await authorize('DIST-ANA', { startsAt: inDays(-10), expiresAt: inDays(300) });
    const bob = await authorize('DIST-BOB');
    const old = await authorize('DIST-OLD', { startsAt: inDays(-400), expiresAt: inDays(-30) });
    for (const [installationId, authorization, enableSessionsStats] of [
      ['INST-ANA', ana, true],
      ['INST-BOB', bob, false],
      ['INST-OLD', old, true],
      ['INST-LONE', null, true],
    ] as const) {
      installations[installationId] = await createThrough(system(), 'software-installations', { installationId, enableSessionsStats, system: 'Android 14' });
      if (authorization) {
        await createThrough(system(), 'software-service-associations', { name: installationId }, { authorization: ['software-service-authorizations', authorization], installation: ['software-installations', installations[installationId]!] });
      }
    }
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    address += 1;
  });

  it('keeps the statistics of an installation without a session, the events and origins found or added by name', async () => {
    const answer = await post({
      installationId: 'INST-ANA',
      distId: 'DIST-ANA',
      stats: [
        launch(),
        launch({ event: 'Session start', system: 'Android 15' }),
        launch({ event: 'Crash report', origin: 'Kiosk mode', fromVersion: '2.0.0' }),
        launch({ event: 'update', origin: 'website', version: '2.2.0', fromVersion: '2.1.0' }),
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ meta: { kept: 4, skipped: 0 } });
    // It reads no session and hands none out.
    expect(answer.headers['set-cookie']).toBeUndefined();

    const kept = await statsOf('INST-ANA');
    const summary = kept.data.map((row) => `${row.relationships.event.data.id}/${row.relationships.origin.data?.id}/${row.attributes.system}`).sort();
    expect(summary).toEqual(['crash_report/kiosk_mode/Android 14', 'launch/application/Android 14', 'session_start/application/Android 15', 'update/website/Android 14']);
    // A new event is named as sent; a seeded one keeps its names.
    const events = client(t, admin.headers);
    expect((await events.get('/api/v1/stats-events/crash_report')).json().data.attributes.name).toBe('Crash report');
    expect((await events.get('/api/v1/stats-events/session_start', { 'accept-language': 'fr' })).json().data.attributes.name).toBe('Début de session');

    // The same names again (in another case) find the rows added the first time.
    const again = await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ event: 'crash-report', origin: 'KIOSK MODE' })] });
    expect(again.statusCode, again.body).toBe(200);
    const eventIds = (await events.get('/api/v1/stats-events?page[size]=100')).json().data.map((row: { id: string }) => row.id);
    expect(eventIds.filter((id: string) => id === 'crash_report')).toHaveLength(1);
    expect((await statsOf('INST-ANA')).data).toHaveLength(5);
  });

  it('leaves out the session events of an installation that does not count its sessions', async () => {
    const answer = await post({ installationId: 'INST-BOB', distId: 'DIST-BOB', stats: [launch({ event: 'session_start' }), launch({ event: 'session_end' }), launch()] });
    expect(answer.json()).toEqual({ meta: { kept: 1, skipped: 2 } });
    expect((await statsOf('INST-BOB')).data.map((row) => row.relationships.event.data.id)).toEqual(['launch']);
  });

  it("refuses a stranger posting for someone else's installation, an unknown or unassociated one, and a lapsed authorization", async () => {
    const before = (await statsOf('INST-ANA')).data.length;
    // Bob's own, valid reference does not open Ana's installation.
    const stranger = await post({ installationId: 'INST-ANA', distId: 'DIST-BOB', stats: [launch()] });
    expect(stranger.statusCode).toBe(401);
    expect(codeOf(stranger)).toEqual(['installation_unknown']);
    // Nor does a signed-in administrator's session: the call reads none.
    const withSession = await post({ installationId: 'INST-ANA', distId: 'DIST-BOB', stats: [launch()] }, { headers: admin.headers });
    expect(withSession.statusCode).toBe(401);
    for (const [installationId, distId] of [
      ['INST-NOWHERE', 'DIST-ANA'],
      ['INST-LONE', 'DIST-ANA'],
      ['INST-ANA', 'dist-ana'],
    ]) {
      const answer = await post({ installationId, distId, stats: [launch()] });
      expect(codeOf(answer), `${installationId} ${distId}`).toEqual(['installation_unknown']);
    }
    expect((await statsOf('INST-ANA')).data).toHaveLength(before);

    const lapsed = await post({ installationId: 'INST-OLD', distId: 'DIST-OLD', stats: [launch()] });
    expect(lapsed.statusCode).toBe(403);
    expect(codeOf(lapsed)).toEqual(['authorization_inactive']);
    expect((await statsOf('INST-OLD')).data).toEqual([]);
  });

  it('answers bad input with a 422 naming each field, and keeps nothing of the call', async () => {
    const before = (await statsOf('INST-ANA')).data.length;
    const bad = async (body: unknown) => errorsOf(await post(body));
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch(), launch({ recordedAt: undefined })] })).toEqual([{ code: 'validation.required', pointer: '/stats/1/recordedAt' }]);
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ recordedAt: 'yesterday' })] })).toEqual([{ code: 'validation.datetime', pointer: '/stats/0/recordedAt' }]);
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ event: '<script>' })] })).toEqual([{ code: 'validation.regex', pointer: '/stats/0/event' }]);
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ event: 'Démarrage' })] })).toEqual([{ code: 'validation.regex', pointer: '/stats/0/event' }]);
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ origin: 'x'.repeat(65) })] })).toEqual([{ code: 'validation.max', pointer: '/stats/0/origin' }]);
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ installation: 'other' })] })).toEqual([{ code: 'validation.unknown_field', pointer: '/stats/0/installation' }]);
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [] })).toEqual([{ code: 'validation.min', pointer: '/stats' }]);
    expect(await bad({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: Array.from({ length: SOFTWARE_STATS_BATCH_MAX + 1 }, () => launch()) })).toEqual([{ code: 'validation.max', pointer: '/stats' }]);
    expect(await bad({ installationId: 'INST-ANA', stats: [launch()] })).toEqual([{ code: 'validation.required', pointer: '/distId' }]);
    expect((await post('not json at all')).statusCode).toBe(422);
    expect((await statsOf('INST-ANA')).data).toHaveLength(before);
  });

  it('refuses the statistics of a call from a banned host and keeps the host of the others', async () => {
    const ban = await client(t, admin.headers).send('POST', '/api/v1/stats-banned-origins', { data: { type: 'stats-banned-origins', attributes: { origin: 'spam.example' } } });
    expect(ban.statusCode).toBe(201);
    const before = (await statsOf('INST-ANA')).data.length;
    const banned = await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch()] }, { headers: { origin: 'https://cdn.Spam.example' } });
    expect(banned.statusCode).toBe(403);
    expect(codeOf(banned)).toEqual(['banned_origin']);
    const viaReferer = await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch()] }, { headers: { referer: 'https://spam.example/app' } });
    expect(codeOf(viaReferer)).toEqual(['banned_origin']);
    expect((await statsOf('INST-ANA')).data).toHaveLength(before);

    const fine = await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ event: 'uninstallation' })] }, { headers: { origin: 'https://School.example' } });
    expect(fine.statusCode, fine.body).toBe(200);
    const kept = (await statsOf('INST-ANA')).data.find((row) => row.relationships.event.data.id === 'uninstallation');
    expect(kept?.attributes.originSignature).toBe('school.example');
  });

  it('stops an address that keeps guessing, and an installation that posts too often', async () => {
    const from = '10.9.9.9';
    for (let attempt = 0; attempt < 10; attempt++) expect((await post({ installationId: 'INST-ANA', distId: `GUESS-${attempt}`, stats: [launch()] }, { from })).statusCode).toBe(401);
    // Spent: even the right pair waits, from that address; another address is not held up.
    const held = await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch()] }, { from });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch()] }, { from: '10.9.9.10' })).statusCode).toBe(200);

    // One installation's calls: 30 a minute whatever the address (Ana's has made some above).
    const answers = [];
    for (let call = 0; call < 30; call++) answers.push((await post({ installationId: 'INST-BOB', distId: 'DIST-BOB', stats: [launch()] }, { from: `10.8.${call}.1` })).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
  });

  describe('from a web app on another site', () => {
    const WEB_APP = 'https://board.example';
    const preflight = (url: string) =>
      t.app.inject({ method: 'OPTIONS', url, remoteAddress: `10.0.0.${address}`, headers: { origin: WEB_APP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

    it('answers the preflight: any origin, POST with a JSON body, no credentials, no cookie', async () => {
      const answer = await preflight(URL);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'Content-Type',
      });
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers['set-cookie']).toBeUndefined();
    });

    it('lets the page read the answer, a refusal included, and reads no cookie nor asks an anti-forgery token', async () => {
      // A signed-in administrator's browser sends its cookies along: the call still answers as no one's.
      const withCookies = { origin: WEB_APP, cookie: admin.headers.cookie ?? '' };
      const kept = await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch()] }, { headers: withCookies });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.headers['access-control-allow-origin']).toBe('*');
      expect(kept.headers['access-control-allow-credentials']).toBeUndefined();
      expect(kept.headers['set-cookie']).toBeUndefined();
      const refused = await post({ installationId: 'INST-ANA', distId: 'DIST-WRONG', stats: [launch()] }, { headers: withCookies });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      const invalid = await post({ installationId: 'INST-ANA', distId: 'DIST-ANA', stats: [launch({ recordedAt: 'yesterday' })] }, { headers: { origin: WEB_APP } });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.headers['access-control-allow-origin']).toBe('*');
    });

    it('answers no other route across origins: their preflights and answers carry no Access-Control header', async () => {
      for (const url of ['/api/v1/aac-products', '/api/v1/services/stats/records', '/api/v1/users/me', '/auth/login']) {
        const answer = await preflight(url);
        expect(answer.headers['access-control-allow-origin'], url).toBeUndefined();
        expect(answer.headers['access-control-allow-methods'], url).toBeUndefined();
      }
      const read = await t.app.inject({ method: 'GET', url: '/api/v1/software-installations', headers: { origin: WEB_APP, ...admin.headers } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      // Elsewhere an unsafe call without the anti-forgery token is refused, as it always was.
      const forged = await t.app.inject({ method: 'POST', url: '/api/v1/stats-banned-origins', headers: { origin: WEB_APP, cookie: admin.headers.cookie ?? '', 'content-type': 'application/vnd.api+json' }, payload: '{}' });
      expect(forged.statusCode).toBe(419);
      expect(forged.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
