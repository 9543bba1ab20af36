import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/** The map is drawn when asked: its button, by keyboard, then the map ready (and focused). */
async function showMap(page: Page) {
  const button = page.getByRole('button', { name: 'Show the map' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-map-ready="true"]').waitFor();
}

/**
 * The organizations on the site (issue 24 items 5–8): the demo's /organizations holds the map and the
 * table; a visitor uses both by keyboard alone, in light and dark, and opens an organization's page;
 * an organization's administrator changes its page and records this year's state. The test's own
 * organizations are written through the API first: one far north (never clustered), its
 * administrator, and twenty close to one another (always a cluster). No tile server: the map works offline.
 */
const suffix = randomBytes(3).toString('hex');
const NAME = `Aurora E2E lab ${suffix}`;
const SLUG = `aurora-${suffix}`;
const YEAR = new Date().getFullYear();

const focusedTitle = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('title') ?? null);

/** Tabs through the map (from its box) until the focused marker's name matches; fails after `limit` presses. */
async function tabToMarker(page: Page, name: RegExp, limit = 120): Promise<string> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const title = await focusedTitle(page);
    if (title && name.test(title)) return title;
  }
  throw new Error(`No marker named ${name} within ${limit} tab presses.`);
}

describe('the organizations', () => {
  let h: Harness;
  let admin: Page;
  let organizationId: string;
  const manager = { email: `org-admin-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };

  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const created = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      ((await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } })) as { data: { id: string } }).data.id;
    const now = new Date().toISOString();
    const managerId = await created('users', { firstName: 'Olga', lastName: `Manager${suffix}`, email: manager.email, password: manager.password, emailVerifiedAt: now, validatedAt: now });
    organizationId = await created(
      'organizations',
      { name: NAME, slug: SLUG, country: 'IS', latitude: 64.1466, longitude: -21.9426, shortDescription: 'A lab at the edge of the map.', contactEmail: `aurora-${suffix}@example.test` },
      { accessLevel: { data: { type: 'access-levels', id: 'member_level_2' } }, administrators: { data: [{ type: 'users', id: managerId }] } },
    );
    await api(admin, 'PATCH', `/api/v1/users/${managerId}`, { data: { type: 'users', id: managerId, relationships: { organizations: { data: [{ type: 'organizations', id: organizationId }] } } } });
    // Twenty workshops a few hundred metres apart: a cluster at any zoom that shows the whole map.
    for (let index = 0; index < 20; index += 1) {
      await created('organizations', { name: `Cluster workshop ${index} ${suffix}`, latitude: 45.75 + index * 0.002, longitude: 4.85 + index * 0.002 }, { accessLevel: { data: { type: 'access-levels', id: 'contact' } } });
    }
  });
  after(() => h?.close());

  test('the first screen of /organizations is drawn on the server with its organizations in it', async () => {
    const response = await admin.request.get(`${h.baseUrl}/organizations`, { headers: { accept: 'text/html' } });
    assert.equal(response.status(), 200);
    const html = await response.text();
    assert.ok(html.includes(NAME), 'the table and the map’s list are in the document');
    assert.ok(html.includes('Fab Lab Solidaire'), 'the demo’s organizations are in the document');
    // The map's code is not among what the page preloads: it comes once the map is on screen.
    assert.ok(!/leaflet/i.test(html.match(/<link rel="modulepreload"[^>]*>/g)?.join('') ?? ''));
  });

  for (const [scheme, viewport] of [
    ['light', DESKTOP],
    ['dark', MOBILE],
  ] as const) {
    test(`a visitor finds an organization with the table and with the map, by keyboard alone (${scheme}, ${viewport.width} px)`, async () => {
      const page = await h.newPage(viewport);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      const errors = trackPageErrors(page);
      await page.goto('/organizations');
      await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
      await showMap(page);
      await expectNoAxeViolations(page, `/organizations (${scheme})`);

      // The table: search, then open the organization from its row.
      const search = page.getByRole('searchbox', { name: 'Search the organizations' });
      await search.focus();
      await page.keyboard.type(suffix.length ? `Aurora E2E lab ${suffix}` : '');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === NAME);
      await page.getByRole('status').filter({ hasText: '1 organization' }).waitFor();
      const row = page.getByRole('table').getByRole('link', { name: NAME });
      await row.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/organizations/${SLUG}`);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      assert.equal(await page.title(), `Relais - ${NAME}`);
      await page.getByText('A lab at the edge of the map.').waitFor();
      await page.getByRole('link', { name: `aurora-${suffix}@example.test` }).waitFor();
      await showMap(page);
      await expectNoAxeViolations(page, `/organizations/:id (${scheme})`);
      // Back to the list, by the page's own link.
      const back = page.getByRole('link', { name: 'All the organizations' });
      await back.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/organizations');

      // The map: Tab from its box to the organization's marker, Enter opens its bubble with the link focused, Enter follows it.
      await showMap(page);
      await page.getByLabel('Map: Organizations').focus();
      await tabToMarker(page, new RegExp(`^${NAME}$`));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-organization-link') === true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/organizations/${SLUG}`);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

      // A cluster: Enter zooms in on what it holds, the focus back on the map, fewer organizations in each group.
      await page.goto('/organizations');
      await showMap(page);
      await page.getByLabel('Map: Organizations').focus();
      const cluster = await tabToMarker(page, /^2\d organizations here: zoom in$/);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Map: Organizations');
      await page.waitForFunction((before) => !Array.from(document.querySelectorAll('.leaflet-marker-icon')).some((marker) => marker.getAttribute('title') === before), cluster);

      // The same organizations as a list, for whoever does not use the map: the skip link leads to it.
      const list = page.locator('details summary');
      await list.focus();
      await page.keyboard.press('Enter');
      await page.locator('details').getByRole('link', { name: NAME }).waitFor();
      await expectNoAxeViolations(page, `/organizations, map zoomed and list open (${scheme})`);
      assert.deepEqual(errors(), []);
    });
  }

  test('a missing organization is the not-found screen', async () => {
    const page = await h.newPage(DESKTOP);
    await page.goto(`/organizations/no-such-organization-${suffix}`);
    await page.waitForURL((url) => url.pathname === '/errors/not-found');
  });

  test('an organization’s administrator edits its page and records this year’s state, by keyboard alone', async () => {
    const page = await h.newPage(DESKTOP);
    await signInThroughApi(page, manager);
    const errors = trackPageErrors(page);
    await page.goto(`/organizations/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

    const edit = page.getByRole('button', { name: 'Edit the page' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const short = page.getByRole('textbox', { name: 'Short description' });
    await short.waitFor();
    await short.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Open every Thursday evening ${suffix}.`);
    // Bad input first: a latitude out of bounds is refused on its field.
    const latitude = page.getByRole('textbox', { name: 'Latitude' });
    await latitude.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('123');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('A number between -90 and 90.').waitFor();
    await expectNoAxeViolations(page, '/organizations/:id (editing)');
    await latitude.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('64.15');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The page is saved' }).first().waitFor();
    await page.getByText(`Open every Thursday evening ${suffix}.`).waitFor();

    // This year's state: recorded from the page, its rich text typed.
    const record = page.getByRole('button', { name: `Record ${YEAR}` });
    await record.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true');
    await page.keyboard.type(`Lent 12 switches in ${YEAR}.`);
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `${YEAR} saved` }).first().waitFor();
    await page.getByText(`Lent 12 switches in ${YEAR}.`).waitFor();
    // And changed again, still open.
    const editYear = page.getByRole('button', { name: `Edit ${YEAR}` });
    await editYear.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true');
    await page.keyboard.press('End');
    await page.keyboard.type(' And 3 eye trackers.');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Lent 12 switches in ${YEAR}. And 3 eye trackers.`).waitFor();
    // Checked from the top: scrolled down to the years, the map's button sat half under the sticky
    // top bar, which axe's target-size counts against whatever the scroll leaves partly covered.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, '/organizations/:id (administrator)');

    // What a visitor then reads, drawn by the server with the change (the document itself holds
    // the page), then taken over by the browser without drawing it again; and a visitor is offered
    // no way to change it.
    const visitor = await h.newPage(DESKTOP);
    const visitorErrors = trackPageErrors(visitor);
    const html = await (await visitor.request.get(`/organizations/${SLUG}`, { headers: { accept: 'text/html' } })).text();
    const root = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    assert.ok(root.includes(NAME) && root.includes(`Open every Thursday evening ${suffix}.`), 'the document carries the drawn page');
    await visitor.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
      });
    });
    await visitor.goto(`/organizations/${SLUG}`);
    await visitor.getByText(`Open every Thursday evening ${suffix}.`).waitFor();
    await visitor.getByText(`Lent 12 switches in ${YEAR}. And 3 eye trackers.`).waitFor();
    assert.equal(await visitor.evaluate(() => document.querySelector('h1') === (window as unknown as { drawnHeading: Element | null }).drawnHeading), true, 'hydrated, not drawn again');
    assert.deepEqual(visitorErrors(), [], 'no hydration mismatch nor any error');
    assert.equal(await visitor.getByRole('button', { name: 'Edit the page' }).count(), 0);
    assert.equal(await visitor.getByRole('button', { name: `Edit ${YEAR}` }).count(), 0);
    assert.deepEqual(errors(), []);
  });
});
