import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../test/render.tsx';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { adminKind, serveAdmin } from '../test-support.ts';
import { AdminMenu, menuSections } from './admin-menu.tsx';

afterEach(() => vi.unstubAllGlobals());

const kinds = [adminKind('languages', 'application'), adminKind('app-menu-items', 'application'), adminKind('jobs', 'accounts'), adminKind('organizations', 'accounts'), adminKind('admin-tags', 'community')];

describe('the admin menu', () => {
  it('groups the kinds the user may see by category, in the spec’s order; app-menu-items apart for app admins', () => {
    const { sections, hasAppMenuItems } = menuSections({ data: kinds, meta: { appMenuItems: true, stats: false } });
    expect(hasAppMenuItems).toBe(true);
    expect(sections.map((section) => [section.category, section.kinds.map((kind) => kind.type)])).toEqual([
      ['application', ['languages']],
      ['accounts', ['jobs', 'organizations']],
      ['community', ['admin-tags']],
    ]);
    // Not an app admin: the kind stays in its category.
    expect(menuSections({ data: kinds, meta: { appMenuItems: false, stats: false } }).sections[0]!.kinds.map((kind) => kind.type)).toEqual(['languages', 'app-menu-items']);
  });

  it('shows the statistics category to those who may read the statistics, even without banned origins', () => {
    const withStats = [...kinds, adminKind('stats-banned-origins', 'stats')];
    expect(menuSections({ data: withStats, meta: { appMenuItems: false, stats: false } }).sections.map((section) => section.category)).not.toContain('stats');
    expect(menuSections({ data: withStats, meta: { appMenuItems: false, stats: true } }).sections.map((section) => section.category)).toContain('stats');
    expect(menuSections({ data: kinds, meta: { appMenuItems: false, stats: true } }).sections.at(-1)).toEqual({ category: 'stats', kinds: [] });
  });

  it('lists the statistics screen, then banned origins, under the statistics category', async () => {
    serveAdmin({ kinds: [...kinds, adminKind('stats-banned-origins', 'stats')], stats: true });
    await renderBooted(<AdminMenu isMini={false} />, { path: '/admin/stats', user: sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' }) });
    await act(() => applyMessages('en', { admin: { statsTitle: 'Statistics' }, kinds: { 'stats-banned-origins': 'Banned origins' }, adminCategories: { stats: 'Statistics' } }));
    const stats = await screen.findByRole('list', { name: 'Statistics' });
    expect(within(stats).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/stats', '/admin/resources/stats-banned-origins/index']);
    expect(within(stats).getByRole('link', { name: 'Banned origins' })).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the dashboard, then each category under its heading with links to the kinds’ screens', async () => {
    serveAdmin({ kinds, appMenuItems: true });
    await renderBooted(<AdminMenu isMini={false} />, { path: '/admin/resources/jobs/index', user: sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' }) });
    await act(() => applyMessages('en', { shell: { dashboard: 'Dashboard' }, kinds: { jobs: 'Professions', 'app-menu-items': 'Menu items' }, adminCategories: { accounts: 'Accounts' } }));
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    // Kinds without a message yet read as their humanised type.
    expect(within(accounts).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/resources/jobs/index', '/admin/resources/organizations/index']);
    expect(within(accounts).getByRole('link', { name: 'Organizations' })).toBeInTheDocument();
    expect(within(accounts).getByRole('link', { name: 'Professions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Menu items' })).toHaveAttribute('href', '/admin/resources/app-menu-items/index');
    expect(screen.queryByRole('list', { name: 'Statistics' })).toBeNull();
  });

  it('leads an organization admin acting for an organization to it, and to it as a lab when labs are on', async () => {
    const acme = { type: 'organizations', id: 'org-1', name: 'Acme' };
    const member = sessionUser({ validatedAt: '2025-01-01T00:00:00Z', roles: [{ type: 'roles', id: 'organization_admin' }], organizations: [acme], actingAsOrganization: acme });
    serveAdmin({ kinds: [] });
    await renderBooted(<AdminMenu isMini={false} />, { path: '/admin/dashboard', user: member, environment: { features: featuresOn({ organizations: true, labs: true }) } });
    await act(() => applyMessages('en', { admin: { myOrganization: 'My organization', myLab: 'My lab' } }));
    expect(await screen.findByRole('link', { name: 'My organization' })).toHaveAttribute('href', '/admin/resources/organizations/update/my-organization');
    expect(screen.getByRole('link', { name: 'My lab' })).toHaveAttribute('href', '/admin/resources/organizations/update/my-lab');
  });

  it('offers no organization of one’s own to a member without the role, or acting for none', async () => {
    const acme = { type: 'organizations', id: 'org-1', name: 'Acme' };
    serveAdmin({ kinds: [] });
    const features = featuresOn({ organizations: true, labs: true });
    const { unmount } = await renderBooted(<AdminMenu isMini={false} />, { path: '/admin/dashboard', user: sessionUser({ validatedAt: '2025-01-01T00:00:00Z', organizations: [acme], actingAsOrganization: acme }), environment: { features } });
    await screen.findByRole('link', { name: /Back to the site|backToSite/ });
    expect(screen.queryByRole('link', { name: /myOrganization|My organization/ })).toBeNull();
    unmount();
    await renderBooted(<AdminMenu isMini={false} />, { path: '/admin/dashboard', user: sessionUser({ validatedAt: '2025-01-01T00:00:00Z', roles: [{ type: 'roles', id: 'organization_admin' }], actingAsOrganization: null }), environment: { features } });
    await screen.findByRole('link', { name: /Back to the site|backToSite/ });
    expect(screen.queryByRole('link', { name: /myOrganization|My organization/ })).toBeNull();
  });
});
