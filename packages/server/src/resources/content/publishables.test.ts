import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { compiledShapes } from '../../db/compiled-reads.ts';
import { endOfMinute } from './publishable.ts';

/**
 * Articles, blog posts and calendar events through the API (spec, domain §3 "Publishing base", §4,
 * §6): who writes them, who reads them by access level and publication, the trash, translations.
 */

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;

/** A valid new row of each publishable kind, beyond its title. */
const EXTRA: Record<string, (ids: { category: string }) => { attributes?: Record<string, unknown>; relationships?: Record<string, unknown> }> = {
  articles: ({ category }) => ({ attributes: { content: '<p>Body</p>' }, relationships: { category: { data: { type: 'categories', id: category } } } }),
  'blog-posts': () => ({ attributes: { content: '<p>Body</p>' } }),
  'calendar-events': () => ({ attributes: { startAt: '2030-05-01T09:00:00.000Z', location: 'Lyon', isRealLocation: true } }),
};
const TYPES = Object.keys(EXTRA);

describe('"published by now"', () => {
  it('reaches the end of the current minute, so one statement serves a minute and what is published now shows at once', () => {
    expect(endOfMinute(Date.parse('2030-01-01T12:00:30.500Z')).toISOString()).toBe('2030-01-01T12:01:00.000Z');
    expect(endOfMinute(Date.parse('2030-01-01T12:00:00.000Z')).toISOString()).toBe('2030-01-01T12:01:00.000Z');
    expect(endOfMinute(Date.parse('2030-01-01T12:00:59.999Z')).toISOString()).toBe('2030-01-01T12:01:00.000Z');
  });
});

describe.each(TEST_DATABASES)('publishable items on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let contributor: SignedIn;
  let otherContributor: SignedIn;
  let member: SignedIn;
  let levelOneMember: SignedIn;
  let category: string;
  let closedCategory: string;
  /** A visitor's cookies and anti-forgery token: their writes reach the policy. */
  let visitor: Record<string, string>;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? visitor);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    contributor = await signIn(t, { roles: ['contributor'] });
    otherContributor = await signIn(t, { roles: ['contributor'] });
    member = await signIn(t);
    levelOneMember = await signIn(t, { accessLevel: 'member_level_1' });
    visitor = await visitorHeaders(t);
    const ctx = systemContext(t.database.db);
    category = await createThrough(ctx, 'categories', { name: 'Open', allowContributions: true });
    closedCategory = await createThrough(ctx, 'categories', { name: 'Closed' });
  }, 60_000);
  afterAll(() => t.close());

  /** A new item of a kind, written by `who`, with the attributes given (published an hour ago unless said). */
  async function create(who: SignedIn, type: string, attributes: Record<string, unknown> = {}, relationships: Record<string, unknown> = {}) {
    const extra = EXTRA[type]!({ category });
    const status = type === 'articles' && who === admin ? { status: 'published' } : {};
    const published = who === admin ? { publishedAt: ago(1) } : {};
    const body = { data: { type, attributes: { title: `A ${type}`, ...status, ...published, ...extra.attributes, ...attributes }, relationships: { ...extra.relationships, ...relationships } } };
    const response = await as(who).send('POST', `/api/v1/${type}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return idOf(response);
  }
  const patch = (who: SignedIn | null, type: string, id: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    as(who).send('PATCH', `/api/v1/${type}/${id}`, { data: { type, id, attributes } }, headers);
  const read = (who: SignedIn | null, type: string, id: string, headers: Record<string, string> = {}) => as(who).get(`/api/v1/${type}/${id}`, headers);
  const listed = async (api: Client, url: string) => (await api.get(url)).json().data.map((row: { id: string }) => row.id) as string[];

  describe.each(TYPES)('%s', (type) => {
    it('are created, read, updated and deleted by an admin through the API', async () => {
      const id = await create(admin, type, { title: 'First title' });
      const shown = await read(null, type, id);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data.attributes).toMatchObject({ title: 'First title', recordsCount: 0, canEdit: false, canDelete: false, pendingPublicationRequest: null });
      const changed = await patch(admin, type, id, { title: 'Second title' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.attributes).toMatchObject({ title: 'Second title', canEdit: true, canDelete: true });
      expect((await read(null, type, id)).json().data.attributes.title).toBe('Second title');
      const force = type === 'articles' ? '' : '/force';
      expect((await as(admin).send('DELETE', `/api/v1/${type}/${id}${force}`)).statusCode).toBe(204);
      expect((await read(admin, type, id)).statusCode).toBe(404);
    });

    it('keep their texts per language: English first, French written in its own edition language', async () => {
      const id = await create(admin, type, { title: 'Accessible design' });
      expect((await patch(admin, type, id, { title: 'Conception accessible' }, { 'x-edition-locale': 'fr' })).statusCode).toBe(200);
      expect((await read(null, type, id, { 'accept-language': 'fr' })).json().data.attributes.title).toBe('Conception accessible');
      expect((await read(null, type, id, { 'accept-language': 'en' })).json().data.attributes.title).toBe('Accessible design');
      expect((await read(admin, type, id)).json().data.attributes.translations).toMatchObject({ en: { title: 'Accessible design' }, fr: { title: 'Conception accessible' } });
    });

    it('refuse writes from visitors (401) and from members without the contributor role (403)', async () => {
      const id = await create(admin, type);
      const body = { data: { type, attributes: { title: 'Intruder', ...EXTRA[type]!({ category }).attributes }, relationships: EXTRA[type]!({ category }).relationships } };
      expect((await as(null).send('POST', `/api/v1/${type}`, body)).statusCode).toBe(401);
      expect((await as(member).send('POST', `/api/v1/${type}`, body)).statusCode).toBe(403);
      expect((await patch(null, type, id, { title: 'Defaced' })).statusCode).toBe(401);
      expect((await patch(member, type, id, { title: 'Defaced' })).statusCode).toBe(403);
      expect((await as(member).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(403);
      expect((await read(null, type, id)).json().data.attributes.title).toBe(`A ${type}`);
    });

    it('name their author to every reader by the spec’s rule (the creator here, no organization signing)', async () => {
      const id = await create(contributor, type);
      expect((await read(contributor, type, id)).json().data.attributes.authorName).toBe('Test User');
      const published = await create(admin, type);
      expect((await read(null, type, published)).json().data.attributes.authorName).toBe('Test User');
    });

    it("let a contributor write an unpublished item of their own, which others neither read nor change", async () => {
      const id = await create(contributor, type, { title: 'Mine' });
      const mine = await read(contributor, type, id);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.attributes).toMatchObject({ publishedAt: null, canEdit: true });
      expect(mine.json().data.relationships.createdBy.data).toEqual({ type: 'users', id: contributor.userId });
      for (const who of [null, member, otherContributor]) expect((await read(who, type, id)).statusCode).toBe(404);
      expect((await patch(otherContributor, type, id, { title: 'Not yours' })).statusCode).toBe(404);
      expect((await patch(contributor, type, id, { title: 'Still mine' })).statusCode).toBe(200);
      // Publishing is the administrators' (or an accepted publication request's).
      expect(errorsOf(await patch(contributor, type, id, { publishedAt: ago(1) }))).toEqual([{ code: 'forbidden', pointer: '/data/attributes/publishedAt' }]);
      expect((await listed(as(null), `/api/v1/${type}?filter[id]=${id}`))).toEqual([]);
      expect((await listed(as(contributor), `/api/v1/${type}?filter[id]=${id}`))).toEqual([id]);
    });

    it("let a contributor change a published item they wrote, but not another contributor's", async () => {
      const id = await create(contributor, type, { title: 'Ours' });
      await patch(admin, type, id, { publishedAt: ago(1), ...(type === 'articles' ? { status: 'published' } : {}) });
      expect((await read(otherContributor, type, id)).json().data.attributes.canEdit).toBe(false);
      expect((await patch(otherContributor, type, id, { title: 'Taken' })).statusCode).toBe(403);
      expect((await patch(contributor, type, id, { title: 'Improved' })).statusCode).toBe(200);
    });

    it('show an item restricted to an access level only to readers who reach it', async () => {
      const id = await create(admin, type, { title: 'Members only' }, { accessLevel: { data: { type: 'access-levels', id: 'member_level_1' } } });
      const open = await create(admin, type, { title: 'For everyone' });
      expect((await read(null, type, id)).statusCode).toBe(404);
      expect((await read(member, type, id)).statusCode).toBe(404);
      expect((await read(levelOneMember, type, id)).statusCode).toBe(200);
      const both = `/api/v1/${type}?filter[id]=${id},${open}`;
      expect(await listed(as(null), both)).toEqual([open]);
      expect((await listed(as(levelOneMember), both)).sort()).toEqual([id, open].sort());
    });

    it('hide an item whose publication date has not come', async () => {
      const future = new Date(Date.now() + 48 * HOUR).toISOString();
      const id = await create(admin, type, { publishedAt: future });
      expect((await read(null, type, id)).statusCode).toBe(404);
      expect((await read(admin, type, id)).statusCode).toBe(200);
    });
  });

  describe.each(['blog-posts', 'calendar-events'])('%s in the trash', (type) => {
    it('is not found by readers, still loaded by admins, restored by them, then deleted for good', async () => {
      const id = await create(admin, type, { title: 'Trashed' });
      expect((await as(admin).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(204);
      expect((await read(null, type, id)).statusCode).toBe(404);
      const loaded = await read(admin, type, id);
      expect(loaded.statusCode).toBe(200);
      expect(loaded.json().data.attributes.deletedAt).not.toBeNull();
      expect(await listed(as(admin), `/api/v1/${type}?filter[id]=${id}`)).toEqual([]);
      expect(await listed(as(admin), `/api/v1/${type}?filter[id]=${id}&filter[trashed]=only`)).toEqual([id]);
      expect((await as(member).get(`/api/v1/${type}?filter[trashed]=with`)).statusCode).toBe(403);
      const restored = await as(admin).send('POST', `/api/v1/${type}/${id}/restore`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data.attributes.deletedAt).toBeNull();
      expect((await read(null, type, id)).statusCode).toBe(200);
      expect((await as(admin).send('DELETE', `/api/v1/${type}/${id}/force`)).statusCode).toBe(204);
      expect((await read(admin, type, id)).statusCode).toBe(404);
    });

    it("is where a contributor's delete puts their own item, which only admins restore", async () => {
      const id = await create(contributor, type, { title: 'Withdrawn' });
      expect((await as(otherContributor).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(404);
      expect((await as(contributor).send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(204);
      expect((await read(contributor, type, id)).statusCode).toBe(404);
      expect((await as(contributor).send('POST', `/api/v1/${type}/${id}/restore`)).statusCode).toBe(404);
      expect((await as(admin).send('POST', `/api/v1/${type}/${id}/restore`)).statusCode).toBe(200);
      expect((await read(contributor, type, id)).statusCode).toBe(200);
    });
  });

  it('reads every contributor\'s "own items" through one compiled statement, each still seeing only their own drafts', async () => {
    const mine = await create(contributor, 'blog-posts', { title: 'My draft' });
    const theirs = await create(otherContributor, 'blog-posts', { title: 'Their draft' });
    const drafts = async (who: SignedIn) => {
      const ids = await listed(as(who), '/api/v1/blog-posts?page[size]=100');
      return [mine, theirs].filter((id) => ids.includes(id));
    };
    expect(await drafts(contributor)).toEqual([mine]);
    const shapes = compiledShapes();
    expect(await drafts(otherContributor)).toEqual([theirs]);
    expect(await drafts(contributor)).toEqual([mine]);
    expect(compiledShapes()).toBe(shapes);
  });

  it('reads an article that is unlisted but not one in draft, and publishes it when it leaves draft', async () => {
    const draft = await create(admin, 'articles', { status: 'draft', publishedAt: null });
    expect((await read(null, 'articles', draft)).statusCode).toBe(404);
    const unlisted = await patch(admin, 'articles', draft, { status: 'unlisted' });
    expect(unlisted.json().data.attributes.publishedAt).not.toBeNull();
    expect((await read(null, 'articles', draft)).statusCode).toBe(200);
    expect(await listed(as(null), `/api/v1/articles?filter[id]=${draft}&filter[status]=published`)).toEqual([]);
  });

  it('keeps contributors to the categories open to contributions', async () => {
    const body = (categoryId: string) => ({ data: { type: 'articles', attributes: { title: 'Mine' }, relationships: { category: { data: { type: 'categories', id: categoryId } } } } });
    const refused = await as(contributor).send('POST', '/api/v1/articles', body(closedCategory));
    expect(errorsOf(refused)).toEqual([{ code: 'validation.contributions_closed', pointer: '/data/relationships/category' }]);
    expect((await as(contributor).send('POST', '/api/v1/articles', body(category))).statusCode).toBe(201);
    expect((await as(admin).send('POST', '/api/v1/articles', body(closedCategory))).statusCode).toBe(201);
  });

  it('lets admins alone create and update article categories, which everyone reads in their language', async () => {
    const body = { data: { type: 'categories', attributes: { name: 'Tutorials', defaultLayoutId: 'navigation', alertText: 'New!' } } };
    expect((await as(contributor).send('POST', '/api/v1/categories', body)).statusCode).toBe(403);
    expect((await as(null).send('POST', '/api/v1/categories', body)).statusCode).toBe(401);
    const created = await as(admin).send('POST', '/api/v1/categories', body);
    expect(created.statusCode).toBe(201);
    const id = idOf(created);
    expect(errorsOf(await patch(admin, 'categories', id, { defaultLayoutId: 'carousel' }))).toEqual([{ code: 'validation.enum', pointer: '/data/attributes/defaultLayoutId' }]);
    expect((await patch(admin, 'categories', id, { name: 'Tutoriels', alertText: 'Nouveau !' }, { 'x-edition-locale': 'fr' })).statusCode).toBe(200);
    expect((await patch(contributor, 'categories', id, { name: 'Mine' })).statusCode).toBe(403);
    expect((await read(null, 'categories', id, { 'accept-language': 'fr' })).json().data.attributes).toMatchObject({ name: 'Tutoriels', alertText: 'Nouveau !', defaultLayoutId: 'navigation', canDelete: false });
    expect((await read(null, 'categories', id)).json().data.attributes.name).toBe('Tutorials');
  });

  it('refuses to delete a category that holds articles, and says so beforehand', async () => {
    const ctx = systemContext(t.database.db);
    const held = await createThrough(ctx, 'categories', { name: 'Held' });
    await createThrough(ctx, 'articles', { title: 'Inside' }, { category: ['categories', held] });
    expect((await read(admin, 'categories', held)).json().data.attributes.canDelete).toBe(false);
    expect((await as(admin).send('DELETE', `/api/v1/categories/${held}`)).statusCode).toBe(409);
    const empty = await createThrough(ctx, 'categories', { name: 'Empty' });
    expect((await read(admin, 'categories', empty)).json().data.attributes).toMatchObject({ canDelete: true, defaultLayoutId: 'pagination', hasImage: true });
    expect((await as(contributor).send('DELETE', `/api/v1/categories/${empty}`)).statusCode).toBe(403);
    expect((await as(admin).send('DELETE', `/api/v1/categories/${empty}`)).statusCode).toBe(204);
  });

  it('checks blog post slugs and event dates, naming the field', async () => {
    const slug = await as(admin).send('POST', '/api/v1/blog-posts', { data: { type: 'blog-posts', attributes: { title: 'Slugged', slug: 'Not a slug!' } } });
    expect(errorsOf(slug)).toEqual([{ code: 'validation.slug', pointer: '/data/attributes/slug' }]);
    const event = await as(admin).send('POST', '/api/v1/calendar-events', {
      data: { type: 'calendar-events', attributes: { title: 'Backwards', startAt: '2030-05-02T09:00:00Z', endAt: '2030-05-01T09:00:00Z' } },
    });
    expect(errorsOf(event)).toEqual([{ code: 'validation.after_or_equal', pointer: '/data/attributes/endAt' }]);
  });

  it('gives an event its runner and a maps search of a real location', async () => {
    const id = await create(contributor, 'calendar-events', { location: '12 rue de la République, Lyon', isRealLocation: true });
    const event = (await read(contributor, 'calendar-events', id)).json().data;
    expect(event.relationships.creator.data).toEqual({ type: 'users', id: contributor.userId });
    expect(event.attributes.mapsUrl).toBe('https://www.openstreetmap.org/search?query=12%20rue%20de%20la%20R%C3%A9publique%2C%20Lyon');
    const online = await create(admin, 'calendar-events', { location: 'Video call', isRealLocation: false });
    expect((await read(null, 'calendar-events', online)).json().data.attributes.mapsUrl).toBeNull();
  });

  it('lets anyone read tags, contributors add them and only admins change them', async () => {
    const created = await as(contributor).send('POST', '/api/v1/tags', { data: { type: 'tags', attributes: { name: 'Switches' } } });
    expect(created.statusCode).toBe(201);
    const id = idOf(created);
    expect((await read(null, 'tags', id)).json().data.attributes.name).toBe('Switches');
    expect((await as(member).send('POST', '/api/v1/tags', { data: { type: 'tags', attributes: { name: 'No' } } })).statusCode).toBe(403);
    expect((await patch(contributor, 'tags', id, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await patch(admin, 'tags', id, { name: 'Contact switches' })).statusCode).toBe(200);
    expect((await as(contributor).send('DELETE', `/api/v1/tags/${id}`)).statusCode).toBe(403);
    expect((await as(admin).send('DELETE', `/api/v1/tags/${id}`)).statusCode).toBe(204);
  });
});
