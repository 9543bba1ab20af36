import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../test/render.tsx';
import { sessionUser } from '../../../test/fixtures.ts';
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
});
