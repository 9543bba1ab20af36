import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { attributesAs, createAs as create, createdAs as created, patchAs as patch, signInCast } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Comments, likes, reports, notifications and reminders through the API (spec, domain "Community content"). */
describe.each(TEST_DATABASES)('the interaction kinds on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let author: Client;
  let other: Client;
  let visitor: Client;
  let authorId: string;
  let otherId: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ admin, author, other, visitor, authorId, otherId } = await signInCast(t));
    categoryId = await createThrough(systemContext(t.database.db), 'forum-categories', { name: 'General' });
  }, 60_000);
  afterAll(() => t.close());

  const subject = (attributes: Record<string, unknown> = {}) => created(author, 'forum-subjects', { title: 'Talk', ...attributes }, { category: ['forum-categories', categoryId] });
  const countsOf = (id: string) => attributesAs(visitor, 'forum-subjects', id);

  describe('comments', () => {
    it('are written by members on a subject, counted, included through commentable and filtered by it', async () => {
      const subjectId = await subject();
      const elsewhere = await subject();
      const commentId = await created(other, 'comments', { content: '<p>Nice</p>' }, { commentable: ['forum-subjects', subjectId] });
      await created(other, 'comments', { content: '<p>Elsewhere</p>' }, { commentable: ['forum-subjects', elsewhere] });
      expect(await countsOf(subjectId)).toMatchObject({ commentsCount: 1 });

      const listed = await visitor.get(`/api/v1/comments?filter[commentable]=forum-subjects:${subjectId}&include=commentable`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([commentId]);
      expect(listed.json().data[0].relationships.commentable.data).toEqual({ type: 'forum-subjects', id: subjectId });
      expect(listed.json().included).toEqual([expect.objectContaining({ type: 'forum-subjects', id: subjectId, attributes: expect.objectContaining({ title: 'Talk' }) })]);
      expect((await visitor.get(`/api/v1/comments/${commentId}`)).json().data.attributes).toMatchObject({ canEdit: false, canDelete: false });
      expect((await other.get(`/api/v1/comments/${commentId}?include=author`)).json().data).toMatchObject({
        attributes: { canEdit: true, canDelete: true },
        relationships: { author: { data: { type: 'users', id: otherId } } },
      });
    });

    it('are refused on a subject with comments off or not yet published, naming commentable', async () => {
      for (const attributes of [{ hasComments: false }, { publishedAt: new Date(Date.now() + 86_400_000).toISOString() }]) {
        const subjectId = await subject(attributes);
        const response = await create(author, 'comments', { content: '<p>Hello</p>' }, { commentable: ['forum-subjects', subjectId] });
        expect(response.statusCode).toBe(422);
        expect(errorsOf(response)).toEqual([{ code: 'validation.commenting_closed', pointer: '/data/relationships/commentable' }]);
        expect(await countsOf(subjectId)).toMatchObject({ commentsCount: 0 });
      }
    });

    it('answer a comment on the same item only, and are changed by their author or an admin alone', async () => {
      const subjectId = await subject();
      const elsewhere = await subject();
      const parent = await created(author, 'comments', { content: '<p>Question</p>' }, { commentable: ['forum-subjects', subjectId] });
      const misplaced = await create(other, 'comments', { content: '<p>Answer</p>' }, { commentable: ['forum-subjects', elsewhere], parentComment: ['comments', parent] });
      expect(errorsOf(misplaced)).toEqual([{ code: 'validation.same_item', pointer: '/data/relationships/parentComment' }]);
      const answer = await created(other, 'comments', { content: '<p>Answer</p>' }, { commentable: ['forum-subjects', subjectId], parentComment: ['comments', parent] });
      expect((await visitor.get(`/api/v1/comments/${parent}/childComments`)).json().data.map((row: { id: string }) => row.id)).toEqual([answer]);

      expect((await patch(author, 'comments', answer, { content: '<p>Changed</p>' })).statusCode).toBe(403);
      expect((await patch(other, 'comments', answer, { content: '<p>Better</p>' })).statusCode).toBe(200);
      expect((await author.send('DELETE', `/api/v1/comments/${answer}`)).statusCode).toBe(403);
      expect((await admin.send('DELETE', `/api/v1/comments/${answer}`)).statusCode).toBe(204);
      expect(await countsOf(subjectId)).toMatchObject({ commentsCount: 1 });
      expect((await create(visitor, 'comments', { content: '<p>Hi</p>' }, { commentable: ['forum-subjects', subjectId] })).statusCode).toBe(401);
    });
  });

  describe('likes', () => {
    it('count once per member and item, are taken back by their owner only, and include their likable', async () => {
      const subjectId = await subject();
      const messageId = await created(author, 'forum-subject-messages', { content: '<p>Hi</p>' }, { subject: ['forum-subjects', subjectId] });
      const like = await created(other, 'likes', {}, { likable: ['forum-subject-messages', messageId] });
      expect((await create(other, 'likes', {}, { likable: ['forum-subject-messages', messageId] })).statusCode).toBeOneOf([409, 422]);
      await created(author, 'likes', {}, { likable: ['forum-subject-messages', messageId] });
      const message = async () => (await visitor.get(`/api/v1/forum-subject-messages/${messageId}`)).json().data.attributes;
      expect(await message()).toMatchObject({ likesCount: 2 });

      const read = await visitor.get(`/api/v1/likes/${like}?include=likable`);
      expect(read.json().included).toEqual([expect.objectContaining({ type: 'forum-subject-messages', id: messageId })]);
      expect((await visitor.get(`/api/v1/likes?filter[likable]=forum-subject-messages:${messageId}`)).json().data).toHaveLength(2);

      expect((await author.send('DELETE', `/api/v1/likes/${like}`)).statusCode).toBe(403);
      expect((await other.send('DELETE', `/api/v1/likes/${like}`)).statusCode).toBe(204);
      expect(await message()).toMatchObject({ likesCount: 1 });
      const refused = await create(other, 'likes', {}, { likable: ['organizations', categoryId] });
      expect(errorsOf(refused)).toEqual([expect.objectContaining({ pointer: '/data/relationships/likable' })]);
    });
  });

  describe('reports', () => {
    it('are read by their reporter and the admins only', async () => {
      const subjectId = await subject();
      const report = await created(other, 'reports', { reason: 'Spam', url: '/forum/1' }, { reportable: ['forum-subjects', subjectId] });
      expect((await other.get(`/api/v1/reports/${report}?include=reportable`)).json().included).toEqual([expect.objectContaining({ type: 'forum-subjects', id: subjectId })]);
      expect((await author.get(`/api/v1/reports/${report}`)).statusCode).toBe(404);
      expect((await author.get('/api/v1/reports')).json().data).toEqual([]);
      expect((await admin.get(`/api/v1/reports?filter[reportable]=forum-subjects:${subjectId}`)).json().data.map((row: { id: string }) => row.id)).toEqual([report]);
      expect((await patch(other, 'reports', report, { reason: 'Changed' })).statusCode).toBe(403);
    });
  });

  describe('notifications', () => {
    it('are shown to their user alone, who may mark them read and nothing else', async () => {
      const id = await created(admin, 'notifications', { notificationType: 'forum-answer', message: 'Someone answered', actionUrl: '/forum/1' }, { user: ['users', authorId] });
      expect((await author.get('/api/v1/notifications')).json().data.map((row: { id: string }) => row.id)).toEqual([id]);
      expect((await other.get(`/api/v1/notifications/${id}`)).statusCode).toBe(404);
      expect((await other.get('/api/v1/notifications')).json().data).toEqual([]);
      expect((await visitor.get('/api/v1/notifications')).statusCode).toBe(404);
      expect((await create(author, 'notifications', { notificationType: 'x', message: 'Forged' }, { user: ['users', otherId] })).statusCode).toBe(403);

      expect((await patch(author, 'notifications', id, { message: 'Changed' })).statusCode).toBe(403);
      const read = await patch(author, 'notifications', id, { readAt: new Date().toISOString() });
      expect(read.statusCode).toBe(200);
      expect((await author.get('/api/v1/notifications?filter[unread]=true')).json().data).toEqual([]);
    });
  });

  describe('reminders', () => {
    it('belong to the member who sets them, about an item, and are theirs alone', async () => {
      const subjectId = await subject();
      const id = await created(author, 'reminders', { title: 'Answer', remindAt: '2030-01-01T09:00:00.000Z' }, { remindable: ['forum-subjects', subjectId] });
      const read = await author.get(`/api/v1/reminders/${id}?include=remindable`);
      expect(read.json().data.relationships.user.data).toEqual({ type: 'users', id: authorId });
      expect(read.json().included).toEqual([expect.objectContaining({ type: 'forum-subjects', id: subjectId })]);
      expect((await other.get(`/api/v1/reminders/${id}`)).statusCode).toBe(404);
      expect((await patch(other, 'reminders', id, { title: 'Mine' })).statusCode).toBe(404);
      expect((await patch(author, 'reminders', id, { sentAt: new Date().toISOString() })).statusCode).toBe(422);
      expect((await author.send('DELETE', `/api/v1/reminders/${id}`)).statusCode).toBe(204);
    });
  });
});

/** Each kind lives while its feature is on (spec: each area is switched on by a feature flag). */
describe.each(TEST_DATABASES)('the forum, likes and reminders features off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FEATURES_DISABLED: 'forum,likes,reminders' } });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 404 for their kinds, even to an admin, and keeps the kinds of no feature', async () => {
    const admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    for (const type of ['forum-categories', 'forum-subjects', 'forum-subject-messages', 'likes', 'reminders']) {
      expect((await admin.get(`/api/v1/${type}`)).statusCode, type).toBe(404);
    }
    for (const type of ['comments', 'reports', 'notifications', 'history-actions']) {
      expect((await admin.get(`/api/v1/${type}`)).statusCode, type).toBe(200);
    }
  });
});
