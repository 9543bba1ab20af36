import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { CalendarRoute } from './calendar-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The English messages the screen shows (seed/language-lines/projects/eqlaatCalendar.json). */
const MESSAGES = {
  eqlaatCalendar: {
    title: 'Team calendar',
    manager: 'Manager',
    wholeTeam: 'Whole team',
    shown_one: '{{period}}: {{count}} appointment',
    shown: '{{period}}: {{count}} appointments',
    gridLabel: 'Appointments of {{period}}',
    planAt: 'Plan an appointment on {{when}}',
    openAppointment: '{{title}} at {{time}}',
    planTitle: 'Plan an appointment',
    plan: 'Plan and invite',
    appointmentTitle: 'Title',
    project: 'Project',
    chooseProject: 'Choose a project',
    date: 'Date',
    startTime: 'Start time',
    endTime: 'End time',
    location: 'Place',
    managers: 'Led by',
    inviteBeneficiary: 'Invite the beneficiary',
    titleRequired: 'Give the appointment a title.',
    moveTitle: 'Move “{{title}}”',
    move: 'Move',
    planned: '“{{title}}” is planned on {{when}}; the invitations are sent.',
    moved: '“{{title}}” moved to {{when}}; the updated invitations are sent.',
  },
};

const local = (day: number, hour: number, minute = 0) => new Date(2030, 4, day, hour, minute);

const appointment = (id: string, title: string, start: Date, minutes: number, managerId: string) => ({
  type: 'eqlaat-appointments',
  id,
  attributes: { title, location: 'Lyon', startAt: start.toISOString(), endAt: new Date(start.getTime() + minutes * 60_000).toISOString(), beneficiaryInvited: false, invitationSequence: 0 },
  relationships: { project: { data: { type: 'eqlaat-projects', id: 'p-1' } }, managers: { data: [{ type: 'users', id: managerId }] } },
});

const WEEK = {
  data: [appointment('a-1', 'Eye-gaze trial', local(14, 9), 90, 'u-9'), appointment('a-2', 'Seating review', local(16, 14), 60, 'u-2')],
  included: [
    { type: 'eqlaat-projects', id: 'p-1', attributes: { title: 'Communication at school' } },
    { type: 'users', id: 'u-9', attributes: { firstName: 'Camille', lastName: 'Durand' } },
    { type: 'users', id: 'u-2', attributes: { firstName: 'Noé', lastName: 'Martin' } },
  ],
};

interface Call {
  method: string;
  url: string;
  body: { data: { attributes: Record<string, unknown>; relationships?: Record<string, unknown> } } | null;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

/** The calendar's calls answered; `refuse` makes writes answer a 422 on that field. */
function serve({ refuse }: { refuse?: string } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Call['body']) : null;
      calls.push({ method, url, body });
      if (method !== 'GET' && refuse) return json({ errors: [{ status: '422', code: 'validation.after', detail: 'An appointment ends after it starts.', source: { pointer: `/data/attributes/${refuse}` } }] }, 422);
      if (method === 'PATCH') {
        const id = url.split('/').at(-1)!.split('?')[0]!;
        const row = WEEK.data.find((candidate) => candidate.id === id)!;
        return json({ data: { ...row, attributes: { ...row.attributes, ...body!.data.attributes, invitationSequence: 1 } } });
      }
      if (method === 'POST') return json({ data: { type: 'eqlaat-appointments', id: 'a-new', attributes: { ...body!.data.attributes, invitationSequence: 0 } } }, 201);
      if (url.startsWith('/api/v1/eqlaat-appointments?')) return json(WEEK);
      if (url.startsWith('/api/v1/services/eqlaat/team')) return json({ data: WEEK.included.filter((row) => row.type === 'users') });
      if (url.startsWith('/api/v1/eqlaat-projects?')) return json({ data: [{ type: 'eqlaat-projects', id: 'p-1', attributes: { title: 'Communication at school' } }] });
      return json({ errors: [{ status: '404', code: 'not_found' }] }, 404);
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderAt(search: string) {
  await renderBooted(
    <Routes>
      <Route
        path="/admin/resources/eqlaat-calendar"
        element={
          <>
            <CalendarRoute />
            <Where />
          </>
        }
      />
    </Routes>,
    { path: `/admin/resources/eqlaat-calendar${search}`, user: sessionUser({ id: 'u-9', roles: [{ id: 'eqlaat_member' }] as never, validatedAt: '2025-01-01T00:00:00Z' }) },
  );
  await act(() => applyMessages('en', MESSAGES));
}

const address = () => new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);

describe('the team’s calendar', { timeout: 60_000 }, () => {
  it('shows the week around the address’s day, reading that week’s appointments, and one manager’s when `u` names them', async () => {
    const calls = serve();
    await renderAt('?n=2030-05-14');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team calendar' })).toBeInTheDocument();
    const grid = await screen.findByRole('region', { name: /^Appointments of / });
    expect(await within(grid).findByRole('button', { name: /^Eye-gaze trial at / })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /^Seating review at / })).toBeInTheDocument();
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    expect(await screen.findByText(/: 2 appointments$/)).toBeInTheDocument();
    const read = calls.find((call) => call.url.startsWith('/api/v1/eqlaat-appointments?'))!;
    expect(new URLSearchParams(read.url.split('?')[1]).get('filter[between]')).toBe(`${local(13, 0).toISOString()},${local(20, 0).toISOString()}`);

    // One manager: the address keeps them.
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Manager' }), 'Noé Martin');
    expect(address().get('u')).toBe('u-2');
    await waitFor(() => expect(within(grid).queryByRole('button', { name: /^Eye-gaze trial at / })).not.toBeInTheDocument());
    expect(within(grid).getByRole('button', { name: /^Seating review at / })).toBeInTheDocument();
  });

  it('opens the appointment the address names and moves it by keyboard with the Move dialog, its length kept', async () => {
    const calls = serve();
    await renderAt('?n=2030-05-14&a=a-1');
    const details = await screen.findByRole('dialog', { name: 'Eye-gaze trial' });
    expect(within(details).getByText('Camille Durand')).toBeInTheDocument();
    expect(within(details).getByRole('link')).toHaveAttribute('href', '/services/eqlaat/appointments/a-1');
    await userEvent.click(within(details).getByRole('button', { name: 'Move' }));
    const move = await screen.findByRole('dialog', { name: 'Move “Eye-gaze trial”' });
    const date = within(move).getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: '2030-05-15' } });
    fireEvent.change(within(move).getByLabelText(/^Start time/), { target: { value: '14:00' } });
    await userEvent.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/eqlaat-appointments/a-1');
    expect(patch.body!.data.attributes).toEqual({ startAt: local(15, 14).toISOString(), endAt: local(15, 15, 30).toISOString() });
    expect((await screen.findAllByText(/^“Eye-gaze trial” moved to /)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves an appointment dragged with a pointer and let go over another slot, without opening it', async () => {
    const calls = serve();
    await renderAt('?n=2030-05-14');
    const chip = await screen.findByRole('button', { name: /^Eye-gaze trial at / });
    const slot = document.querySelector(`[data-slot="${local(17, 11).toISOString()}"]`)!;
    // jsdom lays nothing out: the point the pointer is let go at is over that slot.
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => slot.querySelector('button') });
    const pointer = (type: string, x: number) => new MouseEvent(type, { bubbles: true, clientX: x, clientY: x, button: 0 });
    act(() => {
      chip.dispatchEvent(pointer('pointerdown', 10));
      window.dispatchEvent(pointer('pointermove', 200));
      window.dispatchEvent(pointer('pointerup', 200));
    });
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body!.data.attributes).toEqual({ startAt: local(17, 11).toISOString(), endAt: local(17, 12, 30).toISOString() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    delete (document as { elementFromPoint?: unknown }).elementFromPoint;
  });

  it('plans an appointment from a slot, for a project, led by the user, and shows the server’s refusal on its field', async () => {
    const calls = serve();
    await renderAt('?n=2030-05-14');
    const grid = await screen.findByRole('region', { name: /^Appointments of / });
    await within(grid).findByRole('button', { name: /^Eye-gaze trial at / });
    const slots = within(grid).getAllByRole('button', { name: /^Plan an appointment on / });
    await userEvent.click(slots.find((button) => button.closest('td')!.getAttribute('data-slot') === local(15, 10).toISOString())!);
    const dialog = await screen.findByRole('dialog', { name: 'Plan an appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plan and invite' }));
    expect(within(dialog).getByText('Give the appointment a title.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Home visit' } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Project/ }), 'Communication at school');
    expect(within(dialog).getByRole('checkbox', { name: 'Camille Durand' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invite the beneficiary' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plan and invite' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body!.data.attributes).toEqual({ title: 'Home visit', location: null, startAt: local(15, 10).toISOString(), endAt: local(15, 11).toISOString(), beneficiaryInvited: true });
    expect(post.body!.data.relationships).toEqual({ project: { data: { type: 'eqlaat-projects', id: 'p-1' } }, managers: { data: [{ type: 'users', id: 'u-9' }] } });
    expect((await screen.findAllByText(/^“Home visit” is planned on /)).length).toBeGreaterThan(0);
  });

  it('shows a refused plan’s reason on the field the server names', async () => {
    serve({ refuse: 'endAt' });
    await renderAt('?n=2030-05-14&v=day');
    const grid = await screen.findByRole('region', { name: /^Appointments of / });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(2);
    await userEvent.click(within(grid).getAllByRole('button', { name: /^Plan an appointment on / })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Plan an appointment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Home visit' } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Project/ }), 'Communication at school');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plan and invite' }));
    expect(await within(dialog).findByText('An appointment ends after it starts.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Plan an appointment' })).toBeInTheDocument();
  });
});
