import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Training resources and requests on the site (the demo's /training-resources and /training-requests):
 * a member finds a resource and reviews it; a member asks for a missing resource and the bell tells
 * them when a resource answers it. Each by keyboard alone, with axe in light and dark. Its own
 * resource is written through the API first, so nothing depends on the demo's records.
 */
const suffix = randomBytes(3).toString('hex');
const RESOURCE = `Scanning games for the kitchen table ${suffix}`;
const ASKED = `Switch games for teenagers ${suffix}`;
const ANSWER = `Switch games teenagers enjoy ${suffix}`;
const CHANGED = `Switch games for teenagers and adults ${suffix}`;

const atPath = (page: Page, test: (path: string) => boolean) => page.waitForURL((url) => test(url.pathname));

describe('training resources and requests', () => {
  let h: Harness;
  let admin: Page;
  let resourceId: string;
  const accounts = ['light', 'dark', 'asker'].map((name) => ({ email: `training-${name}-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x`, name }));
  const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
    ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;

  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    resourceId = await created(
      'training-resources',
      { title: RESOURCE, description: '<p>Six games to practise single-switch scanning during meals.</p>', source: 'Family association for AAC', licenseId: 'CC-BY-4.0', publishedAt: new Date(Date.now() - 60_000).toISOString() },
      { resourceType: { data: { type: 'training-resource-types', id: 'guide' } }, themes: { data: [{ type: 'training-resource-themes', id: 'access' }] } },
    );
    const now = new Date().toISOString();
    for (const account of accounts) {
      await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Robin', lastName: `Training${account.name}${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
    }
  });
  after(() => h?.close());

  for (const [scheme, viewport, index] of [
    ['light', DESKTOP, 0],
    ['dark', MOBILE, 1],
  ] as const) {
    test(`a member finds a resource by its type and words and reviews it, by keyboard alone (${scheme}, ${viewport.width} px)`, async () => {
      const page = await h.newPage(viewport);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      await signInThroughApi(page, accounts[index]!);
      const errors = trackPageErrors(page);
      await page.goto('/training-resources');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoAxeViolations(page, `/training-resources (${scheme})`);

      // Search by words and type: the address holds them.
      await page.getByRole('searchbox', { name: 'Search the training resources' }).focus();
      await page.keyboard.type(suffix);
      await page.getByRole('combobox', { name: 'Type' }).focus();
      await page.keyboard.type('Guide');
      assert.equal(await page.getByRole('combobox', { name: 'Type' }).inputValue(), 'guide');
      await page.getByRole('button', { name: 'Search', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === suffix && url.searchParams.get('type') === 'guide');
      await page.getByText('1 resource found').waitFor();
      const link = page.getByRole('link', { name: RESOURCE });
      await link.focus();
      await page.keyboard.press('Enter');
      await atPath(page, (path) => path === `/training-resources/${resourceId}`);
      await page.getByRole('heading', { level: 1, name: RESOURCE }).waitFor();
      assert.equal(await page.title(), `Relais - ${RESOURCE}`);
      await page.getByText('Six games to practise single-switch scanning during meals.').waitFor();
      await page.getByText('Family association for AAC').waitFor();
      await expectNoAxeViolations(page, `/training-resources/:resource (${scheme})`);

      // Write a review: a project for eight people, rated 4 out of 5.
      const write = page.getByRole('button', { name: 'Review this resource' });
      await write.focus();
      await page.keyboard.press('Enter');
      const objective = page.getByRole('combobox', { name: /^What did you use it for\?/ });
      await objective.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SELECT');
      await page.keyboard.type('For a project');
      assert.equal(await objective.inputValue(), 'project');
      await page.getByRole('spinbutton', { name: 'How many people did it reach?' }).focus();
      await page.keyboard.type('8');
      await page.getByRole('radio', { name: '4 out of 5' }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('textbox', { name: 'What did you think of it?' }).focus();
      await page.keyboard.type('The children loved the toast game.');
      await expectNoAxeViolations(page, `the review form (${scheme})`);
      await page.getByRole('button', { name: 'Send my review' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Your review is sent. Thank you!' }).first().waitFor();
      await page.getByText('You rated it 4 out of 5.').waitFor();
      await page.getByText(index === 0 ? 'Rated 4 out of 5 (1 review)' : /^Rated [\d.]+ out of 5 \(2 reviews\)$/).waitFor();

      // The review's own screen.
      const open = page.getByRole('link', { name: 'Open my review' });
      await open.focus();
      await page.keyboard.press('Enter');
      await atPath(page, (path) => path.startsWith('/training-resources/reviews/'));
      await page.getByRole('heading', { level: 1, name: `Review of “${RESOURCE}”` }).waitFor();
      await page.getByText('The children loved the toast game.').waitFor();
      await expectNoAxeViolations(page, `/training-resources/reviews/:review (${scheme})`);
      assert.deepEqual(errors(), []);
    });
  }

  test('a member asks for a missing resource and the bell tells them when a resource answers it, by keyboard alone', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, accounts[2]!);
    const errors = trackPageErrors(page);
    await page.goto('/training-requests');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(page, '/training-requests');
    const ask = page.getByRole('button', { name: 'Ask for a resource' });
    await ask.focus();
    await page.keyboard.press('Enter');
    // The form opens with its first field focused.
    await page.getByRole('textbox', { name: 'What resource are you looking for?' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await page.keyboard.type(ASKED);
    await page.getByRole('textbox', { name: 'What should it hold?' }).focus();
    await page.keyboard.type('Games that are not for little children.');
    await page.getByRole('textbox', { name: 'A page that inspires you' }).focus();
    await page.keyboard.type('https://example.org/teen-switch-games');
    await page.getByRole('combobox', { name: 'Type of resource' }).focus();
    await page.keyboard.type('Guide');
    const theme = page.getByRole('checkbox', { name: 'Access and switches' });
    await theme.focus();
    await page.keyboard.press('Space');
    assert.equal(await theme.isChecked(), true);
    await expectNoAxeViolations(page, 'the request form');
    await page.getByRole('button', { name: 'Send my request' }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => /^\/training-requests\/[0-9a-f-]{36}$/.test(path));
    await page.getByRole('heading', { level: 1, name: ASKED }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your request is published' }).first().waitFor();
    await page.getByText('No resource answers it yet.').waitFor();
    await expectNoAxeViolations(page, '/training-requests/:request');
    const requestId = new URL(page.url()).pathname.split('/').pop()!;

    // Its writer changes it on its screen: the form comes filled with what it says.
    await page.getByRole('button', { name: 'Change my request' }).focus();
    await page.keyboard.press('Enter');
    const title = page.getByRole('textbox', { name: 'What resource are you looking for?' });
    await title.waitFor();
    assert.equal(await title.inputValue(), ASKED);
    assert.equal(await page.getByRole('textbox', { name: 'What should it hold?' }).inputValue(), 'Games that are not for little children.');
    assert.equal(await page.getByRole('checkbox', { name: 'Access and switches' }).isChecked(), true);
    await title.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(CHANGED);
    await expectNoAxeViolations(page, 'the request edit form');
    await page.getByRole('button', { name: 'Save the changes' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Your request is changed.' }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: CHANGED }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'What resource are you looking for?' }).count(), 0);

    // A contributor (the admin here) links a new resource to the request.
    const answerId = await created(
      'training-resources',
      { title: ANSWER, description: '<p>Ten games with one switch, for teenagers.</p>', publishedAt: new Date(Date.now() - 60_000).toISOString() },
      { originalRequests: { data: [{ type: 'training-resource-requests', id: requestId }] } },
    );

    await page.goto('/training-requests');
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('menuitem', { name: /A resource now answers your request\./ });
    await notice.waitFor();
    assert.equal(await notice.getAttribute('href'), `/training-resources/${answerId}`);
    await notice.focus();
    await page.keyboard.press('Enter');
    await atPath(page, (path) => path === `/training-resources/${answerId}`);
    await page.getByRole('heading', { level: 1, name: ANSWER }).waitFor();
    await page.getByRole('link', { name: CHANGED }).waitFor();
    await expectNoAxeViolations(page, '/training-resources/:resource (answer)');

    // The request now lists its answer.
    await page.goto(`/training-requests/${requestId}`);
    await page.getByRole('link', { name: ANSWER }).waitFor();
    assert.deepEqual(errors(), []);
  });
});
