import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { createAs, createdAs, patchAs } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** What a history list says: each action's type and its author's name, oldest first. */
interface Listed {
  statusCode: number;
  actions: { type: string; author: string | null }[];
}

/** History actions of articles, blog posts and calendar events (spec, domain "history-action"): kept on each creation and update, read by the item's authors and the admins. */
describe.each(TEST_DATABASES)('the history of publishable items on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let contributor: Client;
  let stranger: Client;
  let visitor: Client;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedAdmin = await signIn(t, { isAdmin: true });
    const signedContributor = await signIn(t, { roles: ['contributor'] });
    admin = client(t, signedAdmin.headers);
    contributor = client(t, signedContributor.headers);
    stranger = client(t, (await signIn(t, { roles: ['contributor'] })).headers);
    visitor = client(t, await visitorHeaders(t));
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ firstName: 'Ada', lastName: 'Admin' }).where(eq(users.id, signedAdmin.userId));
    await t.database.db.update(users).set({ firstName: 'Carl', lastName: 'Contributor' }).where(eq(users.id, signedContributor.userId));
    categoryId = await createThrough(systemContext(t.database.db), 'categories', { name: 'News', allowContributions: true });
  }, 60_000);
  afterAll(() => t.close());

  const historyOf = async (as: Client, type: string, id: string): Promise<Listed> => {
    const response = await as.get(`/api/v1/history-actions?filter[item]=${type}:${id}&sort=createdAt`);
    if (response.statusCode !== 200) return { statusCode: response.statusCode, actions: [] };
    const data = response.json().data as { attributes: { authorName: string | null }; relationships: { actionType: { data: { id: string } } } }[];
    return { statusCode: 200, actions: data.map((row) => ({ type: row.relationships.actionType.data.id, author: row.attributes.authorName })) };
  };

  it('keeps the creation and each update of an article, a blog post and a calendar event, naming who made them to the author too', async () => {
    const items: Record<string, { attributes: Record<string, unknown>; relationships?: Record<string, readonly [string, string]> }> = {
      articles: { attributes: { title: 'News', content: '<p>Body</p>' }, relationships: { category: ['categories', categoryId] } },
      'blog-posts': { attributes: { title: 'Post', content: '<p>Body</p>' } },
      'calendar-events': { attributes: { title: 'Meeting', startAt: '2030-05-01T09:00:00.000Z' } },
    };
    for (const [type, { attributes, relationships }] of Object.entries(items)) {
      const id = await createdAs(contributor, type, attributes, relationships);
      expect((await patchAs(contributor, type, id, { title: 'Changed' })).statusCode, type).toBe(200);
      expect((await patchAs(admin, type, id, { title: 'Checked' })).statusCode, type).toBe(200);
      const expected = [
        { type: 'creation', author: 'Carl Contributor' },
        { type: 'updates', author: 'Carl Contributor' },
        { type: 'updates', author: 'Ada Admin' },
      ];
      expect(await historyOf(contributor, type, id), type).toEqual({ statusCode: 200, actions: expected });
      expect(await historyOf(admin, type, id), type).toEqual({ statusCode: 200, actions: expected });
    }
  });

  it('shows an item’s history to nobody else: another member lists none and reads none, a visitor may not list it', async () => {
    const id = await createdAs(contributor, 'blog-posts', { title: 'Mine', content: '<p>Body</p>' });
    const own = await contributor.get(`/api/v1/history-actions?filter[item]=blog-posts:${id}`);
    const actionId = own.json().data[0].id as string;
    expect(await historyOf(stranger, 'blog-posts', id)).toEqual({ statusCode: 200, actions: [] });
    expect((await stranger.get(`/api/v1/history-actions/${actionId}`)).statusCode).toBe(404);
    expect((await historyOf(visitor, 'blog-posts', id)).statusCode).toBe(404);
    expect((await contributor.get(`/api/v1/history-actions/${actionId}`)).statusCode).toBe(200);
  });

  it('is written by the server alone: an author cannot add, change or remove an action', async () => {
    const id = await createdAs(contributor, 'blog-posts', { title: 'Mine', content: '<p>Body</p>' });
    const actionId = (await contributor.get(`/api/v1/history-actions?filter[item]=blog-posts:${id}`)).json().data[0].id as string;
    const forged = await createAs(contributor, 'history-actions', {}, { item: ['blog-posts', id], actionType: ['history-action-types', 'updates'] });
    expect(forged.statusCode).toBe(403);
    expect((await contributor.send('DELETE', `/api/v1/history-actions/${actionId}`)).statusCode).toBe(403);
    expect((await historyOf(contributor, 'blog-posts', id)).actions).toHaveLength(1);
  });
});
