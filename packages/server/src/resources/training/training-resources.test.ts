import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { reviewsSummary } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

type Linkage = { data: { type: string; id: string } | { type: string; id: string }[] | null };
const one = (type: string, id: string): Linkage => ({ data: { type, id } });
const many = (type: string, ids: string[]): Linkage => ({ data: ids.map((id) => ({ type, id })) });
const document = (type: string, attributes: Record<string, unknown>, relationships: Record<string, Linkage> = {}, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes, relationships },
});
const idOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};

/** Training resources, requests, themes and reviews through the API (spec, domain "Training"). */
describe.each(TEST_DATABASES)('training resources on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let contributor: Client;
  let otherContributor: Client;
  let member: Client;
  let levelTwoMember: Client;
  let visitor: Client;
  let contributorId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    const signed = await signIn(t, { roles: ['contributor'] });
    contributorId = signed.userId;
    contributor = client(t, signed.headers);
    otherContributor = client(t, (await signIn(t, { roles: ['contributor'] })).headers);
    member = client(t, (await signIn(t)).headers);
    levelTwoMember = client(t, (await signIn(t, { accessLevel: 'member_level_2' })).headers);
    visitor = client(t, await visitorHeaders(t));
    for (const id of ['communication', 'access']) {
      expect((await admin.send('POST', '/api/v1/training-resource-themes', document('training-resource-themes', { name: id }, {}, id))).statusCode).toBe(201);
    }
    expect((await admin.send('POST', '/api/v1/training-resource-types', document('training-resource-types', { name: 'Video' }, {}, 'video'))).statusCode).toBe(201);
  }, 60_000);
  afterAll(() => t.close());

  const create = (as: Client, attributes: Record<string, unknown>, relationships: Record<string, Linkage> = {}, type = 'training-resources') =>
    as.send('POST', `/api/v1/${type}`, document(type, attributes, relationships));
  const update = (as: Client, id: string, attributes: Record<string, unknown>, relationships: Record<string, Linkage> = {}, type = 'training-resources') =>
    as.send('PATCH', `/api/v1/${type}/${id}`, document(type, attributes, relationships, id));
  const publish = async (id: string, type = 'training-resources') => expect((await update(admin, id, { publishedAt: new Date(Date.now() - 60_000).toISOString() }, {}, type)).statusCode).toBe(200);
  const attributesOf = async (as: Client, url: string) => {
    const response = await as.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.attributes;
  };
  const themeCount = async (id: string) => (await attributesOf(visitor, `/api/v1/training-resource-themes/${id}`)).resourcesCount as number;
  const rowCount = async (type: string) => (await t.database.db.select().from(tablesOf(type).table)).length;

  it("reads the 'other' theme and type seeded with the schema, and lets only admins add to the lists", async () => {
    expect(await attributesOf(visitor, '/api/v1/training-resource-themes/other')).toMatchObject({ name: 'Other', resourcesCount: 0 });
    expect((await attributesOf(visitor, '/api/v1/training-resource-types/other')).name).toBe('Other');
    expect((await contributor.send('POST', '/api/v1/training-resource-themes', document('training-resource-themes', { name: 'Mine' }, {}, 'mine'))).statusCode).toBe(403);
    expect((await visitor.send('POST', '/api/v1/training-resource-types', document('training-resource-types', { name: 'Mine' }, {}, 'mine'))).statusCode).toBe(401);
  });

  it('lets a contributor write a resource, kept from readers until an admin publishes it, and from others to change', async () => {
    const id = idOf(await create(contributor, { title: 'Scanning basics', description: '<p>Intro<script>alert(1)</script></p>', licenseId: 'CC-BY-SA-4.0' }, { resourceType: one('training-resource-types', 'video') }));
    expect(await attributesOf(contributor, `/api/v1/training-resources/${id}`)).toMatchObject({ title: 'Scanning basics', description: '<p>Intro</p>', canEdit: true, canDelete: true, publishedAt: null });
    expect((await contributor.get(`/api/v1/training-resources/${id}`)).json().data.relationships.createdBy.data).toEqual({ type: 'users', id: contributorId });
    expect((await visitor.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(404);
    expect((await update(otherContributor, id, { title: 'Taken' })).statusCode).toBe(404);
    // Publishing is the administrators' (or an accepted publication request's).
    expect((await update(contributor, id, { publishedAt: new Date().toISOString() })).statusCode).toBe(403);
    await publish(id);
    expect(await attributesOf(visitor, `/api/v1/training-resources/${id}`)).toMatchObject({ title: 'Scanning basics', canEdit: false, canDelete: false });
    expect((await update(otherContributor, id, { title: 'Taken' })).statusCode).toBe(403);
    expect((await otherContributor.send('DELETE', `/api/v1/training-resources/${id}`)).statusCode).toBe(403);
    expect((await update(member, id, { title: 'Taken' })).statusCode).toBe(403);
    expect((await create(member, { title: 'Not a contributor' })).statusCode).toBe(403);
    expect((await create(visitor, { title: 'Nobody' })).statusCode).toBe(401);
    const renamed = await update(contributor, id, { title: 'Scanning, the basics' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.attributes.title).toBe('Scanning, the basics');
  });

  it('shows a restricted resource only to readers whose access level reaches it', async () => {
    const id = idOf(await create(contributor, { title: 'For members' }, { accessLevel: one('access-levels', 'member_level_2') }));
    await publish(id);
    expect((await visitor.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(404);
    expect((await member.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(404);
    expect((await member.get('/api/v1/training-resources?page[size]=100')).json().data.map((row: { id: string }) => row.id)).not.toContain(id);
    expect((await levelTwoMember.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(200);
  });

  it('puts a resource in the trash for its author, restores it for an admin, and deletes it for good', async () => {
    const id = idOf(await create(contributor, { title: 'Binned' }, { themes: many('training-resource-themes', ['access']) }));
    await publish(id);
    const counted = await themeCount('access');
    expect((await contributor.send('DELETE', `/api/v1/training-resources/${id}`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(404);
    expect((await contributor.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/training-resources/${id}`)).json().data.attributes.title).toBe('Binned');
    expect(await themeCount('access')).toBe(counted - 1);
    expect((await contributor.send('POST', `/api/v1/training-resources/${id}/restore`)).statusCode).toBe(404);
    expect((await admin.send('POST', `/api/v1/training-resources/${id}/restore`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(200);
    expect(await themeCount('access')).toBe(counted);
    expect((await otherContributor.send('DELETE', `/api/v1/training-resources/${id}/force`)).statusCode).toBe(403);
    expect((await admin.send('DELETE', `/api/v1/training-resources/${id}/force`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(404);
    expect(await themeCount('access')).toBe(counted - 1);
  });

  it("asks for the free text of an 'other' type or theme, writing nothing without it, and drops it once 'other' is left", async () => {
    const before = await rowCount('training-resources');
    const refused = await create(contributor, { title: 'Podcast' }, { resourceType: one('training-resource-types', 'other'), themes: many('training-resource-themes', ['other']) });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([
      { code: 'validation.required_with_other', pointer: '/data/attributes/otherResourceType' },
      { code: 'validation.required_with_other', pointer: '/data/attributes/otherTheme' },
    ]);
    expect(await rowCount('training-resources')).toBe(before);
    const id = idOf(
      await create(contributor, { title: 'Podcast', otherResourceType: 'Podcast', otherTheme: 'Sleep' }, { resourceType: one('training-resource-types', 'other'), themes: many('training-resource-themes', ['other']) }),
    );
    expect(await attributesOf(contributor, `/api/v1/training-resources/${id}`)).toMatchObject({ otherResourceType: 'Podcast', otherTheme: 'Sleep' });
    const changed = await update(contributor, id, {}, { resourceType: one('training-resource-types', 'video') });
    expect(changed.json().data.attributes).toMatchObject({ otherResourceType: null, otherTheme: 'Sleep' });
    // Through the relationship endpoint too: themes without 'other' lose their free text.
    expect((await contributor.send('PATCH', `/api/v1/training-resources/${id}/relationships/themes`, many('training-resource-themes', ['access']))).statusCode).toBe(200);
    expect((await attributesOf(contributor, `/api/v1/training-resources/${id}`)).otherTheme).toBeNull();
    const request = await create(contributor, { title: 'A request' }, { themes: many('training-resource-themes', ['other']) }, 'training-resource-requests');
    expect(errorsOf(request)).toEqual([{ code: 'validation.required_with_other', pointer: '/data/attributes/otherTheme' }]);
  });

  it("keeps each theme's resourcesCount as resources come, move and go, right under concurrent writes", async () => {
    const [communication, access] = [await themeCount('communication'), await themeCount('access')];
    const id = idOf(await create(contributor, { title: 'Two themes' }, { themes: many('training-resource-themes', ['communication', 'access']) }));
    expect([await themeCount('communication'), await themeCount('access')]).toEqual([communication + 1, access + 1]);
    expect((await update(contributor, id, {}, { themes: many('training-resource-themes', ['access']) })).statusCode).toBe(200);
    expect([await themeCount('communication'), await themeCount('access')]).toEqual([communication, access + 1]);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create(i % 2 ? contributor : otherContributor, { title: `Parallel ${i}` }, { themes: many('training-resource-themes', ['communication']) })));
    expect(results.map((response) => response.statusCode)).toEqual(results.map(() => 201));
    expect(await themeCount('communication')).toBe(communication + 6);
    expect((await admin.send('DELETE', `/api/v1/training-resources/${id}/force`)).statusCode).toBe(204);
    expect(await themeCount('access')).toBe(access);
  }, 60_000);

  describe('reviews', () => {
    let resourceId: string;
    beforeAll(async () => {
      resourceId = idOf(await create(contributor, { title: 'Reviewed' }));
      await publish(resourceId);
    });
    const review = (as: Client, attributes: Record<string, unknown>, resource = resourceId) =>
      as.send('POST', '/api/v1/training-resource-reviews', document('training-resource-reviews', attributes, { resource: one('training-resources', resource) }));
    const summary = async () => {
      const attributes = await attributesOf(visitor, `/api/v1/training-resources/${resourceId}`);
      return { reviewsCount: attributes.reviewsCount, reviewsAverageRating: attributes.reviewsAverageRating };
    };

    it('refuses a recipients count for a personal use, and an objective outside the four', async () => {
      expect(errorsOf(await review(member, { objective: 'personal', recipientsCount: 3, reviewRating: 4 }))).toEqual([{ code: 'validation.not_applicable', pointer: '/data/attributes/recipientsCount' }]);
      expect(errorsOf(await review(member, { objective: 'teaching', reviewRating: 4 }))[0]).toMatchObject({ pointer: '/data/attributes/objective' });
      expect(errorsOf(await review(member, { objective: 'project', reviewRating: 6 }))[0]).toMatchObject({ pointer: '/data/attributes/reviewRating' });
      // Visitors neither list nor write reviews: the kind is not theirs to reach.
      expect((await review(visitor, { objective: 'project', reviewRating: 4 })).statusCode).toBe(404);
      expect(await summary()).toEqual({ reviewsCount: 0, reviewsAverageRating: null });
    });

    it("counts and averages ratings, keeps each review its writer's, and drops recipients when the objective becomes personal", async () => {
      const mine = idOf(await review(member, { objective: 'project', recipientsCount: 12, reviewRating: 4, reviewComment: 'Clear' }));
      const read = await attributesOf(member, `/api/v1/training-resource-reviews/${mine}`);
      expect(read).toMatchObject({ objective: 'project', recipientsCount: 12, reviewRating: 4, canEdit: true });
      expect(read.reviewedAt).not.toBeNull();
      expect(await summary()).toEqual({ reviewsCount: 1, reviewsAverageRating: 4 });
      expect((await review(member, { objective: 'other', reviewRating: 1 })).statusCode).toBe(422);
      const theirs = idOf(await review(levelTwoMember, { objective: 'integration', reviewRating: 5 }));
      expect(await summary()).toEqual({ reviewsCount: 2, reviewsAverageRating: 4.5 });
      expect((await levelTwoMember.get(`/api/v1/training-resource-reviews/${mine}`)).statusCode).toBe(404);
      expect((await visitor.get('/api/v1/training-resource-reviews')).statusCode).toBe(404);
      const edit = (as: Client, id: string, attributes: Record<string, unknown>) => as.send('PATCH', `/api/v1/training-resource-reviews/${id}`, document('training-resource-reviews', attributes, {}, id));
      expect((await edit(levelTwoMember, mine, { reviewRating: 1 })).statusCode).toBe(404);
      expect((await edit(member, mine, { objective: 'personal' })).json().data.attributes).toMatchObject({ objective: 'personal', recipientsCount: null });
      expect((await edit(member, mine, { reviewRating: 2 })).statusCode).toBe(200);
      expect(await summary()).toEqual({ reviewsCount: 2, reviewsAverageRating: 3.5 });
      expect((await member.send('DELETE', `/api/v1/training-resource-reviews/${theirs}`)).statusCode).toBe(404);
      expect((await levelTwoMember.send('DELETE', `/api/v1/training-resource-reviews/${theirs}`)).statusCode).toBe(204);
      expect(await summary()).toEqual({ reviewsCount: 1, reviewsAverageRating: 2 });
      expect((await member.send('DELETE', `/api/v1/training-resource-reviews/${mine}`)).statusCode).toBe(204);
      expect(await summary()).toEqual({ reviewsCount: 0, reviewsAverageRating: null });
    });

    it('keeps the count and average right when many review at once', async () => {
      const ratings = [5, 4, 4, 3, 5, 2];
      const reviewers = await Promise.all(ratings.map(async () => client(t, (await signIn(t)).headers)));
      const results = await Promise.all(reviewers.map((as, i) => review(as, { objective: 'project', recipientsCount: 2, reviewRating: ratings[i] })));
      expect(results.map((response) => response.statusCode)).toEqual(ratings.map(() => 201));
      expect(await summary()).toEqual(reviewsSummary(ratings));
    }, 60_000);

    it('takes no review of a resource the reviewer cannot read', async () => {
      const draft = idOf(await create(contributor, { title: 'Still a draft' }));
      expect((await review(member, { objective: 'personal', reviewRating: 3 }, draft)).statusCode).toBe(422);
    });
  });

  it('lets members like a resource and a request, counted on each', async () => {
    const resource = idOf(await create(contributor, { title: 'Liked' }));
    await publish(resource);
    const request = idOf(await create(contributor, { title: 'Wanted: a guide', inspirationUrl: 'https://example.org/guide' }, { extendedResources: many('training-resources', [resource]) }, 'training-resource-requests'));
    await publish(request, 'training-resource-requests');
    for (const [type, id] of [['training-resources', resource], ['training-resource-requests', request]] as const) {
      expect((await member.send('POST', '/api/v1/likes', document('likes', {}, { likable: one(type, id) }))).statusCode).toBe(201);
      expect((await attributesOf(visitor, `/api/v1/${type}/${id}`)).likesCount).toBe(1);
    }
    const related = await visitor.get(`/api/v1/training-resource-requests/${request}/extendedResources`);
    expect(related.json().data.map((row: { id: string }) => row.id)).toEqual([resource]);
  });

  it("publishes a contributor's resource once an admin accepts their publication request", async () => {
    const id = idOf(await create(contributor, { title: 'Needs a reviewer' }));
    const asked = await contributor.send('POST', '/api/v1/publication-requests', document('publication-requests', { description: 'Ready' }, { publishable: one('training-resources', id) }));
    const requestId = idOf(asked);
    expect((await otherContributor.send('POST', '/api/v1/publication-requests', document('publication-requests', {}, { publishable: one('training-resources', id) }))).statusCode).toBeGreaterThanOrEqual(403);
    expect((await visitor.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(404);
    expect((await admin.send('PATCH', `/api/v1/publication-requests/${requestId}`, document('publication-requests', { status: 'accepted' }, {}, requestId))).statusCode).toBe(200);
    expect((await visitor.get(`/api/v1/training-resources/${id}`)).statusCode).toBe(200);
  });
});
