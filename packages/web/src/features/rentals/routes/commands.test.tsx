import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderBooted } from '../../../test/render.tsx';
import { CommandsRoute } from './commands.tsx';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/vnd.api+json' } });

/** Serves the member's commands (none) and their monthly invoices. */
function serve(invoices: unknown[]) {
  mockApi();
  const base = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.split('?')[0];
      if (path === '/api/v1/rental-commands') return json({ data: [], meta: { page: { total: 0, last: 1 } } });
      if (path === '/api/v1/services/rental-invoices') return json({ data: invoices });
      return base(input, init);
    }),
  );
}

const messages = {
  rental: { commandsTitle: 'Your commands', noCommands: 'No command yet.', cartTitle: 'Cart' },
  rentalInvoices: { monthlyTitle: 'Monthly invoices', monthlyIntro: 'You are invoiced once a month.', monthlyDownload: 'Invoice for {{month}}', monthlyCommands: 'Commands: {{count}}' },
};

describe('the member’s commands screen', () => {
  it('lists the monthly invoices to download, newest first as the server gives them', async () => {
    serve([
      { id: 'i2', month: '2031-03', createdAt: '2031-04-01T00:00:00Z', commands: 2 },
      { id: 'i1', month: '2031-02', createdAt: '2031-03-01T00:00:00Z', commands: 1 },
    ]);
    await renderBooted(<CommandsRoute />, { path: '/services/rentals/commands', user: sessionUser(), environment: { features: featuresOn({ rental: true }) } });
    await act(() => applyMessages('en', messages));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monthly invoices' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Invoice for / });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Invoice for March 2031', '/api/v1/services/rental-invoices/i2'],
      ['Invoice for February 2031', '/api/v1/services/rental-invoices/i1'],
    ]);
    expect(screen.getByText(/Commands: 2/)).toBeInTheDocument();
  });

  it('says nothing of invoices to a member not invoiced monthly', async () => {
    serve([]);
    await renderBooted(<CommandsRoute />, { path: '/services/rentals/commands', user: sessionUser(), environment: { features: featuresOn({ rental: true }) } });
    await act(() => applyMessages('en', messages));
    await screen.findByText('No command yet.');
    expect(screen.queryByRole('heading', { name: 'Monthly invoices' })).toBeNull();
  });
});
