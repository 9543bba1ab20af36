import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { INTERRUPTED_RUN_MINUTES } from '@relais/domain';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { getUiState } from '../../../../lib/ui-store.ts';
import { sessionUser } from '../../../../test/fixtures.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { ResourceRoute } from '../../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';
import type { Call } from '../../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });
const MESSAGES = {
  admin: {
    rerunWorkflowRun: 'Run again',
    confirmRerunWorkflowRun: 'Run this workflow again? Its mail or call is made again.',
    workflowRunQueued: 'The run is queued again.',
  },
};

const MESSAGES_BY_STATUS: Record<string, string> = { error: 'The address answered HTTP 500.', success: 'Mail queued to team@example.org.', running: 'Under way.' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const run = (status: string, updatedAt: string) => ({
  type: 'form-workflow-runs',
  id: 'r-1',
  attributes: { status, message: MESSAGES_BY_STATUS[status] ?? null, replacements: { Name: 'Ana' }, position: 0, updatedAt },
  relationships: { workflow: { data: null }, response: { data: null } },
});

/** A server holding one run of the given status, last written `updatedAt`; a PATCH sets it pending. */
function serve(status: string, updatedAt = minutesAgo(1)) {
  let current = status;
  return serveAdmin({
    kinds: [adminKind('form-workflow-runs', 'contacts', { canCreate: false })],
    handler: (call: Call) => {
      if (!call.url.startsWith('/api/v1/form-workflow-runs/r-1')) return undefined;
      if (call.method === 'PATCH') current = 'pending';
      return { body: { data: run(current, updatedAt) } };
    },
  });
}

async function renderRecord() {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: admin, path: '/admin/resources/form-workflow-runs/show/r-1' },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', MESSAGES));
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

describe('a workflow run’s Run again action', () => {
  it('shows a failed run’s message, asks first, then sets it pending and says so', async () => {
    const calls = serve('error');
    await renderRecord();
    // The message is shown as a field and, the run having no name, as its title.
    expect((await screen.findAllByText('The address answered HTTP 500.')).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Run this workflow again? Its mail or call is made again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PATCH', url: '/api/v1/form-workflow-runs/r-1', body: { data: { type: 'form-workflow-runs', id: 'r-1', attributes: { status: 'pending' } } } }]));
    await waitFor(() => expect(getUiState().toast?.message).toBe('The run is queued again.'));
  }, 20_000);

  it('is not offered on a run that did not fail', async () => {
    serve('success');
    await renderRecord();
    // The message is shown as a field and, the run having no name, as its title.
    expect((await screen.findAllByText('Mail queued to team@example.org.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Run again' })).toBeNull();
  }, 20_000);

  it('is offered on a run left running past the limit (the server stopped during it)', async () => {
    serve('running', minutesAgo(INTERRUPTED_RUN_MINUTES + 1));
    await renderRecord();
    expect(await screen.findByRole('button', { name: 'Run again' })).toBeInTheDocument();
  }, 20_000);

  it('is not offered on a run under way', async () => {
    serve('running', minutesAgo(2));
    await renderRecord();
    // The message is shown as a field and, the run having no name, as its title.
    expect((await screen.findAllByText('Under way.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Run again' })).toBeNull();
  }, 20_000);
});
