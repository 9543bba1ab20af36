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
});
