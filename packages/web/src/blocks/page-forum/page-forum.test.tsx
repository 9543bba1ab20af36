import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceCollectionDocument, ResourceDocument } from '@relais/domain';
import { jsonAnswer, mockInteractionsApi } from '../../components/interactions/test-support.ts';
import { featuresOn, messages, sessionUser } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import type { BlockProps } from '../block-types.ts';
import { ForumSubjectScreen } from './page-forum.id.tsx';
import { ForumHome } from './page-forum.main.tsx';

/** The area's English messages (seed/language-lines/forum/forum.json). */
const forumMessages = {"breadcrumb": "Where you are in the forum", "home": "Forum", "searchLabel": "Search the forum", "search": "Search", "clearSearch": "Clear the search", "pagination": "Pages", "previousPage": "Previous page", "nextPage": "Next page", "pageOf": "Page {{page}} of {{count}}", "newSubject": "New subject", "results_one": "{{count}} subject", "results": "{{count}} subjects", "pinned": "Pinned subjects", "latest": "Latest discussions", "empty": "No subject has been opened yet. Be the first to ask the community.", "noCategories": "The forum has no category yet.", "subjects": "Subjects", "searchHeading": "Subjects about “{{search}}”", "tagHeading": "Subjects tagged {{tag}}", "clearTag": "Show every subject", "noResults": "No subject title matches “{{search}}”. Try other words, or look among the messages below.", "chooseCategory": "Choose one of the categories above to see its subjects.", "emptyCategory": "No subject in this category yet. Open the first one.", "messagesFound": "Messages that mention it", "noMessageFound": "No message mentions “{{search}}”.", "messageIn": "A message in “{{title}}”", "subjectsCount_one": "{{formatted}} subject", "subjectsCount": "{{formatted}} subjects", "tags": "Tags", "pinnedOnHome": "Pinned", "pinnedOnCategory": "Pinned in this category", "openedBy": "Opened by {{author}}", "limitedToAdmins": "Announcements: only the moderators write here", "answers_one": "{{formatted}} answer", "answers": "{{formatted}} answers", "latestBy": "Latest by {{author}} on {{date}}", "latestOn": "Latest on {{date}}", "categoryLatest": "Latest activity on {{date}}:", "backToCategory": "Back to {{category}}", "backToForum": "Back to the forum", "backToSubject": "Back to the subject", "messagesCount_one": "{{count}} message", "messagesCount": "{{count}} messages", "editSubject": "Edit the subject", "deleteSubject": "Delete the subject", "messages": "Messages", "anonymous": "A former member", "messageBy": "{{author}}, {{date}}", "inReplyTo": "In reply to {{author}}", "inReplyToEarlier": "In reply to an earlier message", "reply": "Reply", "replyTo": "Reply to {{author}}", "edit": "Edit", "editMessageOf": "Edit the message of {{author}}", "delete": "Delete", "deleteMessageOf": "Delete the message of {{author}}", "answerTo": "Your answer to {{author}}", "send": "Send", "answerSubject": "Answer this subject", "yourAnswer": "Your answer", "closedToMembers": "Only the moderators write in this subject.", "signInToAnswer": "Sign in to answer", "signInToWrite": "Sign in to write in the forum", "notAllowed": "You cannot change this.", "replied": "Your answer is published.", "subjectDeleted": "“{{title}}” is deleted.", "messageDeleted": "The message is deleted.", "deleteSubjectTitle": "Delete this subject?", "deleteSubjectQuestion": "“{{title}}” and its messages will no longer be shown.", "deleteMessageTitle": "Delete this message?", "deleteMessageQuestion": "The message will no longer be shown in the subject.", "contentHelp": "Headings, lists, links and emphasis are kept.", "fieldLang": "Language of the message", "fieldLangHelp": "Choose it when you write in another language than the page’s, so screen readers read it correctly.", "langOfPage": "The page’s language", "fieldTitle": "Title", "fieldCategory": "Category", "chooseACategory": "Choose a category", "fieldTags": "Tags", "fieldFirstMessage": "Your message", "fieldMessage": "Message", "publishSubject": "Publish the subject", "subjectCreated": "Your subject is published.", "editSubjectTitle": "Edit “{{title}}”", "save": "Save", "subjectSaved": "The subject is saved.", "editMessageTitle": "Edit a message in “{{title}}”", "messageSaved": "The message is saved.", "moderation": "Moderation", "pinOnHome": "Pinned on the forum’s home", "pinInCategory": "Pinned in its category", "pinnedToHome": "The subject is pinned on the forum’s home.", "unpinnedFromHome": "The subject is no longer pinned on the forum’s home.", "pinnedToCategory": "The subject is pinned in its category.", "unpinnedFromCategory": "The subject is no longer pinned in its category.", "moveTo": "Move to the category", "move": "Move", "moved": "The subject is moved to {{category}}.", "reports": "Reports", "noReports": "No report about this subject or the messages on this page.", "reportAboutSubject": "about the subject", "reportAboutMessage": "about a message", "reportAboutMessageOf": "about the message of {{author}}", "closeReport": "Close", "closeReportOf": "Close the report “{{reason}}” {{about}}", "reportClosed": "The report is closed.", "subjectInTrash": "This subject is in the trash: only the moderators see it until it is restored.", "restoreSubject": "Restore the subject", "subjectRestored": "The subject is restored.", "trashedMessages": "Messages in the trash", "restore": "Restore", "restoreMessageOf": "Restore the message of {{author}}", "messageRestored": "The message is restored.", "follow": "Follow", "followed": "You follow this subject: you will be told of new messages.", "unfollowed": "You no longer follow this subject.", "newMessages_one": "{{count}} new message", "newMessages": "{{count}} new messages", "jumpToUnread": "Go to the first new message"};

type HomeProps = Extract<BlockProps<'pageForum'>, { screen: 'main' }>;
type SubjectProps = Extract<BlockProps<'pageForum'>, { screen: '/:id' }>;
const page = { path: '/forum', title: 'Forum' };
const props = { title: '', perPage: 20, messagesPerPage: 2 };
const features = featuresOn({ forum: true, likes: true, auth: true });

const doc = (data: unknown[], { lastPage = 1, create = false, included = [] as unknown[] } = {}) =>
  ({ data, included, meta: { page: { total: data.length, lastPage }, permissions: { create } }, jsonapi: { version: '1.1' } }) as unknown as ResourceCollectionDocument;
const category = (id: string, name: string, parent: string | null, subjectsCount = 0, latestSubject: unknown = null) => ({
  type: 'forum-categories',
  id,
  attributes: { name, shortDescription: null, isParent: parent === null, position: 0, subjectsCount, latestSubject },
  relationships: { parent: { data: parent ? { type: 'forum-categories', id: parent } : null } },
});
const subject = (id: string, title: string, more: Record<string, unknown> = {}, tags: string[] = []) => ({
  type: 'forum-subjects',
  id,
  attributes: { title, messagesCount: 3, likesCount: 0, authorName: 'Ada Lovelace', limitToAdmin: false, canEdit: false, canDelete: false, ...more },
  relationships: { tags: { data: tags.map((tag) => ({ type: 'tags', id: tag })) }, category: { data: { type: 'forum-categories', id: 'c2' } }, latestMessage: { data: null } },
});
const message = (id: string, content: string, more: Record<string, unknown> = {}, parent: string | null = null) => ({
  type: 'forum-subject-messages',
  id,
  attributes: { content, lang: null, createdAt: '2026-11-02T10:00:00Z', likesCount: 0, authorName: 'Ada Lovelace', canEdit: false, canDelete: false, positionInSubject: null, ...more },
  relationships: { parentMessage: { data: parent ? { type: 'forum-subject-messages', id: parent } : null } },
});
const categories = doc([category('c1', 'Access', null), category('c2', 'Switches', 'c1', 4, { id: 's7', title: 'Un contacteur au pied', titleLocale: 'fr', lastActivityAt: '2026-11-03T10:00:00Z' }), category('c3', 'Eye gaze', 'c1', 1)]);
const tag = { type: 'tags', id: 't1', attributes: { name: 'scanning' } };

const renderHome = (data: Partial<HomeProps['data']>, path = '/forum', user = null as ReturnType<typeof sessionUser> | null) =>
  renderBooted(<ForumHome screen="main" params={{}} data={{ categories, subjects: doc([]), ...data } as HomeProps['data']} props={props} headingLevel={1} page={page} />, { path, environment: { features }, user });

const renderSubject = (data: SubjectProps['data'], { path = '/forum/s1', user = null as ReturnType<typeof sessionUser> | null } = {}) =>
  renderBooted(<ForumSubjectScreen screen="/:id" params={{ id: 's1' }} data={data} props={props} headingLevel={1} page={page} />, { path, environment: { features }, user });

beforeEach(() => {
  Object.assign(messages.en, { forum: forumMessages, interactions: { actionsOn: 'Actions on {{title}}', like: 'Like', signInToAct: 'Sign in to take part' } });
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('the forum’s home', () => {
  it('shows the parent categories with their children and subjects counts, the pinned subjects, then the latest', async () => {
    await renderHome({ pinned: doc([subject('s9', 'Read this first')]), subjects: doc([subject('s1', 'Which switch?', {}, ['t1'])], { included: [tag] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Forum' })).toBeInTheDocument();
    const access = screen.getByRole('heading', { level: 2, name: 'Access' });
    expect(within(access).getByRole('link')).toHaveAttribute('href', '/forum?category=c1');
    expect(screen.getByRole('link', { name: 'Switches' })).toHaveAttribute('href', '/forum?category=c2');
    expect(screen.getByText('4 subjects')).toBeInTheDocument();
    expect(screen.getByText('1 subject')).toBeInTheDocument();
    // Each category's latest active subject, in its own language, with its day.
    const latest = screen.getByRole('link', { name: /Un contacteur au pied/ });
    expect(latest).toHaveAttribute('href', '/forum/s7');
    expect(latest.querySelector('[lang="fr"]')).not.toBeNull();
    expect(latest.closest('p')).toHaveTextContent(/^Latest activity on .*3.*:/);
    expect(screen.getByRole('heading', { level: 2, name: 'Pinned subjects' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /Read this first/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Which switch?' })).toHaveAttribute('href', '/forum/s1');
    expect(screen.getByRole('link', { name: '#scanning' })).toHaveAttribute('href', '/forum?tag=t1');
    expect(screen.getAllByText('2 answers')).toHaveLength(2);
    // A visitor is offered no form.
    expect(screen.queryByRole('link', { name: 'New subject' })).toBeNull();
  });

  it('shows a category with its way back, its pinned subjects first and its pages; a member may open a subject in it', async () => {
    await renderHome(
      { pinned: doc([subject('s9', 'Rules of the category', { pinnedOnCategoryAt: '2026-11-01T00:00:00Z' })]), subjects: doc([subject('s1', 'Which switch?')], { lastPage: 3, create: true }) },
      '/forum?category=c2&page=2',
    );
    const trail = screen.getByRole('navigation', { name: 'Where you are in the forum' });
    expect(within(trail).getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/forum');
    expect(within(trail).getByRole('link', { name: 'Access' })).toHaveAttribute('href', '/forum?category=c1');
    expect(screen.getByRole('heading', { level: 2, name: 'Switches' })).toBeInTheDocument();
    expect(screen.getByText('Pinned in this category')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New subject' })).toHaveAttribute('href', '/forum/create?category=c2');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/forum?category=c2&page=3');
  });

  it('shows what a search found among the titles and the messages, each message linking to its place in its thread', async () => {
    const found = { ...message('m7', '', { positionInSubject: 5 }), relationships: { subject: { data: { type: 'forum-subjects', id: 's1' } } } };
    await renderHome({ subjects: doc([]), messages: doc([found], { included: [subject('s1', 'Which switch?')] }) }, '/forum?q=mat');
    expect(screen.getByRole('heading', { level: 2, name: 'Subjects about “mat”' })).toBeInTheDocument();
    expect(screen.getByText(/No subject title matches “mat”/)).toBeInTheDocument();
    // Two messages a page: the fifth is on the third page.
    expect(screen.getByRole('link', { name: 'A message in “Which switch?”' })).toHaveAttribute('href', '/forum/s1?page=3#message-m7');
  });

  it('tells a member of the messages new since their last visit, with a link to the first of them on its page', async () => {
    const unread = { newMessagesCount: 2, firstUnreadPosition: 3, firstUnreadMessageId: 'm3' };
    const data = { subjects: doc([subject('s1', 'Which switch?', unread), subject('s2', 'Read through', { newMessagesCount: 0, firstUnreadPosition: null, firstUnreadMessageId: null })]) };
    await renderHome(data, '/forum', sessionUser({ validatedAt: '2026-01-01T00:00:00Z' }));
    expect(screen.getByText('2 new messages')).toBeInTheDocument();
    // Two messages a page: the third is on the second page.
    const jumps = screen.getAllByRole('link', { name: 'Go to the first new message' });
    expect(jumps).toHaveLength(1);
    expect(jumps[0]).toHaveAttribute('href', '/forum/s1?page=2#message-m3');
    expect(jumps[0]!.closest('li')).toHaveTextContent('Which switch?');
  });

  it('shows a visitor no count of new messages', async () => {
    await renderHome({ subjects: doc([subject('s1', 'Which switch?', { newMessagesCount: 2, firstUnreadPosition: 3, firstUnreadMessageId: 'm3' })]) });
    expect(screen.queryByText('2 new messages')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to the first new message' })).toBeNull();
  });
});

describe('a subject', () => {
  const subjectDocument = (more: Record<string, unknown> = {}) => ({ data: subject('s1', 'Which switch?', more, ['t1']), included: [tag] }) as unknown as ResourceDocument;

  it('shows its messages in order with their language and the message each answers, its pages, and invites a visitor to sign in', async () => {
    await renderSubject({
      subject: subjectDocument(),
      messages: doc([message('m1', '<p>Which one?</p>'), message('m2', '<p>Un gros contacteur.</p>', { lang: 'fr', authorName: 'Marie Curie' }, 'm1')], { lastPage: 2 }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Which switch?' })).toBeInTheDocument();
    const items = within(screen.getAllByRole('list').find((list) => list.tagName === 'OL')!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Un gros contacteur.').closest('[lang]')).toHaveAttribute('lang', 'fr');
    expect(within(items[1]!).getByRole('link', { name: 'In reply to Ada Lovelace' })).toHaveAttribute('href', '#message-m1');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('link', { name: 'Sign in to answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('gives a member the reply and, from the server’s permissions, edit and delete on their own message only', async () => {
    await renderSubject(
      { subject: subjectDocument({ canEdit: true }), messages: doc([message('m1', '<p>Mine</p>', { canEdit: true, canDelete: true }), message('m2', '<p>Theirs</p>', { authorName: 'Marie Curie' })]) },
      { user: sessionUser({ validatedAt: '2026-01-01T00:00:00Z' }) },
    );
    expect(screen.getByRole('button', { name: 'Reply to Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply to Marie Curie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the message of Ada Lovelace' })).toHaveAttribute('href', '/forum/s1/messages/m1');
    expect(screen.queryByRole('link', { name: 'Edit the message of Marie Curie' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit the subject' })).toHaveAttribute('href', '/forum/s1/update');
    expect(screen.queryByRole('button', { name: 'Delete the subject' })).toBeNull();
    // Deleting asks first.
    await userEvent.click(screen.getByRole('button', { name: 'Delete the message of Ada Lovelace' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this message?' })).toBeInTheDocument();
  });

  it('marks the subject read when a member opens it, and lets them follow it by keyboard (a toggle)', async () => {
    const reading = (attributes: Record<string, unknown>) => ({ type: 'forum-subject-readers', id: 'r1', attributes: { isFollowing: false, lastReadAt: null, ...attributes } });
    const sent = await mockInteractionsApi({
      'GET /api/v1/forum-subject-readers': () => jsonAnswer({ data: [], meta: { page: { currentPage: 1, perPage: 1, total: 0, lastPage: 1 } } }),
      'POST /api/v1/forum-subject-readers': (body) => jsonAnswer({ data: reading((body as { data: { attributes: Record<string, unknown> } }).data.attributes) }, 201),
      'PATCH /api/v1/forum-subject-readers/r1': (body) => jsonAnswer({ data: reading({ lastReadAt: '2026-11-02T10:00:00Z', ...(body as { data: { attributes: object } }).data.attributes }) }),
    });
    Object.assign(messages.en, { forum: forumMessages });
    await renderSubject({ subject: subjectDocument(), messages: doc([message('m1', '<p>One</p>')]) }, { user: sessionUser({ validatedAt: '2026-01-01T00:00:00Z' }) });
    // Opening it marks it read: the member's reading is made, with the time.
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect((sent.find((request) => request.method === 'POST')!.body as { data: { attributes: { lastReadAt: string } } }).data.attributes.lastReadAt).toEqual(expect.any(String));
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await vi.waitFor(() => expect(follow).not.toHaveAttribute('aria-disabled'));
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    follow.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'true'));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ data: { type: 'forum-subject-readers', id: 'r1', attributes: { isFollowing: true } } });
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('tells a member that only moderators write in a subject kept to them', async () => {
    await renderSubject({ subject: subjectDocument({ limitToAdmin: true }), messages: doc([message('m1', '<p>News</p>')]) }, { user: sessionUser({ validatedAt: '2026-01-01T00:00:00Z' }) });
    expect(screen.getByText('Only the moderators write in this subject.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer this subject' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply to/ })).toBeNull();
  });

  it('focuses the message its address names', async () => {
    await renderSubject({ subject: subjectDocument(), messages: doc([message('m1', '<p>One</p>'), message('m2', '<p>Two</p>')]) }, { path: '/forum/s1#message-m2' });
    expect(document.activeElement?.id).toBe('message-m2');
  });
});
