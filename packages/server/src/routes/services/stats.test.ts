import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { STATS_RECORDS_MAX } from '@relais/domain';
import { statRecords } from '../../db/system-tables.ts';
import { errorsOf } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { eq } from 'drizzle-orm';

const URL = '/api/v1/services/stats/records';

describe.each(TEST_DATABASES)('POST services/stats/records on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/vnd.api+json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  const count = async () => (await t.database.db.select().from(statRecords)).length;
  const organization = (name = 'Read centre') => createThrough(systemContext(t.database.db), 'organizations', { name });
  const page = (isDraft: boolean) => createThrough(systemContext(t.database.db), 'app-pages', { path: `/stats-${randomUUID()}`, title: 'Stats page', isDraft });

  it('keeps a visitor’s batch in one statement, with no cookie but the visitor’s anti-forgery pair', async () => {
    const visitor = await visitorHeaders(t);
    const pageId = await page(false);
    const centre = await organization();
    const before = await count();
    const response = await post({ records: [{ event: 'view', resourceType: 'app-pages', resourceId: pageId }, { event: 'download', resourceType: 'organizations', resourceId: centre }] }, visitor);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    const rows = await t.database.db.select().from(statRecords).orderBy(asc(statRecords.event));
    expect(rows.length).toBe(before + 2);
    expect(rows.filter((row) => row.resourceId === pageId || row.resourceId === centre).map(({ event, resourceType, userId }) => ({ event, resourceType, userId }))).toEqual([
      { event: 'download', resourceType: 'organizations', userId: null },
      { event: 'view', resourceType: 'app-pages', userId: null },
    ]);
  });

  it('records who read when they are signed in', async () => {
    const member = await signIn(t);
    const resourceId = await organization();
    expect((await post({ records: [{ event: 'view', resourceType: 'organizations', resourceId }] }, member.headers)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(statRecords);
    expect(rows.find((row) => row.resourceId === resourceId)?.userId).toBe(member.userId);
  });

  it('adds each view to the recordsCount of the item whose kind keeps one, concurrent batches adding up', async () => {
    const visitor = await visitorHeaders(t);
    const organization = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Counted centre' });
    const other = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Left alone' });
    const view = { event: 'view', resourceType: 'organizations', resourceId: organization };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post({ records: [view, view] }, visitor)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(204));
    // A kind without the counter (pages) and an item that does not exist change nothing and fail nothing.
    expect((await post({ records: [{ event: 'view', resourceType: 'app-pages', resourceId: randomUUID() }, { ...view, resourceId: randomUUID() }] }, visitor)).statusCode).toBe(204);
    const { table } = tablesOf('organizations');
    const countOf = async (id: string) => ((await t.database.db.select().from(table).where(eq(table.id, id)))[0] as { recordsCount?: number } | undefined)?.recordsCount;
    expect(await countOf(organization)).toBe(12);
    expect(await countOf(other)).toBe(0);
  });

  it('refuses bad records with a 422 naming each record and field, and keeps none of the batch', async () => {
    const visitor = await visitorHeaders(t);
    const before = await count();
    const good = { event: 'view', resourceType: 'app-pages', resourceId: randomUUID() };
    const response = await post(
      {
        records: [
          good,
          { ...good, event: 'like' },
          { ...good, resourceId: 'not-an-id' },
          { ...good, resourceType: 'secrets' },
          { event: 'view', resourceType: 'app-pages' },
          { ...good, extra: 1 },
        ],
      },
      visitor,
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      { code: 'validation.enum', pointer: '/records/1/event' },
      { code: 'validation.uuid', pointer: '/records/2/resourceId' },
      { code: 'validation.enum', pointer: '/records/3/resourceType' },
      { code: 'validation.required', pointer: '/records/4/resourceId' },
      { code: 'validation.unknown_field', pointer: '/records/5/extra' },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses an empty or missing list, a batch above the limit and a body that is not JSON, never with a 500', async () => {
    const visitor = await visitorHeaders(t);
    const record = () => ({ event: 'view', resourceType: 'app-pages', resourceId: randomUUID() });
    const before = await count();
    expect(errorsOf(await post({ records: [] }, visitor))).toEqual([{ code: 'validation.min', pointer: '/records' }]);
    expect(errorsOf(await post({}, visitor))).toEqual([{ code: 'validation.required', pointer: '/records' }]);
    expect(errorsOf(await post({ records: Array.from({ length: STATS_RECORDS_MAX + 1 }, record) }, visitor))).toEqual([{ code: 'validation.max', pointer: '/records' }]);
    expect((await post('{"records": [', visitor)).statusCode).toBe(400);
    expect((await post({ records: Array.from({ length: 400 }, record) }, visitor)).statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it('refuses a call without the anti-forgery token (419, as every unsafe request)', async () => {
    const visitor = await visitorHeaders(t);
    const before = await count();
    const body = { records: [{ event: 'view', resourceType: 'app-pages', resourceId: randomUUID() }] };
    expect((await post(body, { cookie: visitor.cookie! })).statusCode).toBe(419);
    expect((await post(body, {})).statusCode).toBe(419);
    expect((await post(body, { cookie: visitor.cookie!, 'x-xsrf-token': 'forged' })).statusCode).toBe(419);
    expect(await count()).toBe(before);
  });

  it('limits one browser’s calls (429 with Retry-After), and the others are not affected', async () => {
    const noisy = await visitorHeaders(t);
    const body = () => ({ records: [{ event: 'view', resourceType: 'app-pages', resourceId: randomUUID() }] });
    let status = 204;
    for (let i = 0; i < 130 && status === 204; i++) status = (await post(body(), noisy)).statusCode;
    const refused = await post(body(), noisy);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post(body(), await visitorHeaders(t))).statusCode).toBe(204);
  });

  it('drops a record about what the caller may not read or what does not exist, and keeps the rest of the batch', async () => {
    const visitor = await visitorHeaders(t);
    const draft = await page(true);
    const published = await page(false);
    const missing = randomUUID();
    const records = [draft, published, missing].map((resourceId) => ({ event: 'view', resourceType: 'app-pages', resourceId }));
    expect((await post({ records }, visitor)).statusCode).toBe(204);
    const kept = async (id: string) => (await t.database.db.select().from(statRecords).where(eq(statRecords.resourceId, id))).length;
    expect([await kept(draft), await kept(published), await kept(missing)]).toEqual([0, 1, 0]);
    // Whoever may read the draft (an administrator editing it) is counted.
    const admin = await signIn(t, { isAdmin: true });
    expect((await post({ records: [records[0]] }, admin.headers)).statusCode).toBe(204);
    expect(await kept(draft)).toBe(1);
  });

  it('limits visitors by their address as well, so that a new cookie at each call does not escape the limit, and leaves members behind it alone', async () => {
    const body = async () => ({ records: [{ event: 'view', resourceType: 'organizations', resourceId: await organization() }] });
    const record = (await body()).records;
    const address = { remoteAddress: '198.51.100.7' };
    const from = async (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: URL, ...address, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ records: record }) });
    let status = 204;
    let calls = 0;
    for (; calls < 400 && status === 204; calls++) status = (await from(await visitorHeaders(t))).statusCode;
    expect(status).toBe(429);
    expect(calls).toBeGreaterThan(120);
    expect((await from((await signIn(t)).headers)).statusCode).toBe(204);
  });

  it('answers a 503 that changes nothing when the records cannot be written', async () => {
    const visitor = await visitorHeaders(t);
    const resourceId = await organization();
    await t.database.db.execute('alter table stat_records rename to stat_records_away');
    try {
      const response = await post({ records: [{ event: 'view', resourceType: 'organizations', resourceId }] }, visitor);
      expect(response.statusCode).toBe(503);
      expect(errorsOf(response)).toEqual([{ code: 'stats_unavailable' }]);
    } finally {
      await t.database.db.execute('alter table stat_records_away rename to stat_records');
    }
  });
});
