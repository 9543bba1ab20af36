import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { drawnItems, fakeWebBuild, HTML } from '../../test/fake-drawing.ts';

type Linkage = { data: { type: string; id: string } | { type: string; id: string }[] | null };
const one = (type: string, id: string): Linkage => ({ data: { type, id } });
const many = (type: string, ids: string[]): Linkage => ({ data: ids.map((id) => ({ type, id })) });
const document = (type: string, attributes: Record<string, unknown>, relationships: Record<string, Linkage> = {}, id?: string) => ({ data: { type, ...(id ? { id } : {}), attributes, relationships } });
const idOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};

/** A stand-in for the web's drawing: the titles of the training records in the answers it is handed. */
const FAKE_DRAWING = `
export async function render(input) {
  const titles = [];
  for (const answer of Object.values(input.answers)) {
    const data = answer && answer.data;
    for (const resource of Array.isArray(data) ? data : data ? [data] : []) {
      if (resource.type === 'training-resources' || resource.type === 'training-resource-requests') titles.push(resource.attributes.title);
    }
  }
  const items = titles.map((title) => { const li = input.document.createElement('li'); li.textContent = title; return li.outerHTML; }).join('');
  return { html: '<main><ul>' + items + '</ul></main>', styles: '', errors: [] };
}`;

/**
 * The public side of training resources and requests (issue 25 items 1–3): members ask for a missing
 * resource and only they change their ask; a resource answering requests tells their writers once;
 * resources take comments; the blocks' pages are drawn on the server with their records.
 */
describe.each(TEST_DATABASES)('training resources and requests on the site, on %s', (kind) => {
  let t: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let admin: Client;
  let contributor: Client;
  let asker: Client;
  let askerId: string;
  let other: Client;
  let otherId: string;
  let visitor: Client;

  beforeAll(async () => {
    build = fakeWebBuild(FAKE_DRAWING);
    t = await createTestApp(kind, { overrides: { webDistDir: build.dist } });
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    contributor = client(t, (await signIn(t, { roles: ['contributor'] })).headers);
    const signedAsker = await signIn(t);
    askerId = signedAsker.userId;
    asker = client(t, signedAsker.headers);
    const signedOther = await signIn(t);
    otherId = signedOther.userId;
    other = client(t, signedOther.headers);
    visitor = client(t, await visitorHeaders(t));
    for (const id of ['communication', 'seating']) expect((await admin.send('POST', '/api/v1/training-resource-themes', document('training-resource-themes', { name: id }, {}, id))).statusCode).toBe(201);
    expect((await admin.send('POST', '/api/v1/training-resource-types', document('training-resource-types', { name: 'Guide' }, {}, 'guide'))).statusCode).toBe(201);
    await insertPage(t.database.db, { path: '/training-resources', title: { en: 'Training resources' }, components: [{ name: 'pageTrainingResourcesSearch', position: 0, props: { en: { title: 'Resources', perPage: 12, requestsPath: '/training-requests' } } }] });
    await insertPage(t.database.db, { path: '/training-requests', title: { en: 'Requests' }, components: [{ name: 'pageTrainingResourcesRequests', position: 0, props: { en: { title: 'Requests', perPage: 12 } } }] });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const ask = (as: Client, attributes: Record<string, unknown>, relationships: Record<string, Linkage> = {}) => as.send('POST', '/api/v1/training-resource-requests', document('training-resource-requests', attributes, relationships));
  const rows = async (type: string) => (await t.database.db.select().from(tablesOf(type).table)).length;
  const notificationsOf = async (userId: string) => {
    const table = tablesOf('notifications').table;
    const told = await t.database.db.select({ type: table.notificationType, details: table.details, actionUrl: table.actionUrl }).from(table).where(eq(table.userId, userId));
    return told.filter((notification) => notification.type === 'training-request-answered');
  };
  const publishedResource = async (title: string, relationships: Record<string, Linkage> = {}) => {
    const id = idOf(await contributor.send('POST', '/api/v1/training-resources', document('training-resources', { title }, relationships)));
    const published = await admin.send('PATCH', `/api/v1/training-resources/${id}`, document('training-resources', { publishedAt: new Date(Date.now() - 60_000).toISOString() }, {}, id));
    expect(published.statusCode).toBe(200);
    return id;
  };

  it("publishes a member's request at once, theirs alone to change or withdraw", async () => {
    const id = idOf(await ask(asker, { title: 'A guide to eye-gaze seating', inspirationUrl: 'https://example.org/seating' }, { resourceType: one('training-resource-types', 'guide'), themes: many('training-resource-themes', ['seating']) }));
    const read = await visitor.get(`/api/v1/training-resource-requests/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes).toMatchObject({ title: 'A guide to eye-gaze seating', canEdit: false, canDelete: false });
    expect((await asker.get(`/api/v1/training-resource-requests/${id}`)).json().data.attributes).toMatchObject({ canEdit: true, canDelete: true });
    // A stranger changes and withdraws nothing; a visitor asks for nothing.
    const patch = (as: Client, attributes: Record<string, unknown>) => as.send('PATCH', `/api/v1/training-resource-requests/${id}`, document('training-resource-requests', attributes, {}, id));
    expect((await patch(other, { title: 'Taken over' })).statusCode).toBe(403);
    expect((await other.send('DELETE', `/api/v1/training-resource-requests/${id}`)).statusCode).toBe(403);
    expect((await ask(visitor, { title: 'Anonymous ask' })).statusCode).toBe(401);
    expect((await visitor.get(`/api/v1/training-resource-requests/${id}`)).json().data.attributes.title).toBe('A guide to eye-gaze seating');
    expect((await patch(asker, { title: 'A guide to seating for eye gaze' })).statusCode).toBe(200);
    // Others support it with a like.
    expect((await other.send('POST', '/api/v1/likes', document('likes', {}, { likable: one('training-resource-requests', id) }))).statusCode).toBe(201);
    expect((await visitor.get(`/api/v1/training-resource-requests/${id}`)).json().data.attributes.likesCount).toBe(1);
    expect((await asker.send('DELETE', `/api/v1/training-resource-requests/${id}`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/v1/training-resource-requests/${id}`)).statusCode).toBe(404);
  });

  it('refuses a bad request with a 422 naming the field, writing nothing', async () => {
    const before = await rows('training-resource-requests');
    expect(errorsOf(await ask(asker, { title: '' }))[0]).toMatchObject({ pointer: '/data/attributes/title' });
    expect(errorsOf(await ask(asker, { title: 'Long link', inspirationUrl: `https://example.org/${'a'.repeat(2100)}` }))[0]).toMatchObject({ pointer: '/data/attributes/inspirationUrl' });
    expect(errorsOf(await ask(asker, { title: 'Some other type' }, { resourceType: one('training-resource-types', 'other') }))).toEqual([{ code: 'validation.required_with_other', pointer: '/data/attributes/otherResourceType' }]);
    expect(await rows('training-resource-requests')).toBe(before);
  });

  it("tells a request's writer once when a resource answers it, with a link to the resource", async () => {
    const first = idOf(await ask(asker, { title: 'Modelling videos for grandparents' }, { themes: many('training-resource-themes', ['communication']) }));
    const second = idOf(await ask(other, { title: 'Modelling in Spanish' }));
    const answer = await publishedResource('Modelling for the whole family', { originalRequests: many('training-resource-requests', [first]) });
    expect(await notificationsOf(askerId)).toEqual([{ type: 'training-request-answered', details: 'Modelling for the whole family', actionUrl: `/training-resources/${answer}` }]);
    expect(await notificationsOf(otherId)).toEqual([]);
    // Linking one more request tells its writer only; the first is not told again.
    const linked = await contributor.send('PATCH', `/api/v1/training-resources/${answer}`, document('training-resources', { title: 'Modelling for the whole family' }, { originalRequests: many('training-resource-requests', [first, second]) }, answer));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await notificationsOf(askerId)).toHaveLength(1);
    expect((await notificationsOf(otherId)).map((notification) => notification.type)).toEqual(['training-request-answered']);
    // The request lists what answers it.
    const answers = await visitor.get(`/api/v1/training-resources?filter[originalRequests]=${first}&fields[training-resources]=title`);
    expect(answers.json().data.map((row: { id: string }) => row.id)).toEqual([answer]);
  });

  it('filters resources by theme, and takes comments on a published resource', async () => {
    const seating = await publishedResource('Seating checks before a session', { themes: many('training-resource-themes', ['seating']) });
    await publishedResource('Core words', { themes: many('training-resource-themes', ['communication']) });
    const listed = await visitor.get('/api/v1/training-resources?filter[themes]=seating&fields[training-resources]=title');
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([seating]);
    const comment = await asker.send('POST', '/api/v1/comments', document('comments', { content: '<p>Very useful before every session.</p>' }, { commentable: one('training-resources', seating) }));
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await visitor.get(`/api/v1/training-resources/${seating}`)).json().data.attributes.commentsCount).toBe(1);
  });

  it('draws /training-resources and a resource on the server with its records, and 404 for a missing one', async () => {
    const id = await publishedResource('Switch placement checklist');
    const list = await t.app.inject({ method: 'GET', url: '/training-resources', headers: HTML });
    expect(list.statusCode).toBe(200);
    expect(drawnItems(list.body)).toContain('Switch placement checklist');
    const screen = await t.app.inject({ method: 'GET', url: `/training-resources/${id}`, headers: HTML });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain(`<title>${t.config.appName} - Switch placement checklist</title>`);
    const requests = await t.app.inject({ method: 'GET', url: '/training-requests', headers: HTML });
    expect(requests.statusCode).toBe(200);
    expect(drawnItems(requests.body)).toContain('Modelling videos for grandparents');
    for (const url of ['/training-resources/00000000-0000-4000-8000-000000000000', '/training-requests/00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ method: 'GET', url, headers: HTML })).statusCode, url).toBe(404);
    }
  });
});
