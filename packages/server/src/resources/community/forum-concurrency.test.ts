import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, inArray } from 'drizzle-orm';
import { forumSubjectMessages, forumSubjects } from '@relais/domain';
import type { Client } from '../../jsonapi/testing.ts';
import { tableOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { createAs, createdAs, createdId, signInCast } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * Many members writing in the same subjects at once: every answer is the one a lone writer would get
 * (no 500 from a deadlock), and each subject's messagesCount, latestMessage and lastActivityAt are
 * what a recount from its messages gives.
 */
describe.each(TEST_DATABASES)('forum messages written at once on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let author: Client;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ admin, author } = await signInCast(t));
    categoryId = await createdAs(admin, 'forum-categories', { name: 'Busy' });
  }, 60_000);
  afterAll(() => t.close());

  const newSubject = () => createdAs(author, 'forum-subjects', { title: 'Busy subject' }, { category: ['forum-categories', categoryId] });
  const post = (subjectId: string) => createAs(author, 'forum-subject-messages', { content: '<p>At once</p>' }, { subject: ['forum-subjects', subjectId] });
  const remove = (id: string) => admin.send('DELETE', `/api/v1/forum-subject-messages/${id}`);
  const restore = (id: string) => admin.send('POST', `/api/v1/forum-subject-messages/${id}/restore`);
  const move = (id: string, subjectId: string) =>
    admin.send('PATCH', `/api/v1/forum-subject-messages/${id}`, { data: { type: 'forum-subject-messages', id, relationships: { subject: { data: { type: 'forum-subjects', id: subjectId } } } } });
  const statusesOf = (responses: { statusCode: number; body: string }[]) => responses.map((response) => (response.statusCode >= 500 ? `${response.statusCode} ${response.body}` : response.statusCode));

  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

  /** What each subject shows, beside what its messages say it should show (newest by date, then id). */
  async function keptAndRecounted(subjectIds: readonly string[]) {
    const subjects = tableOf(forumSubjects);
    const messages = tableOf(forumSubjectMessages);
    const shown = await t.database.db.select().from(subjects).where(inArray(subjects.id, [...subjectIds]));
    const written = await t.database.db.select().from(messages).where(inArray(messages.subjectId, [...subjectIds])).orderBy(desc(messages.createdAt), desc(messages.id));
    // What is in the trash counts for nothing.
    const recount = (subjectId: string) => written.filter((message) => message.subjectId === subjectId && message.deletedAt === null);
    return {
      kept: Object.fromEntries(shown.map((row) => [row.id, { messagesCount: row.messagesCount, latestMessage: row.latestMessageId, lastActivityAt: iso(row.lastActivityAt) }])),
      recounted: Object.fromEntries(
        subjectIds.map((id) => {
          const subject = shown.find((row) => row.id === id)!;
          const newest = recount(id)[0];
          return [id, { messagesCount: recount(id).length, latestMessage: newest?.id ?? null, lastActivityAt: iso(newest?.createdAt ?? subject.createdAt) }];
        }),
      ),
    };
  }

  it('keeps every subject’s latest message and count right when members post in ten subjects at once', async () => {
    const subjectIds = await Promise.all(Array.from({ length: 10 }, newSubject));
    const posts = await Promise.all(subjectIds.flatMap((id) => Array.from({ length: 5 }, () => post(id))));
    expect(statusesOf(posts)).toEqual(posts.map(() => 201));
    const { kept, recounted } = await keptAndRecounted(subjectIds);
    expect(kept).toEqual(recounted);
  }, 120_000);

  it('answers every delete of one subject’s messages at once, and leaves the subject empty', async () => {
    const subjectId = await newSubject();
    const messageIds: string[] = [];
    for (let i = 0; i < 12; i++) messageIds.push(createdId(await post(subjectId)));
    const deletes = await Promise.all(messageIds.map(remove));
    expect(statusesOf(deletes)).toEqual(deletes.map(() => 204));
    const { kept } = await keptAndRecounted([subjectId]);
    expect(kept[subjectId]).toMatchObject({ messagesCount: 0, latestMessage: null });
  }, 120_000);

  it('keeps latest messages and counts right under posts, deletes, restores and moves between subjects at once', async () => {
    const subjectIds = await Promise.all(Array.from({ length: 6 }, newSubject));
    const messagesOf = new Map<string, string[]>();
    for (const subjectId of subjectIds) {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(createdId(await post(subjectId)));
      messagesOf.set(subjectId, ids);
      // One already in the trash, restored during the burst.
      expect((await remove(ids[4]!)).statusCode).toBe(204);
    }
    const writes = subjectIds.flatMap((subjectId, index) => {
      const [first, second, third, fourth, trashed] = messagesOf.get(subjectId)!;
      const next = subjectIds[(index + 1) % subjectIds.length]!;
      return [
        [remove(fourth!), 204],
        [remove(first!), 204],
        [restore(trashed!), 200],
        [move(third!, next), 200],
        [move(second!, next), 200],
        [post(subjectId), 201],
        [post(next), 201],
      ] as const;
    });
    expect(statusesOf(await Promise.all(writes.map(([write]) => write)))).toEqual(writes.map(([, status]) => status));
    const { kept, recounted } = await keptAndRecounted(subjectIds);
    expect(kept).toEqual(recounted);
  }, 120_000);
});
