import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
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
    it('show a deleted author as anonymous: no author, to visitors and members alike', async () => {
      const subjectId = await subject();
      const leaving = await signIn(t);
      const commentId = await created(client(t, leaving.headers), 'comments', { content: '<p>Bye</p>' }, { commentable: ['forum-subjects', subjectId] });
      expect((await admin.send('DELETE', `/api/v1/users/${leaving.userId}`)).statusCode).toBe(204);
      const read = await visitor.get(`/api/v1/comments/${commentId}`);
      expect(read.json().data.relationships?.author?.data ?? null).toBeNull();
      const included = await other.get(`/api/v1/comments/${commentId}?include=author`);
      expect(included.json().data.relationships.author.data, included.body).toBeNull();
      expect(included.json().included ?? []).toEqual([]);
    });
    it('name their author to visitors through authorName and authorAvatarUrl, null once the author is deleted or gone', async () => {
      const subjectId = await subject();
      const [named, gone] = [await signIn(t), await signIn(t)];
      const users = tablesOf('users').table;
      await t.database.db.update(users).set({ firstName: 'Ada', lastName: 'Lovelace', avatarUrl: '/files/ada.png' }).where(eq(users.id, named.userId));
      const commentId = await created(client(t, named.headers), 'comments', { content: '<p>Hello</p>' }, { commentable: ['forum-subjects', subjectId] });
      const goneId = await created(client(t, gone.headers), 'comments', { content: '<p>Bye</p>' }, { commentable: ['forum-subjects', subjectId] });
      const names = async () => {
        const listed = await visitor.get(`/api/v1/comments?filter[commentable]=forum-subjects:${subjectId}&fields[comments]=authorName,authorAvatarUrl`);
        expect(listed.statusCode, listed.body).toBe(200);
        return Object.fromEntries(listed.json().data.map((row: { id: string; attributes: object }) => [row.id, row.attributes]));
      };
      expect(await names()).toEqual({
        [commentId]: { authorName: 'Ada Lovelace', authorAvatarUrl: '/files/ada.png' },
        [goneId]: { authorName: 'Test User', authorAvatarUrl: null },
      });
      expect((await admin.send('DELETE', `/api/v1/users/${named.userId}`)).statusCode).toBe(204);
      expect((await admin.send('DELETE', `/api/v1/users/${gone.userId}/force`)).statusCode).toBe(204);
      expect(await names()).toEqual({ [commentId]: { authorName: null, authorAvatarUrl: null }, [goneId]: { authorName: null, authorAvatarUrl: null } });
    });
  });

  describe('likes', () => {
    it('count one like per member even when they like an item ten times at once', async () => {
      const subjectId = await subject();
      const burst = await Promise.all(Array.from({ length: 10 }, () => create(other, 'likes', {}, { likable: ['forum-subjects', subjectId] })));
      expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(1);
      for (const response of burst) expect(response.statusCode).toBeOneOf([201, 409, 422]);
      expect((await admin.get(`/api/v1/likes?filter[likable]=forum-subjects:${subjectId}`)).json().data).toHaveLength(1);
      expect(await countsOf(subjectId)).toMatchObject({ likesCount: 1 });
    });

    it('count once per member and item, are taken back by their owner only, and include their likable', async () => {
      const subjectId = await subject();
      const messageId = await created(author, 'forum-subject-messages', { content: '<p>Hi</p>' }, { subject: ['forum-subjects', subjectId] });
      const like = await created(other, 'likes', {}, { likable: ['forum-subject-messages', messageId] });
      expect((await create(other, 'likes', {}, { likable: ['forum-subject-messages', messageId] })).statusCode).toBeOneOf([409, 422]);
      await created(author, 'likes', {}, { likable: ['forum-subject-messages', messageId] });
      const message = async () => (await visitor.get(`/api/v1/forum-subject-messages/${messageId}`)).json().data.attributes;
      expect(await message()).toMatchObject({ likesCount: 2 });

      const read = await other.get(`/api/v1/likes/${like}?include=likable`);
      expect(read.json().included).toEqual([expect.objectContaining({ type: 'forum-subject-messages', id: messageId })]);
      expect((await admin.get(`/api/v1/likes?filter[likable]=forum-subject-messages:${messageId}`)).json().data).toHaveLength(2);

      expect((await author.send('DELETE', `/api/v1/likes/${like}`)).statusCode).toBe(404);
      expect((await other.send('DELETE', `/api/v1/likes/${like}`)).statusCode).toBe(204);
      expect(await message()).toMatchObject({ likesCount: 1 });
      const refused = await create(other, 'likes', {}, { likable: ['organizations', categoryId] });
      expect(errorsOf(refused)).toEqual([expect.objectContaining({ pointer: '/data/relationships/likable' })]);
    });
    it('are their member’s alone to read: another member or a visitor lists and reads none of them', async () => {
      const subjectId = await subject();
      const like = await created(other, 'likes', {}, { likable: ['forum-subjects', subjectId] });
      const mine = await other.get(`/api/v1/likes?filter[user]=${otherId}&sort=-createdAt`);
      expect(mine.json().data.map((row: { id: string }) => row.id)[0]).toBe(like);
      expect((await author.get(`/api/v1/likes?filter[user]=${otherId}`)).json().data).toEqual([]);
      expect((await author.get(`/api/v1/likes?filter[likable]=forum-subjects:${subjectId}`)).json().data).toEqual([]);
      expect((await author.get(`/api/v1/likes/${like}`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/v1/likes?filter[likable]=forum-subjects:${subjectId}`)).json().data).toEqual([]);
      expect((await visitor.get(`/api/v1/likes/${like}`)).statusCode).toBe(401);
      expect(await countsOf(subjectId)).toMatchObject({ likesCount: 1 });
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

    it('name the reporter whatever is sent, and refuse one without a reason, naming it, writing nothing', async () => {
      const subjectId = await subject();
      const missing = await create(other, 'reports', { details: 'Rude' }, { reportable: ['forum-subjects', subjectId] });
      expect(errorsOf(missing)).toEqual([expect.objectContaining({ pointer: '/data/attributes/reason' })]);
      const forged = await create(other, 'reports', { reason: 'Spam' }, { reportable: ['forum-subjects', subjectId], createdBy: ['users', authorId] });
      expect(forged.statusCode).toBeOneOf([403, 422]);
      const report = await created(other, 'reports', { reason: 'Spam', details: 'Links to ads', url: `/forum/${subjectId}` }, { reportable: ['forum-subjects', subjectId] });
      const listed = await admin.get(`/api/v1/reports?filter[reportable]=forum-subjects:${subjectId}`);
      expect(listed.json().data).toEqual([expect.objectContaining({ id: report, attributes: expect.objectContaining({ reason: 'Spam', details: 'Links to ads', url: `/forum/${subjectId}` }) })]);
      expect(listed.json().data[0].relationships.createdBy.data).toEqual({ type: 'users', id: otherId });
    });
  });

  describe('notifications', () => {
    it('are shown to their user alone, who may mark them read and nothing else', async () => {
      const id = await created(admin, 'notifications', { notificationType: 'forum-answer', message: 'Someone answered', actionUrl: '/forum/1' }, { user: ['users', authorId] });
      // The author's other notifications come from the events of the tests above (replies, likes).
      expect((await author.get('/api/v1/notifications?filter[notificationType]=forum-answer')).json().data.map((row: { id: string }) => row.id)).toEqual([id]);
      expect((await other.get(`/api/v1/notifications/${id}`)).statusCode).toBe(404);
      expect((await other.get('/api/v1/notifications')).json().data).toEqual([]);
      expect((await visitor.get('/api/v1/notifications')).statusCode).toBe(404);
      expect((await create(author, 'notifications', { notificationType: 'x', message: 'Forged' }, { user: ['users', otherId] })).statusCode).toBe(403);

      expect((await patch(author, 'notifications', id, { message: 'Changed' })).statusCode).toBe(403);
      const read = await patch(author, 'notifications', id, { readAt: new Date().toISOString() });
      expect(read.statusCode).toBe(200);
      expect((await author.get('/api/v1/notifications?filter[unread]=true&filter[notificationType]=forum-answer')).json().data).toEqual([]);
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

    it('may be about a calendar event the member can read, and never about another kind', async () => {
      const eventId = await created(admin, 'calendar-events', { title: 'Switch fair', startAt: '2030-05-01T09:00:00.000Z', publishedAt: '2025-01-01T00:00:00.000Z' });
      const id = await created(author, 'reminders', { title: 'The fair', remindAt: '2030-04-30T09:00:00.000Z' }, { remindable: ['calendar-events', eventId] });
      expect((await author.get(`/api/v1/reminders/${id}?include=remindable`)).json().included).toEqual([expect.objectContaining({ type: 'calendar-events', id: eventId })]);
      expect((await create(author, 'reminders', { title: 'A category', remindAt: '2030-04-30T09:00:00.000Z' }, { remindable: ['categories', categoryId] })).statusCode).toBe(422);
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
