import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The global search (issue 29): a visitor searches from the top bar by keyboard alone, moves through
 * the results with the arrow keys and opens one; a draft with the same words never appears, in the
 * dialog or on the search page; axe on the dialog and the search page, light on a desktop and dark
 * on a phone. Its two posts are written through the API.
 */
const suffix = randomBytes(3).toString('hex');
const WORD = `zephyrine${suffix}`;
const PUBLISHED = `Braille displays for ${WORD} readers`;
const DRAFT = `Hidden draft about ${WORD} braille`;

describe('the global search', () => {
  let h: Harness;
  let publishedId: string;

  before(async () => {
    h = await startHarness();
    const admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const post = async (attributes: Record<string, unknown>) => ((await api(admin, 'POST', '/api/v1/blog-posts', { data: { type: 'blog-posts', attributes } })) as { data: { id: string } }).data.id;
    publishedId = await post({ title: PUBLISHED, slug: `braille-${suffix}`, shortDescription: 'Refreshable braille, compared.', publishedAt: new Date(Date.now() - 60_000).toISOString() });
    await post({ title: DRAFT, slug: `draft-${suffix}` });
    await admin.close();
  });
  after(() => h?.close());

  test('a visitor searches from the top bar by keyboard alone and opens a result (light)', async () => {
    const page = await h.newPage(DESKTOP);
    const errors = trackPageErrors(page);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Search the site' });
    await button.focus();
    await page.keyboard.press('Enter');
    const input = page.getByRole('combobox', { name: 'Words to look for' });
    await input.waitFor();
    assert.equal(await input.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.type(`${WORD} braille`);
    const option = page.getByRole('option', { name: new RegExp(PUBLISHED) });
    await option.waitFor();
    await page.getByRole('status').filter({ hasText: '1 result' }).waitFor();
    assert.equal(await page.getByText(DRAFT).count(), 0, 'the draft is never shown');
    await expectNoAxeViolations(page, 'search dialog (light)');
    await page.keyboard.press('ArrowDown');
    assert.equal(await option.getAttribute('aria-selected'), 'true');
    assert.equal(await input.getAttribute('aria-activedescendant'), await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/blog/${publishedId}`);
    await page.getByRole('heading', { level: 1, name: PUBLISHED }).waitFor();
    // The dialog closed with the navigation.
    assert.equal(await page.getByRole('dialog').count(), 0);

    // The search page: every result, the kinds' filters, nothing hidden.
    await page.goto(`/services/search?q=${encodeURIComponent(WORD)}`);
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await page.getByRole('link', { name: PUBLISHED }).waitFor();
    await page.getByRole('link', { name: 'Blog posts (1)' }).waitFor();
    assert.equal(await page.getByText(DRAFT).count(), 0);
    await expectNoAxeViolations(page, '/services/search (light)');
    assert.deepEqual(errors(), []);
    await page.close();
  });

  test('the search page and the dialog read well in dark on a phone; the demo’s /search page finds the demo', async () => {
    const page = await h.newPage(MOBILE);
    await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await page.goto(`/search?q=${encodeURIComponent(WORD)}`);
    await page.getByRole('link', { name: PUBLISHED }).waitFor();
    assert.equal(await page.getByText(DRAFT).count(), 0);
    await expectNoAxeViolations(page, '/search (dark)');
    await page.getByRole('button', { name: 'Search the site' }).click();
    await page.getByRole('combobox').fill('switch');
    await page.getByRole('option').first().waitFor();
    await expectNoAxeViolations(page, 'search dialog (dark)');
    await page.close();
  });
});
