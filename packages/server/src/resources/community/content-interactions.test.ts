import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { attributesAs, createAs, createdAs, signInCast } from '../../test/community.ts';
import type { Cast, Linkage } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { assertTakesComments } from './commenting.ts';

/**
 * Comments and likes on articles, blog posts and calendar events (spec, domain "Commentable"):
 * counted on the item, refused where the item does not take them.
 */

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A valid new row of each kind beyond its title, published an hour ago. */
const EXTRA: Record<string, (category: string) => { attributes: Record<string, unknown>; relationships?: Record<string, Linkage> }> = {
  articles: (category) => ({ attributes: { status: 'published', content: '<p>Body</p>' }, relationships: { category: ['categories', category] } }),
  'blog-posts': () => ({ attributes: { content: '<p>Body</p>' } }),
  'calendar-events': () => ({ attributes: { startAt: '2030-05-01T09:00:00.000Z' } }),
};

describe.each(TEST_DATABASES)('comments and likes on the content kinds on %s', (databaseKind) => {
  let t: TestApp;
  let cast: Cast;
  let category: string;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    cast = await signInCast(t);
    category = await createThrough(systemContext(t.database.db), 'categories', { name: 'News' });
  }, 60_000);
  afterAll(() => t.close());

  const item = (type: string, attributes: Record<string, unknown> = {}) => {
    const extra = EXTRA[type]!(category);
    return createdAs(cast.admin, type, { title: `A ${type}`, publishedAt: at(-1), ...extra.attributes, ...attributes }, extra.relationships);
  };
  const comment = (as: Cast['admin'], type: string, id: string) => createAs(as, 'comments', { content: '<p>Well said</p>' }, { commentable: [type, id] });
  const like = (as: Cast['admin'], type: string, id: string) => createAs(as, 'likes', {}, { likable: [type, id] });

  describe.each(Object.keys(EXTRA))('%s', (type) => {
    it('takes comments and likes from members, counts them, and gives them back when they go', async () => {
      const id = await item(type);
      expect(await attributesAs(cast.visitor, type, id)).toMatchObject({ hasComments: true, commentsCount: 0, likesCount: 0 });
      const commentId = await createdAs(cast.author, 'comments', { content: '<p>First</p>' }, { commentable: [type, id] });
      const likeId = await createdAs(cast.other, 'likes', {}, { likable: [type, id] });
      await createdAs(cast.author, 'likes', {}, { likable: [type, id] });
      expect(await attributesAs(cast.visitor, type, id)).toMatchObject({ commentsCount: 1, likesCount: 2 });
      const listed = await cast.visitor.get(`/api/v1/comments?filter[commentable]=${type}:${id}&include=commentable`);
      expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([commentId]);
      expect(listed.json().included).toEqual([expect.objectContaining({ type, id })]);

      expect((await cast.other.send('DELETE', `/api/v1/comments/${commentId}`)).statusCode).toBe(403);
      expect((await cast.author.send('DELETE', `/api/v1/likes/${likeId}`)).statusCode).toBe(404);
      expect((await cast.author.send('DELETE', `/api/v1/comments/${commentId}`)).statusCode).toBe(204);
      expect((await cast.other.send('DELETE', `/api/v1/likes/${likeId}`)).statusCode).toBe(204);
      expect(await attributesAs(cast.visitor, type, id)).toMatchObject({ commentsCount: 0, likesCount: 1 });
    });

    it('refuses a visitor, and a member the item is not shown to, leaving the counters alone', async () => {
      const open = await item(type);
      expect((await comment(cast.visitor, type, open)).statusCode).toBe(401);
      expect((await like(cast.visitor, type, open)).statusCode).toBe(401);
      const restricted = await item(type, {});
      await cast.admin.send('PATCH', `/api/v1/${type}/${restricted}`, { data: { type, id: restricted, relationships: { accessLevel: { data: { type: 'access-levels', id: 'member_level_2' } } } } });
      for (const response of [await comment(cast.other, type, restricted), await like(cast.other, type, restricted)]) {
        expect(response.statusCode).toBe(422);
        expect(errorsOf(response)).toEqual([expect.objectContaining({ pointer: expect.stringMatching(/^\/data\/relationships\/(commentable|likable)$/) })]);
      }
      const levelTwo = client(t, (await signIn(t, { accessLevel: 'member_level_2' })).headers);
      expect((await comment(levelTwo, type, restricted)).statusCode).toBe(201);
      expect(await attributesAs(cast.admin, type, open)).toMatchObject({ commentsCount: 0, likesCount: 0 });
      expect(await attributesAs(cast.admin, type, restricted)).toMatchObject({ commentsCount: 1, likesCount: 0 });
    });

    it('refuses a comment, naming commentable, with comments off or before the item is out', async () => {
      const closed = [await item(type, { hasComments: false }), await item(type, { publishedAt: at(24) })];
      if (type === 'articles') closed.push(await item(type, { status: 'draft' }));
      for (const id of closed) {
        // The administrator reads every item, so only the commenting rule stands in the way.
        const response = await comment(cast.admin, type, id);
        expect(response.statusCode, id).toBe(422);
        expect(errorsOf(response)).toEqual([{ code: 'validation.commenting_closed', pointer: '/data/relationships/commentable' }]);
        expect(await attributesAs(cast.admin, type, id)).toMatchObject({ commentsCount: 0 });
      }
    });

    it('keeps its counters right under concurrent writes', async () => {
      const id = await item(type);
      const members = await Promise.all(Array.from({ length: 6 }, async () => client(t, (await signIn(t)).headers)));
      const results = await Promise.all(members.flatMap((as) => [comment(as, type, id), like(as, type, id)]));
      expect(results.map((response) => response.statusCode)).toEqual(results.map(() => 201));
      expect(await attributesAs(cast.visitor, type, id)).toMatchObject({ commentsCount: 6, likesCount: 6 });
    }, 60_000);
  });

  describe.each(['blog-posts', 'calendar-events'])('%s in the trash', (type) => {
    it('takes no more comments, even from an administrator', async () => {
      const id = await item(type);
      expect((await cast.admin.send('DELETE', `/api/v1/${type}/${id}`)).statusCode).toBe(204);
      // A trashed item is no link target at all; the commenting rule refuses it too, should it become one.
      for (const as of [cast.admin, cast.author]) {
        expect(errorsOf(await comment(as, type, id))).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/commentable' }]);
      }
      await expect(assertTakesComments(t.database.db, { type, id }, new Date())).rejects.toMatchObject({ status: 422, errors: [expect.objectContaining({ code: 'validation.commenting_closed' })] });
      expect(await attributesAs(cast.admin, type, id)).toMatchObject({ commentsCount: 0 });
    });
  });
});
