import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openBadgeTrainingProgressAnswer } from '@relais/domain';
import { writeRelationship } from '../../operations/index.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** A trainee goes through a badge's modules in order once the issuer accepted (issue 25 item 6). */
describe.each(TEST_DATABASES)('a trainee’s way through a badge’s modules on %s', (databaseKind) => {
  let t: TestApp;
  let trainee: SignedIn;
  let issuerAdmin: SignedIn;
  let stranger: SignedIn;
  let session: string;
  let badge: string;
  let issuer: string;
  const base = '/api/v1/services/open-badge-trainings';
  const as = (who: SignedIn, method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    [trainee, issuerAdmin, stranger] = await Promise.all([signIn(t), signIn(t), signIn(t)]);
    const ctx = systemContext(t.database.db);
    issuer = await createThrough(ctx, 'organizations', { name: 'Issuing lab' }, { accessLevel: ['access-levels', 'member_level_1'] });
    await writeRelationship(ctx, { type: 'organizations', id: issuer, relationship: 'administrators', document: { data: [{ type: 'users', id: issuerAdmin.userId }] }, mode: 'add' });
    badge = await createThrough(ctx, 'open-badges', { title: 'Switch access', publishedAt: new Date().toISOString() });
    for (const [position, title] of ['Choosing', 'Scanning', 'Teaching'].entries()) await createThrough(ctx, 'open-badge-training-modules', { position, title }, { badge: ['open-badges', badge] });
    session = await ask();
  }, 60_000);
  const jsonApi = (who: SignedIn) => ({ ...who.headers, 'content-type': 'application/vnd.api+json' });
  const ask = async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/open-badge-training-sessions',
      headers: jsonApi(trainee),
      payload: JSON.stringify({ data: { type: 'open-badge-training-sessions', relationships: { badge: { data: { type: 'open-badges', id: badge } }, issuer: { data: { type: 'organizations', id: issuer } } } } }),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    return asked.json().data.id as string;
  };
  const decide = (who: SignedIn, id: string, attributes: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/open-badge-training-sessions/${id}`, headers: jsonApi(who), payload: JSON.stringify({ data: { type: 'open-badge-training-sessions', id, attributes } }) });
  const toldTrainee = async () => {
    const notifications = tablesOf('notifications').table;
    return t.database.db
      .select({ type: notifications.notificationType, details: notifications.details, actionUrl: notifications.actionUrl })
      .from(notifications)
      .where(eq(notifications.userId, trainee.userId))
      .orderBy(notifications.createdAt);
  };
  afterAll(() => t.close());

  it('waits for the issuer, then takes the modules in order, each started then finished, and finishes the session with its duration', async () => {
    const waiting = await as(trainee, 'GET', `${base}/${session}`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(openBadgeTrainingProgressAnswer.parse(waiting.json()).data).toMatchObject({ acceptedAt: null, badge: { title: 'Switch access' }, issuer: { name: 'Issuing lab' } });
    expect(waiting.json().data.modules.map((module: { title: string }) => module.title)).toEqual(['Choosing', 'Scanning', 'Teaching']);
    expect((await as(trainee, 'POST', `${base}/${session}/modules/0/start`)).statusCode).toBe(409);

    const sessions = tablesOf('open-badge-training-sessions').table;
    await t.database.db.update(sessions).set({ acceptedAt: new Date() }).where(eq(sessions.id, session));
    expect((await as(trainee, 'POST', `${base}/${session}/modules/1/start`)).json().errors[0].detail).toBe('Finish the modules before this one first.');
    expect((await as(trainee, 'POST', `${base}/${session}/modules/0/finish`)).statusCode).toBe(409);
    for (const position of [0, 1, 2]) {
      const started = await as(trainee, 'POST', `${base}/${session}/modules/${position}/start`);
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().data.startedAt).not.toBeNull();
      expect((await as(trainee, 'POST', `${base}/${session}/modules/${position}/start`)).statusCode).toBe(409);
      const finished = await as(trainee, 'POST', `${base}/${session}/modules/${position}/finish`);
      expect(finished.statusCode, finished.body).toBe(200);
      expect(finished.json().data.finishedAt === null).toBe(position < 2);
    }
    const done = (await as(trainee, 'GET', `${base}/${session}`)).json().data;
    expect(done.duration).toBeGreaterThanOrEqual(0);
    expect(done.modules.every((module: { finishedAt: string | null }) => module.finishedAt !== null)).toBe(true);
    expect((await as(trainee, 'POST', `${base}/${session}/modules/2/finish`)).statusCode).toBe(409);
  });

  it('is the trainee’s to go through: the issuer reads it, a stranger finds nothing, bad input is 4xx', async () => {
    expect((await as(issuerAdmin, 'GET', `${base}/${session}`)).statusCode).toBe(200);
    expect((await as(issuerAdmin, 'POST', `${base}/${session}/modules/0/start`)).statusCode).toBe(404);
    expect((await as(stranger, 'GET', `${base}/${session}`)).statusCode).toBe(404);
    expect((await as(stranger, 'POST', `${base}/${session}/modules/0/start`)).statusCode).toBe(404);
    expect((await as(trainee, 'POST', `${base}/${session}/modules/x/start`)).statusCode).toBe(400);
    expect((await as(trainee, 'POST', `${base}/${session}/modules/0/skip`)).statusCode).toBe(400);
    expect((await as(trainee, 'GET', `${base}/not-an-id`)).statusCode).toBe(404);
  });

  it('tells the trainee when the issuer accepts or refuses, with the reason, in the bell and by mail, once per decision', async () => {
    const accepted = await ask();
    const refused = await ask();
    expect((await decide(stranger, accepted, { acceptedAt: new Date().toISOString() })).statusCode).toBe(404);
    expect(await toldTrainee()).toEqual([]);
    expect((await decide(issuerAdmin, accepted, { acceptedAt: new Date().toISOString() })).statusCode).toBe(200);
    const refusal = await decide(issuerAdmin, refused, { refusedAt: new Date().toISOString(), refusedReason: 'No session before June.' });
    expect(refusal.statusCode, refusal.body).toBe(200);
    // A later change of a decided session tells no one again.
    expect((await decide(issuerAdmin, accepted, { startedAt: new Date().toISOString() })).statusCode).toBe(200);
    expect(await toldTrainee()).toEqual([
      { type: 'open-badge-training-accepted', details: 'Switch access', actionUrl: `/open-badge-trainings/${accepted}` },
      { type: 'open-badge-training-refused', details: 'Switch access — No session before June.', actionUrl: `/open-badge-trainings/${refused}` },
    ]);
    await t.app.jobs.runDue();
    const mails = t.app.mailer.capture!.to(trainee.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your badge training is accepted: you can start its modules.', 'Your badge training request was refused.']);
    expect(mails[1]!.text).toContain('No session before June.');
  });

  it('mails no decision to a trainee who turned mails off', async () => {
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ notificationsPreferences: { email: false } }).where(eq(users.id, trainee.userId));
    const before = t.app.mailer.capture!.to(trainee.email).length;
    const accepted = await ask();
    expect((await decide(issuerAdmin, accepted, { acceptedAt: new Date().toISOString() })).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(t.app.mailer.capture!.to(trainee.email)).toHaveLength(before);
    expect((await toldTrainee()).filter((told) => told.actionUrl === `/open-badge-trainings/${accepted}`)).toHaveLength(1);
    await t.database.db.update(users).set({ notificationsPreferences: {} }).where(eq(users.id, trainee.userId));
  });

  it('offers a badge with modules the organizations that may issue it, for its start screen; none for a badge without', async () => {
    const ctx = systemContext(t.database.db);
    await createThrough(ctx, 'organizations', { name: 'Below the issuing level' }, { accessLevel: ['access-levels', 'contact'] });
    const bare = await createThrough(ctx, 'open-badges', { title: 'No modules', publishedAt: new Date().toISOString() });
    const draft = await createThrough(ctx, 'open-badges', { title: 'Draft' });
    await createThrough(ctx, 'open-badge-training-modules', { position: 0, title: 'Only' }, { badge: ['open-badges', draft] });
    const trainers = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/services/open-badges/badges/${id}/trainers` });
    const offered = await trainers(badge);
    expect(offered.statusCode, offered.body).toBe(200);
    const names = offered.json().data.map((trainer: { name: string }) => trainer.name);
    expect(names).toContain('Issuing lab');
    expect(names).not.toContain('Below the issuing level');
    expect(offered.json().data.find((trainer: { name: string }) => trainer.name === 'Issuing lab').id).toBe(issuer);
    for (const id of [bare, draft, '00000000-0000-4000-8000-000000000000']) expect((await trainers(id)).json()).toEqual({ data: [] });
    expect((await trainers('missing')).statusCode).toBe(404);
  });
});
