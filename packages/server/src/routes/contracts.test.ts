import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';

/**
 * Service and auth calls answer in the shape of a contract (`packages/domain/src/contracts/`), from
 * which the route declares its response schema. The routes below answer no JSON body (bytes, a
 * redirect, the tus upload protocol, or 204); a new route must come with its contract or join them.
 */
const WITHOUT_CONTRACT = new Set([
  'GET /api/v1/services/files/:id/preview',
  'GET /api/v1/services/eqlaat-reports/:id/pdf',
  'GET /api/v1/services/rental-commands/:id/:kind',
  'GET /api/v1/services/rental-commands/:id/signed-contract',
  'GET /api/v1/services/rental-invoices/:id',
  'POST /api/v1/services/rental-commands/:id/signed-contract',
  'GET /api/v1/services/calendar-events/:id/ics',
  'GET /api/v1/services/open-badges/assertions/:id/image',
  'GET /api/v1/services/open-badges/badges/:id/image',
  'GET /api/v1/services/open-badges/assertions/:id/credential',
  // A signed VC-JWT (text), like the credential above.
  'GET /api/v1/services/open-badges/issuers/:id/status-lists/:list',
  'GET /auth/social/:provider/redirect',
  'GET /api/v1/services/users/:id/unsubscribe',
  'GET /api/v1/services/light-users/:id/unsubscribe',
  'GET /api/v1/services/forum-subjects/:id/unfollow',
  'POST /api/v1/services/forum-subjects/:id/unfollow',
  'POST /api/v1/services/uploads',
  'PATCH /api/v1/services/uploads/:id',
  'DELETE /api/v1/services/uploads/:id',
  'POST /api/v1/services/stats/records',
  'PUT /api/v1/services/app-menu-items/tree',
  'DELETE /api/v1/services/secured-files/:id',
  'DELETE /api/v1/services/rental-bookings/mine',
  'DELETE /api/v1/services/users/:id/linked-accounts/:provider',
  'POST /auth/logout',
  'DELETE /auth/two-factor',
]);

describe('every service and auth route declares its answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('has a response schema derived from a contract, but for those with no JSON body', () => {
    const routes = t.app.routeTable.filter(({ url, method }) => (url.startsWith('/api/v1/services') || url.startsWith('/auth') || url.startsWith('/api/v1/auth')) && method !== 'HEAD' && method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((route) => !route.hasResponseSchema).map(({ method, url }) => `${method} ${url}`);
    expect([...new Set(missing)].sort(), JSON.stringify(missing.filter((route) => !WITHOUT_CONTRACT.has(route)))).toEqual([...WITHOUT_CONTRACT].sort());
  });
});
