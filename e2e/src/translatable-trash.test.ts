/**
 * A translatable, soft-deletable kind in the generic back office (issue 12): an admin creates a
 * blog post, updates it, moves it to the trash, restores it and deletes it for good, seeing each
 * toast; axe on the blog posts' index, record and form screens in both themes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const atPath = (page: Page, path: string) => page.waitForFunction((expected) => window.location.pathname === expected, path);

/** The action-done toast, then gone (so the next one is a new one). */
async function expectDoneToast(page: Page) {
  const toast = page.getByRole('status').filter({ hasText: 'Done.' });
  await toast.waitFor();
  await page.getByRole('button', { name: 'Close' }).last().click();
  await toast.waitFor({ state: 'detached' });
}

async function signedIn(h: Harness, { dark = false } = {}) {
  const page = await h.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, ADMIN);
  return page;
}

/** Follows a removal or restore link, reads its question and confirms it. */
async function confirm(page: Page, link: string, question: string, button = link) {
  await page.getByRole('link', { name: link, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expectDoneToast(page);
}

const TO_TRASH = 'This record will go to the trash; it can be restored. Continue?';

describe('a blog post in the back office', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('an admin creates, updates, trashes, restores and deletes a blog post, seeing each toast', async () => {
    const page = await signedIn(h);
    await page.goto('/admin/resources/blog-posts');
    await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Create: Blog posts' }).waitFor();
    await page.getByRole('textbox', { name: 'Title (English)' }).fill('Our new lending library');
    await page.getByRole('textbox', { name: 'Name in the address' }).fill('lending-library');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectDoneToast(page);
    await page.getByRole('heading', { level: 1, name: 'Our new lending library' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    assert.equal(new URL(page.url()).pathname, `/admin/resources/blog-posts/show/${id}`);

    await page.getByRole('link', { name: 'Edit' }).click();
    const title = page.getByRole('textbox', { name: 'Title (English)' });
    assert.equal(await title.inputValue(), 'Our new lending library');
    await title.fill('The lending library opens');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectDoneToast(page);
    await page.getByRole('heading', { level: 1, name: 'The lending library opens' }).waitFor();
    // Written in the edition language only.
    const stored = (await api(page, 'GET', `/api/v1/blog-posts/${id}`))?.data as { attributes: { translations: Record<string, { title: string }> } };
    assert.deepEqual(stored.attributes.translations.en?.title, 'The lending library opens');
    assert.equal(stored.attributes.translations.fr, undefined);

    await confirm(page, 'Move to the trash', TO_TRASH);
    await atPath(page, '/admin/resources/blog-posts/index');
    await page.goto('/admin/resources/blog-posts/index?trashed=only');
    await page.getByRole('grid').getByText('The lending library opens').waitFor();

    await page.goto(`/admin/resources/blog-posts/show/${id}`);
    await page.getByText('In the trash').waitFor();
    await confirm(page, 'Restore', 'This record will be restored. Continue?');
    await page.getByRole('link', { name: 'Move to the trash' }).waitFor();
    assert.equal(await page.getByText('In the trash').count(), 0);

    // Deleting for good is offered for what is in the trash.
    await confirm(page, 'Move to the trash', TO_TRASH);
    await page.goto(`/admin/resources/blog-posts/show/${id}`);
    await confirm(page, 'Delete for good', 'This record will be deleted for good. Continue?', 'Delete');
    await atPath(page, '/admin/resources/blog-posts/index');
    const left = (await api(page, 'GET', `/api/v1/blog-posts?filter[id]=${id}&filter[trashed]=with`))?.data as unknown[];
    assert.equal(left.length, 0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the blog posts' index, record and form screens have no axe violation (${theme})`, async () => {
      const page = await signedIn(h, { dark: theme === 'dark' });
      const id = ((await api(page, 'GET', '/api/v1/blog-posts?page[size]=1'))?.data as { id: string }[])[0]!.id;
      await page.goto('/admin/resources/blog-posts/index');
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
      await expectNoAxeViolations(page, `blog-posts index (${theme})`);
      await page.goto(`/admin/resources/blog-posts/show/${id}`);
      await page.getByRole('link', { name: 'Edit' }).waitFor();
      await expectNoAxeViolations(page, `blog-posts show (${theme})`);
      await page.goto(`/admin/resources/blog-posts/update/${id}`);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await expectNoAxeViolations(page, `blog-posts form (${theme})`);
    });
  }
});
