import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { createAs, createdAs, patchAs } from '../test/community.ts';
import { TEST_DATABASES } from '../test/databases.ts';

interface Notice {
  id: string;
  attributes: { notificationType: string; message: string; details: string | null; actionUrl: string | null; readAt: string | null };
}

/**
 * Notifications the server writes when something concerns a member (a reply to their comment, a like
 * of their item, a decision on their request), mailed by their preference, and the bell's services.
 */
describe.each(TEST_DATABASES)('notifications on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let author: SignedIn;
  let other: SignedIn;
  let categoryId: string;
  const as = (who: SignedIn): Client => client(t, who.headers);
  const users = () => tablesOf('users').table;

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    author = await signIn(t, { roles: ['contributor'] });
    other = await signIn(t);
    await t.database.db.update(users()).set({ firstName: 'Ada', lastName: 'Lovelace' }).where(eq(users().id, other.userId));
    categoryId = await createThrough(systemContext(t.database.db), 'forum-categories', { name: 'General' });
  }, 60_000);
  afterAll(() => t.close());

  const noticesOf = async (who: SignedIn): Promise<Notice[]> => (await as(who).get('/api/v1/notifications?page[size]=100')).json().data;
  const unreadOf = async (who: SignedIn) => (await as(who).get('/api/v1/services/notifications/unread-count')).json().meta.unread as number;
  const subject = () => createdAs(as(author), 'forum-subjects', { title: 'Talk' }, { category: ['forum-categories', categoryId] });
  /** Sends the queued mails (waiting for a pass the worker's own polling may have begun). */
  const sendMails = () => t.app.jobs.runDue();
  const mailsTo = (who: SignedIn) => t.app.mailer.capture!.to(who.email);

  it('tells a comment’s author of a reply, in their language, and mails it; never the one who answers their own comment', async () => {
    await t.database.db.update(users()).set({ locale: 'fr' }).where(eq(users().id, author.userId));
    const subjectId = await subject();
    const question = await createdAs(as(author), 'comments', { content: '<p>Question?</p>' }, { commentable: ['forum-subjects', subjectId] });
    const before = (await noticesOf(author)).length;
    await createdAs(as(author), 'comments', { content: '<p>Myself</p>' }, { commentable: ['forum-subjects', subjectId], parentComment: ['comments', question] });
    expect(await noticesOf(author)).toHaveLength(before);

    const mailsBefore = mailsTo(author).length;
    await createdAs(as(other), 'comments', { content: '<p>The <strong>answer</strong> &amp; more</p>' }, { commentable: ['forum-subjects', subjectId], parentComment: ['comments', question] });
    const [newest] = await noticesOf(author);
    expect(newest!.attributes).toMatchObject({ notificationType: 'comment-reply', message: 'Ada Lovelace a répondu à votre commentaire.', details: 'The answer & more', readAt: null });
    await sendMails();
    const mail = await t.app.mailer.capture!.waitFor(author.email, mailsBefore + 1);
    expect(mail.subject).toBe('Ada Lovelace a répondu à votre commentaire.');
    expect(mail.text).toContain('The answer & more');
    // Nobody else was told.
    expect((await noticesOf(other)).filter((notice) => notice.attributes.notificationType === 'comment-reply')).toEqual([]);
    await t.database.db.update(users()).set({ locale: null }).where(eq(users().id, author.userId));
  });

  it('tells an item’s creator of a like, not of their own, and mails nothing to a member who turned e-mails off', async () => {
    const subjectId = await subject();
    const count = (await noticesOf(author)).length;
    await createdAs(as(author), 'likes', {}, { likable: ['forum-subjects', subjectId] });
    expect(await noticesOf(author)).toHaveLength(count);

    await t.database.db.update(users()).set({ notificationsPreferences: { email: false } }).where(eq(users().id, author.userId));
    await sendMails();
    const mailsBefore = mailsTo(author).length;
    await createdAs(as(other), 'likes', {}, { likable: ['forum-subjects', subjectId] });
    const notices = await noticesOf(author);
    expect(notices).toHaveLength(count + 1);
    expect(notices[0]!.attributes).toMatchObject({ notificationType: 'like', message: 'Ada Lovelace liked your post.' });
    await sendMails();
    expect(mailsTo(author)).toHaveLength(mailsBefore);
    await t.database.db.update(users()).set({ notificationsPreferences: null }).where(eq(users().id, author.userId));
  });

  it('tells an author the decision on their publication request, with the reason of a refusal', async () => {
    const decide = async (status: string, extra: Record<string, unknown> = {}) => {
      const post = await createdAs(as(author), 'blog-posts', { title: 'Mine' });
      const request = await createdAs(as(author), 'publication-requests', { description: 'Ready' }, { publishable: ['blog-posts', post] });
      expect((await patchAs(as(admin), 'publication-requests', request, { status, ...extra })).statusCode).toBe(200);
      return post;
    };
    const accepted = await decide('accepted');
    expect((await noticesOf(author))[0]!.attributes).toMatchObject({
      notificationType: 'publication-request-accepted',
      message: 'Your publication request was accepted.',
      // The author's own screen of the post on the site, not the back office.
      actionUrl: `/account/contributions/blog-posts/${accepted}`,
    });
    const refused = await decide('refused', { refuseReason: 'Add a picture.' });
    expect((await noticesOf(author))[0]!.attributes).toMatchObject({ notificationType: 'publication-request-refused', details: 'Add a picture.', actionUrl: `/account/contributions/blog-posts/${refused}` });
    await sendMails();
    expect(mailsTo(author).at(-1)!.text).toContain('Add a picture.');
  });

  it('tells a member their validation request was accepted (the type that reloads the page), mailed once', async () => {
    const member = await signIn(t, { validated: false });
    const filed = await createdAs(as(member), 'validation-requests', { description: 'Please' }, { user: ['users', member.userId] });
    await sendMails();
    const mailsBefore = mailsTo(member).length;
    const accepted = await as(admin).send('PATCH', `/api/v1/validation-requests/${filed}`, {
      data: { type: 'validation-requests', id: filed, relationships: { status: { data: { type: 'validation-request-statuses', id: 'accepted' } } } },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await noticesOf(member)).map((notice) => notice.attributes)).toEqual([
      expect.objectContaining({ notificationType: 'auth-accepted-validation-request', actionUrl: '/account/profile', readAt: null }),
    ]);
    await sendMails();
    // The decision's own mail, not a second one for the notification.
    expect(mailsTo(member)).toHaveLength(mailsBefore + 1);
  });

  it('counts, marks one and marks all read for their user alone, with the anti-forgery token', async () => {
    const reader = await signIn(t);
    const stranger = await signIn(t);
    const ids: string[] = [];
    for (const message of ['One', 'Two', 'Three']) {
      ids.push(await createdAs(as(admin), 'notifications', { notificationType: 'forum-answer', message }, { user: ['users', reader.userId] }));
    }
    expect(await unreadOf(reader)).toBe(3);
    expect(await unreadOf(stranger)).toBe(0);
    expect((await client(t).get('/api/v1/services/notifications/unread-count')).statusCode).toBe(401);

    // A stranger neither reads nor marks another's notification.
    expect((await as(stranger).get(`/api/v1/notifications/${ids[0]}`)).statusCode).toBe(404);
    expect((await as(stranger).send('POST', `/api/v1/services/notifications/${ids[0]}/read`)).statusCode).toBe(404);
    await as(stranger).send('POST', '/api/v1/services/notifications/read');
    expect(await unreadOf(reader)).toBe(3);

    const { 'x-xsrf-token': _token, ...withoutToken } = reader.headers;
    expect((await client(t, withoutToken).send('POST', `/api/v1/services/notifications/${ids[0]}/read`)).statusCode).toBe(419);
    expect((await client(t, withoutToken).send('POST', '/api/v1/services/notifications/read')).statusCode).toBe(419);
    expect(await unreadOf(reader)).toBe(3);

    const marked = await as(reader).send('POST', `/api/v1/services/notifications/${ids[0]}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ meta: { unread: 2 } });
    // Marking it again keeps its first reading time.
    const readAt = (await as(reader).get(`/api/v1/notifications/${ids[0]}`)).json().data.attributes.readAt as string;
    expect((await as(reader).send('POST', `/api/v1/services/notifications/${ids[0]}/read`)).json()).toEqual({ meta: { unread: 2 } });
    expect((await as(reader).get(`/api/v1/notifications/${ids[0]}`)).json().data.attributes.readAt).toBe(readAt);
    expect((await as(reader).get('/api/v1/notifications?filter[unread]=true')).json().data.map((row: Notice) => row.attributes.message)).toEqual(['Three', 'Two']);
    expect((await as(reader).send('POST', '/api/v1/services/notifications/not-an-id/read')).statusCode).toBe(404);

    expect((await as(reader).send('POST', '/api/v1/services/notifications/read')).json()).toEqual({ meta: { unread: 0 } });
    expect(await unreadOf(reader)).toBe(0);
  });

  it('refuses a member who writes a notification for someone', async () => {
    expect((await createAs(as(other), 'notifications', { notificationType: 'like', message: 'Forged' }, { user: ['users', author.userId] })).statusCode).toBe(403);
  });
});
