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
 * what a recount from its messages gives (its latest activity: its newest message's date, else its own creation).
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
  const move = (id: string, subjectId: string) =>
    admin.send('PATCH', `/api/v1/forum-subject-messages/${id}`, { data: { type: 'forum-subject-messages', id, relationships: { subject: { data: { type: 'forum-subjects', id: subjectId } } } } });
  const statusesOf = (responses: { statusCode: number; body: string }[]) => responses.map((response) => (response.statusCode >= 500 ? `${response.statusCode} ${response.body}` : response.statusCode));

  /** What each subject shows, beside what its messages say it should show (newest by date, then id; no message: its creation). */
  async function keptAndRecounted(subjectIds: readonly string[]) {
    const subjects = tableOf(forumSubjects);
    const messages = tableOf(forumSubjectMessages);
    const shown = await t.database.db.select().from(subjects).where(inArray(subjects.id, [...subjectIds]));
    const written = await t.database.db.select().from(messages).where(inArray(messages.subjectId, [...subjectIds])).orderBy(desc(messages.createdAt), desc(messages.id));
    const recount = (subjectId: string) => written.filter((message) => message.subjectId === subjectId);
    return {
      kept: Object.fromEntries(shown.map((row) => [row.id, { messagesCount: row.messagesCount, latestMessage: row.latestMessageId, lastActivityAt: row.lastActivityAt }])),
      recounted: Object.fromEntries(
        shown.map((row) => {
          const newest = recount(row.id as string)[0];
          return [row.id, { messagesCount: recount(row.id as string).length, latestMessage: newest?.id ?? null, lastActivityAt: newest?.createdAt ?? row.createdAt }];
        }),
      ),
    };
  }

  it('keeps every subject’s latest message, latest activity and count right when members post in ten subjects at once', async () => {
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
    const { kept, recounted } = await keptAndRecounted([subjectId]);
    expect(kept[subjectId]).toMatchObject({ messagesCount: 0, latestMessage: null });
    // Its latest activity falls back to its own creation.
    expect(kept).toEqual(recounted);
  }, 120_000);

  it('keeps latest messages, latest activities and counts right under posts, deletes and moves between subjects at once', async () => {
    const subjectIds = await Promise.all(Array.from({ length: 6 }, newSubject));
    const messagesOf = new Map<string, string[]>();
    for (const subjectId of subjectIds) {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push(createdId(await post(subjectId)));
      messagesOf.set(subjectId, ids);
    }
    const writes = subjectIds.flatMap((subjectId, index) => {
      const [first, second, third, fourth] = messagesOf.get(subjectId)!;
      const next = subjectIds[(index + 1) % subjectIds.length]!;
      return [
        [remove(fourth!), 204],
        [remove(first!), 204],
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
