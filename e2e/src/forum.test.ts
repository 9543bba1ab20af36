import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { linkIn, mailsTo, waitForMail } from './mail.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The forum on the site (block pageForum on the demo's /forum): a visitor browses by category and
 * tag and reads a long subject a page at a time; a member opens a subject, answers a message, edits
 * the answer and likes another's, by keyboard alone. Its own category, tag and subjects are written
 * through the API first, so nothing depends on the demo's subjects.
 */
const suffix = randomBytes(3).toString('hex');
const CATEGORY = `Eye gaze ${suffix}`;
const TAG = `calibration-${suffix}`;
const LONG = `Calibrating an eye tracker, step by step ${suffix}`;

const atPath = (page: Page, test: (path: string) => boolean) => page.waitForURL((url) => test(url.pathname));

describe('the forum', () => {
  let h: Harness;
  let admin: Page;
  let categoryId: string;
  let tagId: string;
  let longId: string;
  const account = { email: `forum-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };

  before(async () => {
    // A follower's grouped mail leaves 5 seconds after the first new message (10 minutes by default).
    h = await startHarness({ env: { FORUM_DIGEST_DELAY_MS: '5000' } });
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;
    const parents = (await api(admin, 'GET', '/api/v1/forum-categories?filter[root]=true&page[size]=1')) as { data: { id: string }[] };
    categoryId = await created('forum-categories', { name: CATEGORY, shortDescription: 'Setting up and calibrating eye trackers.', position: 99 }, parents.data[0] ? { parent: { data: { type: 'forum-categories', id: parents.data[0].id } } } : {});
    tagId = await created('tags', { name: TAG });
    longId = await created('forum-subjects', { title: LONG }, { category: { data: { type: 'forum-categories', id: categoryId } }, tags: { data: [{ type: 'tags', id: tagId }] } });
    // A long thread: more messages than one page shows.
    for (let index = 1; index <= 24; index += 1) {
      await created('forum-subject-messages', { content: `<p>Step ${index} of the calibration.</p>` }, { subject: { data: { type: 'forum-subjects', id: longId } } });
    }
    await created('forum-subjects', { title: `Another subject ${suffix}` }, { category: { data: { type: 'forum-categories', id: categoryId } } });
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Flo', lastName: `Forum${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
  });
  after(() => h?.close());

  for (const [scheme, viewport] of [
    ['light', DESKTOP],
    ['dark', MOBILE],
  ] as const) {
    test(`a visitor browses by category and by tag and reads a long subject page by page, by keyboard (${scheme}, ${viewport.width} px)`, async () => {
      const page = await h.newPage(viewport);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      const errors = trackPageErrors(page);
      await page.goto('/forum');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoAxeViolations(page, `/forum (${scheme})`);

      const category = page.getByRole('link', { name: CATEGORY });
      await category.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('category') === categoryId);
      await page.getByRole('heading', { name: CATEGORY }).waitFor();
      await page.getByRole('link', { name: `Another subject ${suffix}` }).waitFor();
      await expectNoAxeViolations(page, `/forum?category= (${scheme})`);

      const tag = page.getByRole('link', { name: `#${TAG}` }).first();
      await tag.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('tag') === tagId);
      await page.getByRole('heading', { name: `Subjects tagged ${TAG}` }).waitFor();
      assert.equal(await page.getByRole('link', { name: `Another subject ${suffix}` }).count(), 0);

      const subject = page.getByRole('link', { name: LONG });
      await subject.focus();
      await page.keyboard.press('Enter');
      await atPath(page, (path) => path === `/forum/${longId}`);
      await page.getByRole('heading', { level: 1, name: LONG }).waitFor();
      assert.equal(await page.title(), `Relais - ${LONG}`);
      await page.getByText('Step 1 of the calibration.').waitFor();
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await pages.getByText(/^Page 1 of \d+$/).waitFor();
      assert.equal(await page.getByText('Step 24 of the calibration.').count(), 0);
      await page.getByRole('link', { name: 'Sign in to answer' }).waitFor();
      await expectNoAxeViolations(page, `/forum/:id (${scheme})`);

      const next = pages.getByRole('link', { name: 'Next page' });
      await next.focus();
      await page.keyboard.press('Enter');
      await page.getByText('Step 24 of the calibration.').waitFor();
      assert.equal(await page.getByText('Step 1 of the calibration.').count(), 0);
      assert.deepEqual(errors(), []);
    });
  }

  test('a member opens a subject, answers a message, edits the answer and likes another’s message, by keyboard alone', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, account);
    const errors = trackPageErrors(page);
    const title = `Which mount for a wheelchair tablet? ${suffix}`;
    await page.goto(`/forum?category=${categoryId}`);
    const create = page.getByRole('link', { name: 'New subject' });
    await create.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === '/forum/create');
    await page.getByRole('heading', { level: 1, name: 'New subject' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).focus();
    await page.keyboard.type(title);
    // The category comes chosen from the list the member came from.
    assert.equal(await page.getByRole('combobox', { name: /^Category/ }).inputValue(), categoryId);
    const tag = page.getByRole('checkbox', { name: TAG });
    await tag.focus();
    await page.keyboard.press('Space');
    assert.equal(await tag.isChecked(), true);
    // The text's toolbar is one tab stop, then its text box.
    await page.getByRole('toolbar').first().waitFor();
    await page.getByRole('toolbar').first().locator('button').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Our tablet keeps slipping on the tray.');
    await page.getByRole('button', { name: 'Publish the subject' }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => /^\/forum\/[0-9a-f-]{36}$/.test(path));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your subject is published.' }).first().waitFor();
    await page.getByText('Our tablet keeps slipping on the tray.').waitFor();
    await page.getByRole('link', { name: `#${TAG}` }).waitFor();
    // Writing in a subject follows it: the toggle comes pressed.
    await page.getByRole('button', { name: 'Follow', exact: true, pressed: true }).waitFor();
    await expectNoAxeViolations(page, '/forum/:id (member, own subject)');

    // Answer the first message.
    const reply = page.getByRole('button', { name: /^Reply to / }).first();
    await reply.focus();
    await page.keyboard.press('Enter');
    // The answer's editor opens under the message, its text box focused.
    await page.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true');
    await page.keyboard.type('A friction mat helped us.');
    await page.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Your answer is published.' }).first().waitFor();
    await page.getByText('A friction mat helped us.').waitFor();
    await page.getByRole('link', { name: /^In reply to / }).waitFor();
    // The new message's address names it: it is focused.
    await page.waitForFunction(() => document.activeElement?.id.startsWith('message-') && window.location.hash === `#${document.activeElement.id}`);

    // Edit the answer.
    const edit = page.getByRole('link', { name: /^Edit the message of / }).last();
    // The subject may still move focus to the new message as its list settles: press once the link holds it.
    for (let attempt = 0; ; attempt++) {
      await edit.focus();
      if (await edit.evaluate((link) => link === document.activeElement)) break;
      assert.ok(attempt < 10, 'the edit link keeps its focus');
    }
    await page.keyboard.press('Enter');
    await atPath(page, (path) => /\/messages\//.test(path));
    await page.getByRole('heading', { level: 1, name: `Edit a message in “${title}”` }).waitFor();
    await page.waitForFunction(() => document.querySelector('[contenteditable="true"]')?.textContent?.includes('A friction mat helped us.'));
    await page.locator('[contenteditable="true"]').focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' And a clamp.');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The message is saved.' }).first().waitFor();
    await page.getByText('A friction mat helped us. And a clamp.').waitFor();

    // Like another member's message in the long subject.
    await page.goto(`/forum/${longId}`);
    const like = page.getByRole('button', { name: /^Like/, disabled: false }).nth(1);
    await like.waitFor();
    await like.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelectorAll('[aria-pressed="true"]').length === 1);
    await expectNoAxeViolations(page, '/forum/:id (member)');

    // Follow the long subject by keyboard, then unfollow it: one toggle, its state aria-pressed.
    const follow = page.getByRole('button', { name: 'Follow', exact: true, pressed: false, disabled: false });
    await follow.waitFor();
    await follow.focus();
    await page.keyboard.press('Enter');
    const following = page.getByRole('button', { name: 'Follow', exact: true, pressed: true, disabled: false });
    await following.waitFor();
    await page.getByRole('status').filter({ hasText: 'You follow this subject' }).first().waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')), 'true');
    await expectNoAxeViolations(page, '/forum/:id (member, following)');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Follow', exact: true, pressed: false, disabled: false }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You no longer follow this subject.' }).first().waitFor();

    // Opening it marked it read: a message written since shows in the category's list, with a link to it on its page.
    await api(admin, 'POST', '/api/v1/forum-subject-messages', { data: { type: 'forum-subject-messages', attributes: { content: '<p>Step 25: check it again.</p>' }, relationships: { subject: { data: { type: 'forum-subjects', id: longId } } } } });
    await page.goto(`/forum?category=${categoryId}`);
    await page.getByText('1 new message', { exact: true }).waitFor();
    const jump = page.getByRole('link', { name: 'Go to the first new message' });
    assert.equal(await jump.count(), 1);
    await expectNoAxeViolations(page, '/forum?category (member, new messages)');
    await jump.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/forum/${longId}`);
    await page.waitForFunction(() => document.activeElement?.id.startsWith('message-') && window.location.hash === `#${document.activeElement.id}` && document.activeElement.textContent?.includes('Step 25'));
    assert.equal(new URL(page.url()).searchParams.get('page'), '2');
    assert.deepEqual(errors(), []);
  });

  test('a member who writes in a subject gets one mail for several new messages, and stops following it from the mail, by keyboard', async () => {
    const member = await h.newPage(MOBILE);
    await signInThroughApi(member, account);
    const errors = trackPageErrors(member);
    const title = `Mounting a switch on a wheelchair ${suffix}`;
    const subject = ((await api(admin, 'POST', '/api/v1/forum-subjects', { data: { type: 'forum-subjects', attributes: { title }, relationships: { category: { data: { type: 'forum-categories', id: categoryId } } } } })) as { data: { id: string } }).data.id;
    const write = (page: Page, text: string) =>
      api(page, 'POST', '/api/v1/forum-subject-messages', { data: { type: 'forum-subject-messages', attributes: { content: `<p>${text}</p>` }, relationships: { subject: { data: { type: 'forum-subjects', id: subject } } } } });
    // Writing in it follows it; three answers in a burst make one mail.
    await write(member, 'Which clamp do you use?');
    const before = mailsTo(h.dataDir, account.email).length;
    for (const text of ['A rod clamp.', 'A magic arm.', 'Both work.']) await write(admin, text);
    const mail = await waitForMail(h.dataDir, account.email, before + 1, 30_000);
    assert.ok(mail.text.includes(title), mail.text);
    assert.match(mail.text, /3 new messages since your last visit/);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal(mailsTo(h.dataDir, account.email).length, before + 1, 'one mail for the burst');

    // The mail's link asks first; its button stops following.
    await member.goto(linkIn(mail, `${h.baseUrl}/api/v1/services/forum-subjects/${subject}/unfollow`));
    await member.getByRole('heading', { level: 1, name: 'Stop following this subject?' }).waitFor();
    await expectNoAxeViolations(member, 'the unfollow link (phone)');
    const reading = async () => ((await api(member, 'GET', `/api/v1/forum-subject-readers?filter[subject]=${subject}`)) as { data: { attributes: { isFollowing: boolean } }[] }).data[0]!.attributes.isFollowing;
    assert.equal(await reading(), true);
    await member.getByRole('button', { name: 'Stop following this subject' }).focus();
    await member.keyboard.press('Enter');
    await member.getByRole('heading', { level: 1, name: 'Subject unfollowed' }).waitFor();
    await expectNoAxeViolations(member, 'the unfollow confirmation (phone)');
    assert.equal(await reading(), false);
    assert.deepEqual(errors(), []);
  });

  test('a moderator pins a subject on the forum’s home, closes a report about it and moves it to another category, by keyboard alone', async () => {
    const page = await h.newPage(DESKTOP);
    await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await signInThroughApi(page, ADMIN);
    const errors = trackPageErrors(page);
    const title = `Another subject ${suffix}`;
    const found = (await api(admin, 'GET', `/api/v1/forum-subjects?filter[search]=${encodeURIComponent(title)}`)) as { data: { id: string }[] };
    const id = found.data[0]!.id;
    await api(admin, 'POST', '/api/v1/reports', { data: { type: 'reports', attributes: { reason: 'spam', details: `Advertising ${suffix}` }, relationships: { reportable: { data: { type: 'forum-subjects', id } } } } });
    await page.goto(`/forum/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const pin = page.getByRole('button', { name: 'Pinned on the forum’s home' });
    await pin.waitFor();
    assert.equal(await pin.getAttribute('aria-pressed'), 'false');
    await pin.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The subject is pinned on the forum’s home.' }).first().waitFor();
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.textContent?.includes('home'));
    await expectNoAxeViolations(page, '/forum/:id (moderator, dark)');

    // The report about the subject, closed once dealt with.
    const close = page.getByRole('button', { name: 'Close the report “Spam or advertising” about the subject' });
    await close.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The report is closed.' }).first().waitFor();
    await page.getByText('No report about this subject or the messages on this page.').waitFor();
    const left = (await api(admin, 'GET', `/api/v1/reports?filter[reportable]=forum-subjects:${id}`)) as { data: unknown[] };
    assert.equal(left.data.length, 0);

    // Move it to the demo's first category with no children, chosen by keyboard.
    const move = page.getByRole('combobox', { name: 'Move to the category' });
    await move.focus();
    await page.keyboard.press('ArrowDown');
    const target = await move.inputValue();
    assert.notEqual(target, '');
    assert.notEqual(target, categoryId);
    await page.getByRole('button', { name: 'Move', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: /^The subject is moved to / }).first().waitFor();
    const moved = (await api(admin, 'GET', `/api/v1/forum-subjects/${id}`)) as { data: { attributes: { pinnedOnHomeAt: string | null }; relationships: { category: { data: { id: string } } } } };
    assert.equal(moved.data.relationships.category.data.id, target);
    assert.ok(moved.data.attributes.pinnedOnHomeAt);

    // On the forum's home, among the pinned subjects.
    await page.goto('/forum');
    const pinned = page.getByRole('heading', { name: 'Pinned subjects' }).locator('xpath=ancestor::section[1]');
    await pinned.getByRole('link', { name: title }).waitFor();
    assert.deepEqual(errors(), []);
  });

  test('a moderator restores a subject and a message from the trash, by keyboard alone', async () => {
    const page = await h.newPage(MOBILE);
    await signInThroughApi(page, ADMIN);
    const errors = trackPageErrors(page);
    const title = `A subject deleted by mistake ${suffix}`;
    const created = (await api(admin, 'POST', '/api/v1/forum-subjects', { data: { type: 'forum-subjects', attributes: { title }, relationships: { category: { data: { type: 'forum-categories', id: categoryId } } } } })) as { data: { id: string } };
    const id = created.data.id;
    const message = (await api(admin, 'POST', '/api/v1/forum-subject-messages', { data: { type: 'forum-subject-messages', attributes: { content: `<p>Worth keeping ${suffix}</p>` }, relationships: { subject: { data: { type: 'forum-subjects', id } } } } })) as { data: { id: string } };
    await api(admin, 'DELETE', `/api/v1/forum-subject-messages/${message.data.id}`);
    await api(admin, 'DELETE', `/api/v1/forum-subjects/${id}`);

    await page.goto(`/forum/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('This subject is in the trash: only the moderators see it until it is restored.').waitFor();
    const trash = page.getByRole('heading', { name: 'Messages in the trash' }).locator('xpath=ancestor::section[1]');
    await trash.getByText(`Worth keeping ${suffix}`).waitFor();
    await expectNoAxeViolations(page, '/forum/:id (moderator, in the trash, phone)');

    const restoreSubject = page.getByRole('button', { name: 'Restore the subject' });
    await restoreSubject.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The subject is restored.' }).first().waitFor();
    await page.getByText('This subject is in the trash').waitFor({ state: 'detached' });

    const restoreMessage = trash.getByRole('button', { name: /^Restore the message of / });
    await restoreMessage.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The message is restored.' }).first().waitFor();
    await page.getByRole('list').getByText(`Worth keeping ${suffix}`).first().waitFor();
    await page.getByRole('heading', { name: 'Messages in the trash' }).waitFor({ state: 'detached' });

    // A visitor reads both again.
    const visitor = await h.newPage();
    await visitor.goto(`/forum/${id}`);
    await visitor.getByText(`Worth keeping ${suffix}`).waitFor();
    assert.deepEqual(errors(), []);
  });
});
