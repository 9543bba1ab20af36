import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSummaryAnswer } from '@relais/domain';
import type { StatsSummary } from '@relais/domain';
import { statRecords } from '../../db/system-tables.ts';
import { databaseErrorOf } from '../../jsonapi/db-errors.ts';
import { statsSummary } from '../../services/stats.ts';
import { client, errorsOf, operationContext } from '../../jsonapi/testing.ts';
import { createResource } from '../../operations/index.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const SUMMARY = '/api/v1/services/stats/summary';
const RECORDS = '/api/v1/services/stats/records';
const UTC = { 'x-timezone': 'UTC' };

describe.each(TEST_DATABASES)('GET services/stats/summary on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const summary = async (query: string, headers: Record<string, string> = admin.headers) => {
    const response = await client(t, headers).get(`${SUMMARY}?${query}`, UTC);
    expect(response.statusCode, response.body).toBe(200);
    return statsSummaryAnswer.parse(response.json());
  };
  const record = (event: 'view' | 'download', resourceType: string, resourceId: string, at: string, times = 1, origin: string | null = null) =>
    t.database.db.insert(statRecords).values(Array.from({ length: times }, () => ({ event, resourceType, resourceId, origin, recordedAt: new Date(at) })));
  const post = (headers: Record<string, string>, origin: Record<string, string>, resourceId: string) =>
    t.app.inject({
      method: 'POST',
      url: RECORDS,
      headers: { 'content-type': 'application/json', ...headers, ...origin },
      payload: JSON.stringify({ records: [{ event: 'view', resourceType: 'app-pages', resourceId }] }),
    });

  it('counts each day of the period per kind, most recorded kind first, and lists the most viewed items with their names', async () => {
    const organization = (await createResource(operationContext(t), { type: 'organizations', document: { data: { type: 'organizations', attributes: { name: 'Fab lab' } } } })).id;
    const page = randomUUID();
    await record('view', 'organizations', organization, '2020-03-01T10:00:00Z', 3);
    await record('view', 'organizations', organization, '2020-03-02T23:59:00Z');
    await record('view', 'app-pages', page, '2020-03-02T08:00:00Z', 2);
    await record('download', 'files', randomUUID(), '2020-03-01T10:00:00Z', 5);
    await record('view', 'app-pages', page, '2020-02-29T23:59:59Z');
    await record('view', 'app-pages', page, '2020-03-04T00:00:00Z');

    const { data, meta } = await summary('event=view&from=2020-03-01&to=2020-03-03');
    expect(meta.events).toEqual(['view', 'download']);
    expect(data).toEqual<StatsSummary>({
      event: 'view',
      from: '2020-03-01',
      to: '2020-03-03',
      timezone: 'UTC',
      resourceType: null,
      days: ['2020-03-01', '2020-03-02', '2020-03-03'],
      series: [
        { resourceType: 'organizations', counts: [3, 1, 0], total: 4 },
        { resourceType: 'app-pages', counts: [0, 2, 0], total: 2 },
      ],
      total: 6,
      top: [
        { resourceType: 'organizations', resourceId: organization, count: 4, label: 'Fab lab' },
        { resourceType: 'app-pages', resourceId: page, count: 2, label: null },
      ],
      origins: [{ origin: null, count: 6 }],
    });
    const downloads = (await summary('event=download&from=2020-03-01&to=2020-03-03')).data;
    expect(downloads.series).toEqual([{ resourceType: 'files', counts: [5, 0, 0], total: 5 }]);
    const pages = (await summary('event=view&from=2020-03-01&to=2020-03-03&resourceType=app-pages')).data;
    expect(pages.series.map((series) => series.resourceType)).toEqual(['app-pages']);
    expect(pages.total).toBe(2);
  });

  it('counts days in the reader’s time zone, Europe/Paris when it sends none', async () => {
    await record('view', 'files', randomUUID(), '2021-06-10T22:30:00Z');
    const paris = statsSummaryAnswer.parse((await client(t, admin.headers).get(`${SUMMARY}?from=2021-06-10&to=2021-06-11`)).json()).data;
    expect(paris.timezone).toBe('Europe/Paris');
    expect(paris.series).toEqual([{ resourceType: 'files', counts: [0, 1], total: 1 }]);
    expect((await summary('from=2021-06-10&to=2021-06-11')).data.series).toEqual([{ resourceType: 'files', counts: [1, 0], total: 1 }]);
  });

  it('counts in Europe/Paris when the zone sent is not one (the database refuses an unknown one with 22023, which the route falls back from)', async () => {
    const unknown = statsSummary(t.database.db, { event: 'view', from: '2021-06-10', to: '2021-06-11', timezone: 'Nowhere/Atlantis', resourceType: null });
    await expect(unknown).rejects.toSatisfy((error: unknown) => databaseErrorOf(error)?.code === '22023');
    const answer = statsSummaryAnswer.parse((await client(t, admin.headers).get(`${SUMMARY}?from=2021-06-10&to=2021-06-11`, { 'x-timezone': 'Nowhere/Atlantis' })).json());
    expect(answer.data.timezone).toBe('Europe/Paris');
  });

  it('covers the last 30 days, today included, when no dates are given', async () => {
    const { data } = await summary('');
    expect(data.event).toBe('view');
    expect(data.days).toHaveLength(30);
    expect(data.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('keeps nothing sent from a banned origin or its subdomains, yet answers 204, and leaves earlier records of it out of the summary', async () => {
    const bans = client(t, admin.headers);
    const created = await bans.send('POST', '/api/v1/stats-banned-origins', { data: { type: 'stats-banned-origins', attributes: { origin: ' https://Spam.Example/landing ', description: 'Referrer spam' } } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes).toMatchObject({ origin: 'https://Spam.Example/landing', originSignature: 'spam.example' });

    await record('view', 'app-pages', randomUUID(), '2022-01-05T12:00:00Z', 4, 'spam.example');
    await record('view', 'app-pages', randomUUID(), '2022-01-05T12:00:00Z', 1, 'www.spam.example');
    await record('view', 'app-pages', randomUUID(), '2022-01-05T12:00:00Z', 2, 'notspam.example');
    await record('view', 'app-pages', randomUUID(), '2022-01-05T13:00:00Z', 3, 'friends.example');
    const byOrigin = (await summary('from=2022-01-05&to=2022-01-05')).data;
    expect(byOrigin.total).toBe(5);
    // By origin, most first, the banned host and its subdomains left out.
    expect(byOrigin.origins).toEqual([
      { origin: 'friends.example', count: 3 },
      { origin: 'notspam.example', count: 2 },
    ]);

    const visitor = await visitorHeaders(t);
    const banned = randomUUID();
    expect((await post(visitor, { origin: 'https://www.spam.example' }, banned)).statusCode).toBe(204);
    expect((await post(visitor, { referer: 'https://spam.example/some/page' }, banned)).statusCode).toBe(204);
    const kept = (await createResource(operationContext(t), { type: 'app-pages', document: { data: { type: 'app-pages', attributes: { path: `/friends-${randomUUID()}`, title: 'Friends', isDraft: false } } } })).id;
    expect((await post(visitor, { origin: 'https://friends.example' }, kept)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(statRecords);
    expect(rows.filter((row) => row.resourceId === banned)).toEqual([]);
    expect(rows.find((row) => row.resourceId === kept)?.origin).toBe('friends.example');
  });

  it('refuses a second ban of one host and text that names no host, on origin', async () => {
    const bans = client(t, admin.headers);
    const ban = (origin: string) => bans.send('POST', '/api/v1/stats-banned-origins', { data: { type: 'stats-banned-origins', attributes: { origin } } });
    expect((await ban('twice.example')).statusCode).toBe(201);
    expect(errorsOf(await ban('http://TWICE.example:8080'))).toEqual([{ code: 'validation.unique', pointer: '/data/attributes/origin' }]);
    expect(errorsOf(await ban('not a host'))).toEqual([{ code: 'validation.host', pointer: '/data/attributes/origin' }]);
    const sneaky = await bans.send('POST', '/api/v1/stats-banned-origins', { data: { type: 'stats-banned-origins', attributes: { origin: 'a.example', originSignature: 'b.example' } } });
    expect(errorsOf(sneaky)).toEqual([{ code: 'validation.read_only', pointer: '/data/attributes/originSignature' }]);
  });

  it('keeps banned origins to administrators: to anyone else the kind does not exist', async () => {
    const member = await signIn(t, { roles: ['stats_views'] });
    expect((await client(t, member.headers).get('/api/v1/stats-banned-origins')).statusCode).toBe(404);
    expect((await client(t, member.headers).send('POST', '/api/v1/stats-banned-origins', { data: { type: 'stats-banned-origins', attributes: { origin: 'x.example' } } })).statusCode).toBe(404);
    expect((await client(t).get('/api/v1/stats-banned-origins')).statusCode).toBe(404);
    expect((await client(t, admin.headers).get('/api/v1/stats-banned-origins')).statusCode).toBe(200);
  });

  it('refuses a visitor (401) and a member without a statistics role (403)', async () => {
    expect((await client(t, await visitorHeaders(t)).get(SUMMARY)).statusCode).toBe(401);
    const member = await signIn(t, { roles: ['contributor'] });
    const refused = await client(t, member.headers).get(SUMMARY);
    expect(refused.statusCode).toBe(403);
    expect(errorsOf(refused)).toEqual([{ code: 'forbidden' }]);
  });

  it('limits a statistics role to its event', async () => {
    const viewer = await signIn(t, { roles: ['stats_views'] });
    const views = await summary('', viewer.headers);
    expect(views.data.event).toBe('view');
    expect(views.meta.events).toEqual(['view']);
    expect((await client(t, viewer.headers).get(`${SUMMARY}?event=download`)).statusCode).toBe(403);
    const downloader = await signIn(t, { roles: ['stats_downloads'] });
    expect((await summary('', downloader.headers)).data.event).toBe('download');
    expect((await client(t, downloader.headers).get(`${SUMMARY}?event=view`)).statusCode).toBe(403);
  });

  it('refuses bad parameters with a 422 naming each', async () => {
    const get = (query: string) => client(t, admin.headers).get(`${SUMMARY}?${query}`);
    expect(errorsOf(await get('from=2026-02-30'))).toEqual([{ code: 'validation.date', parameter: 'from' }]);
    expect(errorsOf(await get('to=yesterday&event=like'))).toEqual([
      { code: 'validation.enum', parameter: 'event' },
      { code: 'validation.date', parameter: 'to' },
    ]);
    expect(errorsOf(await get('from=2026-03-02&to=2026-03-01'))).toEqual([{ code: 'validation.after_or_equal', parameter: 'to' }]);
    expect(errorsOf(await get('from=2020-01-01&to=2021-12-31'))).toEqual([{ code: 'validation.max_period', parameter: 'from' }]);
    expect(errorsOf(await get('resourceType=secrets'))).toEqual([{ code: 'validation.enum', parameter: 'resourceType' }]);
    expect(errorsOf(await get('page=2'))).toEqual([{ code: 'validation.unknown_field', parameter: 'page' }]);
    expect(errorsOf(await get('from=2999-01-01'))).toEqual([{ code: 'validation.after_or_equal', parameter: 'to' }]);
  });
});
