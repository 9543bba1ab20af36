import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { getUiState } from '../../../../lib/ui-store.ts';
import { sessionUser } from '../../../../test/fixtures.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { ResourceRoute } from '../../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const manager = sessionUser({ roles: [{ type: 'roles', id: 'rental_admin' }], validatedAt: '2025-01-01T00:00:00Z' });
const command = {
  type: 'rental-commands',
  id: 'c1',
  attributes: { rentalStrategy: 'pick_up', startAt: '2026-03-01T00:00:00.000Z', endAt: '2026-03-10T00:00:00.000Z', createdAt: '2026-02-01T09:00:00.000Z', status: 'coming', canEdit: true },
  relationships: { steps: { data: [{ type: 'rental-command-steps', id: 's1' }] }, signedContract: { data: null } },
};
const step = { type: 'rental-command-steps', id: 's1', attributes: { position: 0 }, relationships: { stepType: { data: { type: 'rental-command-step-types', id: 'validation' } }, status: { data: { type: 'rental-command-step-statuses', id: 'waiting' } } } };

describe('a rental command’s Move a step action', () => {
  it('shows the steps as they stand and sets the chosen step’s status, then says so', async () => {
    const calls = serveAdmin({
      kinds: [adminKind('rental-commands', 'rental')],
      handler: (call) => {
        if (call.url.startsWith('/api/v1/rental-commands/c1')) return { body: { data: command } };
        if (call.method === 'PATCH' && call.url.startsWith('/api/v1/rental-command-steps/s1')) return { body: { data: { ...step, relationships: { ...step.relationships, status: { data: { type: 'rental-command-step-statuses', id: 'success' } } } } } };
        if (call.url.startsWith('/api/v1/rental-command-steps')) return { body: { data: [step], meta: { page: { total: 1 } } } };
        if (call.url.startsWith('/api/v1/rental-command-step-types')) return { body: { data: [{ type: 'rental-command-step-types', id: 'validation', attributes: { name: 'Validation' } }], meta: { page: { total: 1 } } } };
        if (call.url.startsWith('/api/v1/rental-command-step-statuses')) return { body: { data: [{ type: 'rental-command-step-statuses', id: 'waiting', attributes: { name: 'Waiting' } }, { type: 'rental-command-step-statuses', id: 'success', attributes: { name: 'Done' } }], meta: { page: { total: 2 } } } };
        return undefined;
      },
    });
    await renderBooted(
      <Routes>
        <Route path="/admin/resources/*" element={<ResourceRoute />} />
      </Routes>,
      { user: manager, path: '/admin/resources/rental-commands/show/c1' },
    );
    await act(applyAdminMessages);
    await act(() => applyMessages('en', { admin: { moveRentalStep: 'Move a step', confirmMoveRentalStep: 'Choose the step.', rentalStepsNow: 'Steps now', rentalStepType: 'Step', rentalStepStatus: 'New status', rentalStepComment: 'Comment', rentalStepCommentHint: 'Read by the member.', rentalStepMoved: 'The step is saved.', downloadContract: 'Download the contract', downloadInvoice: 'Download the invoice', actions: 'Actions' } }));
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Download the contract' })).toHaveAttribute('href', '/api/v1/services/rental-commands/c1/contract');
    await user.click(await screen.findByRole('button', { name: 'Move a step' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Validation: Waiting');
    await user.click(within(dialog).getByRole('button', { name: 'Move a step' }));
    await waitFor(() => expect(getUiState().toast?.message).toBe('The step is saved.'));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ data: { type: 'rental-command-steps', id: 's1', attributes: {}, relationships: { status: { data: { type: 'rental-command-step-statuses', id: 'success' } } } } });
  }, 30_000);

  it('replaces a line’s item by keyboard: the current lines, the other units of its model, then the new line', async () => {
    const lines = [
      { type: 'rental-command-items', id: 'l1', attributes: {}, relationships: { rentalModel: { data: { type: 'rental-models', id: 'm1' } }, item: { data: { type: 'rental-items', id: 'u1' } }, replace: { data: null } } },
      { type: 'rental-command-items', id: 'l2', attributes: {}, relationships: { rentalModel: { data: { type: 'rental-models', id: 'm1' } }, item: { data: { type: 'rental-items', id: 'u2' } }, replace: { data: { type: 'rental-command-items', id: 'l1' } } } },
    ];
    const included = [
      { type: 'rental-models', id: 'm1', attributes: { name: 'Eye tracker' } },
      { type: 'rental-items', id: 'u1', attributes: { stockId: 'ET-1' } },
      { type: 'rental-items', id: 'u2', attributes: { stockId: 'ET-2' } },
    ];
    const units = [included[1], included[2], { type: 'rental-items', id: 'u3', attributes: { stockId: 'ET-3' } }];
    const calls = serveAdmin({
      kinds: [adminKind('rental-commands', 'rental')],
      handler: (call) => {
        if (call.url.startsWith('/api/v1/rental-commands/c1')) return { body: { data: command } };
        if (call.method === 'POST' && call.url.startsWith('/api/v1/rental-command-items')) return { status: 201, body: { data: { type: 'rental-command-items', id: 'l3', attributes: {} } } };
        if (call.url.startsWith('/api/v1/rental-command-items')) return { body: { data: lines, included, meta: { page: { total: 2 } } } };
        if (call.url.startsWith('/api/v1/rental-items')) return { body: { data: units, meta: { page: { total: 3 } } } };
        return undefined;
      },
    });
    await renderBooted(
      <Routes>
        <Route path="/admin/resources/*" element={<ResourceRoute />} />
      </Routes>,
      { user: manager, path: '/admin/resources/rental-commands/show/c1' },
    );
    await act(applyAdminMessages);
    await act(() =>
      applyMessages('en', {
        admin: { actions: 'Actions', moveRentalStep: 'Move a step' },
        rentalInvoices: { replaceLine: 'Replace an item', confirmReplaceLine: 'Choose the line.', replaceLineLabel: 'Line', replaceItemLabel: 'New item', lineReplaced: 'The item is replaced.', lineOption: '{{model}}: {{item}}', noItem: 'no item yet', noOtherItem: 'No other unit.' },
      }),
    );
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Replace an item' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Replace an item' });
    expect(confirm).toBeDisabled();
    within(dialog).getByRole('combobox', { name: 'Line' }).focus();
    await user.keyboard('{ArrowDown}');
    // The replaced line l1 is not offered: only l2, holding ET-2.
    const lineOptions = await screen.findAllByRole('option');
    expect(lineOptions.map((option) => option.textContent)).toEqual(['Eye tracker: ET-2']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'New item' })).not.toHaveAttribute('aria-disabled', 'true'));
    within(dialog).getByRole('combobox', { name: 'New item' }).focus();
    await user.keyboard('{ArrowDown}');
    const unitOptions = await screen.findAllByRole('option');
    expect(unitOptions.map((option) => option.textContent)).toEqual(['ET-1', 'ET-3']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Replace an item' })).toBeEnabled());
    within(dialog).getByRole('button', { name: 'Replace an item' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(getUiState().toast?.message).toBe('The item is replaced.'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      data: {
        type: 'rental-command-items',
        attributes: {},
        relationships: {
          command: { data: { type: 'rental-commands', id: 'c1' } },
          rentalModel: { data: { type: 'rental-models', id: 'm1' } },
          replace: { data: { type: 'rental-command-items', id: 'l2' } },
          item: { data: { type: 'rental-items', id: 'u3' } },
        },
      },
    });
  }, 30_000);
});

describe('the commands list’s Issue last month’s invoices', () => {
  const messages = {
    admin: { actions: 'Actions', create: 'Create' },
    rentalInvoices: {
      issueMonthly: 'Issue last month’s invoices',
      confirmIssueMonthly: 'Write the invoices of the month just over?',
      monthlyIssued_one: '{{count}} invoice written for {{month}}.',
      monthlyIssued: '{{count}} invoices written for {{month}}.',
      monthlyNoneIssued: 'No invoice to write for {{month}}.',
    },
  };
  const renderList = async (user: ReturnType<typeof sessionUser>, written: number[]) => {
    const calls = serveAdmin({
      kinds: [adminKind('rental-commands', 'rental')],
      handler: (call) => {
        if (call.method === 'POST' && call.url === '/api/v1/services/rental-invoices/issue') return { body: { data: { month: '2031-02', written: written.shift() ?? 0 } } };
        if (call.url.startsWith('/api/v1/rental-commands')) return { body: { data: [], meta: { page: { total: 0 } } } };
        return undefined;
      },
    });
    await renderBooted(
      <Routes>
        <Route path="/admin/resources/*" element={<ResourceRoute />} />
      </Routes>,
      { user, path: '/admin/resources/rental-commands' },
    );
    await act(applyAdminMessages);
    await act(() => applyMessages('en', messages));
    return calls;
  };
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('asks first, then writes them with the anti-forgery token and says how many, or that none was left to write', async () => {
    document.cookie = 'XSRF-TOKEN=token-1';
    const calls = await renderList(manager, [2, 0]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Issue last month’s invoices' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Write the invoices of the month just over?');
    const issues = () => calls.filter((call) => call.url === '/api/v1/services/rental-invoices/issue');
    expect(issues()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Issue last month’s invoices' }));
    await waitFor(() => expect(getUiState().toast?.message).toBe('2 invoices written for February 2031.'));
    expect(issues().map((call) => [call.method, call.headers.get('x-xsrf-token')])).toEqual([['POST', 'token-1']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Issue last month’s invoices' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue last month’s invoices' }));
    await waitFor(() => expect(getUiState().toast?.message).toBe('No invoice to write for February 2031.'));
    expect(issues()).toHaveLength(2);
  }, 30_000);

  it('is not offered to someone who does not manage the rentals', async () => {
    await renderList(sessionUser({ validatedAt: '2025-01-01T00:00:00Z' }), []);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue last month’s invoices' })).toBeNull();
  }, 30_000);
});
