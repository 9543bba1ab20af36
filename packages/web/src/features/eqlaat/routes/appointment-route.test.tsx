import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { AppointmentRoute } from './appointment-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const MESSAGES = {
  eqlaatAppointment: {
    title: 'Accompaniment appointment',
    signInFirst: 'Sign in to see this appointment.',
    signIn: 'Sign in',
    when: 'When',
    period: '{{start}} to {{end}}',
    where: 'Where',
    noLocation: 'Place not set yet',
    project: 'Project',
    managers: 'Led by',
    noManagers: 'Not assigned yet',
    beneficiary: 'Beneficiary',
    beneficiaryInvited: 'Expected at the appointment',
    beneficiaryNotInvited: 'Not asked to come',
    report: 'Report',
    readReport: 'Read the report “{{title}}” (PDF)',
    noReport: 'No report written yet.',
  },
};

const APPOINTMENT = {
  data: {
    type: 'eqlaat-appointments',
    id: 'a-1',
    attributes: { title: 'Trying switches at home', location: '12 rue des Lilas, Lyon', startAt: '2030-05-12T08:00:00.000Z', endAt: '2030-05-12T09:30:00.000Z', beneficiaryInvited: true },
    relationships: {
      project: { data: { type: 'eqlaat-projects', id: 'p-1' } },
      managers: { data: [{ type: 'users', id: 'u-9' }] },
      report: { data: { type: 'eqlaat-reports', id: 'r-1' } },
    },
  },
  included: [
    { type: 'eqlaat-projects', id: 'p-1', attributes: { title: 'Switch access for Léa' } },
    { type: 'users', id: 'u-9', attributes: { firstName: 'Camille', lastName: 'Durand' } },
    { type: 'eqlaat-reports', id: 'r-1', attributes: { title: 'Visit of 12 May' } },
  ],
};

/** The appointment's read answers `status` (its document when 200); every call is kept. */
function serve(status: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/v1/eqlaat-appointments/') && status === 200) return new Response(JSON.stringify(APPOINTMENT), { status: 200, headers: { 'content-type': 'application/vnd.api+json' } });
      return new Response(JSON.stringify({ errors: [{ status: '404', code: 'not_found' }] }), { status: 404 });
    }),
  );
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderAt(user: ReturnType<typeof sessionUser> | null) {
  await renderBooted(
    <Routes>
      <Route path="/services/eqlaat/appointments/:appointment" element={<AppointmentRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/services/eqlaat/appointments/a-1', user },
  );
  await act(() => applyMessages('en', MESSAGES));
}

describe('an accompaniment appointment’s screen', () => {
  it('shows a concerned member when and where, the project, who leads it, whether they are expected, and the report’s PDF view', async () => {
    const calls = serve(200);
    await renderAt(sessionUser({ timezone: 'Europe/Paris' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trying switches at home' })).toBeInTheDocument();
    expect(calls.some((url) => url.startsWith('/api/v1/eqlaat-appointments/a-1?include=project,managers,report'))).toBe(true);
    expect(screen.getByText('12 rue des Lilas, Lyon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch access for Léa' })).toHaveAttribute('href', '/services/eqlaat/projects/p-1');
    expect(screen.getByText('Camille Durand')).toBeInTheDocument();
    expect(screen.getByText('Expected at the appointment')).toBeInTheDocument();
    // In the member's time zone: 08:00 UTC is 10:00 in Paris in May.
    expect(screen.getByText(/10:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the report “Visit of 12 May” (PDF)' })).toHaveAttribute('href', '/services/eqlaat-reports/r-1/show/pdf');
  });

  it('asks a visitor to sign in and come back, reading nothing', async () => {
    const calls = serve(200);
    await renderAt(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accompaniment appointment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/sign-in?redirectUrl=${encodeURIComponent('/services/eqlaat/appointments/a-1')}`);
    expect(calls.filter((url) => url.includes('eqlaat-appointments'))).toEqual([]);
  });

  it('is not found for a member it does not concern', async () => {
    serve(404);
    await renderAt(sessionUser());
    expect(await screen.findByTestId('where')).toHaveTextContent('/errors/not-found');
  });
});
