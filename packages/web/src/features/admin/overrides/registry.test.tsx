import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getUiState } from '../../../lib/ui-store.ts';
import { renderBooted } from '../../../test/render.tsx';
import { sessionUser } from '../../../test/fixtures.ts';
import { ResourceRoute } from '../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../test-support.ts';
import { loadOverride, OVERRIDE_LOADERS, OverridesContext } from './registry.ts';
import type { KindOverride, OverrideLoaders } from './types.ts';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });
const kinds = [adminKind('jobs', 'accounts'), adminKind('roles', 'accounts')];
const nurse = { type: 'jobs', id: 'nurse', attributes: { name: 'Nurse' } };
const jobsServer = () =>
  serveAdmin({
    kinds,
    handler: (call) => {
      if (call.url.startsWith('/api/v1/jobs/nurse')) return { body: { data: nurse } };
      if (call.url.startsWith('/api/v1/jobs') || call.url.startsWith('/api/v1/roles')) return { body: { data: [nurse], meta: { page: { currentPage: 1, perPage: 15, total: 1, lastPage: 1 } } } };
      return undefined;
    },
  });

/** The resource route at `path`, with these overrides in place of the product's. */
async function renderRoute(path: string, loaders: OverrideLoaders) {
  await renderBooted(
    <OverridesContext.Provider value={loaders}>
      <Routes>
        <Route path="/admin/resources/*" element={<ResourceRoute />} />
        <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
    </OverridesContext.Provider>,
    { user: admin, path },
  );
  await act(applyAdminMessages);
}

const only = (override: KindOverride): OverrideLoaders => ({ jobs: async () => ({ override }) });

describe('the back office’s overrides', () => {
  it('falls back to the generic screens for a kind without an override', async () => {
    jobsServer();
    await renderRoute('/admin/resources/roles/index', only({ screens: { index: () => <h1>Custom jobs</h1> } }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.queryByText('Custom jobs')).toBeNull();
    expect(await loadOverride(OVERRIDE_LOADERS, 'jobs')).toEqual({});
  });

  it('replaces a whole screen, and only that one', async () => {
    jobsServer();
    const loaders = only({ screens: { index: ({ resource }) => <h1>Custom {resource.type}</h1> } });
    await renderRoute('/admin/resources/jobs/index', loaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('draws a column’s cells in the grid and on the record', async () => {
    jobsServer();
    const loaders = only({ columns: { name: { renderCell: ({ row }) => <strong>★ {String(row.name)}</strong> } } });
    await renderRoute('/admin/resources/jobs/show/nurse', loaders);
    expect(await screen.findByText('★ Nurse')).toBeInTheDocument();
  });

  it('replaces the input of one field and keeps the others generic', async () => {
    jobsServer();
    const loaders = only({ fields: { name: ({ label }) => <p>Custom input of {label}</p> } });
    await renderRoute('/admin/resources/jobs/update/nurse', loaders);
    expect(await screen.findByText('Custom input of Name')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();
  });

  it('adds record actions that ask first, run, and say so', async () => {
    jobsServer();
    const run = vi.fn(async () => undefined);
    const loaders = only({ actions: [{ name: 'archive', label: () => 'Archive', confirm: () => 'Archive it?', isAvailable: ({ record }) => record.id === 'nurse', run }] });
    await renderRoute('/admin/resources/jobs/show/nurse', loaders);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive: Nurse' });
    expect(dialog).toHaveTextContent('Archive it?');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(expect.objectContaining({ record: expect.objectContaining({ id: 'nurse' }) })));
    await waitFor(() => expect(getUiState().toast?.message).toBe('Done.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an id stand for another record, even of a kind missing from the user’s menu', async () => {
    serveAdmin({ kinds: [] });
    await renderRoute('/admin/resources/jobs/update/mine', only({ aliases: { mine: ({ action }) => <h1>Mine ({action})</h1> } }));
    expect(await screen.findByRole('heading', { name: 'Mine (update)' })).toBeInTheDocument();
  });

  it('sends a kind the user may not see to the dashboard, override or not', async () => {
    serveAdmin({ kinds: [] });
    await renderRoute('/admin/resources/jobs/index', only({ screens: { index: () => <h1>Custom jobs</h1> } }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('holds the product’s overrides: app-env screens, users’ fields and actions, organizations’ aliases', async () => {
    const appEnv = await loadOverride(OVERRIDE_LOADERS, 'app-envs');
    expect(Object.keys(appEnv.screens ?? {}).sort()).toEqual(['create', 'index', 'show', 'update']);
    const users = await loadOverride(OVERRIDE_LOADERS, 'users');
    expect(Object.keys(users.fields ?? {}).sort()).toEqual(['accessLevel', 'roles']);
    expect(users.actions?.map((action) => action.name)).toEqual(['validate', 'refuse', 'impersonate']);
    const organizations = await loadOverride(OVERRIDE_LOADERS, 'organizations');
    expect(Object.keys(organizations.aliases ?? {}).sort()).toEqual(['my-lab', 'my-organization']);
  });
});
