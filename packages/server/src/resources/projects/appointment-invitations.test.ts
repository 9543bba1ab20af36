import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { backgroundJobs } from '../../db/system-tables.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * The team's calendar writes (issue 28 item 2): planning or moving an appointment mails its invitation
 * with an `.ics` (METHOD:REQUEST, a stable UID, SEQUENCE raised on each move, UTC times) to its
 * managers and, when invited, the beneficiary, in the writing transaction; only the team writes.
 */

const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;
const link = (type: string, id: string) => ({ data: { type, id } });
const links = (type: string, ids: string[]) => ({ data: ids.map((id) => ({ type, id })) });
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe.each(TEST_DATABASES)('appointment invitations on %s', (databaseKind) => {
  let t: TestApp;
  let manager: SignedIn;
  let colleague: SignedIn;
  let beneficiary: SignedIn;
  let stranger: SignedIn;
  let project: string;
  const as = (who: SignedIn) => client(t, who.headers);
  const drain = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };
  const invitationTo = async (email: string, count = 1) => {
    await drain();
    const mail = await t.app.mailer.capture!.waitFor(email, count);
    const file = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    expect(file, mail.subject).toBeDefined();
    return { mail, lines: unfold(file!.content), file: file! };
  };
  const plan = (who: SignedIn, attributes: Record<string, unknown>, managers: string[]) =>
    as(who).send('POST', '/api/v1/eqlaat-appointments', {
      data: { type: 'eqlaat-appointments', attributes: { title: 'Eye-gaze trial', location: 'Lyon, 1 rue Haute', startAt: '2030-05-14T09:00:00.000Z', endAt: '2030-05-14T10:30:00.000Z', ...attributes }, relationships: { project: link('eqlaat-projects', project), managers: links('users', managers) } },
    });
  const move = (who: SignedIn, id: string, attributes: Record<string, unknown>) => as(who).send('PATCH', `/api/v1/eqlaat-appointments/${id}`, { data: { type: 'eqlaat-appointments', id, attributes } });

  beforeAll(async () => {
    t = await createTestApp(databaseKind, { env: { JOB_POLL_MS: '0' } });
    manager = await signIn(t, { roles: ['eqlaat_member'] });
    colleague = await signIn(t, { roles: ['eqlaat_member'] });
    beneficiary = await signIn(t, { accessLevel: 'member_level_1' });
    stranger = await signIn(t, { accessLevel: 'member_level_1' });
    const created = await as(manager).send('POST', '/api/v1/eqlaat-projects', { data: { type: 'eqlaat-projects', attributes: { title: 'Communication at school' }, relationships: { users: links('users', [beneficiary.userId]) } } });
    expect(created.statusCode, created.body).toBe(201);
    project = idOf(created);
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(drain);

  it('mails the managers an invitation with its .ics when an appointment is planned, the beneficiary only when invited', async () => {
    const created = await plan(manager, {}, [manager.userId, colleague.userId]);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    expect(created.json().data.attributes.invitationSequence).toBe(0);
    // Queued in the write, sent by the worker.
    expect((await t.database.db.select({ kind: backgroundJobs.kind }).from(backgroundJobs)).map((job) => job.kind)).toEqual(['mail', 'mail']);

    const { mail, lines, file } = await invitationTo(colleague.email);
    expect(mail.subject).toBe('Invitation: Eye-gaze trial');
    expect(mail.text).toContain(`/services/eqlaat/appointments/${id}`);
    expect(mail.text).toContain('Tuesday, May 14, 2030, 9:00 AM – 10:30 AM UTC');
    expect(file.filename).toBe('invitation.ics');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        expect.stringMatching(new RegExp(`^UID:eqlaat-appointments-${id}@`)),
        'SEQUENCE:0',
        'DTSTART:20300514T090000Z',
        'DTEND:20300514T103000Z',
        'SUMMARY:Eye-gaze trial',
        'LOCATION:Lyon\\, 1 rue Haute',
        expect.stringMatching(new RegExp(`^ORGANIZER;CN="[^"]*":mailto:${manager.email}$`)),
        expect.stringMatching(new RegExp(`^ATTENDEE;.*:mailto:${colleague.email}$`)),
      ]),
    );
    await t.app.mailer.capture!.waitFor(manager.email);
    expect(t.app.mailer.capture!.to(beneficiary.email)).toHaveLength(0);

    const invited = idOf(await plan(manager, { title: 'Home visit', beneficiaryInvited: true }, [colleague.userId]));
    const beneficiaryMail = await invitationTo(beneficiary.email);
    expect(beneficiaryMail.mail.subject).toBe('Invitation: Home visit');
    expect(beneficiaryMail.lines).toContain(`UID:${beneficiaryMail.lines.find((line) => line.startsWith('UID:'))!.slice(4)}`);
    expect(beneficiaryMail.lines.some((line) => line.startsWith(`UID:eqlaat-appointments-${invited}@`))).toBe(true);
  });

  it('mails an update with the same UID and the next SEQUENCE when the appointment moves, and nothing when nothing it says changes', async () => {
    const id = idOf(await plan(manager, { title: 'Seating review' }, [colleague.userId]));
    const first = await invitationTo(colleague.email, t.app.mailer.capture!.to(colleague.email).length + 1);
    const uid = first.lines.find((line) => line.startsWith('UID:'));

    const moved = await move(manager, id, { startAt: '2030-05-15T13:00:00.000Z', endAt: '2030-05-15T14:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.attributes.invitationSequence).toBe(1);
    const second = await invitationTo(colleague.email, t.app.mailer.capture!.to(colleague.email).length + 1);
    expect(second.mail.subject).toBe('Updated invitation: Seating review');
    expect(second.lines).toEqual(expect.arrayContaining([uid, 'SEQUENCE:1', 'DTSTART:20300515T130000Z', 'DTEND:20300515T140000Z']));

    // The same times again: no revision, no mail.
    const jobsBefore = (await t.database.db.select().from(backgroundJobs)).length;
    const same = await move(manager, id, { startAt: '2030-05-15T13:00:00.000Z' });
    expect(same.json().data.attributes.invitationSequence).toBe(1);
    expect(await t.database.db.select().from(backgroundJobs)).toHaveLength(jobsBefore);
    // A client cannot set the revision itself.
    expect((await move(manager, id, { invitationSequence: 9 })).statusCode).toBe(422);
  });

  it('lets only the team move an appointment: its beneficiary is refused (403), a stranger does not find it (404)', async () => {
    const id = idOf(await plan(manager, { title: 'Follow-up' }, [manager.userId]));
    expect((await as(beneficiary).get(`/api/v1/eqlaat-appointments/${id}`)).statusCode).toBe(200);
    expect((await move(beneficiary, id, { startAt: '2030-06-01T09:00:00.000Z', endAt: '2030-06-01T10:00:00.000Z' })).statusCode).toBe(403);
    expect((await as(stranger).get(`/api/v1/eqlaat-appointments/${id}`)).statusCode).toBe(404);
    expect((await move(stranger, id, { startAt: '2030-06-01T09:00:00.000Z', endAt: '2030-06-01T10:00:00.000Z' })).statusCode).toBe(404);
    // Any member of the team may move it (they all run the projects).
    expect((await move(colleague, id, { startAt: '2030-06-01T09:00:00.000Z', endAt: '2030-06-01T10:00:00.000Z' })).statusCode).toBe(200);
  });

  it('refuses bad dates with a 422 naming the field, writing and mailing nothing', async () => {
    const id = idOf(await plan(manager, { title: 'Fitting' }, [colleague.userId]));
    await drain();
    const mailsBefore = t.app.mailer.capture!.to(colleague.email).length;
    const notADate = await move(manager, id, { startAt: '2030-13-45T99:00' });
    expect(notADate.statusCode).toBe(422);
    expect(errorsOf(notADate).map((error) => error.pointer)).toEqual(['/data/attributes/startAt']);
    const backwards = await move(manager, id, { startAt: '2030-05-20T11:00:00.000Z', endAt: '2030-05-20T10:00:00.000Z' });
    expect(backwards.statusCode).toBe(422);
    expect(errorsOf(backwards).map((error) => error.pointer)).toEqual(['/data/attributes/endAt']);
    expect((await as(manager).get(`/api/v1/eqlaat-appointments/${id}`)).json().data.attributes).toMatchObject({ startAt: '2030-05-14T09:00:00.000Z', invitationSequence: 0 });
    await drain();
    expect(t.app.mailer.capture!.to(colleague.email)).toHaveLength(mailsBefore);
  });

  it('lists a period’s appointments, spans that meet it included', async () => {
    const inside = idOf(await plan(manager, { title: 'In the week', startAt: '2031-03-04T09:00:00.000Z', endAt: '2031-03-04T10:00:00.000Z' }, [manager.userId]));
    idOf(await plan(manager, { title: 'The week after', startAt: '2031-03-12T09:00:00.000Z', endAt: '2031-03-12T10:00:00.000Z' }, [manager.userId]));
    const week = await as(manager).get('/api/v1/eqlaat-appointments?filter[between]=2031-03-03T00:00:00.000Z,2031-03-10T00:00:00.000Z');
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().data.map((row: { id: string }) => row.id)).toEqual([inside]);
    expect((await as(manager).get('/api/v1/eqlaat-appointments?filter[between]=yesterday,2031-03-10')).statusCode).toBe(400);
  });

  it('names the team to its members and administrators only', async () => {
    const team = await as(manager).get('/api/v1/services/eqlaat/team');
    expect(team.statusCode, team.body).toBe(200);
    const ids = (team.json().data as { id: string; attributes: { firstName: string } }[]).map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([manager.userId, colleague.userId]));
    expect(ids).not.toContain(beneficiary.userId);
    expect((await as(beneficiary).get('/api/v1/services/eqlaat/team')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/services/eqlaat/team' })).statusCode).toBe(401);
  });
});
