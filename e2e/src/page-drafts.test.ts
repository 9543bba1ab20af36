/**
 * A page's draft on the real server (issue 11 item 4): an admin drafts a published page, changes
 * its French title, previews it, and publishes the French only; visitors see the French change,
 * the Italian and English unchanged, and never the draft; an open tab of the site is told the
 * site changed. axe on the record, the publish question and the preview, light and dark.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, call, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { chooseOption } from './select.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const atPath = (page: Page, path: string) => page.waitForFunction((expected) => window.location.pathname === expected, path);

/** A published page in three languages, made through the API. */
async function publishedPage(admin: Page) {
  const suffix = randomBytes(4).toString('hex');
  const path = `/e2e-drafts-${suffix}`;
  const titles = { en: `About ${suffix}`, fr: `À propos ${suffix}`, it: `Chi siamo ${suffix}` };
  const document = await api(admin, 'POST', '/api/v1/app-pages', {
    data: { type: 'app-pages', attributes: { path, title: titles.en, translations: { fr: { title: titles.fr }, it: { title: titles.it } } } },
  });
  return { id: (document?.data as { id: string }).id, path, titles, suffix };
}

/** The page's title as a visitor reading `locale` gets it: its one h1 (hidden when no block opens with a heading). */
async function visitorTitle(h: Harness, path: string, locale: string) {
  const visitor = await h.newPage();
  await visitor.goto(`${path}?lang=${locale}`);
  const heading = visitor.getByRole('heading', { level: 1 });
  await heading.waitFor({ state: 'attached' });
  const text = (await heading.textContent())?.trim();
  await visitor.context().close();
  return text;
}

describe('a page’s draft, previewed and published language by language', () => {
  let h: Harness;
  let setup: Page;
  before(async () => {
    h = await startHarness();
    setup = await h.newPage();
    await signInThroughApi(setup, ADMIN);
    // The admin edits content in French (their edition language); their screens stay in English.
    const me = (await api(setup, 'GET', '/api/v1/users/me'))?.data as { id: string };
    await api(setup, 'PATCH', `/api/v1/users/${me.id}`, { data: { type: 'users', id: me.id, attributes: { editionLocale: 'fr' } } });
  });
  after(() => h?.close());

  for (const theme of ['light', 'dark'] as const) {
    test(`an admin drafts, previews and publishes the French of a page; visitors see only what is published (${theme})`, async () => {
      const original = await publishedPage(setup);
      const admin = await h.newPage();
      if (theme === 'dark') await admin.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      await signInThroughApi(admin, ADMIN);

      // An open tab of the site, on the page itself.
      const otherTab = await admin.context().newPage();
      await otherTab.goto(original.path);
      await otherTab.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });

      await admin.goto(`/admin/resources/app-pages/show/${original.id}`);
      const create = admin.getByRole('button', { name: 'Create a draft' });
      await create.waitFor();
      await expectNoAxeViolations(admin, `published page record (${theme})`);
      const answered = admin.waitForResponse((response) => response.url().endsWith(`/app-pages/${original.id}/draft`));
      await create.click();
      const response = await answered;
      assert.equal(response.status(), 201);
      const draftId = ((await response.json()) as { data: { id: string } }).data.id;
      await admin.getByRole('status').filter({ hasText: 'Draft created' }).waitFor();

      // The page editor is another screen; the generic form edits the draft's title here.
      await admin.goto(`/admin/resources/app-pages/update/${draftId}`);
      const title = admin.getByRole('textbox', { name: 'Title' });
      await admin.waitForFunction((expected) => [...document.querySelectorAll('input')].some((input) => input.value === expected), original.titles.fr);
      const newTitle = `Qui sommes-nous ${original.suffix}`;
      await title.fill(newTitle);
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByRole('status').filter({ hasText: 'Done.' }).waitFor();

      await admin.goto(`/admin/resources/app-pages/show/${draftId}`);
      await admin.getByRole('button', { name: 'Preview' }).click();
      await atPath(admin, `/admin/pages/${draftId}/preview`);
      await chooseOption(admin, admin.getByRole('combobox', { name: 'Language of the preview' }), 'Français');
      await admin.waitForFunction((expected) => document.querySelector('h1')?.textContent?.includes(expected), newTitle);
      await admin.getByText('This is how visitors would see this page.').waitFor();
      await expectNoAxeViolations(admin, `draft preview (${theme})`);

      await admin.getByRole('link', { name: 'Back to the page record' }).click();
      await admin.getByRole('button', { name: 'Publish' }).click();
      const question = admin.getByRole('dialog');
      const languages = question.getByRole('group', { name: 'Languages to publish' });
      await languages.waitFor();
      await expectNoAxeViolations(admin, `publish question (${theme})`);
      // Keyboard: every language but French unticked with the space bar.
      for (const box of await languages.getByRole('checkbox').all()) {
        const label = await box.evaluate((input) => input.closest('label')?.textContent ?? '');
        if (!label.startsWith('Français')) {
          await box.focus();
          await admin.keyboard.press('Space');
        }
      }
      await question.getByRole('button', { name: 'Publish' }).click();
      await admin.getByRole('status').filter({ hasText: 'Published: Français' }).waitFor();
      // The draft stays, for the other languages.
      await admin.getByRole('button', { name: 'Discard the draft' }).waitFor();
      await expectNoAxeViolations(admin, `draft record after publishing French (${theme})`);

      // The other tab hears of it.
      await otherTab.getByText('A new version of the site is available.').waitFor();

      assert.equal(await visitorTitle(h, original.path, 'fr'), newTitle);
      assert.equal(await visitorTitle(h, original.path, 'it'), original.titles.it);
      assert.equal(await visitorTitle(h, original.path, 'en'), original.titles.en);

      // Never the draft: not by its id, not through the preview screen.
      const visitor = await h.newPage();
      assert.equal((await call(visitor, 'GET', `/api/v1/services/app-pages/${draftId}`)).status(), 404);
      await visitor.goto(`/admin/pages/${draftId}/preview?locale=fr`);
      await visitor.waitForFunction(() => window.location.pathname.startsWith('/auth/sign-in'));
      assert.equal(await visitor.getByText(newTitle).count(), 0);
      await visitor.context().close();
      await admin.context().close();
    });
  }
});
