import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Authors ask administrators to publish (spec, domain "Publication request": pending, accepted, refused). */
describe.each(TEST_DATABASES)('publication requests on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let author: SignedIn;
  let otherAuthor: SignedIn;
  let category: string;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? {});

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    author = await signIn(t, { roles: ['contributor'] });
    otherAuthor = await signIn(t, { roles: ['contributor'] });
    category = await createThrough(systemContext(t.database.db), 'categories', { name: 'Open', allowContributions: true }, {});
  }, 60_000);
  afterAll(() => t.close());

  async function draftArticle(who: SignedIn) {
    const body = { data: { type: 'articles', attributes: { title: 'Draft' }, relationships: { category: { data: { type: 'categories', id: category } } } } };
    const response = await as(who).send('POST', '/api/v1/articles', body);
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  }
  const request = (who: SignedIn, type: string, id: string, attributes: Record<string, unknown> = {}) =>
    as(who).send('POST', '/api/v1/publication-requests', { data: { type: 'publication-requests', attributes: { description: 'Ready', ...attributes }, relationships: { publishable: { data: { type, id } } } } });
  const decide = (id: string, attributes: Record<string, unknown>, who = admin) => as(who).send('PATCH', `/api/v1/publication-requests/${id}`, { data: { type: 'publication-requests', id, attributes } });

  it('publishes an article when an admin accepts its author\'s request, and shows the request waiting meanwhile', async () => {
    const article = await draftArticle(author);
    const asked = await request(author, 'articles', article, { status: 'accepted' });
    // The author cannot decide their own request.
    expect(errorsOf(asked)).toEqual([{ code: 'forbidden', pointer: '/data/attributes/status' }]);
    const created = await request(author, 'articles', article);
    expect(created.statusCode).toBe(201);
    const requestId = created.json().data.id as string;
    expect(created.json().data.attributes).toMatchObject({ status: 'pending', refuseReason: null });
    expect((await as(author).get(`/api/v1/articles/${article}`)).json().data.attributes.pendingPublicationRequest).toBe(requestId);
    expect(errorsOf(await request(author, 'articles', article))).toEqual([{ code: 'validation.pending_request', pointer: '/data/relationships/publishable' }]);
    expect((await as(null).get(`/api/v1/articles/${article}`)).statusCode).toBe(404);

    expect((await decide(requestId, { status: 'accepted' }, author)).statusCode).toBe(403);
    const accepted = await decide(requestId, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    const published = await as(null).get(`/api/v1/articles/${article}`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.attributes).toMatchObject({ status: 'published' });
    expect((await as(author).get(`/api/v1/articles/${article}`)).json().data.attributes.pendingPublicationRequest).toBeNull();
    // Decided: its author no longer changes or withdraws it.
    expect((await decide(requestId, { description: 'Changed' }, author)).statusCode).toBe(403);
  });

  it('publishes at the date asked for, so a blog post waits until then', async () => {
    const post = await as(author).send('POST', '/api/v1/blog-posts', { data: { type: 'blog-posts', attributes: { title: 'Later' } } });
    const postId = post.json().data.id as string;
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const requestId = (await request(author, 'blog-posts', postId, { targetedPublishedAt: later })).json().data.id as string;
    await decide(requestId, { status: 'accepted' });
    const stored = await as(admin).get(`/api/v1/blog-posts/${postId}`);
    expect(stored.json().data.attributes.publishedAt).toBe(later);
    expect((await as(null).get(`/api/v1/blog-posts/${postId}`)).statusCode).toBe(404);
  });

  it('lets an admin refuse with a reason, which the author reads; the item stays unpublished', async () => {
    const event = await as(author).send('POST', '/api/v1/calendar-events', { data: { type: 'calendar-events', attributes: { title: 'Meetup', startAt: '2030-01-01T10:00:00Z' } } });
    const eventId = event.json().data.id as string;
    const requestId = (await request(author, 'calendar-events', eventId)).json().data.id as string;
    expect((await decide(requestId, { status: 'refused', refuseReason: 'Add a place.' })).statusCode).toBe(200);
    expect((await as(author).get(`/api/v1/publication-requests/${requestId}`)).json().data.attributes).toMatchObject({ status: 'refused', refuseReason: 'Add a place.' });
    expect((await as(null).get(`/api/v1/calendar-events/${eventId}`)).statusCode).toBe(404);
    // Refused, a new request may be filed.
    expect((await request(author, 'calendar-events', eventId)).statusCode).toBe(201);
  });

  it("keeps requests to their authors: nobody asks for another's item or reads another's request", async () => {
    const article = await draftArticle(author);
    // The other author cannot even see the draft: it does not exist for them.
    expect(errorsOf(await request(otherAuthor, 'articles', article))).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/publishable' }]);
    const requestId = (await request(author, 'articles', article)).json().data.id as string;
    expect((await as(otherAuthor).get(`/api/v1/publication-requests/${requestId}`)).statusCode).toBe(404);
    const theirs = (await as(otherAuthor).get('/api/v1/publication-requests?page[size]=100')).json().data.map((row: { id: string }) => row.id);
    expect(theirs).not.toContain(requestId);
    expect((await as(null).get(`/api/v1/publication-requests/${requestId}`)).statusCode).toBe(404);
    const member = await signIn(t);
    expect((await request(member, 'articles', article)).statusCode).toBe(403);
    // An admin's published item is not the author's to request either.
    const adminPost = await as(admin).send('POST', '/api/v1/blog-posts', { data: { type: 'blog-posts', attributes: { title: 'Admin post', publishedAt: new Date(Date.now() - 60_000).toISOString() } } });
    expect(errorsOf(await request(author, 'blog-posts', adminPost.json().data.id))).toEqual([{ code: 'forbidden', pointer: '/data/relationships/publishable' }]);
    // While pending, the author withdraws it.
    expect((await as(author).send('DELETE', `/api/v1/publication-requests/${requestId}`)).statusCode).toBe(204);
  });

  it('goes with its item when the item is deleted for good', async () => {
    const article = await draftArticle(author);
    const requestId = (await request(author, 'articles', article)).json().data.id as string;
    expect((await as(admin).send('DELETE', `/api/v1/articles/${article}`)).statusCode).toBe(204);
    expect((await as(admin).get(`/api/v1/publication-requests/${requestId}`)).statusCode).toBe(404);
  });
});
