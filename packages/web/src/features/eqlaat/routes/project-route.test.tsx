import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation, useRoutes } from 'react-router';
import { tagColor } from '@relais/domain';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { eqlaatRoutes } from '../routes.tsx';
import { ProjectRoute } from './project-route.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The messages the screen shows, as the catalogue (language-lines/projects/eqlaatProject.json) has them in English. */
const PROJECT_MESSAGES = {
  notFoundTitle: 'Project not found',
  notFound: 'This project does not exist, or it is not shared with you.',
  forbiddenTitle: 'Not allowed',
  forbidden: 'You may not see this project.',
  backHome: 'Back to the home page',
  kind: 'Accompaniment project',
  currentStatuses: 'Current statuses',
  noStatus: 'No status yet',
  categories: 'Categories',
  noCategory: 'No category',
  reason: 'Reason',
  priority: 'Priority',
  priorityValue: '{{priority}} out of 5',
  manageAt: 'Taken in hand on',
  patientRecord: 'Patient record',
  note: 'Team note',
  description: 'Description',
  steps: 'Steps',
  addStep: 'Add a step',
  newStep: 'New step',
  noSteps: 'No step yet.',
  notDoneYet: 'Not done yet',
  latestStep: 'current statuses',
  stepStatuses: 'Statuses',
  doneAt: 'Done on',
  doneAtHelp: 'Leave empty for a step still to come.',
  standsAlone: '{{status}} (stands alone)',
  cannotCombine: '{{statuses}} cannot be combined with another status: choose it alone.',
  comment: 'Comment',
  saveStep: 'Save the step',
  stepAdded: 'Step added.',
  reports: 'Reports',
  writeReport: 'Write a report',
  newReport: 'New report',
  reportTitle: 'Report title',
  reportContent: 'Report text',
  saveReport: 'Save the report',
  reportWritten: 'Report written.',
  noReports: 'No report yet.',
  writtenOn: 'Written on {{date}}',
  readReport: 'Read “{{title}}” (PDF)',
  downloadReport: 'Download “{{title}}” (PDF)',
  appointments: 'Appointments',
  noAppointments: 'No appointment yet.',
  period: '{{start}} to {{end}}',
  existingSolutions: 'Existing solutions',
  noSolutions: 'No existing solution noted.',
  whyNot: 'Why “{{name}}” does not fit',
};

const MESSAGES = { eqlaatProject: PROJECT_MESSAGES, common: { cancel: 'Cancel', loading: 'Loading…' }, validation: { required: 'This field is required.', max: 'Too long.', datetime: 'Enter a valid date and time.' } };

const member = sessionUser({ roles: [{ type: 'roles', id: 'eqlaat_member' }] as never, validatedAt: '2025-01-01T00:00:00Z' });

const STATUSES = [
  { type: 'eqlaat-project-statuses', id: 'pending', attributes: { name: 'Pending', canCombine: true, color: 'default' } },
  { type: 'eqlaat-project-statuses', id: 'testing', attributes: { name: 'Testing', canCombine: true, color: 'default' } },
  { type: 'eqlaat-project-statuses', id: 'funding', attributes: { name: 'Funding', canCombine: true, color: 'default' } },
  { type: 'eqlaat-project-statuses', id: 'closed', attributes: { name: 'Closed', canCombine: false, color: 'success' } },
];

const project = (canWrite: boolean) => ({
  data: {
    type: 'eqlaat-projects',
    id: 'p-1',
    attributes: { title: 'Nora Belkacem', reason: 'Speak again after a stroke', description: '<p>An eye-gaze tablet.</p>', priority: 3, note: 'Call on Mondays', patientRecord: 'PR-77', currentStatuses: ['testing', 'funding'], canEdit: canWrite },
    relationships: { categories: { data: [{ type: 'eqlaat-project-categories', id: 'c-1' }] } },
    meta: { permissions: { update: canWrite, delete: canWrite } },
  },
  included: [{ type: 'eqlaat-project-categories', id: 'c-1', attributes: { name: 'Communication' } }],
});

const list = (data: unknown[], canCreate: boolean, included: unknown[] = []) => ({ data, included, meta: { page: { currentPage: 1, perPage: 100, total: data.length, lastPage: 1 }, permissions: { create: canCreate } } });

const STEPS = [
  // Listed newest first, as the server sorts them: the timeline reads from the oldest.
  { type: 'eqlaat-project-steps', id: 's-2', attributes: { doneAt: '2030-03-10T09:00:00.000Z', comment: 'Tablet lent for a month.' }, relationships: { statuses: { data: [{ type: 'eqlaat-project-statuses', id: 'funding' }, { type: 'eqlaat-project-statuses', id: 'testing' }] } } },
  { type: 'eqlaat-project-steps', id: 's-1', attributes: { doneAt: '2030-02-01T09:00:00.000Z', comment: 'Request received.' }, relationships: { statuses: { data: [{ type: 'eqlaat-project-statuses', id: 'pending' }] } } },
];

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The project's reads (`project` the status of its own read) and the team's writes (`write` the status a POST answers). */
function serve({ status = 200, canWrite = true, write = 201 }: { status?: number; canWrite?: boolean; write?: number } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/vnd.api+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : null });
      const path = url.split('?')[0]!;
      if (method === 'POST') {
        if (write === 422) return json({ errors: [{ status: '422', code: 'validation.canCombine', source: { pointer: '/data/relationships/statuses' }, detail: 'closed cannot be combined with another status.' }] }, 422);
        return json({ data: { ...(JSON.parse(String(init.body)) as { data: object }).data, id: 'new' } }, 201);
      }
      if (path === '/api/v1/eqlaat-projects/p-1') return status === 200 ? json(project(canWrite)) : json({ errors: [{ status: String(status), code: 'refused' }] }, status);
      if (path === '/api/v1/eqlaat-project-statuses') return json(list(STATUSES, canWrite));
      if (path === '/api/v1/eqlaat-project-steps') return json(list(STEPS, canWrite, STATUSES));
      if (path === '/api/v1/eqlaat-appointments')
        return json(
          list([{ type: 'eqlaat-appointments', id: 'a-1', attributes: { title: 'Home assessment', location: 'Lyon', startAt: '2030-02-02T09:00:00.000Z', endAt: '2030-02-02T11:00:00.000Z' }, relationships: { report: { data: { type: 'eqlaat-reports', id: 'r-9' } } } }], canWrite, [
            { type: 'eqlaat-reports', id: 'r-9', attributes: { title: 'Assessment notes' } },
          ]),
        );
      if (path === '/api/v1/eqlaat-reports') return json(list([{ type: 'eqlaat-reports', id: 'r-1', attributes: { title: 'Trial review', createdAt: '2030-03-11T10:00:00.000Z' } }], canWrite));
      if (path === '/api/v1/ad-project-existing-solutions')
        return json(list([{ type: 'ad-project-existing-solutions', id: 'x-1', attributes: { name: 'Paper board', url: 'https://example.org/board', reasons: ['Too slow to point at', 'No voice'], comment: null } }], canWrite));
      return json({ errors: [{ status: '404', code: 'not_found' }] }, 404);
    }),
  );
  return calls;
}

async function renderAt(user = member) {
  await renderBooted(
    <Routes>
      <Route path="/services/eqlaat/projects/:project" element={<ProjectRoute />} />
    </Routes>,
    { path: '/services/eqlaat/projects/p-1', user, environment: { features: featuresOn({ calendar: true }) } },
  );
  await act(() => applyMessages('en', MESSAGES));
}

describe('a project’s screen for the accompaniment team', () => {
  it('shows the team the current statuses in display order and their colours, the categories in their hash colour, the steps from the oldest, the appointments, the reports’ PDFs and the existing solutions', async () => {
    serve();
    await renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nora Belkacem' })).toBeInTheDocument();
    const current = await screen.findByRole('list', { name: 'Current statuses' });
    await waitFor(() => expect(within(current).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Testing', 'Funding']));
    const category = within(screen.getByRole('list', { name: 'Categories' })).getByText('Communication').closest('[data-color]');
    expect(category).toHaveAttribute('data-color', tagColor('c-1'));
    expect(screen.getByText('Call on Mondays')).toBeInTheDocument();
    const steps = await screen.findAllByTestId('project-step');
    expect(steps.map((step) => within(step).queryByText(/Request received|Tablet lent/)?.textContent)).toEqual(['Request received.', 'Tablet lent for a month.']);
    expect(within(steps[1]!).getByText(/current statuses/)).toBeInTheDocument();
    expect(within(steps[0]!).queryByText(/current statuses/)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Home assessment' })).toHaveAttribute('href', '/services/eqlaat/appointments/a-1');
    expect(screen.getByRole('link', { name: 'Read “Assessment notes” (PDF)' })).toHaveAttribute('href', '/services/eqlaat-reports/r-9/show/pdf');
    const download = await screen.findByRole('link', { name: 'Download “Trial review” (PDF)' });
    expect(download).toHaveAttribute('href', '/api/v1/services/eqlaat-reports/r-1/pdf');
    expect(download).toHaveAttribute('download');
    expect(await screen.findByRole('list', { name: 'Why “Paper board” does not fit' })).toHaveTextContent('Too slow to point at');
    expect(screen.getByRole('button', { name: 'Add a step' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a report' })).toBeInTheDocument();
  });

  it('offers no writing, and no team fields, to a reader whose answers do not allow writing (one of the project’s users)', async () => {
    serve({ canWrite: false });
    await renderAt(sessionUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nora Belkacem' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Download “Trial review” (PDF)' });
    await screen.findAllByTestId('project-step');
    expect(screen.queryByRole('button', { name: 'Add a step' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a report' })).toBeNull();
    expect(screen.queryByText('Call on Mondays')).toBeNull();
  });

  it.each([
    [404, 'Project not found', 'This project does not exist, or it is not shared with you.'],
    [403, 'Not allowed', 'You may not see this project.'],
  ])('says what the API answered a stranger (%i), reading nothing else', async (status, title, text) => {
    const calls = serve({ status });
    await renderAt(sessionUser());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(calls.filter((call) => !call.url.startsWith('/api/v1/eqlaat-projects/'))).toEqual([]);
  });

  it('sends a visitor to sign in first, and comes back', async () => {
    serve();
    function Where() {
      return <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;
    }
    function Table() {
      return useRoutes([...eqlaatRoutes({ calendar: true }), { path: '*', element: <Where /> }]);
    }
    await renderBooted(<Table />, { path: '/services/eqlaat/projects/p-1', user: null });
    expect(await screen.findByTestId('where')).toHaveTextContent(`/auth/sign-in?redirectUrl=${encodeURIComponent('/services/eqlaat/projects/p-1')}`);
  });

  it('refuses a step combining a status that stands alone before sending it', async () => {
    const calls = serve();
    await renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    const form = screen.getByRole('form', { name: 'New step' });
    await user.click(within(form).getByRole('checkbox', { name: 'Testing' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Closed (stands alone)' }));
    await user.click(within(form).getByRole('button', { name: 'Save the step' }));
    expect(await within(form).findByText('Closed cannot be combined with another status: choose it alone.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts the server’s refusal of a combination on the statuses field', async () => {
    const calls = serve({ write: 422 });
    await renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    const form = screen.getByRole('form', { name: 'New step' });
    await user.click(within(form).getByRole('checkbox', { name: 'Closed (stands alone)' }));
    await user.click(within(form).getByRole('button', { name: 'Save the step' }));
    expect(await within(form).findByText('Closed cannot be combined with another status: choose it alone.')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Statuses' })).toHaveAccessibleDescription('Closed cannot be combined with another status: choose it alone.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('adds a step to the project with its statuses and comment, then reads the timeline again', async () => {
    const calls = serve();
    await renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    const form = screen.getByRole('form', { name: 'New step' });
    await user.clear(within(form).getByLabelText(/Done on/));
    await user.type(within(form).getByLabelText(/Done on/), '2030-04-01T10:30');
    await user.click(within(form).getByRole('checkbox', { name: 'Closed (stands alone)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Boards delivered.');
    const stepReads = calls.filter((call) => call.url.startsWith('/api/v1/eqlaat-project-steps?')).length;
    await user.click(within(form).getByRole('button', { name: 'Save the step' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New step' })).toBeNull());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/v1/eqlaat-project-steps');
    // 10:30 in Paris on 1 April is 08:30 UTC.
    expect(post?.body).toEqual({
      data: {
        type: 'eqlaat-project-steps',
        attributes: { doneAt: '2030-04-01T08:30:00.000Z', comment: 'Boards delivered.' },
        relationships: { project: { data: { type: 'eqlaat-projects', id: 'p-1' } }, statuses: { data: [{ type: 'eqlaat-project-statuses', id: 'closed' }] } },
      },
    });
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/v1/eqlaat-project-steps?')).length).toBeGreaterThan(stepReads));
  });

  it('writes a report about the project', async () => {
    const calls = serve();
    await renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write a report' }));
    // The form and its editor load when asked for: slower than one second on a busy machine.
    const form = await screen.findByRole('form', { name: 'New report' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Save the report' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Report title/ }), 'Visit of 1 April');
    await user.click(within(form).getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New report' })).toBeNull(), { timeout: 5_000 });
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/eqlaat-reports',
      body: { data: { type: 'eqlaat-reports', attributes: { title: 'Visit of 1 April', content: null }, relationships: { reportable: { data: { type: 'eqlaat-projects', id: 'p-1' } } } } },
    });
  }, 20_000);
});
