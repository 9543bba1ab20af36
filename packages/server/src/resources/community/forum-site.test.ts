import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumScreens, screenReads } from '@relais/domain';
import type { BlockScreen } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { tablesOf } from '../../services/tables.ts';
import { createAs, createdAs, patchAs, signInCast } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const ATOMIC = 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"';

/** What the forum's screens on the site read and write (block pageForum): order, tags, pins, search, places in threads, authors. */
describe.each(TEST_DATABASES)('the forum on the site, on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let author: Client;
  let other: Client;
  let visitor: Client;
  let categoryId: string;
  let tagId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ admin, author, other, visitor } = await signInCast(t));
    categoryId = await createdAs(admin, 'forum-categories', { name: 'Eye gaze' });
    tagId = await createdAs(admin, 'tags', { name: 'calibration' });
  }, 60_000);
  afterAll(() => t.close());

  const subject = (as: Client, title: string, relationships: Record<string, unknown> = {}) =>
    as.send('POST', '/api/v1/forum-subjects', {
      data: { type: 'forum-subjects', attributes: { title }, relationships: { category: { data: { type: 'forum-categories', id: categoryId } }, ...relationships } },
    });
  const subjectId = async (as: Client, title: string, relationships: Record<string, unknown> = {}) => {
    const response = await subject(as, title, relationships);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const message = (as: Client, id: string, content: string, attributes: Record<string, unknown> = {}) =>
    createdAs(as, 'forum-subject-messages', { content: `<p>${content}</p>`, ...attributes }, { subject: ['forum-subjects', id] });
  const titles = async (url: string) => ((await visitor.get(url)).json().data as { attributes: { title: string } }[]).map((item) => item.attributes.title);
  const inCategory = `/api/v1/forum-subjects?filter[category]=${'CATEGORY'}&sort=-lastActivityAt`;
  const categoryUrl = () => inCategory.replace('CATEGORY', categoryId);

  it('orders a category’s subjects by their latest activity: a new message moves its subject first, its deletion moves it back', async () => {
    const older = await subjectId(author, 'Older subject');
    await subjectId(author, 'Newer subject');
    expect((await titles(categoryUrl())).slice(0, 2)).toEqual(['Newer subject', 'Older subject']);
    const reply = await message(other, older, 'Bumped');
    expect((await titles(categoryUrl())).slice(0, 2)).toEqual(['Older subject', 'Newer subject']);
    const read = (await visitor.get(`/api/v1/forum-subjects/${older}?include=latestMessage`)).json();
    expect(read.data.relationships.latestMessage.data.id).toBe(reply);
    expect(read.data.attributes.lastActivityAt).toBe(read.included[0].attributes.createdAt);
    expect((await other.send('DELETE', `/api/v1/forum-subject-messages/${reply}`)).statusCode).toBe(204);
    expect((await titles(categoryUrl())).slice(0, 2)).toEqual(['Newer subject', 'Older subject']);
  });

  it('gives each category its latest active published subject, in one read of the categories', async () => {
    const own = await createdAs(admin, 'forum-categories', { name: 'Switch access' });
    const empty = await createdAs(admin, 'forum-categories', { name: 'Nothing yet' });
    const inOwn = { category: { data: { type: 'forum-categories', id: own } } };
    const older = await subjectId(author, 'Switch timing', inOwn);
    await subjectId(author, 'Switch mounting', inOwn);
    // A draft is nobody's latest subject on the home, not even its author's.
    const draft = await subject(author, 'Unfinished draft', inOwn);
    const draftRead = await author.send('PATCH', `/api/v1/forum-subjects/${draft.json().data.id}`, { data: { type: 'forum-subjects', id: draft.json().data.id, attributes: { publishedAt: null } } });
    expect(draftRead.statusCode, draftRead.body).toBe(200);
    const latest = async (as: Client) => {
      const read = (await as.get(`/api/v1/forum-categories?filter[search]=${encodeURIComponent('Switch access')}&fields[forum-categories]=name,latestSubject`)).json();
      return read.data[0].attributes.latestSubject as { id: string; title: string; titleLocale: string; lastActivityAt: string } | null;
    };
    expect((await latest(visitor))?.title).toBe('Switch mounting');
    expect((await latest(author))?.title).toBe('Switch mounting');
    await message(other, older, 'A bump');
    const bumped = await latest(visitor);
    expect(bumped).toMatchObject({ id: older, title: 'Switch timing', titleLocale: 'en' });
    const subjectRead = (await visitor.get(`/api/v1/forum-subjects/${older}`)).json();
    expect(new Date(bumped!.lastActivityAt).getTime()).toBe(new Date(subjectRead.data.attributes.lastActivityAt).getTime());
    const none = (await visitor.get(`/api/v1/forum-categories/${empty}?fields[forum-categories]=latestSubject`)).json();
    expect(none.data.attributes.latestSubject).toBeNull();
    // Not asked, not computed: the forms' reads leave it out.
    const plain = (await visitor.get(`/api/v1/forum-categories/${own}?fields[forum-categories]=name`)).json();
    expect(plain.data.attributes).not.toHaveProperty('latestSubject');
  });

  it('lets a member tag a subject and lists a tag’s subjects', async () => {
    const tagged = await subjectId(author, 'Tagged subject', { tags: { data: [{ type: 'tags', id: tagId }] } });
    await subjectId(author, 'Untagged subject');
    expect(await titles(`/api/v1/forum-subjects?filter[tags]=${tagId}`)).toEqual(['Tagged subject']);
    const read = (await visitor.get(`/api/v1/forum-subjects/${tagged}?include=tags`)).json();
    expect(read.included.map((item: { attributes: { name: string } }) => item.attributes.name)).toEqual(['calibration']);
  });

  it('lists the pinned subjects apart, pinned by a moderator only', async () => {
    const pinned = await subjectId(author, 'Rules of the category');
    const refused = await patchAs(author, 'forum-subjects', pinned, { pinnedOnCategoryAt: new Date().toISOString() });
    expect(refused.statusCode).toBe(403);
    expect((await patchAs(admin, 'forum-subjects', pinned, { pinnedOnCategoryAt: new Date().toISOString() })).statusCode).toBe(200);
    expect(await titles(`/api/v1/forum-subjects?filter[category]=${categoryId}&filter[pinnedOnCategory]=false`)).toEqual(['Rules of the category']);
    expect(await titles(`/api/v1/forum-subjects?filter[category]=${categoryId}&filter[pinnedOnCategory]=true`)).not.toContain('Rules of the category');
  });

  it('finds messages by a word of their text, each with its place in its thread, and names their authors', async () => {
    const thread = await subjectId(author, 'A long thread');
    const ids = [await message(author, thread, 'First words'), await message(other, thread, 'A friction mat helped'), await message(author, thread, 'Third words')];
    const found = (await visitor.get('/api/v1/forum-subject-messages?filter[search]=friction&include=subject&fields[forum-subject-messages]=createdAt,authorName,positionInSubject,subject&fields[forum-subjects]=title')).json();
    expect(found.data.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    expect(found.data[0].attributes.positionInSubject).toBe(2);
    expect(typeof found.data[0].attributes.authorName).toBe('string');
    expect(found.included[0].attributes.title).toBe('A long thread');
    const page = (await visitor.get(`/api/v1/forum-subject-messages?filter[subject]=${thread}&sort=createdAt&page[size]=2&page[number]=2`)).json();
    expect(page.data.map((item: { attributes: { positionInSubject: number } }) => item.attributes.positionInSubject)).toEqual([3]);
    const subjectRead = (await visitor.get(`/api/v1/forum-subjects/${thread}`)).json().data.attributes;
    expect(typeof subjectRead.authorName).toBe('string');
  });

  it('takes a message’s language among the interface’s, and refuses another naming the field, writing nothing', async () => {
    const thread = await subjectId(author, 'Languages');
    const id = await message(author, thread, 'Un gros contacteur', { lang: 'fr' });
    expect((await visitor.get(`/api/v1/forum-subject-messages/${id}`)).json().data.attributes.lang).toBe('fr');
    const refused = await createAs(author, 'forum-subject-messages', { content: '<p>x</p>', lang: 'klingon' }, { subject: ['forum-subjects', thread] });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).map((error) => error.pointer)).toContain('/data/attributes/lang');
    expect((await visitor.get(`/api/v1/forum-subjects/${thread}`)).json().data.attributes.messagesCount).toBe(1);
  });

  it('opens a subject with its first message in one atomic request, and writes neither when the message is refused', async () => {
    const operations = (content: string, title: string) => ({
      'atomic:operations': [
        { op: 'add', data: { type: 'forum-subjects', lid: 's', attributes: { title }, relationships: { category: { data: { type: 'forum-categories', id: categoryId } } } } },
        { op: 'add', data: { type: 'forum-subject-messages', attributes: { content }, relationships: { subject: { data: { type: 'forum-subjects', lid: 's' } } } } },
      ],
    });
    const done = await author.send('POST', '/api/v1/operations', operations('<p>Hello</p>', 'Opened atomically'), { 'content-type': ATOMIC, accept: ATOMIC });
    expect(done.statusCode, done.body).toBe(200);
    const refused = await author.send('POST', '/api/v1/operations', operations('', 'Never written'), { 'content-type': ATOMIC, accept: ATOMIC });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).map((error) => error.pointer)).toContain('/atomic:operations/1/data/attributes/content');
    expect(await titles(`/api/v1/forum-subjects?filter[search]=Never written`)).toEqual([]);
    expect(await titles(`/api/v1/forum-subjects?filter[search]=Opened atomically`)).toEqual(['Opened atomically']);
  });

  it('answers every read of the block’s screens for a visitor', async () => {
    const thread = await subjectId(author, 'Read by the screens', { tags: { data: [{ type: 'tags', id: tagId }] } });
    const messageId = await message(author, thread, 'Screens');
    const props = { title: 'Forum', perPage: 20, messagesPerPage: 20 };
    const cases: [string, Record<string, string>, Record<string, string>][] = [
      ['main', {}, {}],
      ['main', { category: categoryId, page: '1' }, {}],
      ['main', { tag: tagId }, {}],
      ['main', { q: 'screens' }, {}],
      ['/create', {}, {}],
      ['/:id', { page: '1' }, { id: thread }],
      ['/:id/update', {}, { id: thread }],
      ['/:subject/messages/:message', {}, { subject: thread, message: messageId }],
    ];
    for (const [screen, query, params] of cases) {
      const reads = screenReads(forumScreens[screen as keyof typeof forumScreens] as BlockScreen<never, never>, { props, params, query });
      for (const [name, url] of Object.entries(reads)) {
        const response = await visitor.get(url);
        expect(response.statusCode, `${screen} ${name}: ${url} ${response.body}`).toBe(200);
      }
    }
  });
  it('names a subject’s and a message’s author with their public profile, null once the author is deleted', async () => {
    const leaving = await signIn(t);
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ firstName: 'Grace', lastName: 'Hopper', avatarUrl: '/files/grace.png' }).where(eq(users.id, leaving.userId));
    const as = client(t, leaving.headers);
    const thread = await subjectId(as, 'Signed by Grace');
    const id = await message(as, thread, 'Grace writes');
    const authors = async () => ({
      subject: (await visitor.get(`/api/v1/forum-subjects?filter[category]=${categoryId}&fields[forum-subjects]=authorName,authorAvatarUrl`)).json().data.find((row: { id: string }) => row.id === thread).attributes,
      message: (await visitor.get(`/api/v1/forum-subject-messages?filter[subject]=${thread}&fields[forum-subject-messages]=authorName,authorAvatarUrl`)).json().data[0].attributes,
    });
    const grace = { authorName: 'Grace Hopper', authorAvatarUrl: '/files/grace.png' };
    expect(await authors()).toEqual({ subject: grace, message: grace });
    expect((await admin.send('DELETE', `/api/v1/users/${leaving.userId}`)).statusCode).toBe(204);
    const anonymous = { authorName: null, authorAvatarUrl: null };
    expect(await authors()).toEqual({ subject: anonymous, message: anonymous });
    expect((await visitor.get(`/api/v1/forum-subject-messages/${id}`)).statusCode).toBe(200);
  });

  it('tells each reader whether they may edit or delete a subject and a message: its author and the admins, nobody else', async () => {
    const thread = await subjectId(author, 'Who may edit');
    await message(author, thread, 'Mine');
    const rights = async (as: Client) => {
      const subjectRead = (await as.get(`/api/v1/forum-subjects/${thread}?fields[forum-subjects]=canEdit,canDelete`)).json().data.attributes;
      const listed = (await as.get(`/api/v1/forum-subject-messages?filter[subject]=${thread}&fields[forum-subject-messages]=canEdit,canDelete`)).json().data[0].attributes;
      return { subject: subjectRead, message: listed };
    };
    const yes = { canEdit: true, canDelete: true };
    const no = { canEdit: false, canDelete: false };
    expect(await rights(visitor)).toEqual({ subject: no, message: no });
    expect(await rights(other)).toEqual({ subject: no, message: no });
    expect(await rights(author)).toEqual({ subject: yes, message: yes });
    expect(await rights(admin)).toEqual({ subject: yes, message: yes });
  });

  it('lets the author change a subject’s tags and refuses another member, a member’s pins and an empty title naming the field, writing nothing', async () => {
    const secondTag = await createdAs(admin, 'tags', { name: 'mounting' });
    const thread = await subjectId(author, 'Retagged', { tags: { data: [{ type: 'tags', id: tagId }] } });
    const retag = (as: Client, id: string) =>
      as.send('PATCH', `/api/v1/forum-subjects/${thread}`, { data: { type: 'forum-subjects', id: thread, relationships: { tags: { data: [{ type: 'tags', id }] } } } });
    expect((await retag(author, secondTag)).statusCode).toBe(200);
    expect((await retag(other, tagId)).statusCode).toBe(403);
    const tagsOf = async () => ((await visitor.get(`/api/v1/forum-subjects/${thread}?include=tags`)).json().included ?? []).map((tag: { id: string }) => tag.id);
    expect(await tagsOf()).toEqual([secondTag]);

    for (const field of ['pinnedOnHomeAt', 'pinnedOnCategoryAt', 'limitToAdmin']) {
      const value = field === 'limitToAdmin' ? true : new Date().toISOString();
      const refused = await author.send('POST', '/api/v1/forum-subjects', {
        data: { type: 'forum-subjects', attributes: { title: `Pinned by ${field}`, [field]: value }, relationships: { category: { data: { type: 'forum-categories', id: categoryId } } } },
      });
      expect(refused.statusCode, field).toBe(403);
      expect(errorsOf(refused).map((error) => error.pointer)).toContain(`/data/attributes/${field}`);
      expect(await titles(`/api/v1/forum-subjects?filter[search]=Pinned by ${field}`)).toEqual([]);
      const patched = await patchAs(author, 'forum-subjects', thread, { title: 'Renamed with a pin', [field]: value });
      expect(patched.statusCode, field).toBe(403);
      expect(errorsOf(patched).map((error) => error.pointer)).toContain(`/data/attributes/${field}`);
    }
    const kept = (await visitor.get(`/api/v1/forum-subjects/${thread}`)).json().data.attributes;
    expect(kept).toMatchObject({ title: 'Retagged', pinnedOnHomeAt: null, pinnedOnCategoryAt: null, limitToAdmin: false });

    const empty = await subject(author, '');
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).map((error) => error.pointer)).toContain('/data/attributes/title');
    const renamed = await patchAs(author, 'forum-subjects', thread, { title: '' });
    expect(renamed.statusCode).toBe(422);
    expect(errorsOf(renamed).map((error) => error.pointer)).toContain('/data/attributes/title');
    expect((await visitor.get(`/api/v1/forum-subjects/${thread}`)).json().data.attributes.title).toBe('Retagged');
  });

  it('lists the subjects pinned on the home apart, both ways', async () => {
    const pinned = await subjectId(author, 'Welcome to the forum');
    expect((await patchAs(admin, 'forum-subjects', pinned, { pinnedOnHomeAt: new Date().toISOString() })).statusCode).toBe(200);
    expect(await titles('/api/v1/forum-subjects?filter[pinnedOnHome]=false')).toEqual(['Welcome to the forum']);
    const unpinned = await titles('/api/v1/forum-subjects?filter[pinnedOnHome]=true&page[size]=100');
    expect(unpinned).not.toContain('Welcome to the forum');
    expect(unpinned.length).toBeGreaterThan(0);
  });

  it('moves a deleted message to the trash: hidden and uncounted, its thread renumbered, restored by a moderator only', async () => {
    const thread = await subjectId(author, 'A thread with a regret');
    const first = await message(author, thread, 'First');
    const regret = await message(other, thread, 'Regret');
    const last = await message(author, thread, 'Last');
    const counted = async () => (await admin.get(`/api/v1/forum-subjects/${thread}?include=latestMessage`)).json().data;
    expect((await counted()).attributes.messagesCount).toBe(3);
    // Another member may not; its author may, and it is gone for everyone but moderators.
    const refusedDelete = await author.send('DELETE', `/api/v1/forum-subject-messages/${regret}`);
    expect(refusedDelete.statusCode, refusedDelete.body).toBe(403);
    expect((await other.send('DELETE', `/api/v1/forum-subject-messages/${regret}`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/v1/forum-subject-messages/${regret}`)).statusCode).toBe(404);
    expect((await other.get(`/api/v1/forum-subject-messages/${regret}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/forum-subject-messages/${regret}`)).json().data.attributes.deletedAt).toBeTruthy();
    expect((await counted()).attributes.messagesCount).toBe(2);
    const positions = (await visitor.get(`/api/v1/forum-subject-messages?filter[subject]=${thread}&fields[forum-subject-messages]=positionInSubject`)).json().data;
    expect(positions.map((item: { id: string; attributes: { positionInSubject: number } }) => [item.id, item.attributes.positionInSubject])).toEqual([
      [first, 1],
      [last, 2],
    ]);
    // Only a moderator restores it (nobody else finds what is in the trash); then it counts and shows again.
    expect((await other.send('POST', `/api/v1/forum-subject-messages/${regret}/restore`)).statusCode).toBe(404);
    expect((await admin.send('POST', `/api/v1/forum-subject-messages/${regret}/restore`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/v1/forum-subject-messages/${regret}`)).statusCode).toBe(200);
    expect((await counted()).attributes.messagesCount).toBe(3);
    // The newest message in the trash leaves the subject's latest activity to the one before it.
    expect((await author.send('DELETE', `/api/v1/forum-subject-messages/${last}`)).statusCode).toBe(204);
    const after = await counted();
    expect(after.relationships.latestMessage.data.id).toBe(regret);
  });

  it('moves a deleted subject to the trash: its category counts it no more, its messages are found by nobody but moderators', async () => {
    const own = await createdAs(admin, 'forum-categories', { name: 'Head pointers' });
    const trashed = await subjectId(author, 'A subject to trash', { category: { data: { type: 'forum-categories', id: own } } });
    await message(author, trashed, 'Unmistakable word zanzibarite');
    const count = async () => (await visitor.get(`/api/v1/forum-categories/${own}?fields[forum-categories]=subjectsCount,latestSubject`)).json().data.attributes;
    expect(await count()).toMatchObject({ subjectsCount: 1, latestSubject: { id: trashed } });
    const found = async (as: Client) => (await as.get('/api/v1/forum-subject-messages?filter[search]=zanzibarite')).json().data.length;
    expect(await found(visitor)).toBe(1);
    expect((await other.send('DELETE', `/api/v1/forum-subjects/${trashed}`)).statusCode).toBe(403);
    expect((await author.send('DELETE', `/api/v1/forum-subjects/${trashed}`)).statusCode).toBe(204);
    expect(await count()).toMatchObject({ subjectsCount: 0, latestSubject: null });
    expect((await visitor.get(`/api/v1/forum-subjects/${trashed}`)).statusCode).toBe(404);
    expect((await author.get(`/api/v1/forum-subjects/${trashed}`)).statusCode).toBe(404);
    expect(await found(visitor)).toBe(0);
    expect(await found(author)).toBe(0);
    expect(await found(admin)).toBe(1);
    expect((await admin.send('POST', `/api/v1/forum-subjects/${trashed}/restore`)).statusCode).toBe(200);
    expect(await count()).toMatchObject({ subjectsCount: 1, latestSubject: { id: trashed } });
    expect(await found(visitor)).toBe(1);
    // Deleting for good is a moderator's act.
    expect((await author.send('DELETE', `/api/v1/forum-subjects/${trashed}/force`)).statusCode).toBe(403);
  });
});
