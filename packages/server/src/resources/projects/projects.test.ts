import { eq } from 'drizzle-orm';
import { PROJECT_STATUS_DISPLAY_ORDER } from '@relais/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * The projects through the API (spec, domain "Projects", §4, §6, §9): eqlaat members and admins run
 * them, a project's users read theirs and nothing else, members of a high enough level ask for one;
 * current statuses come from the latest step by doneAt.
 */

const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;
const idsOf = (response: LightMyRequestResponse) => (response.json().data as { id: string }[]).map((row) => row.id).sort();

const link = (type: string, id: string) => ({ data: { type, id } });
const links = (type: string, ids: string[]) => ({ data: ids.map((id) => ({ type, id })) });

describe.each(TEST_DATABASES)('projects on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let manager: SignedIn;
  let beneficiary: SignedIn;
  let stranger: SignedIn;
  let visitor: Record<string, string>;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? visitor);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    manager = await signIn(t, { roles: ['eqlaat_member'] });
    beneficiary = await signIn(t, { accessLevel: 'member_level_1' });
    stranger = await signIn(t, { accessLevel: 'contact' });
    visitor = await visitorHeaders(t);
  }, 60_000);
  afterAll(() => t.close());

  async function createProject(who: SignedIn, attributes: Record<string, unknown> = {}, relationships: Record<string, unknown> = {}) {
    const response = await as(who).send('POST', '/api/v1/eqlaat-projects', { data: { type: 'eqlaat-projects', attributes: { title: 'Eye-gaze for school', ...attributes }, relationships } });
    expect(response.statusCode, response.body).toBe(201);
    return idOf(response);
  }
  const addStep = (who: SignedIn, project: string, doneAt: string | null, statuses: string[]) =>
    as(who).send('POST', '/api/v1/eqlaat-project-steps', {
      data: { type: 'eqlaat-project-steps', attributes: { doneAt, comment: 'Seen at home' }, relationships: { project: link('eqlaat-projects', project), statuses: links('eqlaat-project-statuses', statuses) } },
    });

  it('seed the nine statuses of the spec, listed in display order with their colours', async () => {
    const response = await as(manager).get('/api/v1/eqlaat-project-statuses?page[size]=50');
    expect(response.statusCode, response.body).toBe(200);
    const statuses = response.json().data as { id: string; attributes: { color: string; canCombine: boolean; name: string } }[];
    expect(statuses.map((status) => status.id)).toEqual(PROJECT_STATUS_DISPLAY_ORDER);
    expect(Object.fromEntries(statuses.map((status) => [status.id, status.attributes.color]))).toMatchObject({ following_up: 'info', closed: 'success', suspended: 'warning', stopped: 'error', pending: 'default' });
    expect(statuses.every((status) => status.attributes.canCombine)).toBe(true);
    const french = await as(manager).get('/api/v1/eqlaat-project-statuses/suspended', { 'accept-language': 'fr' });
    expect(french.json().data.attributes.name).toBe('Suspendu');
    // Visitors do not reach the kind at all.
    expect((await as(null).get('/api/v1/eqlaat-project-statuses')).statusCode).toBe(404);
  });

  it('are created, changed and deleted by eqlaat members and admins, and read by their users only', async () => {
    const category = idOf(await as(manager).send('POST', '/api/v1/eqlaat-project-categories', { data: { type: 'eqlaat-project-categories', attributes: { name: 'Communication' } } }));
    const id = await createProject(
      manager,
      { reason: 'Needs a communication device for school', priority: 3, note: 'Call the school first', patientRecord: 'P-2026-014', request: { need: 'speech' } },
      { users: links('users', [beneficiary.userId]), categories: links('eqlaat-project-categories', [category]) },
    );
    const read = await as(beneficiary).get(`/api/v1/eqlaat-projects/${id}?include=categories`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.attributes).toMatchObject({ shortReason: 'Needs a communication device…', priority: 3, currentStatuses: [], canEdit: false });
    expect(read.json().included.map((row: { id: string }) => row.id)).toEqual([category]);
    expect((await as(beneficiary).get('/api/v1/eqlaat-projects')).json().data.map((row: { id: string }) => row.id)).toEqual([id]);

    expect((await as(stranger).get(`/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(404);
    expect((await as(stranger).get('/api/v1/eqlaat-projects')).json().data).toEqual([]);
    expect((await as(null).get(`/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(404);
    const patch = (who: SignedIn, attributes: Record<string, unknown>) => as(who).send('PATCH', `/api/v1/eqlaat-projects/${id}`, { data: { type: 'eqlaat-projects', id, attributes } });
    expect((await patch(beneficiary, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await patch(stranger, { title: 'Mine now' })).statusCode).toBe(404);
    const changed = await patch(manager, { title: 'Eye-gaze at school and home' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ title: 'Eye-gaze at school and home', canEdit: true });
    expect((await patch(admin, { priority: 5 })).statusCode).toBe(200);
    expect((await as(beneficiary).send('DELETE', `/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(403);
    expect((await as(manager).send('DELETE', `/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(204);
    expect((await as(manager).get(`/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(404);
  });

  it('refuse bad input with 422s naming the field', async () => {
    const response = await as(manager).send('POST', '/api/v1/eqlaat-projects', { data: { type: 'eqlaat-projects', attributes: { priority: 9, reason: 'x'.repeat(1001) } } });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual(
      expect.arrayContaining([
        { code: 'validation.required', pointer: '/data/attributes/title' },
        { code: 'validation.max', pointer: '/data/attributes/priority' },
        { code: 'validation.max', pointer: '/data/attributes/reason' },
      ]),
    );
  });

  it('are asked for by members whose level reaches the setting, who then read them and may not set the team’s fields', async () => {
    const env = tablesOf('app-envs').table;
    const ask = (who: SignedIn, attributes: Record<string, unknown> = {}) =>
      as(who).send('POST', '/api/v1/eqlaat-projects', { data: { type: 'eqlaat-projects', attributes: { title: 'A powered wheelchair', reason: 'Mobility', ...attributes } } });
    // Without the setting, only the team opens projects.
    expect((await ask(beneficiary)).statusCode).toBe(403);
    await t.database.db.update(env).set({ rlProjectsAccessLevelId: 'member_level_1' }).where(eq(env.id, 'main'));
    try {
      expect((await ask(stranger)).statusCode).toBe(403);
      expect((await ask(beneficiary, { note: 'Urgent!' })).statusCode).toBe(403);
      const asked = await ask(beneficiary);
      expect(asked.statusCode, asked.body).toBe(201);
      const id = idOf(asked);
      expect((await as(beneficiary).get(`/api/v1/eqlaat-projects/${id}/relationships/users`)).json().data).toEqual([{ type: 'users', id: beneficiary.userId }]);
      expect((await as(beneficiary).get(`/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(200);
      expect((await as(stranger).get(`/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(env).set({ rlProjectsAccessLevelId: null }).where(eq(env.id, 'main'));
    }
  });

  it('take their current statuses from the latest step by doneAt', async () => {
    const id = await createProject(manager, {}, { users: links('users', [beneficiary.userId]) });
    expect((await addStep(manager, id, '2026-03-01T10:00:00Z', ['following_up', 'suspended'])).statusCode).toBe(201);
    expect((await addStep(manager, id, '2026-01-01T10:00:00Z', ['pending'])).statusCode).toBe(201);
    expect((await addStep(manager, id, null, ['closed'])).statusCode).toBe(201);
    const read = await as(beneficiary).get(`/api/v1/eqlaat-projects/${id}?include=steps`);
    expect(read.json().data.attributes.currentStatuses).toEqual(['suspended', 'following_up']);
    expect(read.json().included).toHaveLength(3);
    expect((await addStep(beneficiary, id, '2026-04-01T10:00:00Z', ['closed'])).statusCode).toBe(403);
    expect((await addStep(manager, id, '2026-04-01T10:00:00Z', ['closed'])).statusCode).toBe(201);
    expect((await as(beneficiary).get(`/api/v1/eqlaat-projects/${id}`)).json().data.attributes.currentStatuses).toEqual(['closed']);
    expect((await as(stranger).get(`/api/v1/eqlaat-project-steps?filter[project]=${id}`)).json().data).toEqual([]);
  });

  it('keep a status that cannot combine alone on its step', async () => {
    const id = await createProject(manager);
    const status = await as(manager).send('POST', '/api/v1/eqlaat-project-statuses', { data: { type: 'eqlaat-project-statuses', id: 'on_loan', attributes: { name: 'On loan', canCombine: false } } });
    expect(status.statusCode, status.body).toBe(201);
    expect(status.json().data.relationships.createdBy.data).toEqual({ type: 'users', id: manager.userId });
    const refused = await addStep(manager, id, '2026-02-01T10:00:00Z', ['testing', 'on_loan']);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([{ code: 'validation.canCombine', pointer: '/data/relationships/statuses' }]);
    expect((await as(manager).get(`/api/v1/eqlaat-project-steps?filter[project]=${id}`)).json().data).toEqual([]);
    expect((await addStep(manager, id, '2026-02-01T10:00:00Z', ['on_loan'])).statusCode).toBe(201);
    expect((await as(beneficiary).send('POST', '/api/v1/eqlaat-project-statuses', { data: { type: 'eqlaat-project-statuses', id: 'mine', attributes: { name: 'Mine' } } })).statusCode).toBe(403);
  });

  it('hold appointments, reports and existing solutions that go with them when deleted', async () => {
    const id = await createProject(manager, {}, { users: links('users', [beneficiary.userId]) });
    const appointment = (startAt: string, endAt: string) =>
      as(manager).send('POST', '/api/v1/eqlaat-appointments', {
        data: { type: 'eqlaat-appointments', attributes: { title: 'Home visit', location: 'Lyon', startAt, endAt, beneficiaryInvited: true }, relationships: { project: link('eqlaat-projects', id), managers: links('users', [manager.userId]) } },
      });
    const backwards = await appointment('2026-06-01T10:00:00Z', '2026-06-01T09:00:00Z');
    expect(backwards.statusCode).toBe(422);
    expect(errorsOf(backwards)).toEqual([{ code: 'validation.after', pointer: '/data/attributes/endAt' }]);
    const meeting = idOf(await appointment('2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z'));
    const report = await as(manager).send('POST', '/api/v1/eqlaat-reports', {
      data: { type: 'eqlaat-reports', attributes: { title: 'Visit report', content: '<p>Tried the device.</p><script>alert(1)</script>' }, relationships: { reportable: link('eqlaat-appointments', meeting) } },
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json().data.attributes.content).not.toContain('script');
    const projectReport = idOf(await as(manager).send('POST', '/api/v1/eqlaat-reports', { data: { type: 'eqlaat-reports', attributes: { title: 'Summary' }, relationships: { reportable: link('eqlaat-projects', id) } } }));
    const solution = await as(manager).send('POST', '/api/v1/ad-project-existing-solutions', {
      data: { type: 'ad-project-existing-solutions', attributes: { name: 'Tablet with symbols', url: 'https://example.org', reasons: ['Too small', 'No eye-gaze'] }, relationships: { project: link('eqlaat-projects', id) } },
    });
    expect(solution.statusCode, solution.body).toBe(201);

    expect((await as(beneficiary).get(`/api/v1/eqlaat-appointments/${meeting}`)).statusCode).toBe(200);
    expect((await as(beneficiary).get(`/api/v1/ad-project-existing-solutions/${idOf(solution)}`)).statusCode).toBe(200);
    expect((await as(stranger).get(`/api/v1/eqlaat-appointments/${meeting}`)).statusCode).toBe(404);
    expect((await as(stranger).get(`/api/v1/ad-project-existing-solutions/${idOf(solution)}`)).statusCode).toBe(404);
    expect((await as(beneficiary).get(`/api/v1/eqlaat-reports/${projectReport}`)).statusCode).toBe(200);
    expect((await as(stranger).get(`/api/v1/eqlaat-reports/${projectReport}`)).statusCode).toBe(404);
    expect((await as(manager).get(`/api/v1/eqlaat-projects/${id}/reports`)).json().data.map((row: { id: string }) => row.id)).toEqual([projectReport]);

    expect((await as(manager).send('DELETE', `/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(204);
    for (const url of [`eqlaat-appointments/${meeting}`, `eqlaat-reports/${projectReport}`, `ad-project-existing-solutions/${idOf(solution)}`]) {
      expect((await as(admin).get(`/api/v1/${url}`)).statusCode, url).toBe(404);
    }
    // The appointment's report went with the appointment.
    expect((await as(admin).get(`/api/v1/eqlaat-reports/${idOf(report)}`)).statusCode).toBe(404);
  });

  it("let a project's users read its reports and download them as PDFs; strangers and visitors are refused", async () => {
    const id = await createProject(manager, { title: 'Switch access at home' }, { users: links('users', [beneficiary.userId]) });
    const other = await createProject(manager, { title: 'Someone else' }, { users: links('users', [stranger.userId]) });
    const meeting = idOf(
      await as(manager).send('POST', '/api/v1/eqlaat-appointments', {
        data: { type: 'eqlaat-appointments', attributes: { title: 'Trial of switches', startAt: '2026-07-01T09:00:00Z', endAt: '2026-07-01T10:00:00Z' }, relationships: { project: link('eqlaat-projects', id) } },
      }),
    );
    const write = (title: string, content: string, type: string, target: string) =>
      as(manager).send('POST', '/api/v1/eqlaat-reports', { data: { type: 'eqlaat-reports', attributes: { title, content }, relationships: { reportable: link(type, target) } } });
    const summary = idOf(await write('Évaluation – synthèse', '<h2>Needs</h2><p>Two switches,<br>one per hand.</p><ul><li>Mount on the wheelchair</li><li>Școală: țară, Øresund, Straße</li></ul>', 'eqlaat-projects', id));
    const visit = idOf(await write('Trial report', '<p>The red switch suits best.</p>', 'eqlaat-appointments', meeting));
    const elsewhere = idOf(await write('Not yours', '<p>Private</p>', 'eqlaat-projects', other));

    // Reads: single rows, the list and the project's related reports, compiled and decided alike.
    for (const report of [summary, visit]) expect((await as(beneficiary).get(`/api/v1/eqlaat-reports/${report}`)).statusCode, report).toBe(200);
    expect((await as(beneficiary).get(`/api/v1/eqlaat-reports/${elsewhere}`)).statusCode).toBe(404);
    expect(idsOf(await as(beneficiary).get('/api/v1/eqlaat-reports?page[size]=100'))).toEqual(expect.arrayContaining([summary, visit].sort()));
    expect(idsOf(await as(beneficiary).get('/api/v1/eqlaat-reports?page[size]=100'))).not.toContain(elsewhere);
    expect(idsOf(await as(beneficiary).get(`/api/v1/eqlaat-projects/${id}/reports`))).toEqual([summary]);
    expect(idsOf(await as(stranger).get('/api/v1/eqlaat-reports?page[size]=100'))).toEqual([elsewhere]);
    expect((await as(stranger).get(`/api/v1/eqlaat-reports/${summary}`)).statusCode).toBe(404);
    expect((await as(null).get(`/api/v1/eqlaat-reports/${summary}`)).statusCode).toBe(404);
    // Reading is not writing.
    const change = { data: { type: 'eqlaat-reports', id: summary, attributes: { title: 'Mine now' } } };
    expect((await as(beneficiary).send('PATCH', `/api/v1/eqlaat-reports/${summary}`, change)).statusCode).toBe(403);

    // The PDF: for the project's users, the managers and admins; the same 404 for anyone else.
    const pdf = (who: SignedIn | null, report: string) => as(who).get(`/api/v1/services/eqlaat-reports/${report}/pdf`, { 'accept-language': 'fr' });
    const downloaded = await pdf(beneficiary, summary);
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="Evaluation-synthese\.pdf"; filename\*=UTF-8''/);
    expect(downloaded.headers['cache-control']).toBe('no-store');
    expect(downloaded.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(downloaded.rawPayload);
    expect(text).toContain('Évaluation – synthèse');
    expect(text).toContain('Switch access at home');
    for (const line of ['Needs', 'Two switches,', 'one per hand.', 'Mount on the wheelchair', 'Școală: țară, Øresund, Straße']) expect(text).toContain(line);
    expect(downloaded.rawPayload.toString('latin1')).toMatch(/\/Lang \(fr\)/);
    expect(pdfText((await pdf(beneficiary, visit)).rawPayload)).toContain('The red switch suits best.');
    for (const who of [manager, admin]) expect((await pdf(who, summary)).statusCode).toBe(200);
    expect((await pdf(stranger, summary)).statusCode).toBe(404);
    expect((await pdf(beneficiary, elsewhere)).statusCode).toBe(404);
    expect((await pdf(null, summary)).statusCode).toBe(404);
    expect((await pdf(beneficiary, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pdf(beneficiary, 'not-an-id')).statusCode).toBe(404);
    // The report's view at the spec's address: the same PDF, shown inline, with the same rights.
    const shown = await as(beneficiary).get(`/services/eqlaat-reports/${summary}/show/pdf`, { 'accept-language': 'fr' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="Evaluation-synthese\.pdf"/);
    expect(pdfText(shown.rawPayload)).toContain('Évaluation – synthèse');
    for (const who of [stranger, null]) expect((await as(who).get(`/services/eqlaat-reports/${summary}/show/pdf`)).statusCode).toBe(404);
  });
});
