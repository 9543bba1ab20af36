/**
 * The back office's generic screens on the real server (issue 10 items 3, 7, 8): an admin's whole
 * round of a translatable record with each toast, soft delete and restore, a contributor kept out of
 * a kind they may not see, axe on the index, record and form screens of five kinds in both themes,
 * and one flow done with the keyboard alone.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations, LANDMARK_RULES } from './axe.ts';
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

async function signedIn(h: Harness, account: { email: string; password: string }, { dark = false } = {}) {
  const page = await h.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, account);
  return page;
}

async function createUser(admin: Page, roles: string[]) {
  const suffix = randomBytes(4).toString('hex');
  const account = { email: `bo-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };
  const now = new Date().toISOString();
  const document = await api(admin, 'POST', '/api/v1/users', {
    data: {
      type: 'users',
      attributes: { firstName: `Bo${suffix}`, lastName: 'Office', email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now },
      relationships: { roles: { data: roles.map((id) => ({ type: 'roles', id })) } },
    },
  });
  return { ...account, id: (document?.data as { id: string }).id, name: `Bo${suffix} Office` };
}

const firstId = async (page: Page, type: string) => ((await api(page, 'GET', `/api/v1/${type}?page[size]=1`))?.data as { id: string }[])[0]!.id;

describe('the back office', () => {
  let h: Harness;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await signedIn(h, ADMIN);
  });
  after(() => h?.close());

  test('an admin creates, updates and deletes a translatable record, seeing each toast', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto('/admin/resources/jobs');
    await page.getByRole('heading', { level: 1, name: 'Professions' }).waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Create: Professions' }).waitFor();
    await page.getByRole('textbox', { name: 'Identifier' }).fill('e2e_orthoptist');
    await page.getByRole('textbox', { name: 'Name (English)' }).fill('Orthoptist');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectDoneToast(page);
    await page.getByRole('heading', { level: 1, name: 'Orthoptist' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/resources/jobs/show/e2e_orthoptist');

    // The same identifier again: a 409, shown on the identifier.
    await page.goto('/admin/resources/jobs/create');
    await page.getByRole('textbox', { name: 'Identifier' }).fill('e2e_orthoptist');
    await page.getByRole('textbox', { name: 'Name (English)' }).fill('Twice');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This identifier is already used.').waitFor();

    await page.goto('/admin/resources/jobs/show/e2e_orthoptist');
    await page.getByRole('link', { name: 'Edit' }).click();
    const name = page.getByRole('textbox', { name: 'Name (English)' });
    assert.equal(await name.inputValue(), 'Orthoptist');
    await name.fill('Orthoptist (children)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectDoneToast(page);
    await page.getByRole('heading', { level: 1, name: 'Orthoptist (children)' }).waitFor();
    // Written in the edition language only: the French text is untouched (none).
    const stored = (await api(admin, 'GET', '/api/v1/jobs/e2e_orthoptist'))?.data as { attributes: { translations: Record<string, { name: string }> } };
    assert.deepEqual(stored.attributes.translations, { en: { name: 'Orthoptist (children)' } });

    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: /Delete/ }).getByRole('button', { name: 'Delete' }).click();
    await expectDoneToast(page);
    await atPath(page, '/admin/resources/jobs/index');
    assert.equal((await api(admin, 'GET', '/api/v1/jobs?filter[id]=e2e_orthoptist'))?.data instanceof Array && ((await api(admin, 'GET', '/api/v1/jobs?filter[id]=e2e_orthoptist'))?.data as unknown[]).length, 0);
  });

  test('an admin moves a user to the trash and restores them, with a question and a toast each time', async () => {
    const user = await createUser(admin, []);
    const page = await signedIn(h, ADMIN);
    await page.goto(`/admin/resources/users/show/${user.id}`);
    await page.getByRole('link', { name: 'Move to the trash' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('This record will go to the trash; it can be restored. Continue?').waitFor();
    await question.getByRole('button', { name: 'Move to the trash' }).click();
    await expectDoneToast(page);
    await atPath(page, '/admin/resources/users/index');
    // The trash toggle shows it again, marked.
    await page.goto('/admin/resources/users/index?trashed=only');
    await page.getByRole('grid').getByText(user.email).waitFor();
    await page.goto(`/admin/resources/users/show/${user.id}`);
    await page.getByText('In the trash').waitFor();
    await page.getByRole('link', { name: 'Restore' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expectDoneToast(page);
    await page.getByRole('link', { name: 'Move to the trash' }).waitFor();
  });

  test('a contributor is sent to the dashboard from a kind they may not see, and the menu does not offer it', async () => {
    const contributor = await signedIn(h, await createUser(admin, ['contributor']));
    await contributor.goto('/admin/resources/users/index');
    await atPath(contributor, '/admin/dashboard');
    await contributor.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const drawer = contributor.getByRole('navigation', { name: 'Administration menu' });
    await drawer.getByRole('link', { name: 'Back to the site' }).waitFor();
    assert.equal(await drawer.getByRole('link', { name: 'Users' }).count(), 0);
    await contributor.goto('/admin/resources/no-such-kind/index');
    await atPath(contributor, '/admin/dashboard');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`index, record and form screens of five kinds have no axe violation (${theme})`, async () => {
      const page = await signedIn(h, ADMIN, { dark: theme === 'dark' });
      const tag = await api(admin, 'POST', '/api/v1/admin-tags', { data: { type: 'admin-tags', attributes: { name: `Tag ${theme}` } } });
      const ids: Record<string, string> = {
        languages: 'en',
        jobs: await firstId(admin, 'jobs'),
        organizations: await firstId(admin, 'organizations'),
        'admin-tags': (tag?.data as { id: string }).id,
        'app-menu-items': await firstId(admin, 'app-menu-items'),
      };
      for (const [type, id] of Object.entries(ids)) {
        await page.goto(`/admin/resources/${type}/index`);
        // The menu editor stands for the list of menu items (menu-editor.test.ts goes further).
        if (type === 'app-menu-items') await page.getByRole('list', { name: 'Menu entries, in order' }).waitFor();
        else await page.getByRole('grid').getByRole('row').nth(1).waitFor();
        await expectNoAxeViolations(page, `${type} index (${theme})`, { rules: LANDMARK_RULES });
        await page.goto(`/admin/resources/${type}/show/${id}`);
        await page.getByRole('link', { name: 'Edit' }).waitFor();
        await expectNoAxeViolations(page, `${type} show (${theme})`, { rules: LANDMARK_RULES });
        await page.goto(`/admin/resources/${type}/update/${id}`);
        await page.getByRole('button', { name: 'Save' }).waitFor();
        await expectNoAxeViolations(page, `${type} form (${theme})`, { rules: LANDMARK_RULES });
      }
    });
  }

  /** Presses keys as a keyboard user would, counting them. */
  const keyboardOf = (page: Page) => {
    let presses = 0;
    // A menu entry's letter icon is no part of its name.
    const focusedName = () => page.evaluate(() => (document.activeElement?.querySelector('.MuiListItemText-root') ?? document.activeElement)?.textContent?.trim() ?? '');
    return {
      get presses() {
        return presses;
      },
      focusedName,
      press: async (key: string) => {
        presses++;
        await page.keyboard.press(key);
      },
      /** Presses the key until the focused element reads `name` (at most `limit` presses). */
      pressUntil: async (key: string, name: string, limit = 20) => {
        for (let press = 0; press < limit; press++) {
          if ((await focusedName()) === name) return;
          presses++;
          await page.keyboard.press(key);
        }
        if ((await focusedName()) !== name) throw new Error(`${key} never reached "${name}"`);
      },
    };
  };

  test('the dashboard has its content in named landmarks, each named once', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectNoAxeViolations(page, 'dashboard', { rules: LANDMARK_RULES });
  });

  test('the keyboard reaches "Menu items" from a record in at most ten keys: skip link, then the menu’s arrows', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto(`/admin/resources/jobs/show/${await firstId(admin, 'jobs')}`);
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    const keys = keyboardOf(page);
    await keys.pressUntil('Tab', 'Skip to the menu', 3);
    await keys.press('Enter');
    // The menu is one Tab stop, on the screen's own entry; its category is open.
    assert.equal(await keys.focusedName(), 'Professions');
    await keys.press('Home');
    await keys.pressUntil('ArrowDown', 'Menu items', 3);
    await keys.press('Enter');
    await page.getByRole('list', { name: 'Menu entries, in order' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/resources/app-menu-items/index');
    assert.ok(keys.presses <= 10, `${keys.presses} key presses`);
  });

  test('the skip links lead to the grid and to the record', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto('/admin/resources/jobs/index');
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    const keys = keyboardOf(page);
    await keys.pressUntil('Tab', 'Skip to the list', 4);
    await keys.press('Enter');
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role="grid"]')), 'the focus is in the grid');
    await page.goto(`/admin/resources/jobs/show/${await firstId(admin, 'jobs')}`);
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    await keys.pressUntil('Tab', 'Skip to the record', 4);
    await keys.press('Enter');
    assert.ok(await page.evaluate(() => document.activeElement?.tagName === 'H1'), 'the focus is on the record’s heading');
  });

  test('the keyboard alone goes from the dashboard to a new record, opening a closed category of the menu', async () => {
    const page = await signedIn(h, ADMIN);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The menu's categories come with the admin kinds, which may answer after the dashboard's heading.
    await page.getByRole('button', { name: 'Community' }).waitFor();
    const keys = keyboardOf(page);
    await keys.pressUntil('Tab', 'Skip to the menu', 3);
    await keys.press('Enter');
    // A letter goes to the next entry that starts with it; Right opens the category.
    await keys.pressUntil('c', 'Community', 6);
    assert.equal(await page.getByRole('button', { name: 'Community' }).getAttribute('aria-expanded'), 'false');
    await keys.press('ArrowRight');
    await keys.press('ArrowRight');
    await keys.pressUntil('ArrowDown', 'Admin tags');
    await keys.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Admin tags' }).waitFor();
    /** Tabs until the focused element is the one named, as a keyboard user would (at most 80 stops). */
    const tabTo = async (role: 'link' | 'button' | 'textbox', name: string) => {
      const target = page.getByRole(role, { name, exact: true }).first();
      for (let stop = 0; stop < 80; stop++) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      }
      throw new Error(`Tab never reached the ${role} "${name}"`);
    };
    await tabTo('link', 'Create');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Create: Admin tags' }).waitFor();
    await tabTo('textbox', 'Name');
    await page.keyboard.type('Typed with keys');
    await page.keyboard.press('Enter');
    await expectDoneToast(page);
    await page.getByRole('heading', { level: 1, name: 'Typed with keys' }).waitFor();
  });
});
