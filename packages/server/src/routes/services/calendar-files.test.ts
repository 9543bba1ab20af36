import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** `GET /api/v1/services/calendar-events/{id}/ics`: "add to my calendar", as the reader may read the event. */
describe.each(TEST_DATABASES)('an event as a calendar file, on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let open: string;
  let restricted: string;
  let trashed: string;
  const ics = (headers: Record<string, string>, id: string) => client(t, headers).get(`/api/v1/services/calendar-events/${id}/ics`);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    const ctx = systemContext(t.database.db);
    const publishedAt = new Date(Date.now() - 60_000).toISOString();
    open = await createThrough(
      ctx,
      'calendar-events',
      withTranslations(
        { description: '<p>Bring your tablet.</p>', location: 'Lyon', externalUrl: 'https://example.test/workshop', publishedAt, startAt: '2030-01-01T09:30:00Z', endAt: '2030-01-01T12:00:00Z' },
        { title: { en: 'Eye-tracking workshop, level 1', fr: 'Atelier suivi du regard, niveau 1' } },
      ),
    );
    restricted = await createThrough(ctx, 'calendar-events', { title: 'Board meeting', publishedAt, startAt: '2030-01-02T10:00:00Z' }, { accessLevel: ['access-levels', 'member_level_2'] });
    trashed = await createThrough(ctx, 'calendar-events', { title: 'Cancelled', publishedAt, startAt: '2030-01-03T10:00:00Z' });
    await client(t, admin.headers).send('DELETE', `/api/v1/calendar-events/${trashed}`);
  }, 60_000);
  afterAll(() => t.close());

  it('downloads an event a visitor may read, in their language, as an attachment', async () => {
    const response = await ics({ 'accept-language': 'fr' }, open);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
    const body = response.body.replace(/\r\n /g, '');
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain('SUMMARY:Atelier suivi du regard\\, niveau 1\r\n');
    expect(body).toContain('DTSTART:20300101T093000Z\r\nDTEND:20300101T120000Z\r\n');
    expect(body).toContain(`UID:calendar-events-${open}@`);
    expect(body).toContain('URL:https://example.test/workshop\r\n');
    expect(body).toContain('LOCATION:Lyon\r\n');
  });

  it('answers 404 for an event the reader may not read, a trashed one, an unknown id', async () => {
    expect((await ics({}, restricted)).statusCode).toBe(404);
    expect((await ics(member.headers, trashed)).statusCode).toBe(404);
    expect((await ics({}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ics(admin.headers, restricted)).statusCode).toBe(200);
  });
});

describe('an event as a calendar file, with the calendar off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { FEATURES_DISABLED: 'calendar' } });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 404, as the kind itself does', async () => {
    expect((await client(t).get('/api/v1/services/calendar-events/00000000-0000-4000-8000-000000000000/ics')).statusCode).toBe(404);
  });
});
