import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/** The shared interactions on a blog post (components/interactions): a member likes, comments and answers, by keyboard; a visitor reads them. */
const POST = '/blog/switch-access-for-beginners';
const TITLE = 'Switch access for beginners';

describe('interactions on a blog post: like, comment, answer', () => {
  let h: Harness;
  let member: Page;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const suffix = randomBytes(4).toString('hex');
    const account = { email: `reader-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Rita', lastName: `Reader${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
    member = await h.newPage(DESKTOP);
    await signInThroughApi(member, account);
  });
  after(() => h?.close());

  test('a member likes the post and posts a comment and an answer by keyboard alone; a visitor sees them and is invited to sign in', async () => {
    const errors = trackPageErrors(member);
    await member.goto(POST);
    await member.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // Ready once the member's own like is known: until then the button says it is unavailable (aria-disabled).
    const like = member.getByRole('button', { name: /^Like/, disabled: false });
    await like.waitFor();
    assert.equal(await like.getAttribute('aria-pressed'), 'false');
    await like.focus();
    await member.keyboard.press('Space');
    await member.waitForFunction(() => document.querySelector('[aria-pressed="true"]') !== null);

    const box = member.getByRole('textbox', { name: 'Your comment' });
    await box.focus();
    await member.keyboard.type('Thank you, the tip on placement helped my son.');
    await member.keyboard.press('Tab');
    await member.keyboard.press('Enter');
    await member.getByText('Thank you, the tip on placement helped my son.').waitFor();
    await member.getByRole('status').filter({ hasText: 'Your comment is posted.' }).waitFor();

    await member.getByRole('button', { name: 'Reply' }).first().focus();
    await member.keyboard.press('Enter');
    const answer = member.getByRole('textbox', { name: /^Your answer to/ });
    await answer.waitFor();
    await answer.focus();
    await member.keyboard.type('Glad to hear it!');
    await member.keyboard.press('Tab');
    await member.keyboard.press('Enter');
    await member.getByText('Glad to hear it!').waitFor();
    await expectNoAxeViolations(member, `${POST} with comments (member)`);
    assert.deepEqual(errors(), []);

    const visitor = await h.newPage(DESKTOP);
    await visitor.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await visitor.goto(POST);
    await visitor.getByText('Thank you, the tip on placement helped my son.').waitFor();
    await visitor.getByText('Glad to hear it!').waitFor();
    await visitor.getByRole('link', { name: 'Sign in to comment' }).waitFor();
    assert.equal(await visitor.getByRole('textbox', { name: 'Your comment' }).count(), 0);
    await expectNoAxeViolations(visitor, `${POST} with comments (visitor, dark)`);
  });

  test('a member reports another reader’s comment and shares the post by keyboard alone; the moderators see the report in the back office', async () => {
    const errors = trackPageErrors(member);
    // Another reader's comment (the administrator's, posted through the API).
    const found = (await api(admin, 'GET', '/api/v1/blog-posts?filter[slug]=switch-access-for-beginners')) as { data: { id: string }[] };
    const postId = found.data[0]!.id;
    const remark = `Nobody needs these gadgets ${randomBytes(3).toString('hex')}`;
    await api(admin, 'POST', '/api/v1/comments', {
      data: { type: 'comments', attributes: { content: `<p>${remark}</p>` }, relationships: { commentable: { data: { type: 'blog-posts', id: postId } } } },
    });
    await member.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await member.goto(POST);
    await member.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await member.getByText(remark).waitFor();

    // Report: the comment's button (never on one's own), a reason chosen with the arrow keys, details typed.
    const theirs = member.getByRole('article', { name: /^Comment by/ }).filter({ hasText: remark });
    const reportButton = theirs.getByRole('button', { name: /^Report the comment by/ });
    await reportButton.focus();
    await member.keyboard.press('Enter');
    const report = member.getByRole('dialog', { name: 'Report this content' });
    await report.waitFor();
    await expectNoAxeViolations(member, `${POST} report dialog`);
    await report.getByRole('radio', { name: 'Spam or advertising' }).focus();
    await member.keyboard.press('ArrowDown');
    assert.equal(await report.getByRole('radio', { name: 'Harassment or hate' }).isChecked(), true);
    await report.getByRole('textbox', { name: 'Details' }).focus();
    const details = `Dismissive of our members ${randomBytes(3).toString('hex')}`;
    await member.keyboard.type(details);
    await report.getByRole('button', { name: 'Send the report' }).focus();
    await member.keyboard.press('Enter');
    await member.getByRole('status').filter({ hasText: 'Thank you: the moderators have received your report.' }).waitFor();
    await report.waitFor({ state: 'detached' });
    // Focus comes back to the button that opened the dialog.
    await member.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Report the comment by') === true);
    // One's own comment offers no report.
    const own = member.getByRole('article', { name: /^Comment by/ }).filter({ hasText: 'Glad to hear it!' });
    assert.deepEqual(await own.getByRole('button').allInnerTexts(), ['Reply', 'Edit', 'Delete']);

    // Share: a short URL on this site that leads back to the post.
    await member.getByRole('group', { name: `Actions on ${TITLE}` }).getByRole('button', { name: 'Share' }).focus();
    await member.keyboard.press('Enter');
    await member.getByRole('status').filter({ hasText: 'The link is copied.' }).waitFor();
    const shortUrl = await member.evaluate(() => navigator.clipboard.readText());
    assert.match(shortUrl, /\/s\/[\w-]+$/);
    const visitor = await h.newPage(DESKTOP);
    await visitor.goto(new URL(shortUrl).pathname);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    assert.equal(new URL(visitor.url()).pathname, POST);
    assert.deepEqual(errors(), []);

    // The moderators find the report in the back office.
    await admin.goto('/admin/resources/reports');
    await admin.getByText(details).first().waitFor();
    await expectNoAxeViolations(admin, '/admin/resources/reports');

    // The post's history shows to administrators (and its authors), never to other members.
    await admin.goto(POST);
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText(/^Created by .+ on /).waitFor();
    await expectNoAxeViolations(admin, `${POST} with its history (admin)`);
    await member.reload();
    await member.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await member.getByText(remark).waitFor();
    assert.equal(await member.getByRole('region', { name: 'History' }).count(), 0);
  });
});
