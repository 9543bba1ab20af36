import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { pdfText } from '../../packages/server/src/test/pdf-text.ts';
import { api, call, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * A project's screen for the accompaniment team (issue 28 item 3), on the demo's project "Nora
 * Belkacem" (seed/demo/accompaniment.ts: testing and funding, two appointments): a team member
 * opens it from the back office, adds a step by keyboard (a status that stands alone, added by the
 * test, refused with another first), writes a report and downloads its PDF, whose text is read; axe in light on a
 * desktop and in dark at 320 px; a stranger is told it is not found, a visitor is asked to sign in.
 */
const suffix = randomBytes(3).toString('hex');
const REPORT = `Trial review ${suffix}`;
/** A status the team adds that stands alone on its step (the seeded ones all combine). */
const ALONE = `Referred elsewhere ${suffix}`;

async function createUser(admin: Page, roles: string[]) {
  const now = new Date().toISOString();
  const account = { email: `project-${roles[0] ?? 'none'}-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };
  await api(admin, 'POST', '/api/v1/users', {
    data: {
      type: 'users',
      attributes: { firstName: 'Pat', lastName: `Project${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now },
      relationships: { roles: { data: roles.map((id) => ({ type: 'roles', id })) } },
    },
  });
  return account;
}

describe('a project’s screen for the accompaniment team', () => {
  let h: Harness;
  let member: { email: string; password: string };
  let stranger: { email: string; password: string };
  let projectId: string;
  const screenPath = () => `/services/eqlaat/projects/${projectId}`;

  before(async () => {
    h = await startHarness();
    const admin = await h.newPage(DESKTOP);
    await signInThroughApi(admin, ADMIN);
    member = await createUser(admin, ['eqlaat_member']);
    stranger = await createUser(admin, []);
    const found = (await api(admin, 'GET', `/api/v1/eqlaat-projects?filter[search]=${encodeURIComponent('Nora Belkacem')}`))?.data as { id: string }[];
    projectId = found[0]!.id;
    await api(admin, 'POST', '/api/v1/eqlaat-project-statuses', { data: { type: 'eqlaat-project-statuses', id: `referred-${suffix}`, attributes: { name: ALONE, canCombine: false } } });
    await admin.context().close();
  });
  after(() => h?.close());

  test('a team member opens the project from the back office, adds a step by keyboard, writes a report and downloads its PDF (light)', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, member);
    const errors = trackPageErrors(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await page.goto(`/admin/resources/eqlaat-projects/show/${projectId}`);
    const open = page.getByRole('link', { name: 'Open the project’s screen' });
    await open.waitFor();
    assert.equal(await open.getAttribute('href'), screenPath());
    await open.click();
    await page.getByRole('heading', { level: 1, name: 'Nora Belkacem' }).waitFor();
    const current = page.getByRole('list', { name: 'Current statuses' });
    await current.getByText('Funding').waitFor();
    assert.deepEqual(await current.getByRole('listitem').allTextContents(), ['Testing', 'Funding']);
    await page.getByRole('list', { name: 'Categories' }).getByText('Communication').waitFor();
    assert.equal(await page.getByTestId('project-step').count(), 3);
    await page.getByRole('link', { name: 'Home assessment', exact: true }).waitFor();
    await expectNoAxeViolations(page, `${screenPath()} (light)`);

    // The step, by keyboard alone.
    await page.getByRole('button', { name: 'Add a step' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'New step' });
    await form.waitFor();
    await form.getByRole('checkbox', { name: 'Testing' }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('checkbox', { name: `${ALONE} (stands alone)` }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('textbox', { name: 'Comment' }).focus();
    await page.keyboard.type('Funding granted; the tablet is bought.');
    await expectNoAxeViolations(page, `${screenPath()}, the step form (light)`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await form.getByText(`${ALONE} cannot be combined with another status: choose it alone.`).waitFor();
    await form.getByRole('checkbox', { name: 'Testing' }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Save the step' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Step added.').waitFor();
    await current.getByText(ALONE).waitFor();
    assert.deepEqual(await current.getByRole('listitem').allTextContents(), [ALONE]);
    assert.equal(await page.getByTestId('project-step').count(), 4);

    // The report, then its PDF.
    await page.getByRole('button', { name: 'Write a report' }).click();
    const reportForm = page.getByRole('form', { name: 'New report' });
    await reportForm.getByRole('textbox', { name: /Report title/ }).fill(REPORT);
    await reportForm.getByRole('textbox', { name: 'Report text' }).click();
    await page.keyboard.type('The tablet suits Nora: she speaks with it every day.');
    await reportForm.getByRole('button', { name: 'Save the report' }).click();
    await page.getByText('Report written.').waitFor();
    const download = page.getByRole('link', { name: `Download “${REPORT}” (PDF)` });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const text = await pdfText(await readFile((await file.path())!));
    assert.match(text, new RegExp(REPORT));
    assert.match(text, /Nora Belkacem/);
    assert.match(text, /she speaks with it every day/);
    assert.deepEqual({ errors: errors(), refused }, { errors: [], refused: [] });
  });

  test('the screen reads well in dark at 320 px', async () => {
    const page = await h.newPage({ width: 320, height: 720 });
    await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await signInThroughApi(page, member);
    await page.goto(screenPath());
    await page.getByRole('heading', { level: 1, name: 'Nora Belkacem' }).waitFor();
    await page.getByRole('link', { name: 'Home assessment', exact: true }).waitFor();
    // The demo's report on the project, and the solutions already tried.
    await page.getByRole('link', { name: 'Download “Home assessment” (PDF)' }).waitFor();
    await page.getByRole('list', { name: 'Why “Paper alphabet board” does not fit' }).waitFor();
    await page.getByRole('button', { name: 'Add a step' }).click();
    await page.getByRole('form', { name: 'New step' }).waitFor();
    await expectNoAxeViolations(page, `${screenPath()} (dark, 320 px)`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  });

  test('a stranger is told the project is not found, and the API refuses them; a visitor is asked to sign in', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, stranger);
    assert.equal((await call(page, 'GET', `/api/v1/eqlaat-projects/${projectId}`)).status(), 404);
    await page.goto(screenPath());
    await page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
    assert.equal(await page.getByText('Nora Belkacem').count(), 0);
    await expectNoAxeViolations(page, `${screenPath()} (a stranger)`);

    const visitor = await h.newPage(DESKTOP);
    await visitor.goto(screenPath());
    await visitor.waitForURL((url) => url.pathname === '/auth/sign-in' && url.searchParams.get('redirectUrl') === screenPath());
  });
});
