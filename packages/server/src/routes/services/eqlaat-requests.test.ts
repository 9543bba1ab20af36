import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const URL = '/api/v1/services/eqlaat-requests';
const body = (attributes: Record<string, unknown>) => ({ data: { type: 'eqlaat-requests', attributes } });
const ASK = { firstName: 'Nora', lastName: 'Belkacem', email: 'nora@example.org', phone: '+33 6 12 34 56 78', reason: 'Speak again after a stroke', description: 'I lost my speech.\n\nI would like to try <b>eye gaze</b>.' };

/** Asking for accompaniment (issue 28 item 1, block pageEqlaatRequest): the request becomes a project and the team is told. */
describe.each(TEST_DATABASES)('accompaniment requests on %s', (databaseKind) => {
  let t: TestApp;
  let visitor: Client;
  let member: Client;
  let memberSigned: SignedIn;
  let teamSigned: SignedIn;
  let stranger: Client;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    visitor = client(t, await visitorHeaders(t));
    memberSigned = await signIn(t);
    member = client(t, memberSigned.headers);
    teamSigned = await signIn(t, { roles: ['eqlaat_member'] });
    stranger = client(t, (await signIn(t)).headers);
  }, 60_000);
  afterAll(() => t.close());

  const projectsTold = async () => {
    const notifications = tablesOf('notifications').table;
    return t.database.db
      .select({ details: notifications.details, actionUrl: notifications.actionUrl })
      .from(notifications)
      .where(and(eq(notifications.notificationType, 'eqlaat-request'), eq(notifications.userId, teamSigned.userId)));
  };

  it('refuses a reason over 30 characters or a missing name, naming the field, and writes nothing', async () => {
    expect(errorsOf(await visitor.send('POST', URL, body({ ...ASK, reason: 'x'.repeat(31) })))).toEqual([{ code: 'validation.max', pointer: '/data/attributes/reason' }]);
    expect(errorsOf(await visitor.send('POST', URL, body({ ...ASK, firstName: '', email: 'nora' }))).map((error) => error.pointer).sort()).toEqual(['/data/attributes/email', '/data/attributes/firstName']);
    expect((await visitor.send('POST', URL, body({ ...ASK, isAdmin: true }))).statusCode).toBe(422);
    expect(await t.database.db.select({ id: tablesOf('eqlaat-projects').table.id }).from(tablesOf('eqlaat-projects').table)).toEqual([]);
    expect(await projectsTold()).toEqual([]);
  });

  it('turns a visitor’s request into a project the team reads and is told of, its message kept as plain text', async () => {
    const created = await visitor.send('POST', URL, body(ASK));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const team = client(t, teamSigned.headers);
    const project = (await team.get(`/api/v1/eqlaat-projects/${id}`)).json().data.attributes;
    expect(project).toMatchObject({ title: 'Nora Belkacem', reason: 'Speak again after a stroke', shortReason: 'Speak again after a stroke' });
    expect(project.description).toMatch(/^<p>I lost my speech.<\/p><p>I would like to try &(lt|#60);b&(gt|#62);eye gaze/);
    expect(project.request).toMatchObject({ email: 'nora@example.org', phone: '+33 6 12 34 56 78', userId: null });
    expect(await projectsTold()).toEqual([{ details: 'Nora Belkacem — Speak again after a stroke', actionUrl: `/admin/resources/eqlaat-projects/show/${id}` }]);
    // Nobody else reads it.
    expect((await stranger.get(`/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(404);
  });

  it('makes a signed-in member one of the users of their request, so they read it', async () => {
    const id = (await member.send('POST', URL, body({ ...ASK, firstName: 'Marc', reason: 'Switch access' }))).json().data.id as string;
    expect((await member.get(`/api/v1/eqlaat-projects/${id}`)).json().data.attributes.title).toBe('Marc Belkacem');
    expect((await stranger.get(`/api/v1/eqlaat-projects/${id}`)).statusCode).toBe(404);
  });
});
