import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { environment, messages } from '../../test/fixtures.ts';
import { renderBooted } from '../../test/render.tsx';
import { LightUserFormView } from './light-user-form-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const MESSAGES = {
  publicForms: { field_userFirstName: 'First name', field_userLastName: 'Last name', field_userEmail: 'E-mail address', field_organizationName: 'Organization', send: 'Send', sent: 'Thank you.', },
  publicFormJob: { field_userJob: 'Job', jobNotChosen: 'Choose your job', field_userJobOther: 'Your job, in your words', refused_job: 'Choose one of the jobs listed.' },
};

const FORM = { type: 'light-user-forms', id: 'lf1', attributes: { title: 'Stay in touch', description: null, onlyOneInput: false, isOffline: false, isCaptchaProtected: false, isSubscriptionForm: false, allowNoOrganization: true, allowMessage: false, expiresAt: null } };
const JOBS = [
  { type: 'jobs', id: 'ot', attributes: { name: 'Occupational therapist' } },
  { type: 'jobs', id: 'other', attributes: { name: 'Other' } },
];

interface Sent {
  url: string;
  body: { data: { attributes: Record<string, unknown>; relationships: Record<string, unknown> } };
}

/** The form, the jobs list, and the input's create (refused when `refuse` answers a body). */
function serve(refuse?: () => unknown) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0]!;
      if (path.endsWith('/runtime-environment')) return json({ data: environment });
      if (path.endsWith('/web-language-lines')) return json({ data: messages.en, meta: { locale: 'en', version: 1 } });
      if (path === '/api/v1/light-user-forms/lf1') return json({ data: FORM });
      if (path === '/api/v1/jobs') return json({ data: JOBS, meta: { page: { currentPage: 1, perPage: 100, total: 2, lastPage: 1 } } });
      if (path === '/api/v1/light-user-form-inputs' && init.method === 'POST') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        const refusal = refuse?.();
        return refusal ? json(refusal, 422) : json({ data: { type: 'light-user-form-inputs', id: 'i1', attributes: {} } }, 201);
      }
      return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found' }] }, 404);
    }),
  );
  return sent;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name *' }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: 'Last name *' }), 'Lopez');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address *' }), 'ana@example.org');
}

async function open() {
  await renderBooted(<LightUserFormView formId="lf1" token="t0ken" />, { user: null });
  await act(() => applyMessages('en', MESSAGES));
  await screen.findByRole('heading', { name: 'Stay in touch' });
}

describe('the job of a light-user form', () => {
  it('is chosen from the jobs list, in words of one’s own only with "Other", and sent as the input’s job', async () => {
    const sent = serve();
    await open();
    const user = userEvent.setup();
    const job = screen.getByRole('combobox', { name: 'Job' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Occupational therapist' })).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Your job, in your words' })).not.toBeInTheDocument();
    await fillIn(user);
    await user.selectOptions(job, 'other');
    await user.type(screen.getByRole('textbox', { name: 'Your job, in your words' }), 'Speech therapist');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you.');
    expect(sent[0]!.body.data.relationships).toEqual({ form: { data: { type: 'light-user-forms', id: 'lf1' } }, userJob: { data: { type: 'jobs', id: 'other' } } });
    expect(sent[0]!.body.data.attributes).toMatchObject({ userJobOther: 'Speech therapist', token: 't0ken' });
  }, 20_000);

  it('leaves the words out for a listed job, and shows the server’s refusal of a job on the job', async () => {
    const sent = serve(() => ({ errors: [{ status: '422', code: 'validation.exists', detail: 'No such job.', source: { pointer: '/data/relationships/userJob' } }] }));
    await open();
    const user = userEvent.setup();
    await fillIn(user);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Other' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'other');
    await user.type(screen.getByRole('textbox', { name: 'Your job, in your words' }), 'Speech therapist');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'ot');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose one of the jobs listed.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]!.body.data.relationships.userJob).toEqual({ data: { type: 'jobs', id: 'ot' } });
    expect(sent[0]!.body.data.attributes).not.toHaveProperty('userJobOther');
  }, 20_000);
});
