import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../test/render.tsx';
import { ConfirmAddressRoute } from './confirm-address-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const MESSAGES = {
  newsletter: {
    confirmAddressTitle: 'Confirm your e-mail address',
    confirmAddressIntro: 'Confirm that this address is yours.',
    confirmAddress: 'Confirm my address',
    addressConfirmed: 'Your address is confirmed.',
    addressAlreadyConfirmed: 'Your address was already confirmed.',
    confirmLinkInvalid: 'This confirmation link is not valid.',
    confirmLinkExpired: 'This confirmation link has expired.',
    confirmFailed: 'The confirmation did not work.',
  },
};

/** The server: the confirming call answers `answer`; every call is kept. */
function serve(answer: { status: number; body: unknown }) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (url.includes('/address-confirmations/')) return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/vnd.api+json' } });
      return new Response(JSON.stringify({ errors: [{ status: '404', code: 'not_found' }] }), { status: 404 });
    }),
  );
  return calls;
}

async function renderAt(path: string) {
  await renderBooted(
    <Routes>
      <Route path="/services/confirm-address/:id" element={<ConfirmAddressRoute />} />
    </Routes>,
    { path },
  );
  await act(() => applyMessages('en', MESSAGES));
}

const confirmCalls = (calls: { method: string; url: string }[]) => calls.filter((call) => call.url.includes('/address-confirmations/'));

// Drawn standalone in the app (no menu, no footer): app/shell/standalone-screens.test.tsx.
describe('the address confirmation screen', () => {
  it('changes nothing when opened, and confirms with the link’s token when asked, saying so', async () => {
    const calls = serve({ status: 200, body: { meta: { alreadyConfirmed: false, sentCount: 1 } } });
    await renderAt('/services/confirm-address/a-1?token=tok_-1&lang=fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(confirmCalls(calls)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my address' }));
    const status = (await screen.findByText('Your address is confirmed.')).closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    expect(confirmCalls(calls)).toEqual([{ method: 'POST', url: '/api/v1/services/address-confirmations/a-1/confirm?token=tok_-1' }]);
    expect(screen.queryByRole('button', { name: 'Confirm my address' })).toBeNull();
  });

  it('says when the address was already confirmed', async () => {
    serve({ status: 200, body: { meta: { alreadyConfirmed: true, sentCount: 0 } } });
    await renderAt('/services/confirm-address/a-1?token=tok');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect((await screen.findByText('Your address was already confirmed.')).closest('[role="status"]')).toBeInTheDocument();
  });

  it.each([
    [403, 'address_confirmation_link_invalid', 'This confirmation link is not valid.'],
    [410, 'address_confirmation_link_expired', 'This confirmation link has expired.'],
  ])('says why a refused link (%i) did not confirm, and keeps the button', async (status, code, said) => {
    serve({ status, body: { errors: [{ status: String(status), code }] } });
    await renderAt('/services/confirm-address/a-1?token=forged');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm my address' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Confirm my address' })).toBeEnabled();
  });

  it('offers no button for a link without its token', async () => {
    const calls = serve({ status: 200, body: { meta: { alreadyConfirmed: false, sentCount: 0 } } });
    await renderAt('/services/confirm-address/a-1');
    expect(await screen.findByRole('button', { name: 'Confirm my address' })).toBeDisabled();
    expect(screen.getByText('This confirmation link is not valid.')).toBeInTheDocument();
    expect(confirmCalls(calls)).toEqual([]);
  });
});
