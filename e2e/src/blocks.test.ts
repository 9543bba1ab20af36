import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/** One component of every block type, with the content that makes each draw all it can. */
const EVERY_BLOCK: { name: string; viewId?: string; props: Record<string, unknown> }[] = [
  { name: 'pageHero', props: { title: 'Every block on one page', subtitle: 'A page for checking each block type.', buttons: [{ text: 'Write to us', url: '#contact-section' }] } },
  { name: 'pageTitle', props: { title: 'A section title', subtitle: 'With a subtitle', align: 'center' } },
  { name: 'pageContent', props: { title: 'Cards', display: 'cards', itemsPerRow: 3, items: [{ title: 'First card', content: '<p>Some <strong>rich</strong> text.</p>' }, { title: 'Second card', content: '<p>More text.</p>' }] } },
  { name: 'pageButtons', props: { buttons: [{ text: 'Read the legal notice', url: '/legal/notice' }, { text: 'Terms of use', url: '/legal/terms', outlined: true }] } },
  { name: 'pageImageBanner', props: { title: 'A banner', image: { url: '/services/files/demo-partner-comaccess-lab', alt: '' }, height: 240 } },
  { name: 'pageVideo', props: { title: 'A video', embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
  { name: 'pageTestimonials', props: { title: 'Testimonials', items: [{ name: 'Ana', title: 'Occupational therapist', content: '<p>Useful every week.</p>' }] } },
  { name: 'pageClients', props: { title: 'Partners', clients: [{ name: 'Atelier Mobilité', url: 'https://example.org/atelier-mobilite', image: { url: '/services/files/demo-partner-atelier-mobilite', alt: 'Atelier Mobilité' } }], grayscale: true } },
  { name: 'pageUseCases', props: { title: 'Use cases', items: [{ title: 'At school', content: '<p>A switch for a classroom tablet.</p>' }] } },
  { name: 'pageContact', viewId: 'contact-section', props: { title: 'Contact', address: '1 place du Test\n69000 Lyon', text: '<p>Open on Tuesdays.</p>' } },
  { name: 'pageContactCard', props: { firstName: 'Lou', lastName: 'Martin', title: 'Coordinator', email: 'lou@example.org', phone: '+33 6 12 34 56 78' } },
  { name: 'pageCommunityNumbers', props: { title: 'Numbers' } },
  { name: 'pageCustom', props: { title: 'Custom', html: '<p>Custom <em>HTML</em> content.</p>' } },
  { name: 'pageCharter', props: { title: 'Charter', introduction: 'What we commit to.' } },
];

/** A page written by the admin in one atomic request (page, then its components naming it by lid). */
async function createPage(admin: Page, path: string, title: string, components: typeof EVERY_BLOCK, { relationships = {}, requiresAuth = false }: { relationships?: Record<string, unknown>; requiresAuth?: boolean } = {}) {
  const operations = [
    { op: 'add', data: { type: 'app-pages', lid: 'page', attributes: { path, title, requiresAuth }, relationships } },
    ...components.map((component, position) => ({
      op: 'add',
      data: { type: 'app-page-components', attributes: { name: component.name, position, viewId: component.viewId ?? null, props: component.props }, relationships: { page: { data: { type: 'app-pages', lid: 'page' } } } },
    })),
  ];
  const response = await admin.request.fetch('/api/v1/operations', {
    method: 'POST',
    headers: {
      accept: 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
      'content-type': 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
      'x-xsrf-token': decodeURIComponent((await admin.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''),
      'x-requested-with': 'XMLHttpRequest',
    },
    data: JSON.stringify({ 'atomic:operations': operations }),
  });
  assert.equal(response.status(), 200, await response.text());
}

describe('pages built from every block type', () => {
  let h: Harness;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    await createPage(admin, '/every-block', 'Every block', EVERY_BLOCK);
    await createPage(admin, '/for-editors', 'For editors', [{ name: 'pageTitle', props: { title: 'Editors only' } }], {
      // Roles restrict a page that requires signing in (domain rule canOpenPage).
      requiresAuth: true,
      relationships: { roles: { data: [{ type: 'roles', id: 'app_admin' }] } },
    });
    await api(admin, 'PATCH', '/api/v1/app-envs/main', { data: { type: 'app-envs', id: 'main', attributes: { rlCharterUrl: 'https://example.org/charter', rlCharterTranslatorName: 'Traductions Lyon' } } });
    await api(admin, 'POST', '/api/v1/app-redirections', { data: { type: 'app-redirections', attributes: { fromPath: '/old-blocks', toPath: '/every-block?from=redirect' } } });
    await api(admin, 'POST', '/api/v1/app-short-urls', { data: { type: 'app-short-urls', attributes: { token: 'blocks', url: '/every-block#contact-section' } } });
  });
  after(() => h?.close());

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`a visitor sees every block type, with no axe violation (${name}, ${scheme})`, async () => {
        const page = await h.newPage(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
        const errors = trackPageErrors(page);
        await page.goto('/every-block');
        await page.getByRole('heading', { level: 1, name: 'Every block on one page' }).waitFor();
        for (const heading of ['A section title', 'Cards', 'A banner', 'A video', 'Testimonials', 'Partners', 'Use cases', 'Contact', 'Numbers', 'Custom', 'Charter']) {
          await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        }
        await page.getByText('Lou Martin').first().waitFor();
        // Every block is in its own element: its viewId, or page-section-{position}.
        const sections = await page.locator('main [id^="page-section-"], main #contact-section').count();
        assert.equal(sections, EVERY_BLOCK.length);
        // The whole page, loaded below the fold too (community numbers load when seen).
        await page.getByRole('heading', { name: 'Numbers', exact: true }).scrollIntoViewIfNeeded();
        await page.getByRole('term').first().waitFor();
        await expectNoAxeViolations(page, `/every-block (${name}, ${scheme})`);
        assert.deepEqual(errors(), []);
      });
    }
  }

  test('a redirection keeps the query string, and a short URL leads to its address', async () => {
    const page = await h.newPage();
    await page.goto('/old-blocks?utm_source=letter');
    await page.getByRole('heading', { level: 1, name: 'Every block on one page' }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.pathname, '/every-block');
    assert.equal(url.searchParams.get('from'), 'redirect');
    assert.equal(url.searchParams.get('utm_source'), 'letter');

    await page.goto('/s/blocks');
    await page.getByRole('heading', { level: 1, name: 'Every block on one page' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/every-block');
    assert.equal(new URL(page.url()).hash, '#contact-section');
  });

  test('a page for a role the visitor lacks gives unauthorized; its holder sees it', async () => {
    // A member with no role, made by the admin.
    const suffix = randomBytes(4).toString('hex');
    const account = { email: `blocks-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Bea', lastName: `Blocks${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
    const member = await h.newPage();
    await signInThroughApi(member, account);
    await member.goto('/for-editors');
    await member.waitForURL(/\/errors\/unauthorized/);
    await member.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await member.getByText('Editors only').count(), 0);
    await expectNoAxeViolations(member, 'unauthorized page');
    // A visitor is asked to sign in first.
    const visitor = await h.newPage();
    await visitor.goto('/for-editors');
    await visitor.waitForURL(/\/auth\/sign-in\?redirectUrl=%2Ffor-editors/);
    await admin.goto('/for-editors');
    await admin.getByRole('heading', { level: 1, name: 'Editors only' }).waitFor();
  });
});
