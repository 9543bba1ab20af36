import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { resourceTables } from '../../db/schema.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * What contributors write from the site (issue 22 item 9): their own items listed by
 * `filter[createdBy]`, signed as themselves or as an organization of theirs, kept from strangers,
 * and refused field by field with nothing written.
 */
describe.each(TEST_DATABASES)('contributions on %s', (databaseKind) => {
  let t: TestApp;
  let author: SignedIn;
  let stranger: SignedIn;
  let ours: string;
  let theirs: string;
  const as = (who: SignedIn) => client(t, who.headers);
  const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;
  const users = () => resourceTables.get('users')!;

  const post = (who: SignedIn, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
    as(who).send('POST', '/api/v1/blog-posts', { data: { type: 'blog-posts', attributes, relationships } });
  const organizationOf = async (id: string) => (await as(author).get(`/api/v1/blog-posts/${id}`)).json().data.relationships.organization.data?.id ?? null;
  const countOf = async (type: string) => (await t.database.db.select().from(resourceTables.get(type)!.table)).length;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    author = await signIn(t, { roles: ['contributor'] });
    stranger = await signIn(t, { roles: ['contributor'] });
    const system = systemContext(t.database.db);
    ours = await createThrough(system, 'organizations', { name: 'Ours' }, {});
    theirs = await createThrough(system, 'organizations', { name: 'Theirs' }, {});
    await t.database.db.insert(users().joins.organizations!.table).values({ ownerId: author.userId, relatedId: ours, position: 0 });
    await t.database.db.update(users().table).set({ actingAsOrganizationId: ours }).where(eq(users().table.id, author.userId));
  }, 60_000);
  afterAll(() => t.close());

  it('lists a contributor’s own items, drafts included, with the request that waits, and none of another’s', async () => {
    const mine = idOf(await post(author, { title: 'My draft' }));
    const other = idOf(await post(stranger, { title: 'Their draft' }));
    const request = await as(author).send('POST', '/api/v1/publication-requests', {
      data: { type: 'publication-requests', attributes: { description: 'Ready' }, relationships: { publishable: { data: { type: 'blog-posts', id: mine } } } },
    });
    const listed = (await as(author).get(`/api/v1/blog-posts?filter[createdBy]=${author.userId}&page[size]=50`)).json();
    expect(listed.meta.permissions).toEqual({ create: true });
    const row = listed.data.find((item: { id: string }) => item.id === mine);
    expect(row.attributes).toMatchObject({ title: 'My draft', publishedAt: null, pendingPublicationRequest: idOf(request) });
    expect(row.meta.permissions).toMatchObject({ update: true, softDelete: true });
    expect(listed.data.map((item: { id: string }) => item.id)).not.toContain(other);
    // Another's list, asked by name, shows none of their drafts.
    expect((await as(author).get(`/api/v1/blog-posts?filter[createdBy]=${stranger.userId}`)).json().data).toEqual([]);
  });

  it('signs as the organization acted for unless the author chooses themself, and refuses an organization not theirs', async () => {
    expect(await organizationOf(idOf(await post(author, { title: 'For ours' })))).toBe(ours);
    const own = idOf(await post(author, { title: 'Mine alone' }, { organization: { data: null } }));
    expect(await organizationOf(own)).toBeNull();
    const before = await countOf('blog-posts');
    const refused = await post(author, { title: 'For theirs' }, { organization: { data: { type: 'organizations', id: theirs } } });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([{ code: 'validation.not_member', pointer: '/data/relationships/organization' }]);
    expect(await countOf('blog-posts')).toBe(before);
    // Changing who signs, later: to an organization of theirs, not to another.
    const patch = (organization: string | null) =>
      as(author).send('PATCH', `/api/v1/blog-posts/${own}`, { data: { type: 'blog-posts', id: own, relationships: { organization: { data: organization && { type: 'organizations', id: organization } } } } });
    expect((await patch(ours)).statusCode).toBe(200);
    expect(await organizationOf(own)).toBe(ours);
    expect(errorsOf(await patch(theirs))).toEqual([{ code: 'validation.not_member', pointer: '/data/relationships/organization' }]);
    expect(await organizationOf(own)).toBe(ours);
    // Publishing stays the administrators': a contributor cannot set the date.
    const published = await as(author).send('PATCH', `/api/v1/blog-posts/${own}`, { data: { type: 'blog-posts', id: own, attributes: { publishedAt: new Date().toISOString() } } });
    expect(errorsOf(published)).toEqual([{ code: 'forbidden', pointer: '/data/attributes/publishedAt' }]);
  });

  it('keeps a contributor’s item from a stranger: no change, no delete, no request, no withdrawal', async () => {
    const mine = idOf(await post(author, { title: 'Keep out', content: '<p>Mine</p>' }));
    const requestId = idOf(
      await as(author).send('POST', '/api/v1/publication-requests', {
        data: { type: 'publication-requests', attributes: { description: 'Please' }, relationships: { publishable: { data: { type: 'blog-posts', id: mine } } } },
      }),
    );
    // An unpublished item does not exist for them.
    expect((await as(stranger).send('PATCH', `/api/v1/blog-posts/${mine}`, { data: { type: 'blog-posts', id: mine, attributes: { title: 'Taken' } } })).statusCode).toBe(404);
    expect((await as(stranger).send('DELETE', `/api/v1/blog-posts/${mine}`)).statusCode).toBe(404);
    expect((await as(stranger).send('DELETE', `/api/v1/publication-requests/${requestId}`)).statusCode).toBe(404);
    expect(
      (await as(stranger).send('PATCH', `/api/v1/publication-requests/${requestId}`, { data: { type: 'publication-requests', id: requestId, attributes: { description: 'Mine now' } } })).statusCode,
    ).toBe(404);
    const kept = (await as(author).get(`/api/v1/blog-posts/${mine}`)).json().data.attributes;
    expect(kept).toMatchObject({ title: 'Keep out', content: '<p>Mine</p>', pendingPublicationRequest: requestId });
  });

  it('answers bad input with 422 naming the field, and writes nothing', async () => {
    const before = { posts: await countOf('blog-posts'), events: await countOf('calendar-events'), requests: await countOf('publication-requests') };
    expect(errorsOf(await post(author, { title: '' }))).toEqual([expect.objectContaining({ pointer: '/data/attributes/title' })]);
    expect(errorsOf(await post(author, { title: 'x'.repeat(256) }))).toEqual([{ code: 'validation.max', pointer: '/data/attributes/title' }]);
    const event = await as(author).send('POST', '/api/v1/calendar-events', {
      data: { type: 'calendar-events', attributes: { title: 'Backwards', startAt: '2030-01-02T10:00:00Z', endAt: '2030-01-01T10:00:00Z' } },
    });
    expect(errorsOf(event)).toEqual([{ code: 'validation.after_or_equal', pointer: '/data/attributes/endAt' }]);
    const draft = idOf(await post(author, { title: 'To ask for' }));
    const request = await as(author).send('POST', '/api/v1/publication-requests', {
      data: { type: 'publication-requests', attributes: { description: 'Soon', targetedPublishedAt: 'next week' }, relationships: { publishable: { data: { type: 'blog-posts', id: draft } } } },
    });
    expect(request.statusCode).toBe(422);
    expect(errorsOf(request).map((error) => error.pointer)).toEqual(['/data/attributes/targetedPublishedAt']);
    expect(await countOf('blog-posts')).toBe(before.posts + 1);
    expect(await countOf('calendar-events')).toBe(before.events);
    expect(await countOf('publication-requests')).toBe(before.requests);
  });

  it('sanitises what a contributor writes as rich text', async () => {
    const id = idOf(await post(author, { title: 'Script', content: '<p>Hello<script>alert(1)</script><img src=x onerror="alert(2)"></p>' }));
    const content = (await as(author).get(`/api/v1/blog-posts/${id}`)).json().data.attributes.content as string;
    expect(content).toContain('Hello');
    expect(content).not.toMatch(/script|onerror/);
  });
});
