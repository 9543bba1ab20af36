import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { getCart, setBooking, setQuantity, setStrategy } from '../../../lib/rental/rental-store.ts';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import type { RecordedRequest } from '../../../test/mock-api.ts';
import { renderBooted } from '../../../test/render.tsx';
import { SummaryRoute } from './journey.tsx';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

const settings = {
  rentalMinDuration: 1,
  rentalDurationMultiple: null,
  rentalMaxDuration: null,
  rentalBeforeStartDuration: null,
  rentalMaxLineQuantity: 10,
  rentalMaxItems: 10,
  rentalMaxModels: 10,
  rentalBookingExpirationDelay: 30,
  rentalOrganizationTax: null,
  rentalRetrievalAddress: null,
};

/** The server's refusal of a command beyond the pending ones allowed (resources/rental/command-placement.ts). */
const pendingLimitRefusal = {
  errors: [
    {
      status: '422',
      code: 'validation.max_pending_commands',
      title: 'Invalid value',
      detail: 'You already have 2 commands waiting for validation.',
      source: { pointer: '/data' },
      meta: { limit: 2 },
    },
  ],
};

/** Serves the cart's model and the settings, and answers placing the command with `placed`; answers the requests made. */
function serve(placed: Response) {
  const requests = mockApi();
  const base = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.split('?')[0];
      if (path === '/api/v1/rental-commands' && init.method === 'POST') {
        requests.push({ url: input, method: 'POST', headers: new Headers(init.headers) });
        return placed;
      }
      if (path === '/api/v1/rental-models') return json({ data: [{ type: 'rental-models', id: 'm1', attributes: { name: 'Eye tracker', rentingPrice: 12_000 } }] });
      if (path === '/api/v1/services/rental-settings') return json({ data: { type: 'rental-settings', id: 'main', attributes: settings } });
      return base(input, init);
    }),
  );
  return requests;
}

const messages = {
  rental: {
    summaryTitle: 'Summary',
    accept: 'I accept the',
    conditions: 'terms of sale',
    place: 'Place the command',
    acceptRequired: 'Accept the terms of sale.',
    placeFailed: 'The command could not be placed.',
  },
  rentalInvoices: { pendingLimit: 'You already have {{limit}} commands waiting for the team’s validation.', seeCommands: 'See my commands' },
};

/** A member at the summary: one model in the cart, held over a period, with a billing address. */
async function renderSummary() {
  setQuantity('m1', 1);
  setStrategy('pick_up');
  setBooking({
    id: 'b1',
    models: { m1: 1 },
    startAt: '2031-03-01T00:00:00.000Z',
    endAt: '2031-03-08T00:00:00.000Z',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    billingAddress: 'a1',
    shippingAddress: null,
  });
  await renderBooted(<SummaryRoute />, { path: '/services/rentals/summary', user: sessionUser(), environment: { features: featuresOn({ rental: true }) } });
  await act(() => applyMessages('en', messages));
}

const placings = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST' && request.url.startsWith('/api/v1/rental-commands'));

describe('the rental summary', () => {
  it('says why a command beyond the pending ones allowed is refused, keeps the cart and links to the waiting commands', async () => {
    const requests = serve(json(pendingLimitRefusal, 422));
    await renderSummary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place the command' }));
    const notice = await screen.findByTestId('rental-pending-limit');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('You already have 2 commands waiting for the team’s validation.');
    expect(within(notice).getByRole('link', { name: 'See my commands' })).toHaveAttribute('href', '/services/rentals/commands');
    // The limit's own message only, not the server's English detail beside it.
    expect(screen.getAllByRole('alert')).toEqual([notice]);
    expect(placings(requests)).toHaveLength(1);
    expect(getCart()).toEqual({ m1: 1 });
    expect(screen.getByRole('button', { name: 'Place the command' })).toBeEnabled();
  });

  it('says nothing of the limit when the command is refused for another reason', async () => {
    serve(json({ errors: [{ status: '422', code: 'validation.before_start', title: 'Invalid value', detail: 'A rental starts at least 2 days from now.', source: { pointer: '/data/attributes/startAt' }, meta: { limit: 2 } }] }, 422));
    await renderSummary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place the command' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A rental starts at least 2 days from now.');
    expect(screen.queryByTestId('rental-pending-limit')).toBeNull();
  });
});
