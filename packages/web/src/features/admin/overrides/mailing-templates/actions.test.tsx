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
import type { Call } from '../../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });
const MESSAGES = {
  admin: {
    sendMailing: 'Send',
    confirmSendMailing: 'Send this mailing now to every newsletter subscriber?',
    mailingSent: 'The mailing is on its way. Recipients: {{count}}.',
  },
};

const SENT_AT = '2026-03-01T09:00:00.000Z';
const template = (lastSentAt: string | null) => ({
  type: 'mailing-templates',
  id: 'm-1',
  attributes: { subject: 'Spring news', introText: '<p>Hello</p>', outroText: null, lastSentAt },
  relationships: { articles: { data: [] }, image: { data: null }, attachments: { data: [] } },
});

/** A server whose template was last sent at `lastSentAt`; a send answers `sendAnswer`. */
function serve(lastSentAt: string | null, sendAnswer: { status?: number; body: unknown }) {
  let current = lastSentAt;
  return serveAdmin({
    kinds: [adminKind('mailing-templates', 'contacts')],
    handler: (call: Call) => {
      if (call.method === 'POST' && call.url === '/api/v1/services/mailing-templates/m-1/send') {
        if (!sendAnswer.status || sendAnswer.status < 300) current = '2026-04-01T10:00:00.000Z';
        return sendAnswer;
      }
      if (call.url.startsWith('/api/v1/mailing-templates/m-1')) return { body: { data: template(current) } };
      return undefined;
    },
  });
}

async function renderRecord() {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: admin, path: '/admin/resources/mailing-templates/show/m-1' },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', MESSAGES));
}

const sends = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

describe('the mailing templates’ Send action', () => {
  it('asks first, Cancel focused, and sends nothing when cancelled', async () => {
    const calls = serve(null, { body: {} });
    await renderRecord();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send this mailing now to every newsletter subscriber?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sends(calls)).toEqual([]);
  }, 20_000);

  it('sends as of the last sending shown, then announces how many mails left and reads the template again', async () => {
    const calls = serve(SENT_AT, { body: { data: template('2026-04-01T10:00:00.000Z'), meta: { recipientsCount: 42 }, jsonapi: { version: '1.1' } } });
    await renderRecord();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends(calls)).toEqual([{ method: 'POST', url: '/api/v1/services/mailing-templates/m-1/send', body: { lastSentAt: SENT_AT } }]));
    await waitFor(() => expect(getUiState().toast?.message).toBe('The mailing is on its way. Recipients: 42.'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/v1/mailing-templates/m-1')).length).toBeGreaterThan(1));
  }, 20_000);

  it('shows the server’s refusal when the mailing was sent meanwhile', async () => {
    const detail = 'This mailing was sent since you opened it; reload it before sending it again.';
    serve(null, { status: 409, body: { errors: [{ status: '409', code: 'conflict', title: 'Conflict', detail, source: { pointer: '/lastSentAt' } }] } });
    await renderRecord();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(getUiState().toast).toMatchObject({ message: detail, severity: 'error' }));
  }, 20_000);
});
