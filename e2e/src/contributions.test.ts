/**
 * Contributors write from the site (issue 22 item 9): a contributor writes a blog post and asks for
 * its publication by keyboard alone, an administrator accepts it in the back office, the contributor
 * reads the decision in the bell and lands on their own screen of the post, and the post is on
 * /blog; the same for an article, written from its category's page, found in /articles. axe on
 * every screen, light and dark.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';
import { chooseOption } from './select.ts';

const LIST = '/account/contributions';
const NEW_POST = '/account/contributions/blog-posts/new';
const atPath = (page: Page, test: (path: string) => boolean) => page.waitForURL((url) => test(url.pathname));

async function createUser(admin: Page, roles: string[]) {
  const suffix = randomBytes(4).toString('hex');
  const account = { email: `writer-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };
  const now = new Date().toISOString();
  await api(admin, 'POST', '/api/v1/users', {
    data: {
      type: 'users',
      attributes: { firstName: 'Wren', lastName: `Writer${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now },
      relationships: { roles: { data: roles.map((id) => ({ type: 'roles', id })) } },
    },
  });
  return account;
}

describe('a contributor writes a blog post and asks for its publication', () => {
  let h: Harness;
  let admin: Page;
  let account: { email: string; password: string };
  const signedIn = async ({ viewport = DESKTOP, scheme = 'light' }: { viewport?: { width: number; height: number }; scheme?: 'light' | 'dark' } = {}) => {
    const page = await h.newPage(viewport);
    if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await signInThroughApi(page, account);
    return page;
  };

  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    account = await createUser(admin, ['contributor']);
  });
  after(() => h?.close());

  test('a visitor is sent to sign in, and a member without the contributor role is unauthorized', async () => {
    const visitor = await h.newPage();
    await visitor.goto(LIST);
    await atPath(visitor, (path) => path === '/auth/sign-in');
    assert.equal(new URL(visitor.url()).searchParams.get('redirectUrl'), LIST);
    const member = await h.newPage();
    await signInThroughApi(member, await createUser(admin, []));
    await member.goto(LIST);
    await atPath(member, (path) => path === '/errors/unauthorized');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the list, the new post's form and an item's form pass axe on a desktop and a phone (${scheme})`, async () => {
      const page = await signedIn({ scheme });
      const title = `Axe draft ${scheme} ${randomBytes(2).toString('hex')}`;
      const created = (await api(page, 'POST', '/api/v1/blog-posts', { data: { type: 'blog-posts', attributes: { title, content: '<p>Draft</p>' } } })) as { data: { id: string } };
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await page.goto(LIST);
        await page.getByRole('link', { name: title }).waitFor();
        await expectNoAxeViolations(page, `${LIST} (${scheme}, ${viewport.width} px)`);
        await page.goto(NEW_POST);
        await page.getByRole('textbox', { name: 'Title' }).waitFor();
        await expectNoAxeViolations(page, `${NEW_POST} (${scheme}, ${viewport.width} px)`);
        await page.goto(`/account/contributions/blog-posts/${created.data.id}`);
        await page.getByRole('button', { name: 'Ask for publication' }).click();
        await page.getByRole('dialog').getByRole('textbox', { name: 'Message to the administrators' }).waitFor();
        await expectNoAxeViolations(page, `the publication request dialog (${scheme}, ${viewport.width} px)`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    });
  }

  test('writes, asks by keyboard alone; an admin accepts in the back office; the bell tells; the post is on /blog', async () => {
    const page = await signedIn();
    const errors = trackPageErrors(page);
    const title = `Our first ramp ${randomBytes(3).toString('hex')}`;

    // From the blog, by keyboard: "Write a post" (the list's answer lets a contributor create).
    await page.goto('/blog');
    const write = page.getByRole('link', { name: 'Write a post' });
    await write.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === NEW_POST);
    await page.getByRole('heading', { level: 1, name: 'New blog post' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).focus();
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('A short summary.');
    // The text's toolbar is one tab stop, then its text box.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('We built a ramp at the club.');
    // In the rich text, Enter starts the next paragraph.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Everyone can come in now.');
    await page.getByRole('button', { name: 'Save the draft' }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path.startsWith('/account/contributions/blog-posts/') && path !== NEW_POST);
    await page.getByRole('status').filter({ hasText: 'Your draft is saved.' }).first().waitFor();
    const postId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const stored = (await api(page, 'GET', `/api/v1/blog-posts/${postId}`)) as { data: { attributes: { content: string; publishedAt: string | null } } };
    assert.equal(stored.data.attributes.content, '<p>We built a ramp at the club.</p><p>Everyone can come in now.</p>');
    assert.equal(stored.data.attributes.publishedAt, null);

    // Ask for publication: the dialog opens on its message.
    await page.getByRole('button', { name: 'Ask for publication' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Ask for the publication of “${title}”` });
    await dialog.waitFor();
    await page.keyboard.type('Ready for the blog, thank you.');
    await dialog.getByRole('button', { name: 'Send the request' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Publication requested on .*: waiting for an administrator\.$/).waitFor();
    await page.getByRole('button', { name: 'Withdraw the request' }).waitFor();
    await page.goto(LIST);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await row.getByText('Publication requested').waitFor();
    assert.deepEqual(errors(), []);

    // The administrator accepts it in the back office.
    const requests = (await api(admin, 'GET', `/api/v1/publication-requests?filter[publishable]=blog-posts:${postId}`)) as { data: { id: string }[] };
    const requestId = requests.data[0]!.id;
    await admin.goto(`/admin/resources/publication-requests/update/${requestId}`);
    await chooseOption(admin, admin.getByRole('combobox', { name: 'Status' }), 'Accepted');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('status').filter({ hasText: 'Done.' }).first().waitFor();

    // The contributor reads it in the bell, which opens their own screen of the post.
    await page.goto(LIST);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('menuitem', { name: /Your publication request was accepted\./ });
    await notice.waitFor();
    assert.equal(await notice.getAttribute('href'), `/account/contributions/blog-posts/${postId}`);
    await notice.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/account/contributions/blog-posts/${postId}`);
    await page.getByText(/^Your request of .* was accepted\.$/).waitFor();
    await page.getByText(/^Published on /).first().waitFor();
    await expectNoAxeViolations(page, 'a published contribution with its decision');

    // Visitors read it on the blog.
    const visitor = await h.newPage();
    await visitor.goto('/blog');
    await visitor.getByRole('link', { name: title }).waitFor();
    assert.equal(await visitor.getByRole('link', { name: 'Write a post' }).count(), 0);
    assert.deepEqual(errors(), []);
  });

  test('writes an article from its category by keyboard alone; an admin accepts; the bell tells; the article is in /articles', async () => {
    // An author of their own: the bell counts only this journey's decision.
    const author = await createUser(admin, ['contributor']);
    const page = await h.newPage();
    await signInThroughApi(page, author);
    const errors = trackPageErrors(page);
    const title = `Choosing a switch ${randomBytes(3).toString('hex')}`;

    // From the category's page, by keyboard: its link carries the category.
    await page.goto('/articles');
    const write = page.getByRole('link', { name: 'Write an article' });
    await write.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === '/account/contributions/articles/new');
    assert.ok(new URL(page.url()).searchParams.get('category'), 'the link names the category');
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    await page.getByRole('combobox', { name: 'Category' }).filter({ hasText: 'Guides' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).focus();
    await page.keyboard.type(title);
    // The category comes next in the form, already chosen: on to the summary and the text.
    await page.getByRole('textbox', { name: 'Summary' }).focus();
    await page.keyboard.type('Which switch suits which hand.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A large button needs little precision.');
    await page.getByRole('button', { name: 'Save the draft' }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path.startsWith('/account/contributions/articles/') && !path.endsWith('/new'));
    await page.getByRole('status').filter({ hasText: 'Your draft is saved.' }).first().waitFor();
    const articleId = new URL(page.url()).pathname.split('/').at(-1)!;
    const stored = (await api(page, 'GET', `/api/v1/articles/${articleId}?include=category`)) as { data: { attributes: { publishedAt: string | null }; relationships: { category: { data: { id: string } | null } } } };
    assert.equal(stored.data.attributes.publishedAt, null);
    assert.ok(stored.data.relationships.category.data, 'the article is in its category');
    // Not published: a visitor does not find it.
    const visitor = await h.newPage();
    await visitor.goto(`/articles?q=${encodeURIComponent(title)}`);
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await visitor.getByRole('link', { name: title }).count(), 0);

    await page.getByRole('button', { name: 'Ask for publication' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Ask for the publication of “${title}”` });
    await dialog.waitFor();
    await page.keyboard.type('A guide for the switches shelf.');
    await dialog.getByRole('button', { name: 'Send the request' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Withdraw the request' }).waitFor();

    const requests = (await api(admin, 'GET', `/api/v1/publication-requests?filter[publishable]=articles:${articleId}`)) as { data: { id: string }[] };
    await admin.goto(`/admin/resources/publication-requests/update/${requests.data[0]!.id}`);
    await chooseOption(admin, admin.getByRole('combobox', { name: 'Status' }), 'Accepted');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('status').filter({ hasText: 'Done.' }).first().waitFor();

    await page.goto(LIST);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('menuitem', { name: /Your publication request was accepted\./ });
    await notice.waitFor();
    assert.equal(await notice.getAttribute('href'), `/account/contributions/articles/${articleId}`);
    await notice.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/account/contributions/articles/${articleId}`);
    await page.getByText(/^Published on /).first().waitFor();

    // Visitors find it in the guides and read it.
    await visitor.goto(`/articles?q=${encodeURIComponent(title)}`);
    await visitor.getByRole('link', { name: title }).click();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText('A large button needs little precision.').waitFor();
    await expectNoAxeViolations(visitor, 'the contributed article');
    assert.deepEqual(errors(), []);
  });

  test('an administrator’s refusal reaches the author with its reason', async () => {
    const page = await signedIn({ scheme: 'dark' });
    const title = `Refused draft ${randomBytes(3).toString('hex')}`;
    const post = (await api(page, 'POST', '/api/v1/blog-posts', { data: { type: 'blog-posts', attributes: { title } } })) as { data: { id: string } };
    const request = (await api(page, 'POST', '/api/v1/publication-requests', {
      data: { type: 'publication-requests', attributes: { description: 'Please' }, relationships: { publishable: { data: { type: 'blog-posts', id: post.data.id } } } },
    })) as { data: { id: string } };
    await admin.goto(`/admin/resources/publication-requests/update/${request.data.id}`);
    await chooseOption(admin, admin.getByRole('combobox', { name: 'Status' }), 'Refused');
    await admin.getByRole('textbox', { name: 'Reason for refusal' }).fill('Add a picture of the ramp.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('status').filter({ hasText: 'Done.' }).first().waitFor();

    await page.goto(`/account/contributions/blog-posts/${post.data.id}`);
    await page.getByText('Reason given: Add a picture of the ramp.').waitFor();
    await page.getByRole('button', { name: 'Ask for publication' }).waitFor();
    await expectNoAxeViolations(page, 'a refused contribution (dark)');
  });
});
