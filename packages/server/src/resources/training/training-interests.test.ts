import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { screenReads, trainingsScreens } from '@relais/domain';
import type { BlockScreen } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const idOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};
const interest = (sessionId: string) => ({ data: { type: 'training-session-interests', relationships: { session: { data: { type: 'training-sessions', id: sessionId } } } } });

/** A member registers interest in a training session (issue 25 item 4); the trainings' managers are told. */
describe.each(TEST_DATABASES)('interest in training sessions on %s', (kind) => {
  let t: TestApp;
  let adminSigned: SignedIn;
  let admin: Client;
  let member: Client;
  let memberSigned: SignedIn;
  let stranger: Client;
  let visitor: Client;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminSigned = await signIn(t, { isAdmin: true });
    admin = client(t, adminSigned.headers);
    memberSigned = await signIn(t);
    member = client(t, memberSigned.headers);
    stranger = client(t, (await signIn(t)).headers);
    visitor = client(t, await visitorHeaders(t));
    const trainingId = idOf(await admin.send('POST', '/api/v1/trainings', { data: { type: 'trainings', attributes: { title: 'Switch access' } } }));
    sessionId = idOf(
      await admin.send('POST', '/api/v1/training-sessions', {
        data: { type: 'training-sessions', attributes: { startAt: '2030-01-15T08:30:00.000Z' }, relationships: { training: { data: { type: 'trainings', id: trainingId } } } },
      }),
    );
  }, 60_000);
  afterAll(() => t.close());

  it('is recorded once per member and session, told to the administrators, and read and withdrawn by its member alone', async () => {
    expect([401, 404]).toContain((await visitor.send('POST', '/api/v1/training-session-interests', interest(sessionId))).statusCode);
    const id = idOf(await member.send('POST', '/api/v1/training-session-interests', interest(sessionId)));
    const row = (await member.get(`/api/v1/training-session-interests/${id}?include=createdBy`)).json();
    expect(row.data.relationships.createdBy.data.id).toBe(memberSigned.userId);

    const notifications = tablesOf('notifications').table;
    const told = await t.database.db
      .select({ details: notifications.details, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.notificationType, 'training-session-interest'), eq(notifications.userId, adminSigned.userId)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ details: 'Switch access — 2030-01-15' });

    const twice = await member.send('POST', '/api/v1/training-session-interests', interest(sessionId));
    expect([409, 422]).toContain(twice.statusCode);
    expect((await member.get(`/api/v1/training-session-interests?filter[session]=${sessionId}`)).json().data).toHaveLength(1);
    expect((await stranger.get(`/api/v1/training-session-interests?filter[session]=${sessionId}`)).json().data).toEqual([]);
    expect((await stranger.get(`/api/v1/training-session-interests/${id}`)).statusCode).toBe(404);
    expect((await stranger.send('DELETE', `/api/v1/training-session-interests/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/training-session-interests?filter[session]=${sessionId}`)).json().data).toHaveLength(1);
    expect((await member.send('DELETE', `/api/v1/training-session-interests/${id}`)).statusCode).toBe(204);
    expect((await member.get(`/api/v1/training-session-interests?filter[session]=${sessionId}`)).json().data).toEqual([]);
  });

  it('answers the trainings blocks’ reads to a visitor: the list with its filters, a training with its sessions', async () => {
    const props = { title: '', perPage: 12 };
    const list = screenReads(trainingsScreens.main as BlockScreen<never, never>, { props, params: {}, query: { q: 'Switch' } });
    for (const url of Object.values(list)) expect((await visitor.get(url)).statusCode, url).toBe(200);
    expect((await visitor.get(list.trainings!)).json().data).toHaveLength(1);
    const trainingId = (await visitor.get(list.trainings!)).json().data[0].id as string;
    const { training } = screenReads(trainingsScreens['/:id'] as BlockScreen<never, never>, { props, params: { id: trainingId }, query: {} });
    const answer = await visitor.get(training!);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().included.map((row: { type: string }) => row.type)).toContain('training-sessions');
  });

  it('answers 4xx naming the session when it is missing or unknown, and writes nothing', async () => {
    const missing = await member.send('POST', '/api/v1/training-session-interests', { data: { type: 'training-session-interests' } });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing).map((error) => error.pointer)).toContain('/data/relationships/session');
    const unknown = await member.send('POST', '/api/v1/training-session-interests', interest('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    const interests = tablesOf('training-session-interests').table;
    expect(await t.database.db.select().from(interests)).toEqual([]);
  });
});
