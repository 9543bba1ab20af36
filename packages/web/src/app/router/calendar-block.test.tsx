import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { component, featuresOn, messages, pageDocument, sessionUser } from '../../test/fixtures.ts';
import { mockApi, serveEnvironmentChanges } from '../../test/mock-api.ts';

/** The English messages the screens show (seed/language-lines/calendar/calendar.json, interactions.json). */
const CALENDAR_MESSAGES = {"views": "Calendar views", "periods": "Periods of the calendar", "view_month": "Month", "view_week": "Week", "view_list": "List", "previous_month": "Previous month", "next_month": "Next month", "previous_week": "Previous week", "next_week": "Next week", "today": "Today", "sooner": "Sooner events", "later": "Later events", "weekOf": "Week of {{date}}", "from": "From {{date}}", "timesIn": "Times in {{zone}}", "shown_one": "{{period}}: {{count}} event", "shown": "{{period}}: {{count}} events", "noEventThatDay": "No event", "noEventThisMonth": "No event this month.", "noEventThisWeek": "No event this week.", "seeToCome": "See the events to come.", "noneToCome": "No event to come yet. Come back soon, or propose one if you run a workshop, a webinar or a fair.", "propose": "Propose an event", "backToCalendar": "Back to the calendar", "when": "When", "where": "Where", "online": "online", "onMap": "See on a map", "addToMyCalendar": "Add to my calendar", "moreInformation": "More information"};
const INTERACTION_MESSAGES = {"actionsOn": "Actions on {{title}}", "comments": "Comments", "share": "Share"};
const EVENT_ID = '0b8c1f1e-6a55-4b8e-9e39-5b0f1c2d3e4f';

const event = (id: string, title: string, startAt: string, endAt: string | null, extra: Record<string, unknown> = {}) => ({
  type: 'calendar-events',
  id,
  attributes: { title, startAt, endAt, location: 'Relais lab, Villeurbanne', isRealLocation: true, ...extra },
});
const list = (events: ReturnType<typeof event>[], { lastPage = 1, canCreate = false } = {}) => ({ data: events, meta: { page: { total: events.length, lastPage }, permissions: { create: canCreate } }, jsonapi: { version: '1.1' } });

const calendarDocument = pageDocument('calendar', 'Calendar', [component('events', 'pageCalendar', 0, { title: 'Calendar', defaultView: 'month', perPage: 2 })]);
const calendarSummary = { id: 'calendar', path: '/calendar', title: 'Calendar', titleLocale: 'en', requiresAuth: false, isDefault: false, roles: [], accessLevelWeight: null };

let requests: ReturnType<typeof mockApi>;
let answers: Record<string, unknown>;

/** The app's answers and the calendar's: each events read by the prefix of its URL. */
function serveCalendar({ me = sessionUser({ timezone: 'Europe/Paris' }) }: { me?: ReturnType<typeof sessionUser> | null } = {}) {
  requests = mockApi({ calendar: calendarDocument }, { me: me && { data: { type: 'users', id: me.id, attributes: { ...me, id: undefined, type: undefined } } } });
  serveEnvironmentChanges({ features: featuresOn({ calendar: true }), pages: [{ ...calendarSummary, subRoutes: ['/:id'] }] });
  const app = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (!input.startsWith('/api/v1/calendar-events')) return app(input, init);
      requests.push({ url: input, method: 'GET', headers: new Headers(init?.headers) });
      const answer = Object.entries(answers).find(([prefix]) => decodeURIComponent(input).startsWith(prefix))?.[1];
      return new Response(JSON.stringify(answer ?? list([])), { status: 200 });
    }),
  );
}

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App />);
  await screen.findByRole('main');
  return user;
}

const eventsReads = () => requests.filter((request) => request.url.startsWith('/api/v1/calendar-events')).map((request) => decodeURIComponent(request.url));

beforeEach(async () => {
  Object.assign(messages.en, { calendar: CALENDAR_MESSAGES, interactions: INTERACTION_MESSAGES });
  answers = {
    '/api/v1/calendar-events?filter[between]=2026-10-24': list([
      // 23:30 UTC on 30 November is 1 December in Paris.
      event('e1', 'Switch clinic', '2026-11-12T09:00:00Z', '2026-11-12T12:00:00Z'),
      event('e2', 'Assistive technology fair', '2026-11-18T08:00:00Z', '2026-11-20T16:00:00Z'),
      event('e3', 'Late webinar', '2026-11-30T23:30:00Z', null, { isRealLocation: false, location: 'Video call' }),
    ]),
    '/api/v1/calendar-events?filter[between]=2026-11-08': list([event('e1', 'Switch clinic', '2026-11-12T09:00:00Z', '2026-11-12T12:00:00Z')]),
    '/api/v1/calendar-events?filter[between]=2026-11-15T00:00:00Z,&sort=startAt&page[size]=2&page[number]=1': list(
      [event('e1', 'Switch clinic', '2026-11-16T09:00:00Z', '2026-11-16T12:00:00Z'), event('e2', 'Assistive technology fair', '2026-11-18T08:00:00Z', '2026-11-20T16:00:00Z')],
      { lastPage: 2, canCreate: true },
    ),
    [`/api/v1/calendar-events/${EVENT_ID}`]: {
      data: event(EVENT_ID, 'Eye-tracking workshop', '2026-11-12T09:00:00Z', '2026-11-12T12:30:00Z', {
        description: '<p>Try three eye trackers.</p>',
        externalUrl: 'https://example.org/workshop',
        mapsUrl: 'https://www.openstreetmap.org/search?query=Relais%20lab%2C%20Villeurbanne',
        likesCount: 2,
        hasComments: true,
        publishedAt: '2026-10-01T00:00:00Z',
      }),
      jsonapi: { version: '1.1' },
    },
  };
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the calendar block', () => {
  it('draws a month as weeks from Monday, each event on its days in the reader’s zone, read once for the whole grid', async () => {
    serveCalendar();
    await renderAt('/calendar?view=month&date=2026-11-15');
    const table = await screen.findByRole('table', { name: 'November 2026' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[0]).toBe('Mon');
    expect(headers[6]).toBe('Sun');
    expect(screen.getByText('Times in Europe/Paris')).toBeInTheDocument();
    const cellOf = (label: string) => within(table).getByText(label).closest('td')!;
    expect(within(cellOf('Thursday, November 12, 2026')).getByRole('link', { name: '10:00 AM Switch clinic' })).toHaveAttribute('href', '/calendar/e1');
    // A fair over three days is on each; the late webinar falls on 1 December in Paris.
    for (const day of ['Wednesday, November 18, 2026', 'Thursday, November 19, 2026', 'Friday, November 20, 2026']) expect(within(cellOf(day)).getByRole('link', { name: /Assistive technology fair/ })).toBeInTheDocument();
    expect(within(cellOf('Tuesday, December 1, 2026')).getByRole('link', { name: '12:30 AM Late webinar' })).toBeInTheDocument();
    expect(within(cellOf('Monday, November 30, 2026')).queryByRole('link')).toBeNull();
    expect(eventsReads()).toEqual([expect.stringContaining('filter[between]=2026-10-24T00:00:00Z,2026-12-09T00:00:00Z&sort=startAt&page[size]=100')]);
  });

  it('moves to the week by a link that keeps the view and day in the address, and tells the change', async () => {
    serveCalendar();
    const user = await renderAt('/calendar?view=month&date=2026-11-15');
    await screen.findByRole('table', { name: 'November 2026' });
    // The page's own announcement comes first (500 ms after it loads): a busy machine would make it
    // replace the period's if the link were followed before.
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Calendar has loaded'));
    const views = screen.getByRole('navigation', { name: 'Calendar views' });
    expect(within(views).getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(views).getByRole('link', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: 'Week of November 9, 2026' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('view')).toBe('week');
    expect(screen.getByRole('heading', { name: 'Thursday, November 12, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '10:00 AM Switch clinic' })).toBeInTheDocument();
    expect(screen.getAllByText('No event')).toHaveLength(6);
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Week of November 9, 2026: 1 event'));
    const periods = screen.getByRole('navigation', { name: 'Periods of the calendar' });
    expect(within(periods).getByRole('link', { name: 'Next week' })).toHaveAttribute('href', '/calendar?view=week&date=2026-11-22');
    expect(within(periods).getByRole('link', { name: 'Previous week' })).toHaveAttribute('href', '/calendar?view=week&date=2026-11-08');
    expect(within(periods).getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/calendar?view=week');
  });

  it('lists the events to come a page at a time, and offers to propose one to who may create events', async () => {
    serveCalendar();
    await renderAt('/calendar?view=list&date=2026-11-15');
    expect(await screen.findByRole('link', { name: 'Switch clinic' })).toHaveAttribute('href', '/calendar/e1');
    expect(screen.getByText('November 18, 2026, 9:00 AM – November 20, 2026, 5:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Monday, November 16, 2026, 10:00 AM – 1:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Propose an event' })).toHaveAttribute('href', '/account/contributions/calendar-events/new');
    expect(screen.getByRole('link', { name: 'Later events' })).toHaveAttribute('href', '/calendar?view=list&date=2026-11-15&page=2');
  });

  it('offers no proposal to a visitor the list does not let create, and says when a month has no event', async () => {
    serveCalendar({ me: null });
    await renderAt('/calendar?view=month&date=2027-03-10');
    expect(await screen.findByText('No event this month.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the events to come.' })).toHaveAttribute('href', '/calendar?view=list');
    expect(screen.queryByRole('link', { name: 'Propose an event' })).toBeNull();
  });

  it('opens an event at /calendar/:id: its title, when in the reader’s zone, where with a map, the calendar file, the interactions', async () => {
    serveCalendar();
    const user = await renderAt(`/calendar/${EVENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eye-tracking workshop' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Relais - Eye-tracking workshop'));
    expect(screen.getByText('Thursday, November 12, 2026, 10:00 AM – 1:30 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See on a map/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Relais%20lab%2C%20Villeurbanne');
    const file = screen.getByRole('link', { name: 'Add to my calendar' });
    expect(file).toHaveAttribute('href', `/api/v1/services/calendar-events/${EVENT_ID}/ics`);
    expect(file).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: /More information/ })).toHaveAttribute('href', 'https://example.org/workshop');
    expect(screen.getByText('Try three eye trackers.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Eye-tracking workshop/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Comments/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the calendar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/calendar'));
  });
});
