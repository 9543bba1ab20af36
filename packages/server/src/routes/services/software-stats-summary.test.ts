import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mySoftwareAssociationsAnswer, softwareStatsSummaryAnswer } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { syncSoftwareStatsReference } from '../../seed/software.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { csvCell } from '../../http/csv.ts';

const UTC = { 'x-timezone': 'UTC' };
const PERIOD = 'from=2021-05-01&to=2021-05-03';

/**
 * The software statistics of the back office (spec, domain `/admin/resources/software/stats/events`
 * and `/sessions`, admins) and a member's own associations (`/account/software/associations`).
 */
describe.each(TEST_DATABASES)('software statistics and associations on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    await syncSoftwareStatsReference(t.database.db);
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t, { email: 'Ana.Member@example.test' });
    stranger = await signIn(t);
    const system = systemContext(t.database.db);
    ids.speech = await createThrough(system, 'software-services', { name: 'Speech', associationsMax: 3 });
    ids.reader = await createThrough(system, 'software-services', { name: 'Reader', associationsMax: 2 });
    ids.auth = await createThrough(system, 'software-service-authorizations', { distId: 'DIST-ANA', email: 'ana.member@example.test' }, { service: ['software-services', ids.speech] });
    ids.other = await createThrough(system, 'software-service-authorizations', { distId: 'DIST-BOB', email: 'bob@example.test' }, { service: ['software-services', ids.reader] });
    ids.group = await createThrough(system, 'software-groups', { name: 'School' });
    ids.a = await createThrough(system, 'software-installations', { installationId: 'INST-A', name: 'Tablet', system: 'Android 14', enableSessionsStats: true }, { groups: ['software-groups', [ids.group]] });
    ids.b = await createThrough(system, 'software-installations', { installationId: 'INST-B', name: 'Laptop', system: 'Windows 11' });
    await createThrough(system, 'software-service-associations', { name: 'Classroom tablet' }, { authorization: ['software-service-authorizations', ids.auth], installation: ['software-installations', ids.a] });
    await createThrough(system, 'software-service-associations', { name: 'Home laptop' }, { authorization: ['software-service-authorizations', ids.other], installation: ['software-installations', ids.b] });
    const stat = (installation: string, event: string, recordedAt: string, version: string | null, system: string | null, times = 1) =>
      Array.from({ length: times }, () => ({ installationId: installation, eventId: event, originId: 'application', recordedAt: new Date(recordedAt), version, system }));
    await t.database.db.insert(tablesOf('software-stats').table).values([
      ...stat(ids.a!, 'launch', '2021-05-01T10:00:00Z', '2.0', 'Android 14', 3),
      ...stat(ids.a!, 'launch', '2021-05-02T10:00:00Z', '2.1', 'Android 14'),
      ...stat(ids.a!, 'session_start', '2021-05-02T11:00:00Z', '2.1', 'Android 14', 2),
      ...stat(ids.a!, 'session_end', '2021-05-02T12:00:00Z', '2.1', 'Android 14', 2),
      ...stat(ids.b!, 'installation', '2021-05-03T23:59:00Z', '=HYPERLINK("x")', 'Windows 11'),
      ...stat(ids.b!, 'launch', '2021-05-03T08:00:00Z', null, null, 2),
      // Outside the period.
      ...stat(ids.b!, 'launch', '2021-04-30T23:59:59Z', '2.0', 'Windows 11'),
      ...stat(ids.b!, 'launch', '2021-05-04T00:00:00Z', '2.0', 'Windows 11'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const summary = async (view: string, query: string) => {
    const response = await client(t, admin.headers).get(`/api/v1/services/software-stats/${view}?${query}`, UTC);
    expect(response.statusCode, response.body).toBe(200);
    return softwareStatsSummaryAnswer.parse(response.json()).data;
  };

  it('counts the events of each day by version and by system, session events left out', async () => {
    const data = await summary('events', PERIOD);
    expect(data.days).toEqual(['2021-05-01', '2021-05-02', '2021-05-03']);
    expect(data.total).toBe(7);
    expect(data.byVersion).toEqual([
      { key: '2.0', isOther: false, counts: [3, 0, 0], total: 3 },
      { key: null, isOther: false, counts: [0, 0, 2], total: 2 },
      { key: '2.1', isOther: false, counts: [0, 1, 0], total: 1 },
      { key: '=HYPERLINK("x")', isOther: false, counts: [0, 0, 1], total: 1 },
    ]);
    expect(data.bySystem).toEqual([
      { key: 'Android 14', isOther: false, counts: [3, 1, 0], total: 4 },
      { key: null, isOther: false, counts: [0, 0, 2], total: 2 },
      { key: 'Windows 11', isOther: false, counts: [0, 0, 1], total: 1 },
    ]);
  });

  it('counts the sessions started, and days in the reader’s zone', async () => {
    expect((await summary('sessions', PERIOD)).byVersion).toEqual([{ key: '2.1', isOther: false, counts: [0, 2, 0], total: 2 }]);
    // In Paris, 23:59 UTC on the 3rd is the 4th (the installation moves out of the period) and
    // 23:59:59 UTC on April 30th is May 1st (that launch moves in).
    const response = await client(t, admin.headers).get(`/api/v1/services/software-stats/events?${PERIOD}`, { 'x-timezone': 'Europe/Paris' });
    const paris = softwareStatsSummaryAnswer.parse(response.json()).data;
    expect(paris.total).toBe(7);
    expect(paris.byVersion.find((series) => series.key === '2.0')?.counts).toEqual([4, 0, 0]);
    expect(paris.byVersion.some((series) => series.key === '=HYPERLINK("x")')).toBe(false);
  });

  it('filters by installation, group and service', async () => {
    expect((await summary('events', `${PERIOD}&installation=${ids.b}`)).total).toBe(3);
    expect((await summary('events', `${PERIOD}&group=${ids.group}`)).total).toBe(4);
    expect((await summary('events', `${PERIOD}&service=${ids.speech}`)).total).toBe(4);
    expect((await summary('events', `${PERIOD}&service=${ids.reader}&installation=${ids.a}`)).total).toBe(0);
  });

  it('exports the counts per day, version and system as CSV, formulas defused', async () => {
    const response = await client(t, admin.headers).get(`/api/v1/services/software-stats/events.csv?${PERIOD}`, UTC);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="software-events-2021-05-01-2021-05-03.csv"');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'day,version,system,events',
      '2021-05-01,2.0,Android 14,3',
      '2021-05-02,2.1,Android 14,1',
      `2021-05-03,"'=HYPERLINK(""x"")",Windows 11,1`,
      '2021-05-03,,,2',
      '',
    ]);
    const sessions = await client(t, admin.headers).get(`/api/v1/services/software-stats/sessions.csv?${PERIOD}&group=${ids.group}`, UTC);
    expect(sessions.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['day,version,system,sessions', '2021-05-02,2.1,Android 14,2', '']);
  });

  it('guards every cell a spreadsheet would run', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'plain', '"a,b"']);
  });

  it('refuses anyone but an administrator, and bad filters naming the field', async () => {
    for (const url of ['/api/v1/services/software-stats/events', '/api/v1/services/software-stats/sessions.csv']) {
      expect((await client(t, member.headers).get(url)).statusCode).toBe(403);
      expect((await client(t, await visitorHeaders(t)).get(url)).statusCode).toBe(401);
    }
    expect((await client(t, admin.headers).get('/api/v1/services/software-stats/crashes')).statusCode).toBe(404);
    const bad = await client(t, admin.headers).get('/api/v1/services/software-stats/events?from=2021-05-03&to=2021-05-01&group=nope');
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'validation.uuid', parameter: 'group' }), expect.objectContaining({ code: 'validation.after_or_equal', parameter: 'to' })]));
  });

  it('shows a member their own authorizations, installations and the associations left; a stranger sees none of them', async () => {
    const mine = await client(t, member.headers).get('/api/v1/services/software/associations');
    expect(mine.statusCode, mine.body).toBe(200);
    const { data } = mySoftwareAssociationsAnswer.parse(mine.json());
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ distId: 'DIST-ANA', isActive: true, service: { name: 'Speech', associationsMax: 3 }, used: 1, left: 2 });
    expect(data[0]!.associations).toEqual([expect.objectContaining({ name: 'Classroom tablet', installation: { id: ids.a, name: 'Tablet', system: 'Android 14', deviceId: null } })]);
    expect(JSON.stringify(data)).not.toContain('DIST-BOB');

    const theirs = await client(t, stranger.headers).get('/api/v1/services/software/associations');
    expect(mySoftwareAssociationsAnswer.parse(theirs.json()).data).toEqual([]);
    expect((await client(t, await visitorHeaders(t)).get('/api/v1/services/software/associations')).statusCode).toBe(401);
  });

  it('shows nothing to a member whose address is not verified yet', async () => {
    const unverified = await signIn(t, { email: 'bob@example.test', verified: false });
    const answer = mySoftwareAssociationsAnswer.parse((await client(t, unverified.headers).get('/api/v1/services/software/associations')).json());
    expect(answer).toEqual({ data: [], meta: { emailVerified: false } });
  });
});
