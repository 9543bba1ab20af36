import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/system-tables.ts';
import { client } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { createAs, createdAs, patchAs } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { messageWritten } from './forum-following.ts';

interface Reading {
  id: string;
  attributes: { lastReadAt: string | null; isFollowing: boolean; notifiedAt: string | null };
  relationships: { user: { data: { id: string } | null }; subject: { data: { id: string } } };
}

/**
 * Following a forum subject (spec, forum): writing follows, unfollowing is kept, a member's readings
 * are theirs alone, what is new since the last visit, one notification and one grouped mail per
 * subject and follower, and the mail's signed unfollow link.
 */
describe.each(TEST_DATABASES)('following forum subjects on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let author: SignedIn;
  let other: SignedIn;
  let third: SignedIn;
  let visitor: Client;
  let categoryId: string;
  const as = (who: SignedIn): Client => client(t, who.headers);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { isAdmin: true });
    author = await signIn(t);
    other = await signIn(t);
    third = await signIn(t);
    visitor = client(t, await visitorHeaders(t));
    categoryId = await createdAs(as(admin), 'forum-categories', { name: 'Talk' });
  }, 60_000);
  afterAll(() => t.close());

  const subject = (who: SignedIn, title = 'A subject') => createdAs(as(who), 'forum-subjects', { title }, { category: ['forum-categories', categoryId] });
  const message = (who: SignedIn, subjectId: string, content = '<p>Hello</p>') => createdAs(as(who), 'forum-subject-messages', { content }, { subject: ['forum-subjects', subjectId] });
  const readingsOf = async (who: SignedIn, subjectId: string): Promise<Reading[]> => {
    const response = await as(who).get(`/api/v1/forum-subject-readers?filter[subject]=${subjectId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const readingOf = async (who: SignedIn, subjectId: string) => (await readingsOf(who, subjectId))[0];
  const markRead = async (who: SignedIn, subjectId: string) => {
    const reading = await readingOf(who, subjectId);
    const now = new Date().toISOString();
    const response = reading
      ? await patchAs(as(who), 'forum-subject-readers', reading.id, { lastReadAt: now })
      : await createAs(as(who), 'forum-subject-readers', { lastReadAt: now }, { subject: ['forum-subjects', subjectId] });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const subjectAttributes = async (who: Client, subjectId: string) => (await who.get(`/api/v1/forum-subjects/${subjectId}`)).json().data.attributes;
  const forumNotices = async (who: SignedIn) =>
    (await as(who).get('/api/v1/notifications?filter[notificationType]=forum-new-messages&page[size]=100')).json().data as { id: string; attributes: { details: string; message: string; actionUrl: string; readAt: string | null } }[];
  const noticesAbout = async (who: SignedIn, subjectId: string) => (await forumNotices(who)).filter((notice) => notice.attributes.actionUrl.endsWith(`/${subjectId}`));
  const digestJobsOf = (subjectId: string) =>
    t.database.db.select().from(backgroundJobs).where(and(eq(backgroundJobs.kind, 'forum-digest'), sql`${backgroundJobs.payload}->>'subjectId' = ${subjectId}`));
  /** Ends the subject's grouped-mail windows now, and runs the queue (the digests, then their mails). */
  const sendDigests = async (subjectId: string) => {
    await t.database.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(and(eq(backgroundJobs.kind, 'forum-digest'), sql`${backgroundJobs.payload}->>'subjectId' = ${subjectId}`));
    await t.app.jobs.runDue();
  };
  const mailsTo = (who: SignedIn) => t.app.mailer.capture!.to(who.email);

  it('follows a subject when a member writes in it, read up to their message', async () => {
    const subjectId = await subject(author);
    expect(await readingsOf(author, subjectId)).toEqual([]);
    await message(author, subjectId);
    const [reading] = await readingsOf(author, subjectId);
    expect(reading!.attributes).toMatchObject({ isFollowing: true, notifiedAt: null });
    expect(reading!.attributes.lastReadAt).not.toBeNull();
    expect(reading!.relationships.user.data).toEqual({ type: 'users', id: author.userId });
    expect(reading!.relationships.subject.data).toEqual({ type: 'forum-subjects', id: subjectId });
  });

  it('keeps an unfollowed subject unfollowed when its member writes in it again', async () => {
    const subjectId = await subject(author);
    await message(author, subjectId);
    const reading = (await readingOf(author, subjectId))!;
    const unfollowed = await patchAs(as(author), 'forum-subject-readers', reading.id, { isFollowing: false });
    expect(unfollowed.statusCode, unfollowed.body).toBe(200);
    await message(author, subjectId, '<p>Again</p>');
    const after = (await readingOf(author, subjectId))!;
    expect(after.attributes.isFollowing).toBe(false);
    expect(new Date(after.attributes.lastReadAt!).getTime()).toBeGreaterThanOrEqual(new Date(reading.attributes.lastReadAt!).getTime());
    // Following again from the subject.
    expect((await patchAs(as(author), 'forum-subject-readers', reading.id, { isFollowing: true })).statusCode).toBe(200);
    expect((await readingOf(author, subjectId))!.attributes.isFollowing).toBe(true);
  });

  it('keeps a member’s readings theirs: no one else reads, changes or makes them, and no one is made to follow', async () => {
    const subjectId = await subject(author);
    await message(author, subjectId);
    const reading = (await readingOf(author, subjectId))!;
    expect(await readingsOf(other, subjectId)).toEqual([]);
    expect((await as(other).get(`/api/v1/forum-subject-readers/${reading.id}`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await patchAs(as(other), 'forum-subject-readers', reading.id, { isFollowing: false })).statusCode);
    expect([403, 404]).toContain((await as(other).send('DELETE', `/api/v1/forum-subject-readers/${reading.id}`)).statusCode);
    expect((await readingOf(author, subjectId))!.attributes.isFollowing).toBe(true);
    // Naming another member as the reader is refused; a visitor reads and writes nothing.
    const forged = await as(other).send('POST', '/api/v1/forum-subject-readers', {
      data: { type: 'forum-subject-readers', attributes: { isFollowing: true }, relationships: { subject: { data: { type: 'forum-subjects', id: subjectId } }, user: { data: { type: 'users', id: third.userId } } } },
    });
    expect([403, 422]).toContain(forged.statusCode);
    expect(await readingsOf(third, subjectId)).toEqual([]);
    expect((await visitor.get('/api/v1/forum-subject-readers')).json().data).toEqual([]);
    expect([401]).toContain((await createAs(visitor, 'forum-subject-readers', { isFollowing: true }, { subject: ['forum-subjects', subjectId] })).statusCode);
    // A member's own reading is theirs, once per subject; the server stamps the grouped mails, not them.
    const own = await createAs(as(other), 'forum-subject-readers', { isFollowing: true }, { subject: ['forum-subjects', subjectId] });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.relationships.user.data).toEqual({ type: 'users', id: other.userId });
    expect((await createAs(as(other), 'forum-subject-readers', { isFollowing: false }, { subject: ['forum-subjects', subjectId] })).statusCode).toBe(422);
    expect((await patchAs(as(other), 'forum-subject-readers', own.json().data.id, { notifiedAt: new Date().toISOString() })).statusCode).not.toBe(200);
    // Administrators read every reading.
    const all = (await as(admin).get(`/api/v1/forum-subject-readers?filter[subject]=${subjectId}`)).json().data as Reading[];
    expect(all.map((row) => row.relationships.user.data!.id).sort()).toEqual([author.userId, other.userId].sort());
  });

  it('counts the messages since the reader’s last visit and places the first of them', async () => {
    const subjectId = await subject(author);
    await message(author, subjectId, '<p>1</p>');
    expect(await subjectAttributes(as(author), subjectId)).toMatchObject({ newMessagesCount: 0, firstUnreadPosition: null, firstUnreadMessageId: null });
    const second = await message(other, subjectId, '<p>2</p>');
    await message(other, subjectId, '<p>3</p>');
    expect(await subjectAttributes(as(author), subjectId)).toMatchObject({ newMessagesCount: 2, firstUnreadPosition: 2, firstUnreadMessageId: second });
    // Never read: nothing shouted; a visitor: nothing.
    expect(await subjectAttributes(as(third), subjectId)).toMatchObject({ newMessagesCount: null, firstUnreadPosition: null, firstUnreadMessageId: null });
    expect(await subjectAttributes(visitor, subjectId)).toMatchObject({ newMessagesCount: null, firstUnreadPosition: null, firstUnreadMessageId: null });
    await markRead(author, subjectId);
    expect(await subjectAttributes(as(author), subjectId)).toMatchObject({ newMessagesCount: 0, firstUnreadPosition: null, firstUnreadMessageId: null });
    const fourth = await message(third, subjectId, '<p>4</p>');
    expect(await subjectAttributes(as(author), subjectId)).toMatchObject({ newMessagesCount: 1, firstUnreadPosition: 4, firstUnreadMessageId: fourth });
    // The same in a list, for each subject, beside the subjects' other computed values (the author's name).
    const list = (await as(author).get(`/api/v1/forum-subjects?filter[category]=${categoryId}&page[size]=50`)).json().data as { id: string; attributes: Record<string, unknown> }[];
    const listed = list.find((row) => row.id === subjectId)!.attributes;
    expect(listed).toMatchObject({ newMessagesCount: 1, firstUnreadPosition: 4, firstUnreadMessageId: fourth });
    expect(listed).toHaveProperty('authorName');
    // A new message put in the trash is no longer new.
    expect((await as(third).send('DELETE', `/api/v1/forum-subject-messages/${fourth}`)).statusCode).toBe(204);
    expect(await subjectAttributes(as(author), subjectId)).toMatchObject({ newMessagesCount: 0, firstUnreadPosition: null, firstUnreadMessageId: null });
  });

  it('tells no one of a subject in the trash', async () => {
    const subjectId = await subject(author);
    await message(author, subjectId, '<p>1</p>');
    await message(other, subjectId, '<p>2</p>');
    await markRead(author, subjectId);
    expect((await noticesAbout(author, subjectId)).filter((notice) => !notice.attributes.readAt)).toEqual([]);
    expect((await as(admin).send('DELETE', `/api/v1/forum-subjects/${subjectId}`)).statusCode).toBe(204);
    // What a message written now would set off: nothing, the subject being in the trash.
    await messageWritten(t.database.db, null, subjectId, other.userId);
    expect((await noticesAbout(author, subjectId)).filter((notice) => !notice.attributes.readAt)).toEqual([]);
  });

  it('tells each follower once of a burst of messages: one notification and one grouped mail', async () => {
    const subjectId = await subject(author, 'Burst');
    await message(author, subjectId);
    await message(other, subjectId);
    await message(third, subjectId);
    const mailsBefore = { other: mailsTo(other).length, third: mailsTo(third).length, author: mailsTo(author).length };
    const authorNoticesBefore = (await noticesAbout(author, subjectId)).length;
    for (let index = 1; index <= 10; index += 1) await message(author, subjectId, `<p>Burst ${index}</p>`);

    for (const follower of [other, third]) {
      const notices = await noticesAbout(follower, subjectId);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.attributes).toMatchObject({ message: 'New messages in “Burst”', readAt: null });
    }
    // Since each one's last visit: third read up to their message, other before it.
    expect((await noticesAbout(third, subjectId))[0]!.attributes.details).toBe('10 new messages since your last visit.');
    expect((await noticesAbout(other, subjectId))[0]!.attributes.details).toBe('11 new messages since your last visit.');
    // Nobody hears of their own messages.
    expect(await noticesAbout(author, subjectId)).toHaveLength(authorNoticesBefore);
    const jobs = await digestJobsOf(subjectId);
    expect(jobs.map((job) => (job.payload as { userId: string }).userId).sort()).toEqual([author.userId, other.userId, third.userId].sort());
    // Due at the end of the window (FORUM_DIGEST_DELAY_MS, 10 minutes by default), not before.
    for (const job of jobs) expect(new Date(job.runAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    await t.app.jobs.runDue();
    expect(mailsTo(other)).toHaveLength(mailsBefore.other);

    await sendDigests(subjectId);
    expect(mailsTo(other)).toHaveLength(mailsBefore.other + 1);
    expect(mailsTo(third)).toHaveLength(mailsBefore.third + 1);
    const mail = mailsTo(third).at(-1)!;
    expect(mail.subject).toBe('New messages in “Burst”');
    expect(mail.text).toContain('10 new messages since your last visit.');
    expect(mail.text).toContain(`/${subjectId}`);
    expect(mail.headers['list-unsubscribe']).toContain(`/api/v1/services/forum-subjects/${subjectId}/unfollow?user=${third.userId}&signature=`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The author read past third's message when writing: nothing is new to them, no mail.
    expect(mailsTo(author)).toHaveLength(mailsBefore.author);

    // Reading the subject ends its notification; the next message makes a new one, whose mail waits for the next window.
    await markRead(other, subjectId);
    expect((await noticesAbout(other, subjectId))[0]!.attributes.readAt).not.toBeNull();
    await message(author, subjectId, '<p>After reading</p>');
    const notices = await noticesAbout(other, subjectId);
    expect(notices).toHaveLength(2);
    expect(notices.filter((notice) => notice.attributes.readAt === null)[0]!.attributes.details).toBe('1 new message since your last visit.');
  });

  it('unfollows from the mail’s signed link, and refuses a tampered one', async () => {
    const subjectId = await subject(author, 'Link');
    await message(author, subjectId);
    await message(other, subjectId);
    await message(author, subjectId, '<p>For other</p>');
    const before = mailsTo(other).length;
    await sendDigests(subjectId);
    expect(mailsTo(other)).toHaveLength(before + 1);
    const link = /<([^>]+)>/.exec(mailsTo(other).at(-1)!.headers['list-unsubscribe']!)![1]!;
    expect(mailsTo(other).at(-1)!.text).toContain(link);
    const url = new URL(link);
    const path = `${url.pathname}${url.search}`;

    const tampered = await t.app.inject({ method: 'GET', url: path.replace(/signature=./, (whole) => `${whole.slice(0, -1)}${whole.endsWith('A') ? 'B' : 'A'}`) });
    expect(tampered.statusCode).toBe(403);
    const someoneElse = await t.app.inject({ method: 'GET', url: path.replace(other.userId, third.userId) });
    expect(someoneElse.statusCode).toBe(403);
    expect((await readingOf(other, subjectId))!.attributes.isFollowing).toBe(true);

    // Opening the link asks and changes nothing (a link scanner's visit, a prefetch).
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('You follow “Link”');
    const action = /<form method="post" action="([^"]+)">/.exec(opened.body)![1]!.replaceAll('&#38;', '&');
    expect(action).toBe(path);
    expect((await readingOf(other, subjectId))!.attributes.isFollowing).toBe(true);
    // Its button posts to the same signed address, which unfollows and says so.
    const confirmed = await t.app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: '' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('You no longer follow “Link”.');
    expect((await readingOf(other, subjectId))!.attributes.isFollowing).toBe(false);
    // Opened again, the link says it is done.
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('You no longer follow “Link”.');
    // A mail client's one-click POST does the same, and again changes nothing.
    const oneClick = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode, oneClick.body).toBe(204);

    // No longer told of new messages.
    const noticesBefore = (await noticesAbout(other, subjectId)).length;
    await markRead(other, subjectId);
    await message(author, subjectId, '<p>Unheard</p>');
    expect((await noticesAbout(other, subjectId)).filter((notice) => notice.attributes.readAt === null)).toHaveLength(0);
    expect((await noticesAbout(other, subjectId)).length).toBe(noticesBefore);
  });
});
