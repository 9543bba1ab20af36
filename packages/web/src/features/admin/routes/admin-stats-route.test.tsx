import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { StatsSummaryAnswer } from '@relais/domain';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../test/render.tsx';
import { sessionUser } from '../../../test/fixtures.ts';
import { serveAdmin } from '../test-support.ts';
import type { Call } from '../test-support.ts';
import { AdminStatsRoute } from './admin-stats-route.tsx';

// The chart draws with SVG measures jsdom does not have; the table says the same.
vi.mock('../stats/stats-chart.tsx', () => ({ default: ({ title }: { title: string }) => <p>Chart: {title}</p> }));

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });
const ORGANIZATION = '0b7c6a8e-3c1f-4a59-9d6a-1f2b3c4d5e6f';

const answer = (query: URLSearchParams): StatsSummaryAnswer => {
  const event = query.get('event') === 'download' ? 'download' : 'view';
  return {
    data: {
      event,
      from: query.get('from')!,
      to: query.get('to')!,
      timezone: 'Europe/Paris',
      resourceType: null,
      days: ['2026-03-01', '2026-03-02'],
      series: event === 'view' ? [{ resourceType: 'organizations', counts: [3, 1], total: 4 }] : [],
      total: event === 'view' ? 4 : 0,
      top: event === 'view' ? [{ resourceType: 'organizations', resourceId: ORGANIZATION, count: 4, label: 'Fab lab' }] : [],
      origins: event === 'view' ? [{ origin: 'friends.example', count: 3 }, { origin: null, count: 1 }] : [],
    },
    meta: { events: ['view', 'download'] },
  };
};

const summaryCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/v1/services/stats/summary')).map((call) => new URLSearchParams(call.url.split('?')[1]));

const messages = {
  admin: {
    statsTitle: 'Statistics',
    statsViews: 'Views',
    statsDownloads: 'Downloads',
    statsEvent: 'Show',
    statsFrom: 'From',
    statsTo: 'To',
    statsKind: 'Kind',
    statsPerDay: '{{event}} per day',
    statsTableCaption: '{{event}} per day and kind',
    statsTotal: 'Records in the period: {{total}}',
    statsTopViews: 'Most viewed',
    statsTopDownloads: 'Most downloaded',
    statsDay: 'Day',
    statsItem: 'Item',
    statsCount: 'Count',
    statsNone: 'No records in this period.',
    statsInvalidPeriod: 'Choose a start no later than the end.',
    statsByOrigin: 'By origin',
    statsOrigin: 'Origin',
    statsNoOrigin: 'None sent',
  },
};

describe('the statistics screen', () => {
  it('asks for the last 30 days and shows the counts per day as a table and the most viewed items with links', async () => {
    const calls = serveAdmin({ kinds: [], stats: true, handler: (call) => (call.url.startsWith('/api/v1/services/stats/summary') ? { body: answer(new URLSearchParams(call.url.split('?')[1])) } : undefined) });
    await renderBooted(<AdminStatsRoute />, { path: '/admin/stats', user: admin });
    await act(() => applyMessages('en', messages));
    const table = await screen.findByRole('table', { name: 'Views per day and kind' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Organizations']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([['3'], ['1']]);
    expect(screen.getByText('Records in the period: 4')).toBeInTheDocument();
    expect(await screen.findByText('Chart: Views per day')).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Most viewed' });
    expect(within(top).getByRole('link', { name: 'Fab lab' })).toHaveAttribute('href', `/admin/resources/organizations/show/${ORGANIZATION}`);
    const origins = screen.getByRole('region', { name: 'By origin' });
    expect(within(origins).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['friends.example3', 'None sent1']);

    const [first] = summaryCalls(calls);
    const days = (Date.parse(first!.get('to')!) - Date.parse(first!.get('from')!)) / 86_400_000;
    expect(days).toBe(29);
    expect(first!.has('event')).toBe(false);
  });

  it('asks again for the event and dates chosen', async () => {
    const calls = serveAdmin({ kinds: [], stats: true, handler: (call) => (call.url.startsWith('/api/v1/services/stats/summary') ? { body: answer(new URLSearchParams(call.url.split('?')[1])) } : undefined) });
    await renderBooted(<AdminStatsRoute />, { path: '/admin/stats?from=2026-03-01&to=2026-03-02', user: admin });
    await act(() => applyMessages('en', messages));
    await userEvent.click(await screen.findByRole('radio', { name: 'Downloads' }));
    expect(await screen.findByRole('heading', { name: 'Most downloaded' })).toBeInTheDocument();
    expect(screen.getAllByText('No records in this period.')).toHaveLength(3);
    const last = summaryCalls(calls).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ from: '2026-03-01', to: '2026-03-02', event: 'download' });
  });

  it('says what is wrong with a period the server refuses', async () => {
    serveAdmin({
      kinds: [],
      stats: true,
      handler: (call) =>
        call.url.startsWith('/api/v1/services/stats/summary')
          ? { status: 422, body: { errors: [{ status: '422', code: 'validation.after_or_equal', source: { parameter: 'to' } }] } }
          : undefined,
    });
    await renderBooted(<AdminStatsRoute />, { path: '/admin/stats?from=2026-03-05&to=2026-03-01', user: admin });
    await act(() => applyMessages('en', messages));
    await waitFor(() => expect(screen.getByText('Choose a start no later than the end.')).toBeInTheDocument());
  });
});
