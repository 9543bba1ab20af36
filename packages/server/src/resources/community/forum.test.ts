import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { createAs as create, createdAs, createdId, signInCast } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** The forum through the API: categories, subjects, messages, their counters and history (spec, domain "forum-…"). */
describe.each(TEST_DATABASES)('the forum on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let author: Client;
  let other: Client;
  let visitor: Client;
  let authorId: string;
  let categoryId: string;
  /** The statements the app sent, for the tests that count them (emptied by each). */
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { onQuery: (sql) => statements.push(sql) });
    ({ admin, author, other, visitor, authorId } = await signInCast(t));
    categoryId = await createdAs(admin, 'forum-categories', { name: 'Switches' });
  }, 60_000);
  afterAll(() => t.close());

  const idOf = async (response: ReturnType<typeof create>) => createdId(await response);
  const subject = (as: Client, attributes: Record<string, unknown> = {}) => createdAs(as, 'forum-subjects', { title: 'A subject', ...attributes }, { category: ['forum-categories', categoryId] });
  const message = (as: Client, subjectId: string, content = '<p>Hello</p>') => createdAs(as, 'forum-subject-messages', { content }, { subject: ['forum-subjects', subjectId] });
  const attributesOf = async (as: Client, url: string) => (await as.get(url)).json().data.attributes;

  it('lets a member open a subject, published at once, signed by them, counted in its category', async () => {
    const before = (await attributesOf(visitor, `/api/v1/forum-categories/${categoryId}`)).subjectsCount;
    const id = await subject(author, { title: 'Which switch?' });
    const read = await visitor.get(`/api/v1/forum-subjects/${id}?include=category`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.attributes).toMatchObject({ title: 'Which switch?', canEdit: false, canDelete: false, messagesCount: 0 });
    expect(read.json().data.attributes.publishedAt).not.toBeNull();
    expect((await author.get(`/api/v1/forum-subjects/${id}`)).json().data.relationships.createdBy.data).toEqual({ type: 'users', id: authorId });
    expect((await attributesOf(author, `/api/v1/forum-subjects/${id}`))).toMatchObject({ canEdit: true, canDelete: true });
    expect((await attributesOf(visitor, `/api/v1/forum-categories/${categoryId}`)).subjectsCount).toBe(before + 1);
  });

  it('computes a message’s author and its place in the thread only when the read asks for them', async () => {
    const id = await subject(author);
    await message(author, id);
    const read = async (fields: string) => {
      statements.length = 0;
      const response = await visitor.get(`/api/v1/forum-subject-messages?filter[subject]=${id}&fields[forum-subject-messages]=${fields}`);
      expect(response.statusCode, response.body).toBe(200);
      return { attributes: response.json().data[0].attributes, sent: [...statements] };
    };
    const counted = (sent: string[]) => sent.filter((sql) => sql.includes('as earlier')).length;
    const authored = (sent: string[]) => sent.filter((sql) => /select .*"users"\."first_name"/.test(sql)).length;
    // A thread's page: the authors, not the places.
    const thread = await read('content,authorName');
    expect(thread.attributes.authorName).toEqual(expect.any(String));
    expect(counted(thread.sent)).toBe(0);
    // A search result: the place, not the author.
    const found = await read('positionInSubject');
    expect(found.attributes.positionInSubject).toBe(1);
    expect(counted(found.sent)).toBe(1);
    expect(authored(found.sent)).toBe(0);
    // Neither asked: no statement for either.
    const plain = await read('content');
    expect(counted(plain.sent) + authored(plain.sent)).toBe(0);
  });

  it('refuses a visitor, a member on privileged fields, and another member editing or deleting the subject', async () => {
    expect((await create(visitor, 'forum-subjects', { title: 'x' }, { category: ['forum-categories', categoryId] })).statusCode).toBe(401);
    expect((await create(author, 'forum-subjects', { title: 'x', limitToAdmin: true }, { category: ['forum-categories', categoryId] })).statusCode).toBe(403);
    expect((await create(author, 'forum-categories', { name: 'Mine' })).statusCode).toBe(403);
    const id = await subject(author);
    expect((await other.send('PATCH', `/api/v1/forum-subjects/${id}`, { data: { type: 'forum-subjects', id, attributes: { title: 'Taken' } } })).statusCode).toBe(403);
    expect((await other.send('DELETE', `/api/v1/forum-subjects/${id}`)).statusCode).toBe(403);
    const renamed = await author.send('PATCH', `/api/v1/forum-subjects/${id}`, { data: { type: 'forum-subjects', id, attributes: { title: 'Renamed' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.attributes.title).toBe('Renamed');
  });

  it('hides an unpublished subject and its messages from all but its author and the admins', async () => {
    const id = await subject(author, { publishedAt: null, title: 'Draft' });
    await message(author, id);
    expect((await other.get(`/api/v1/forum-subjects/${id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/v1/forum-subject-messages?filter[subject]=${id}`)).json().data).toEqual([]);
    expect((await author.get(`/api/v1/forum-subjects/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/v1/forum-subject-messages?filter[subject]=${id}`)).json().data).toHaveLength(1);
  });

  it('counts messages, keeps the latest, and lets only the author or an admin change one', async () => {
    const subjectId = await subject(author);
    const first = await message(author, subjectId, '<p>First</p>');
    const second = await message(other, subjectId, '<p>Second</p>');
    expect(await attributesOf(visitor, `/api/v1/forum-subjects/${subjectId}`)).toMatchObject({ messagesCount: 2 });
    expect((await visitor.get(`/api/v1/forum-subjects/${subjectId}`)).json().data.relationships.latestMessage.data).toEqual({ type: 'forum-subject-messages', id: second });

    const edit = (as: Client, id: string) => as.send('PATCH', `/api/v1/forum-subject-messages/${id}`, { data: { type: 'forum-subject-messages', id, attributes: { content: '<p>Edited</p>' } } });
    expect((await edit(other, first)).statusCode).toBe(403);
    expect((await edit(author, first)).statusCode).toBe(200);
    expect((await edit(admin, second)).statusCode).toBe(200);

    expect((await other.send('DELETE', `/api/v1/forum-subject-messages/${second}`)).statusCode).toBe(204);
    expect(await attributesOf(visitor, `/api/v1/forum-subjects/${subjectId}`)).toMatchObject({ messagesCount: 1 });
    expect((await visitor.get(`/api/v1/forum-subjects/${subjectId}`)).json().data.relationships.latestMessage.data).toEqual({ type: 'forum-subject-messages', id: first });
  });

  it('keeps messages of a subject limited to admins for the admins', async () => {
    const subjectId = await subject(admin, { limitToAdmin: true });
    const refused = await create(author, 'forum-subject-messages', { content: '<p>Me too</p>' }, { subject: ['forum-subjects', subjectId] });
    expect(refused.statusCode).toBe(403);
    await message(admin, subjectId);
  });

  it('writes a history action for each creation and update, with its author, read by the subject’s author and the admins', async () => {
    const subjectId = await subject(author);
    await author.send('PATCH', `/api/v1/forum-subjects/${subjectId}`, { data: { type: 'forum-subjects', id: subjectId, attributes: { title: 'Again' } } });
    const history = await admin.get(`/api/v1/history-actions?filter[item]=forum-subjects:${subjectId}&include=actionType&sort=createdAt`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((row: { relationships: { actionType: { data: { id: string } }; author: { data: { id: string } } } }) => [row.relationships.actionType.data.id, row.relationships.author.data.id])).toEqual([
      ['creation', authorId],
      ['updates', authorId],
    ]);
    // The subject's author reads its history too; another member none of it.
    expect((await author.get(`/api/v1/history-actions?filter[item]=forum-subjects:${subjectId}`)).json().data).toHaveLength(2);
    expect((await other.get(`/api/v1/history-actions?filter[item]=forum-subjects:${subjectId}`)).json().data).toEqual([]);
  });

  it('keeps the counters right under concurrent writes', async () => {
    const subjectId = await subject(author);
    const members = await Promise.all(Array.from({ length: 6 }, async () => client(t, (await signIn(t)).headers)));
    const results = await Promise.all(members.flatMap((as) => [
      create(as, 'forum-subject-messages', { content: '<p>Together</p>' }, { subject: ['forum-subjects', subjectId] }),
      create(as, 'likes', {}, { likable: ['forum-subjects', subjectId] }),
      create(as, 'comments', { content: '<p>Agreed</p>' }, { commentable: ['forum-subjects', subjectId] }),
    ]));
    expect(results.map((response) => response.statusCode)).toEqual(results.map(() => 201));
    expect(await attributesOf(visitor, `/api/v1/forum-subjects/${subjectId}`)).toMatchObject({ messagesCount: 6, likesCount: 6, commentsCount: 6 });
    const { table } = tablesOf('forum-subject-messages');
    expect(await t.database.db.select().from(table).where(and(eq(table.subjectId!, subjectId)))).toHaveLength(6);
  }, 60_000);

  it('takes away with a subject deleted for good its messages and what points at them (likes, comments, history)', async () => {
    const subjectId = await subject(author);
    const messageId = await message(author, subjectId);
    const likeId = await idOf(create(other, 'likes', {}, { likable: ['forum-subject-messages', messageId] }));
    const commentId = await idOf(create(other, 'comments', { content: '<p>On the message</p>' }, { commentable: ['forum-subject-messages', messageId] }));
    const reportId = await idOf(create(other, 'reports', { reason: 'Spam' }, { reportable: ['comments', commentId] }));
    // Its author's delete moves it to the trash, where nothing is lost; a moderator deletes it for good.
    expect((await author.send('DELETE', `/api/v1/forum-subjects/${subjectId}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/forum-subject-messages/${messageId}`)).statusCode).toBe(200);
    expect((await admin.send('DELETE', `/api/v1/forum-subjects/${subjectId}/force`)).statusCode).toBe(204);
    for (const [type, id] of [['forum-subject-messages', messageId], ['likes', likeId], ['comments', commentId], ['reports', reportId]] as const) {
      expect((await admin.get(`/api/v1/${type}/${id}`)).statusCode, type).toBe(404);
    }
    expect((await admin.get(`/api/v1/history-actions?filter[item]=forum-subject-messages:${messageId}`)).json().data).toEqual([]);
  });

  it('answers 422 naming the field for a missing title', async () => {
    const response = await create(author, 'forum-subjects', {}, { category: ['forum-categories', categoryId] });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toContainEqual(expect.objectContaining({ pointer: '/data/attributes/title' }));
  });
});
