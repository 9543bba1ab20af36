import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ROLES } from '@relais/domain';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { getUiState } from '../../../lib/ui-store.ts';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { ResourceRoute } from '../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../test-support.ts';
import type { Call } from '../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });
const page = (data: unknown[]) => ({ data, meta: { page: { currentPage: 1, perPage: 100, total: data.length, lastPage: 1 } } });
const MESSAGES = {
  admin: { settingsTitle: 'Platform settings', settingsGeneral: 'General', settingsCharter: 'Charter', settingsRental: 'Rental', validate: 'Validate', refuse: 'Refuse', impersonate: 'Act as this user', myOrganizationTitle: 'My organization: {{name}}' },
};

async function renderRoute(path: string, { features = {} }: { features?: Parameters<typeof featuresOn>[0] } = {}, user = admin) {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
      <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { user, path, environment: { features: featuresOn({ organizations: true, ...features }) } },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', MESSAGES));
}

describe('the app-env settings form', () => {
  const serve = () => {
    let stored: string | null = null;
    return serveAdmin({
      kinds: [adminKind('app-envs', 'application'), adminKind('files', 'application'), adminKind('access-levels', 'accounts')],
      handler: (call: Call) => {
        if (call.url.startsWith('/api/v1/app-envs/main')) {
          if (call.method === 'PATCH') stored = (call.body as { data: { attributes: { rlCharterUrl: string } } }).data.attributes.rlCharterUrl;
          const attributes = { initialized: true, rlCharterUrl: stored, translations: {} };
          return { body: { data: { type: 'app-envs', id: 'main', attributes } } };
        }
        return call.method === 'GET' ? { body: page([]) } : undefined;
      },
    });
  };

  it('stands for the index, the record and the edit screen: one form of `main`, in sections, without a feature that is off', async () => {
    serve();
    await renderRoute('/admin/resources/app-envs/index', { features: { rental: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'General' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Charter' })).getByRole('textbox', { name: 'Rl charter url' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rental' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Rental max items' })).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  }, 20_000);

  it('saves what changed through the data layer, says so and stays', async () => {
    const calls = serve();
    await renderRoute('/admin/resources/app-envs/update/main', { features: { rental: true } });
    expect(await screen.findByRole('region', { name: 'Rental' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Rl charter url' }));
    await user.paste('https://example.org/charter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getUiState().toast?.message).toBe('Done.'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/v1/app-envs/main', body: { data: { type: 'app-envs', id: 'main', attributes: { rlCharterUrl: 'https://example.org/charter' } } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('https://example.org/charter')).toBeInTheDocument();
  }, 20_000);
});

describe('the users’ overrides', () => {
  const ada = { type: 'users', id: 'u-ada', attributes: { firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', email: 'ada@example.org', validatedAt: null, isAdmin: false }, relationships: { roles: { data: [{ type: 'roles', id: 'contributor' }] }, accessLevel: { data: null } } };
  const serve = () =>
    serveAdmin({
      kinds: [adminKind('users', 'accounts'), adminKind('roles', 'accounts'), adminKind('access-levels', 'accounts')],
      handler: (call: Call) => {
        if (call.url.startsWith('/api/v1/users/u-ada')) return { body: { data: ada } };
        if (call.url.startsWith('/api/v1/services/users/u-ada/validation')) return { body: { data: { ...ada, attributes: { ...ada.attributes, validatedAt: '2026-01-01T00:00:00Z' } }, jsonapi: { version: '1.1' } } };
        if (call.url.startsWith('/api/v1/roles')) return { body: page(ROLES.map((id) => ({ type: 'roles', id, attributes: { name: `Role ${id}` } }))) };
        return call.method === 'GET' ? { body: page([]) } : undefined;
      },
    });

  it('chooses roles among the spec’s with checkboxes and the access level among the levels', async () => {
    const calls = serve();
    await renderRoute('/admin/resources/users/update/u-ada');
    const roles = await screen.findByRole('group', { name: 'Roles' });
    await waitFor(() => expect(within(roles).getAllByRole('checkbox')).toHaveLength(ROLES.length));
    expect(within(roles).getByRole('checkbox', { name: 'Role contributor' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup')).getAllByRole('radio')).toHaveLength(6);
    const user = userEvent.setup();
    await user.click(within(roles).getByRole('checkbox', { name: 'Role admin' }));
    await user.click(screen.getByRole('radio', { name: 'Member level 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect((calls.find((call) => call.method === 'PATCH')!.body as { data: { relationships: unknown } }).data.relationships).toEqual({
      roles: { data: [{ type: 'roles', id: 'admin' }, { type: 'roles', id: 'contributor' }] },
      accessLevel: { data: { type: 'access-levels', id: 'member_level_1' } },
    });
  }, 20_000);

  it('validates an account from its record through the service call', async () => {
    const calls = serve();
    await renderRoute('/admin/resources/users/show/u-ada');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/v1/services/users/u-ada/validation', body: { decision: 'validate' } }));
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act as this user' })).toBeInTheDocument();
  });
});

describe('my organization', () => {
  const acme = { type: 'organizations', id: 'org-1', name: 'Acme' };
  const member = sessionUser({ validatedAt: '2025-01-01T00:00:00Z', roles: [{ type: 'roles', id: 'organization_admin' }], organizations: [acme], actingAsOrganization: acme });
  const serve = (administrators: string[]) =>
    serveAdmin({
      kinds: [],
      handler: (call: Call) => {
        if (call.url.startsWith('/api/v1/organizations/org-1')) {
          return { body: { data: { type: 'organizations', id: 'org-1', attributes: { name: 'Acme', translations: {} }, relationships: { administrators: { data: administrators.map((id) => ({ type: 'users', id })) } } } } };
        }
        return call.method === 'GET' ? { body: page([]) } : undefined;
      },
    });

  it('opens the edit form of the organization an administrator of it acts for, though the kind is not in their menu', async () => {
    serve([member.id]);
    await renderRoute('/admin/resources/organizations/update/my-organization', {}, member);
    expect(await screen.findByRole('heading', { level: 1, name: 'My organization: Acme' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme');
    // Its privileged fields stay the platform administrators'.
    expect(screen.queryByRole('textbox', { name: /Admin only note/ })).toBeNull();
  }, 20_000);

  it('sends a member who does not administer it to the dashboard', async () => {
    serve(['someone-else']);
    await renderRoute('/admin/resources/organizations/update/my-organization', {}, member);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a user acting for no organization to the dashboard', async () => {
    serve([member.id]);
    await renderRoute('/admin/resources/organizations/update/my-organization', {}, { ...member, actingAsOrganization: null });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('opens my-lab only when the labs feature is on', async () => {
    serve([member.id]);
    await renderRoute('/admin/resources/organizations/update/my-lab', { features: { labs: false } }, member);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
