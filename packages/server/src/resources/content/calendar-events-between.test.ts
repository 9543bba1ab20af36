import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** `filter[between]=from,to` on events (a `range` filter with an end field): what a month, a week or "from now on" shows. */
describe.each(TEST_DATABASES)('events under way between two moments, on %s', (databaseKind) => {
  let t: TestApp;
  const titles = async (range: string) => {
    const response = await client(t).get(`/api/v1/calendar-events?filter[between]=${encodeURIComponent(range)}&sort=startAt&fields[calendar-events]=title`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { attributes: { title: string } }[] }).data.map((event) => event.attributes.title);
  };

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    const ctx = systemContext(t.database.db);
    const publishedAt = new Date(Date.now() - 60_000).toISOString();
    const event = (title: string, startAt: string, endAt?: string) => createThrough(ctx, 'calendar-events', { title, publishedAt, startAt, ...(endAt ? { endAt } : {}) });
    await event('Late October fair', '2031-10-30T09:00:00Z', '2031-11-02T17:00:00Z');
    await event('November webinar', '2031-11-12T16:00:00Z', '2031-11-12T17:00:00Z');
    await event('Last evening of November', '2031-11-30T22:30:00Z');
    await event('December workshop', '2031-12-01T00:00:00Z', '2031-12-01T03:00:00Z');
    await event('October talk', '2031-10-15T10:00:00Z');
  }, 60_000);
  afterAll(() => t.close());

  it('lists the events under way in a month: those that began before and end in it, none starting at its end', async () => {
    expect(await titles('2031-11-01T00:00:00Z,2031-12-01T00:00:00Z')).toEqual(['Late October fair', 'November webinar', 'Last evening of November']);
  });

  it('reads bare dates as the start of their day in UTC, and an event without an end as a moment', async () => {
    expect(await titles('2031-11-12,2031-11-13')).toEqual(['November webinar']);
    expect(await titles('2031-11-30T22:30:00Z,2031-11-30T22:31:00Z')).toEqual(['Last evening of November']);
    expect(await titles('2031-11-30T22:31:00Z,2031-11-30T23:00:00Z')).toEqual([]);
  });

  it('takes a bound left empty as no bound: everything still under way from a moment on, or everything before one', async () => {
    expect(await titles('2031-11-30T23:00:00Z,')).toEqual(['December workshop']);
    expect(await titles(',2031-10-30T09:00:00Z')).toEqual(['October talk']);
  });

  it('answers 400 naming the filter for a value that is not two bounds, or a bound that is not a date', async () => {
    for (const range of ['2031-11-01', '2031-11-01,2031-12-01,2032-01-01', 'soon,2031-12-01', '2031-11-01,later']) {
      const response = await client(t).get(`/api/v1/calendar-events?filter[between]=${encodeURIComponent(range)}`);
      expect(response.statusCode, range).toBe(400);
      expect(JSON.stringify(response.json())).toContain('filter[between]');
    }
  });
});
