import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Trainings and open badges on the site (the demo's /trainings and /open-badges): a member finds a
 * training and registers interest in a session (the administrators are told); a member opens a
 * badge, finds the one issued to them on their account, opens its page and downloads the baked
 * image, which carries the Open Badges 2.0 assertion. Each by keyboard alone, with axe in light and
 * dark. The records are written through the API first, so nothing depends on the demo's.
 */
const suffix = randomBytes(3).toString('hex');
const TRAINING = `Eye gaze calibration clinic ${suffix}`;
const BADGE = `Eye gaze practitioner ${suffix}`;

const atPath = (page: Page, test: (path: string) => boolean) => page.waitForURL((url) => test(url.pathname));
const dark = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('relais.darkTheme', 'true'));
  await page.reload();
};

/** The text of a PNG's `openbadges` iTXt chunk (uncompressed, as OB 2.0 bakes it), or null. */
function bakedAssertion(png: Buffer): string | null {
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'iTXt' && data.subarray(0, 11).toString('latin1') === 'openbadges\0') return data.subarray(15).toString('utf8');
    offset += 12 + length;
  }
  return null;
}

describe('trainings and open badges', () => {
  let h: Harness;
  let admin: Page;
  let trainingId: string;
  let badgeId: string;
  let assertionId: string;
  let issuerId: string;
  const accounts = ['trainee', 'holder'].map((name) => ({ email: `badges-${name}-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x`, name }));
  const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
    ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;
  const one = (type: string, id: string) => ({ data: { type, id } });

  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const now = new Date().toISOString();
    for (const account of accounts) {
      await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Sam', lastName: `Badges${account.name}${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
    }
    trainingId = await created('trainings', { title: TRAINING, shortDescription: 'Calibrate, position and follow up an eye gaze device.', description: '<p>A day in small groups.</p>' });
    // Its place is the server tests' concern (a session's address is written with it, atomically).
    await created('training-sessions', { startAt: '2030-05-12T08:00:00.000Z', endAt: '2030-05-12T16:00:00.000Z' }, { training: one('trainings', trainingId) });
    badgeId = await created('open-badges', { title: BADGE, description: '<p>Sets up and follows an eye gaze user.</p>', validityDuration: 365, publishedAt: new Date(Date.now() - 60_000).toISOString() });
    for (const [position, title] of ['Positioning', 'Calibration', 'Follow-up'].entries()) await created('open-badge-training-modules', { position, title }, { badge: one('open-badges', badgeId) });
    // The demo's organization issues (the administrator administers it).
    const demoAssertions = (await api(admin, 'GET', '/api/v1/open-badge-assertions?page[size]=1')) as { data: { relationships: { issuer: { data: { id: string } } } }[] };
    const issuer = demoAssertions.data[0]!.relationships.issuer.data.id;
    issuerId = issuer;
    assertionId = await created('open-badge-assertions', { recipientName: `Sam Holder ${suffix}`, recipientEmail: accounts[1]!.email }, { badge: one('open-badges', badgeId), issuer: one('organizations', issuer) });
  });
  after(() => h?.close());

  test('a member finds a training and registers interest in its session, by keyboard alone; the administrators are told', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, accounts[0]!);
    const errors = trackPageErrors(page);
    await page.goto('/trainings');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(page, '/trainings (light)');
    await page.getByRole('searchbox', { name: 'Search the trainings' }).focus();
    await page.keyboard.type(suffix);
    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('1 training found').waitFor();
    await page.getByRole('link', { name: TRAINING }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/trainings/${trainingId}`);
    await page.getByRole('heading', { level: 1, name: TRAINING }).waitFor();
    assert.equal(await page.title(), `Relais - ${TRAINING}`);
    await page.getByText('Place to be announced').waitFor();
    const register = page.getByRole('button', { name: /^I am interested \(/ });
    await register.waitFor();
    await expectNoAxeViolations(page, '/trainings/:id (light)');
    await register.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Your interest is recorded' }).first().waitFor();
    await page.getByText('You are interested in this session.').waitFor();
    const told = (await api(admin, 'GET', '/api/v1/notifications?filter[notificationType]=training-session-interest&page[size]=50')) as { data: { attributes: { details: string } }[] };
    assert.ok(told.data.some((row) => row.attributes.details.startsWith(TRAINING)));

    await dark(page);
    await page.getByText('You are interested in this session.').waitFor();
    await expectNoAxeViolations(page, '/trainings/:id (dark)');
    await page.getByRole('link', { name: 'Back to the trainings' }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === '/trainings');
    await page.getByRole('searchbox', { name: 'Search the trainings' }).waitFor();
    await expectNoAxeViolations(page, '/trainings (dark)');
    assert.deepEqual(errors(), []);
  });

  test('a member opens a badge, finds the one issued to them and downloads it baked with its assertion, by keyboard alone', async () => {
    const page = await h.newPage(MOBILE);
    await signInThroughApi(page, accounts[1]!);
    const errors = trackPageErrors(page);
    await page.goto('/open-badges');
    await dark(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(page, '/open-badges (dark)');
    await page.getByRole('link', { name: BADGE }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/open-badges/${badgeId}`);
    await page.getByRole('heading', { level: 1, name: BADGE }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Calibration' }).waitFor();
    await expectNoAxeViolations(page, '/open-badges/:id (dark)');

    await page.goto('/account/profile/open-badges');
    const open = page.getByRole('link', { name: `Open the page of ${BADGE}` });
    await open.waitFor();
    await expectNoAxeViolations(page, '/account/profile/open-badges (dark)');
    await open.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/open-badges/assertions/${assertionId}`);
    await page.getByRole('heading', { level: 1, name: `${BADGE}, awarded to Sam Holder ${suffix}` }).waitFor();
    await page.getByText('This badge is valid.').waitFor();
    await expectNoAxeViolations(page, '/open-badges/assertions/:id (dark)');

    const download = page.getByRole('link', { name: 'Download the badge (PNG)' });
    await download.focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    assert.match(file.suggestedFilename(), /\.png$/);
    const baked = bakedAssertion(await readFile((await file.path())!));
    assert.ok(baked, 'the PNG carries an openbadges iTXt chunk');
    const assertion = JSON.parse(baked) as Record<string, unknown>;
    assert.equal(assertion['@context'], 'https://w3id.org/openbadges/v2');
    assert.equal(assertion.type, 'Assertion');
    assert.match(String(assertion.id), new RegExp(`/api/v1/services/open-badges/assertions/${assertionId}$`));
    assert.deepEqual(assertion.verification, { type: 'hosted' });

    // Light: the badge's screens once more.
    await page.evaluate(() => localStorage.setItem('relais.darkTheme', 'false'));
    await page.reload();
    await page.getByText('This badge is valid.').waitFor();
    await expectNoAxeViolations(page, '/open-badges/assertions/:id (light)');
    await page.getByRole('link', { name: 'About this badge' }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/open-badges/${badgeId}`);
    await page.getByRole('heading', { level: 3, name: 'Follow-up' }).waitFor();
    await expectNoAxeViolations(page, '/open-badges/:id (light)');
    assert.deepEqual(errors(), []);
  });

  test('a member asks an issuer for a badge training and goes through its modules in order, by keyboard alone', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, accounts[0]!);
    const errors = trackPageErrors(page);
    // The badge's screen leads to the training with each organization that may issue it.
    await page.goto(`/open-badges/${badgeId}`);
    const train = page.locator(`a[href="/open-badge-trainings/start/${issuerId}/${badgeId}"]`);
    await train.waitFor();
    assert.match((await train.textContent()) ?? '', /^Train with /);
    await train.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/open-badge-trainings/start/${issuerId}/${badgeId}`);
    const ask = page.getByRole('button', { name: 'Ask for this training' });
    await ask.waitFor();
    await page.getByRole('heading', { level: 1, name: `Training for ${BADGE}` }).waitFor();
    await expectNoAxeViolations(page, '/open-badge-trainings/start/:issuer/:badge (light)');
    await ask.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => /^\/open-badge-trainings\/[0-9a-f-]{36}$/.test(path));
    await page.getByText('Your request is waiting for the issuer’s answer.').waitFor();
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;

    // The issuer (the administrator, for the demo's organization) accepts it.
    await api(admin, 'PATCH', `/api/v1/open-badge-training-sessions/${sessionId}`, { data: { type: 'open-badge-training-sessions', id: sessionId, attributes: { acceptedAt: new Date().toISOString() } } });
    await page.reload();
    // The bell tells the trainee of the decision.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    for (const module of ['Positioning', 'Calibration', 'Follow-up']) {
      const start = page.getByRole('button', { name: `Start “${module}”` });
      await start.waitFor();
      if (module === 'Positioning') await expectNoAxeViolations(page, '/open-badge-trainings/:session (light)');
      await start.focus();
      await page.keyboard.press('Enter');
      const finish = page.getByRole('button', { name: `Finish “${module}”` });
      await finish.waitFor();
      await finish.focus();
      await page.keyboard.press('Enter');
      await finish.waitFor({ state: 'detached' });
    }
    await page.getByText(/^Training finished in \d+ minutes?: the issuer can now award the badge\.$/).waitFor();
    await dark(page);
    await page.getByText(/^Training finished in/).waitFor();
    await expectNoAxeViolations(page, '/open-badge-trainings/:session (dark)');

    // The issuer awards the badge (the back office's assertion form, here its call); the trainee
    // finds it on their account and downloads it, baked.
    const awarded = await created('open-badge-assertions', { recipientName: `Sam Trainee ${suffix}`, recipientEmail: accounts[0]!.email }, { badge: one('open-badges', badgeId), issuer: one('organizations', issuerId) });
    await page.goto('/account/profile/open-badges');
    const open = page.getByRole('link', { name: `Open the page of ${BADGE}` });
    await open.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/open-badges/assertions/${awarded}`);
    const download = page.getByRole('link', { name: 'Download the badge (PNG)' });
    await download.focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    assert.match(file.suggestedFilename(), /\.png$/);
    const baked = bakedAssertion(await readFile((await file.path())!));
    assert.match(String((JSON.parse(baked ?? '{}') as { id?: unknown }).id), new RegExp(`/assertions/${awarded}$`), 'the PNG carries this assertion');
    assert.deepEqual(errors(), []);
  });

  test('the areas’ pages fit 320 px with the largest text settings, axe clean: the repository and an item, the organizations, the trainings, a badge', async () => {
    // The accessibility drawer's largest text (domain rules/accessibility), set before the app starts.
    const page = await h.newPage({ width: 320, height: 640 });
    await page.addInitScript(() => localStorage.setItem('relais.accessibility', JSON.stringify({ fontSize: 32, lineHeight: 3, letterSpacing: 2.5 })));
    const errors = trackPageErrors(page);
    const items = (await api(admin, 'GET', '/api/v1/repository-items?page[size]=1&fields[repository-items]=title')) as { data: { id: string }[] };
    for (const path of ['/repository', `/repository/${items.data[0]!.id}`, '/organizations', '/trainings', `/open-badges/${badgeId}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px');
      await page.getByRole('contentinfo').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        // What sticks out on the right, to say what to fix.
        wide: [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${typeof element.className === 'string' ? element.className.split(' ').slice(0, 2).join('.') : ''}: ${(element.textContent ?? '').trim().slice(0, 40)}`),
      }));
      assert.ok(scrollWidth <= innerWidth, `${path} scrolls sideways at 320 px: ${scrollWidth} px of content in ${innerWidth} px (${wide.join(' | ')})`);
      await expectNoAxeViolations(page, `${path} at 320 px with the largest text`);
    }
    assert.deepEqual(errors(), []);
  });
});
