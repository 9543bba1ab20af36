import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FileChooser, Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, ROOT, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The repository on the site (block pageRepository on the demo's /repository): a visitor browses by
 * category and by tag, opens an item and downloads an attachment (its count moves); a member shares
 * an item with three files (25 MB, sent in 10 MB chunks), the network cut once in the middle and the
 * upload resumed from where the server was, then edits it, by keyboard alone. Its own category, tag
 * and item are written through the API first, so nothing depends on the demo's items.
 */
const suffix = randomBytes(3).toString('hex');
const CATEGORY = `Switch mounts ${suffix}`;
const TAG = `clamp-${suffix}`;
const ITEM = `Tube clamp ${suffix}`;
const OTHER = `Keyguard ${suffix}`;
const MB = 1024 * 1024;
const LCC_SAMPLE = join(ROOT, 'packages/domain/src/rules/fixtures/keyboard-configuration.lcc');

/** A file sent through the site's resumable uploads (tus), as the app sends it: answers the stored file's id. */
async function uploadThroughApi(page: Page, name: string, bytes: Buffer): Promise<string> {
  const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const headers = { 'tus-resumable': '1.0.0', 'x-xsrf-token': token, 'x-requested-with': 'XMLHttpRequest' };
  const metadata = `filename ${Buffer.from(name).toString('base64')},isPublic ${Buffer.from('true').toString('base64')}`;
  const created = await page.request.post('/api/v1/services/uploads', { headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': metadata } });
  assert.equal(created.status(), 201, await created.text());
  const sent = await page.request.patch(created.headers().location!, { headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, data: bytes });
  assert.equal(sent.status(), 200, await sent.text());
  return ((await sent.json()) as { data: { id: string } }).data.id;
}

/** An ASCII STL of about `bytes` bytes: the same facet again and again (a real model, if a dull one). */
function bigStl(bytes: number): Buffer {
  const facet = '  facet normal 0 0 1\n    outer loop\n      vertex 0 0 0\n      vertex 10 0 0\n      vertex 0 10 0\n    endloop\n  endfacet\n';
  return Buffer.from(`solid upload\n${facet.repeat(Math.ceil(bytes / facet.length))}endsolid upload\n`);
}

/** A PDF of about `bytes` bytes: a one-page document followed by comment lines. */
function bigPdf(bytes: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n';
  const line = '% padding of the guide, kept by readers as a comment\n';
  return Buffer.from(`${head}${line.repeat(Math.ceil((bytes - head.length) / line.length))}%%EOF\n`);
}

/** The number in "Downloaded N times" of the attachment named `name`. */
async function downloadsOf(page: Page, name: string): Promise<number> {
  const row = page.locator('div').filter({ has: page.getByText(name, { exact: true }) }).filter({ hasText: /Downloaded \d+ times?/ }).last();
  const text = (await row.textContent()) ?? '';
  return Number(/Downloaded (\d+) time/.exec(text)?.[1] ?? NaN);
}

describe('the repository', () => {
  let h: Harness;
  let admin: Page;
  let categoryId: string;
  let tagId: string;
  let itemId: string;
  const account = { email: `repository-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };

  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;
    categoryId = await created('repository-categories', { name: CATEGORY, shortDescription: 'Clamps and plates.' });
    tagId = await created('tags', { name: TAG });
    const guide = await uploadThroughApi(admin, `clamp-guide-${suffix}.pdf`, bigPdf(4096));
    const category = { data: [{ type: 'repository-categories', id: categoryId }] };
    itemId = await created('repository-items', { title: ITEM, description: '<p>Holds a switch on a wheelchair tube.</p>' }, { categories: category, tags: { data: [{ type: 'tags', id: tagId }] } });
    await created('repository-attachments', {}, { file: { data: { type: 'files', id: guide } }, repositoryItem: { data: { type: 'repository-items', id: itemId } } });
    await created('repository-items', { title: OTHER }, { categories: category });
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Rémi', lastName: `Repo${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
  });
  after(() => h?.close());

  for (const [scheme, viewport] of [
    ['light', DESKTOP],
    ['dark', MOBILE],
  ] as const) {
    test(`a visitor browses by category and by tag, opens an item and downloads a file, its count moving, by keyboard (${scheme}, ${viewport.width} px)`, async () => {
      const page = await h.newPage(viewport);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      const errors = trackPageErrors(page);
      // The first screen is drawn on the server, with the demo's items in it.
      const document = await page.request.get('/repository');
      assert.equal(document.status(), 200);
      assert.match(await document.text(), /Communication grids/);
      await page.goto('/repository');
      await page.getByRole('heading', { level: 1, name: 'Repository' }).waitFor();
      await page.getByRole('link', { name: /Communication grids/ }).waitFor();
      await expectNoAxeViolations(page, `/repository (${scheme})`);

      const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: new RegExp(CATEGORY) });
      await category.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('category') === categoryId);
      await page.getByRole('status').filter({ hasText: `In ${CATEGORY} · 2 items` }).waitFor();
      await page.getByRole('link', { name: OTHER }).waitFor();
      await expectNoAxeViolations(page, `/repository?category= (${scheme})`);

      // The tag, chosen in the search form and applied with its button.
      await page.getByRole('combobox', { name: 'Tag' }).focus();
      await page.getByRole('combobox', { name: 'Tag' }).selectOption(tagId);
      await page.getByRole('search').getByRole('button', { name: 'Search' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('tag') === tagId && url.searchParams.get('category') === categoryId);
      await page.getByRole('status').filter({ hasText: `Tagged ${TAG} · 1 item` }).waitFor();
      assert.equal(await page.getByRole('link', { name: OTHER }).count(), 0);

      const item = page.getByRole('link', { name: ITEM });
      await item.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/repository/${itemId}`);
      await page.getByRole('heading', { level: 1, name: ITEM }).waitFor();
      assert.equal(await page.title(), `Relais - ${ITEM}`);
      await page.getByText('Holds a switch on a wheelchair tube.').waitFor();
      await expectNoAxeViolations(page, `/repository/:item (${scheme})`);

      const name = `clamp-guide-${suffix}.pdf`;
      const before = await downloadsOf(page, name);
      const download = page.getByRole('link', { name: `Download ${name}` });
      await download.focus();
      const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      assert.equal(file.suggestedFilename(), name);
      // The download is recorded: read again, the count has moved.
      await page.waitForFunction(async ({ id, count }) => {
        const answer = await fetch(`/api/v1/repository-items/${id}?include=attachments.file`).then((response) => response.json());
        const files = (answer.included ?? []).filter((row: { type: string }) => row.type === 'files');
        return files[0]?.attributes?.recordsCount > count;
      }, { id: itemId, count: before });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: ITEM }).waitFor();
      assert.ok((await downloadsOf(page, name)) > before);
      assert.deepEqual(errors(), []);
    });
  }

  test('the old addresses lead to the page and the item; a missing item is not found', async () => {
    const page = await h.newPage(DESKTOP);
    const old = await page.request.get(`/repository/items/${itemId}?ref=old`, { maxRedirects: 0 });
    assert.equal(old.status(), 301);
    assert.equal(old.headers().location, `/repository/${itemId}?ref=old`);
    const list = await page.request.get('/repository/items', { maxRedirects: 0 });
    assert.equal(list.status(), 301);
    assert.equal(list.headers().location, '/repository');
    await page.goto(`/repository/items/${itemId}`);
    await page.getByRole('heading', { level: 1, name: ITEM }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/repository/${itemId}`);
    const missing = await page.request.get('/repository/00000000-0000-4000-8000-000000000000');
    assert.equal(missing.status(), 404);
  });

  test('a member shares an item with three files (25 MB), the network cut once mid-upload and resumed, then edits it, by keyboard alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relais-repository-'));
    const files = [
      { name: `clamp-${suffix}.stl`, bytes: bigStl(15 * MB) },
      { name: `clamp-${suffix}.pdf`, bytes: bigPdf(10 * MB - 4096) },
      { name: `grid-${suffix}.lcc`, bytes: readFileSync(LCC_SAMPLE) },
    ];
    for (const file of files) writeFileSync(join(dir, file.name), file.bytes);
    assert.ok(files.reduce((sum, file) => sum + file.bytes.length, 0) >= 25 * MB - 8192);

    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, account);
    const errors = trackPageErrors(page);
    // The network is cut once, in the middle: the second chunk of the large file never arrives.
    let patches = 0;
    let cut = false;
    await page.route('**/api/v1/services/uploads/*', async (route) => {
      if (route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] !== '0' && !cut) {
        patches += 1;
        cut = true;
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });
    const offsets: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'HEAD' && response.url().includes('/api/v1/services/uploads/')) offsets.push(Number(response.headers()['upload-offset']));
    });

    await page.goto('/repository');
    const share = page.getByRole('button', { name: 'Share an item' });
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share an item' });
    await dialog.waitFor();
    // The title has the focus first.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'title');
    await page.keyboard.type(`Switch clamp kit ${suffix}`);
    await dialog.getByRole('toolbar').first().waitFor();
    await dialog.getByRole('toolbar').first().locator('button').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('A clamp, its guide and a grid to go with it.');
    const category = dialog.getByRole('checkbox', { name: CATEGORY });
    await category.focus();
    await page.keyboard.press('Space');
    const tag = dialog.getByRole('checkbox', { name: TAG });
    await tag.focus();
    await page.keyboard.press('Space');
    await expectNoAxeViolations(page, '/repository share dialog (light)');

    const input = dialog.getByLabel('Add files');
    // The file picker opened from the keyboard: Space on the focused field (again if the dialog was still settling).
    let chooser: FileChooser | null = null;
    for (let attempt = 0; attempt < 3 && !chooser; attempt += 1) {
      await input.focus();
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'file');
      [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }).catch(() => null), page.keyboard.press('Space')]);
    }
    assert.ok(chooser, 'the file picker opened from the keyboard');
    await chooser.setFiles(files.map((file) => join(dir, file.name)));
    // Each file shows its kind and its progress.
    await dialog.getByText(`clamp-${suffix}.stl`).first().waitFor();
    await dialog.getByText('(3D model', { exact: false }).first().waitFor();
    await dialog.getByRole('progressbar').first().waitFor();
    for (const file of files) await dialog.getByText(`${file.name} is uploaded.`, { exact: false }).waitFor({ timeout: 120_000 });
    assert.equal(patches, 1, 'the network was cut once');
    // Resumed where the server was: the offset asked after the cut was past the first chunk.
    assert.ok(offsets.some((offset) => offset >= 10 * MB), `resumed from ${offsets.join(', ')}`);
    await dialog.getByText('Configuration cleaned', { exact: false }).waitFor();

    const publish = dialog.getByRole('button', { name: 'Publish' });
    await publish.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/repository\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: `Switch clamp kit ${suffix}` }).waitFor();
    await page.getByRole('status').filter({ hasText: 'is shared.' }).first().waitFor();
    for (const file of files) await page.getByRole('link', { name: `Download ${file.name}` }).waitFor();
    await page.getByText('LifeCompanion configuration ·', { exact: false }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = (await api(admin, 'GET', `/api/v1/repository-items/${id}?include=attachments.file`)) as { included: { type: string; attributes: { size: number; originalName: string } }[] };
    const sizes = Object.fromEntries(stored.included.filter((row) => row.type === 'files').map((row) => [row.attributes.originalName, row.attributes.size]));
    assert.equal(sizes[files[0]!.name], files[0]!.bytes.length);
    assert.equal(sizes[files[1]!.name], files[1]!.bytes.length);
    await expectNoAxeViolations(page, '/repository/:item (member, own item)');

    // Edit: a new title, one file removed; saved in one request.
    const edit = page.getByRole('button', { name: 'Edit' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const editing = page.getByRole('dialog', { name: `Edit “Switch clamp kit ${suffix}”` });
    await editing.waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'title');
    await page.keyboard.press('End');
    await page.keyboard.type(' v2');
    const remove = editing.getByRole('button', { name: `Remove clamp-${suffix}.pdf` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const save = editing.getByRole('button', { name: 'Save' });
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Switch clamp kit ${suffix} v2` }).waitFor();
    assert.equal(await page.getByRole('link', { name: `Download clamp-${suffix}.pdf` }).count(), 0);
    await page.getByRole('link', { name: `Download clamp-${suffix}.stl` }).waitFor();
    // The one failure the browser logs is the chunk the test cut.
    assert.deepEqual(errors(), ['console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED']);
  });

  test('a stranger cannot change or delete another member’s item', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, account);
    await page.goto(`/repository/${itemId}`);
    await page.getByRole('heading', { level: 1, name: ITEM }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0);
    // …but reports it to the moderators with the shared report dialog, by keyboard.
    await page.getByRole('group', { name: `Actions on ${ITEM}` }).getByRole('button', { name: 'Report' }).focus();
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: 'Report this content' });
    await report.waitFor();
    await report.getByRole('radio', { name: 'Spam or advertising' }).focus();
    await page.keyboard.press('Space');
    await report.getByRole('button', { name: 'Send the report' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Thank you: the moderators have received your report.' }).waitFor();
    const reports = (await api(page, 'GET', `/api/v1/reports?filter[reportable]=repository-items:${itemId}`)) as { data: { attributes: { reason: string } }[] };
    assert.equal(reports.data.length, 1);
  });
});
