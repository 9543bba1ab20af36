import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardAnswer, adminKindsAnswer, registry } from '@relais/domain';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';

describe.each(TEST_DATABASES)('the back office services on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FEATURES_DISABLED: 'coupons' } });
    const ctx = systemContext(t.database.db);
    for (const name of ['Lab one', 'Lab two', 'Lab three']) await createThrough(ctx, 'organizations', { name, unitName: 'Unit' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/services/admin/${url}`, headers });

  it('asks a visitor to sign in', async () => {
    expect((await get('kinds')).statusCode).toBe(401);
    expect((await get('dashboard')).statusCode).toBe(401);
  });

  it('lists every kind with a category to an admin, in the menu order, except those whose feature is off', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const answer = adminKindsAnswer.parse((await get('kinds', admin.headers)).json());
    const expected = registry.resources.filter((resource) => resource.adminCategory && resource.feature !== 'coupons').map((resource) => resource.type);
    expect(answer.data.map((entry) => entry.type).sort()).toEqual([...expected].sort());
    expect(answer.data.map((entry) => entry.type)).not.toContain('coupons');
    expect(answer.data.find((entry) => entry.type === 'organizations')).toEqual({ type: 'organizations', category: 'accounts', canCreate: true, softDelete: expect.any(Boolean) });
    expect(answer.data[0]!.category).toBe('application');
    expect(answer.meta).toEqual({ appMenuItems: true, stats: true });
  });

  it('shows an app admin the application kinds only, and a member nothing', async () => {
    const appAdmin = await signIn(t, { roles: ['app_admin'] });
    const answer = adminKindsAnswer.parse((await get('kinds', appAdmin.headers)).json());
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((entry) => entry.category === 'application')).toBe(true);
    expect(answer.data.map((entry) => entry.type)).not.toContain('users');
    expect(answer.meta).toEqual({ appMenuItems: true, stats: false });

    const member = await signIn(t);
    expect(adminKindsAnswer.parse((await get('kinds', member.headers)).json())).toEqual({ data: [], meta: { appMenuItems: false, stats: false } });
    expect(adminDashboardAnswer.parse((await get('dashboard', member.headers)).json()).data).toEqual({ counts: [], pendingValidationRequests: null, pendingPublicationRequests: null });
  });

  it('offers the statistics category to a holder of a statistics role, without banned origins', async () => {
    const downloads = await signIn(t, { roles: ['stats_downloads'] });
    expect(adminKindsAnswer.parse((await get('kinds', downloads.headers)).json())).toEqual({ data: [], meta: { appMenuItems: false, stats: true } });
  });

  it('counts, for the dashboard, the rows of each kind the user may read', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const { data } = adminDashboardAnswer.parse((await get('dashboard', admin.headers)).json());
    expect(data.counts.find((entry) => entry.type === 'organizations')).toEqual({ type: 'organizations', category: 'accounts', count: 3 });
    expect(data.counts.find((entry) => entry.type === 'roles')!.count).toBeGreaterThanOrEqual(7);
    expect(data.pendingValidationRequests).toBe(0);
    expect(data.pendingPublicationRequests).toBe(0);
  });

  it('counts the publication requests waiting for a decision, not the decided ones', async () => {
    const ctx = systemContext(t.database.db);
    const post = await createThrough(ctx, 'blog-posts', { title: 'Waiting' });
    await createThrough(ctx, 'publication-requests', { description: 'Please' }, { publishable: ['blog-posts', post] });
    await createThrough(ctx, 'publication-requests', { description: 'Done', status: 'refused', refuseReason: 'No' }, { publishable: ['blog-posts', post] });
    const admin = await signIn(t, { isAdmin: true });
    expect(adminDashboardAnswer.parse((await get('dashboard', admin.headers)).json()).data.pendingPublicationRequests).toBe(1);
  });
});
