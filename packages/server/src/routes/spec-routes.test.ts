import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ROUTES, SPEC_ROUTES_NOT_YET } from '@relais/domain';
import { DEMO_PAGES } from '../seed/demo/index.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';

/**
 * The route walk's server half (issue 29 item 6; the screens' half is the web's
 * app/router/spec-routes.test.tsx): every spec route that is an editable page is a page of the demo,
 * and every one that answers a file is a route of the server; those not yet built are still missing.
 */
describe('the spec’s page and file routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it('has every page route among the demo’s pages', () => {
    const demo = new Set(DEMO_PAGES.map((page) => page.path));
    const pages = SPEC_ROUTES.filter((route) => route.kind === 'page');
    expect(pages.length).toBeGreaterThan(5);
    for (const route of pages) expect(demo.has(route.path), route.path).toBe(!SPEC_ROUTES_NOT_YET.includes(route.path));
  });

  it('has every file route on the server, and none of those not yet built', () => {
    const files = SPEC_ROUTES.filter((route) => route.kind === 'file');
    expect(files.length).toBeGreaterThan(1);
    for (const route of files) expect(t.app.hasRoute({ method: 'GET', url: route.path }), route.path).toBe(!SPEC_ROUTES_NOT_YET.includes(route.path));
  });
});
