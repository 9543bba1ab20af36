/**
 * The back office's per-kind overrides on the real server (issue 10 item 4): an image uploaded beside
 * a file picker; the platform settings form that stands for the app-env screens, saved with its
 * toast; a user validated, refused and acted as from their record; a report's PDF downloaded from its
 * record; a file created by uploading it; axe on those screens in both themes.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, appReady, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const atPath = (page: Page, path: string) => page.waitForFunction((expected) => window.location.pathname === expected, path);

/** The action-done toast, then gone (so the next one is a new one). */
async function expectDoneToast(page: Page) {
  const toast = page.getByRole('status').filter({ hasText: 'Done.' });
  await toast.waitFor();
  await page.getByRole('button', { name: 'Close' }).last().click();
  await toast.waitFor({ state: 'detached' });
}

async function signedIn(h: Harness, account: { email: string; password: string }, { dark = false } = {}) {
  const page = await h.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, account);
  return page;
}

/** A verified member whose account waits for validation. */
async function createMember(admin: Page) {
  const suffix = randomBytes(4).toString('hex');
  const document = await api(admin, 'POST', '/api/v1/users', {
    data: { type: 'users', attributes: { firstName: `Ov${suffix}`, lastName: 'Member', email: `ov-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x`, emailVerifiedAt: new Date().toISOString() } },
  });
  return { id: (document?.data as { id: string }).id, name: `Ov${suffix} Member` };
}

/** A 1×1 PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const validatedAtOf = async (admin: Page, id: string) => ((await api(admin, 'GET', `/api/v1/users/${id}`))?.data as { attributes: { validatedAt: string | null } }).attributes.validatedAt;

describe('the back office’s overrides', () => {
  let h: Harness;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await signedIn(h, ADMIN);
  });
  after(() => h?.close());

  test('an image uploaded beside the logo picker becomes the logo when the settings are saved', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto('/admin/resources/app-envs/update/main');
    await page.getByRole('heading', { level: 1, name: 'Platform settings' }).waitFor();
    const name = `logo-${randomBytes(3).toString('hex')}.png`;
    await page.getByLabel('Or upload a new file: Logo', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
    // Said on the field and to screen readers.
    await page.getByText(`${name} is uploaded.`).first().waitFor();
    // The picker now holds the stored file, named.
    await page.waitForFunction((expected) => (document.querySelector('input[name="logo"]') as HTMLInputElement | null)?.value === expected, name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectDoneToast(page);
    const stored = (await api(admin, 'GET', '/api/v1/app-envs/main?include=logo')) as { included?: { attributes: { originalName?: string; name?: string } }[] };
    assert.ok(stored.included?.some((file) => file.attributes.originalName === name || file.attributes.name === name), JSON.stringify(stored.included));
  });

  test('Files → Create uploads the file itself, private as chosen, then names it on the same screen', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto('/admin/resources/files');
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Create: Files' }).waitFor();
    await expectNoAxeViolations(page, 'files create, before the upload');
    await page.getByRole('checkbox', { name: 'Public' }).uncheck();
    const name = `pixel-${randomBytes(3).toString('hex')}.png`;
    await page.getByLabel('File to upload').setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
    await page.getByText(`${name} is uploaded.`).first().waitFor();
    const details = page.getByRole('heading', { level: 2, name: 'Name and description' });
    await details.waitFor();
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await page.waitForFunction((expected) => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value === expected, name);
    await expectNoAxeViolations(page, 'files create, after the upload');
    await nameField.fill('The smallest picture');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'The smallest picture' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    assert.equal(new URL(page.url()).pathname, `/admin/resources/files/show/${id}`);
    const stored = (await api(admin, 'GET', `/api/v1/files/${id}`))?.data as { attributes: { name: string; originalName: string; isPublic: boolean; isUploaded: boolean; mimeType: string; size: number } };
    assert.deepEqual(
      { name: stored.attributes.name, originalName: stored.attributes.originalName, isPublic: stored.attributes.isPublic, isUploaded: stored.attributes.isUploaded, mimeType: stored.attributes.mimeType },
      { name: 'The smallest picture', originalName: name, isPublic: false, isUploaded: true, mimeType: 'image/png' },
    );
    assert.ok(stored.attributes.size > 0);
  });

  test('the app-env list opens the one settings form, which saves with a toast and stays', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto('/admin/resources/app-envs/index');
    await page.getByRole('heading', { level: 1, name: 'Platform settings' }).waitFor();
    await page.getByRole('region', { name: 'Charter' }).waitFor();
    const url = `https://example.org/charter-${randomBytes(3).toString('hex')}`;
    await page.getByRole('textbox', { name: 'Charter link' }).fill(url);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectDoneToast(page);
    await page.getByRole('heading', { level: 1, name: 'Platform settings' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Charter link' }).inputValue(), url);
    const stored = (await api(admin, 'GET', '/api/v1/app-envs/main'))?.data as { attributes: { rlCharterUrl: string } };
    assert.equal(stored.attributes.rlCharterUrl, url);
  });

  test('an admin validates a member from their record, then acts as them and comes back', async () => {
    const member = await createMember(admin);
    const page = await signedIn(h, ADMIN);
    await page.goto(`/admin/resources/users/show/${member.id}`);
    await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
    await page.getByRole('button', { name: 'Validate' }).click();
    await expectDoneToast(page);
    assert.notEqual(await validatedAtOf(admin, member.id), null);
    // Validated: the button is gone, refusing remains.
    await page.getByRole('button', { name: 'Validate' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Refuse' }).waitFor();

    await page.getByRole('button', { name: 'Act as this user' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('You will use the site as this user').waitFor();
    // A slow banner chunk: the drawn "Stop acting" button must still answer the first click.
    await page.route('**/assets/banners-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await question.getByRole('button', { name: 'Act as this user' }).click();
    await atPath(page, '/');
    await page.getByText(`You are acting as ${member.name}.`).waitFor();
    await appReady(page);
    await page.getByRole('button', { name: 'Stop acting as this user' }).click();
    await page.getByText(`You are acting as ${member.name}.`).waitFor({ state: 'detached' });
    const me = (await api(page, 'GET', '/api/v1/users/me'))?.data as { attributes: { email: string } };
    assert.equal(me.attributes.email, ADMIN.email);
  });

  test('refusing an account asks first, then takes its validation away', async () => {
    const member = await createMember(admin);
    await api(admin, 'POST', `/api/v1/services/users/${member.id}/validation`, { decision: 'validate' });
    const page = await signedIn(h, ADMIN);
    await page.goto(`/admin/resources/users/show/${member.id}`);
    await page.getByRole('button', { name: 'Refuse' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refuse' }).click();
    await expectDoneToast(page);
    assert.equal(await validatedAtOf(admin, member.id), null);
    await page.getByRole('button', { name: 'Validate' }).waitFor();
  });

  test("a report's record downloads its PDF", async () => {
    const project = (await api(admin, 'POST', '/api/v1/eqlaat-projects', { data: { type: 'eqlaat-projects', attributes: { title: 'Switch access' } } }))?.data as { id: string };
    const report = (await api(admin, 'POST', '/api/v1/eqlaat-reports', {
      data: { type: 'eqlaat-reports', attributes: { title: 'Școală visit', content: '<p>Seen at home</p>' }, relationships: { reportable: { data: { type: 'eqlaat-projects', id: project.id } } } },
    }))?.data as { id: string };
    const page = await signedIn(h, ADMIN);
    await page.goto(`/admin/resources/eqlaat-reports/show/${report.id}`);
    await page.getByRole('heading', { level: 1, name: 'Școală visit' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    assert.equal(download.suggestedFilename(), 'Școală visit.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    assert.equal(Buffer.concat(chunks).subarray(0, 5).toString('latin1'), '%PDF-');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the settings form, a user's record with its actions and a user's form have no axe violation (${theme})`, async () => {
      const member = await createMember(admin);
      const page = await signedIn(h, ADMIN, { dark: theme === 'dark' });
      await page.goto('/admin/resources/app-envs/update/main');
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await expectNoAxeViolations(page, `app-env settings (${theme})`);
      await page.goto(`/admin/resources/users/show/${member.id}`);
      await page.getByRole('button', { name: 'Act as this user' }).waitFor();
      await expectNoAxeViolations(page, `user record (${theme})`);
      await page.getByRole('button', { name: 'Refuse' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolations(page, `refuse question (${theme})`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.goto(`/admin/resources/users/update/${member.id}`);
      await page.getByRole('group', { name: 'Roles' }).getByRole('checkbox').first().waitFor();
      await expectNoAxeViolations(page, `user form (${theme})`);
      await page.goto('/admin/resources/users/index');
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
      await expectNoAxeViolations(page, `users index (${theme})`);
      // The seeded admin acts for the demo organization, which they administer.
      await page.goto('/admin/my-organization');
      await page.getByRole('heading', { level: 1, name: 'My organization: Relais demo' }).waitFor();
      await atPath(page, '/admin/resources/organizations/update/my-organization');
      await expectNoAxeViolations(page, `my organization (${theme})`);
    });
  }
});
