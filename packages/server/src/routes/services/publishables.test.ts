import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** `GET /api/v1/services/publishables/{pluralType}/{id}`: not found or not for you (spec, domain §4, §7, §8). */
describe.each(TEST_DATABASES)('whether a publishable item exists, on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let restricted: string;
  let trashed: string;
  const exists = async (headers: Record<string, string>, type: string, id: string) => {
    const response = await client(t, headers).get(`/api/v1/services/publishables/${type}/${id}`);
    return response.statusCode === 200 ? (response.json() as { data: { exists: boolean } }).data.exists : response.statusCode;
  };

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    const ctx = systemContext(t.database.db);
    const publishedAt = new Date(Date.now() - 60_000).toISOString();
    restricted = await createThrough(ctx, 'blog-posts', { title: 'Members only', slug: 'members-only', publishedAt }, { accessLevel: ['access-levels', 'member_level_2'] });
    trashed = await createThrough(ctx, 'calendar-events', { title: 'Cancelled', publishedAt, startAt: '2030-01-01T10:00:00Z' });
    await client(t, admin.headers).send('DELETE', `/api/v1/calendar-events/${trashed}`);
  }, 60_000);
  afterAll(() => t.close());

  it('says an item the reader may not open exists, so the web shows "unauthorized" rather than "not found"', async () => {
    expect((await client(t, member.headers).get(`/api/v1/blog-posts/${restricted}`)).statusCode).toBe(404);
    expect(await exists(member.headers, 'blog-posts', restricted)).toBe(true);
    expect(await exists({}, 'blog-posts', restricted)).toBe(true);
  });

  it('finds an item shown by slug by its slug, only in a kind that has one', async () => {
    expect((await client(t, member.headers).get('/api/v1/blog-posts?filter[slug]=members-only')).json().data).toEqual([]);
    expect(await exists(member.headers, 'blog-posts', 'members-only')).toBe(true);
    expect(await exists({}, 'blog-posts', 'no-such-post')).toBe(false);
    expect(await exists({}, 'calendar-events', 'members-only')).toBe(false);
  });

  it('says an unknown or malformed id does not exist', async () => {
    expect(await exists({}, 'blog-posts', '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await exists({}, 'articles', 'not-an-id')).toBe(false);
    // The id of another kind's item is not one of this kind.
    expect(await exists({}, 'articles', restricted)).toBe(false);
  });

  it('says a trashed item does not exist, except to administrators, who may still load it', async () => {
    expect(await exists(member.headers, 'calendar-events', trashed)).toBe(false);
    expect(await exists(admin.headers, 'calendar-events', trashed)).toBe(true);
  });

  it('answers 404 for a type that is not publishable', async () => {
    expect(await exists(admin.headers, 'users', admin.userId)).toBe(404);
    expect(await exists(admin.headers, 'tags', restricted)).toBe(404);
  });
});

describe('whether a publishable item exists, with its feature off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { FEATURES_DISABLED: 'blogPosts' } });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 404, as the kind itself does', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await client(t).get(`/api/v1/services/publishables/blog-posts/${id}`)).statusCode).toBe(404);
    expect((await client(t).get(`/api/v1/blog-posts/${id}`)).statusCode).toBe(404);
    expect((await client(t).get(`/api/v1/services/publishables/articles/${id}`)).json()).toEqual({ data: { exists: false } });
  });
});
