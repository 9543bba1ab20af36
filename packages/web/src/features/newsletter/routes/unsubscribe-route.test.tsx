import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../test/render.tsx';
import { UnsubscribeRoute } from './unsubscribe-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const MESSAGES = {
  newsletter: {
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeIntro: 'Confirm that you no longer want to receive the newsletter.',
    confirmUnsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed.',
    alreadyUnsubscribed: 'You were already unsubscribed.',
    linkInvalid: 'This unsubscribe link is not valid.',
    subscriberGone: 'This subscriber no longer exists.',
    failed: 'Unsubscribing did not work.',
  },
};

/** The server: the unsubscribe call answers `answer`; every call is kept. */
function serve(answer: { status: number; body: unknown }) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (url.includes('/unsubscribe')) return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/vnd.api+json' } });
      return new Response(JSON.stringify({ errors: [{ status: '404', code: 'not_found' }] }), { status: 404 });
    }),
  );
  return calls;
}

async function renderAt(path: string) {
  await renderBooted(
    <Routes>
      <Route path="/services/unsubscribe/:id" element={<UnsubscribeRoute kind="users" />} />
      <Route path="/services/light-users/unsubscribe/:id" element={<UnsubscribeRoute kind="light-users" />} />
    </Routes>,
    { path },
  );
  await act(() => applyMessages('en', MESSAGES));
}

const unsubscribeCalls = (calls: { method: string; url: string }[]) => calls.filter((call) => call.url.includes('/unsubscribe'));

// Drawn standalone in the app (no menu, no footer): app/shell/standalone-screens.test.tsx (a feature's test may not import the app).
describe('the unsubscribe screen', () => {
  it('changes nothing when opened, and unsubscribes with the link’s signature when confirmed, saying so', async () => {
    const calls = serve({ status: 200, body: { meta: { wasSubscribed: true } } });
    await renderAt('/services/light-users/unsubscribe/c-1?signature=abc_-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    expect(unsubscribeCalls(calls)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const status = (await screen.findByText('You are unsubscribed.')).closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    expect(unsubscribeCalls(calls)).toEqual([{ method: 'POST', url: '/api/v1/services/light-users/c-1/unsubscribe?signature=abc_-1' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says when the address was already off the newsletter', async () => {
    serve({ status: 200, body: { meta: { wasSubscribed: false } } });
    await renderAt('/services/unsubscribe/u-1?signature=abc');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByText('You were already unsubscribed.')).closest('[role="status"]')).toBeInTheDocument();
  });

  it('says a refused link is not valid, and keeps the button for another try', async () => {
    const calls = serve({ status: 403, body: { errors: [{ status: '403', code: 'unsubscribe_link_invalid', detail: 'This unsubscribe link is not valid.' }] } });
    await renderAt('/services/unsubscribe/u-1?signature=forged');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(unsubscribeCalls(calls)).toEqual([{ method: 'POST', url: '/api/v1/services/users/u-1/unsubscribe?signature=forged' }]);
  });

  it('offers no button for a link without its signature', async () => {
    const calls = serve({ status: 200, body: { meta: { wasSubscribed: true } } });
    await renderAt('/services/unsubscribe/u-1');
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(unsubscribeCalls(calls)).toEqual([]);
  });
});
