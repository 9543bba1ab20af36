import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { sessionUser } from '../../../../test/fixtures.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { ResourceRoute } from '../../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';
import type { Call } from '../../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z', timezone: 'Europe/Paris' });

/** The builder's words, as the catalogue (language-lines/forms/formBuilder.json) has them in English. */
const MESSAGES = {
  formBuilder: {
    title: 'Form builder: {{form}}',
    untitledForm: 'untitled form',
    untitled: 'no label yet',
    fieldAt: '{{position}}. {{type}}: {{title}}',
    edit: 'Edit',
    close: 'Close',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Remove',
    label: 'Label',
    sectionTitle: 'Section title',
    type: 'Type',
    required: 'An answer is required',
    choices: 'Answers offered',
    choiceAt: 'Answer {{position}}',
    addChoice: 'Add an answer',
    added: '{{type}} added as field {{position}}.',
    moved: '{{field}} moved to place {{position}} of {{count}}.',
    removed: '{{field}} removed.',
    fixErrors: 'Some fields need fixing before saving.',
    saved: 'Form saved.',
    save: 'Save the form',
    unsaved: 'Unsaved changes',
    allSaved: 'All changes saved',
    settings: 'Settings',
    fields: 'Sections and questions ({{count}})',
    addField: 'Add a field',
    newFieldType: 'Type of the new field',
    preview: 'Preview',
    help: 'Help text',
    type_section: 'Section',
    type_short_text: 'Short text',
    type_single_choice: 'One choice',
    type_email: 'E-mail address',
    refused_distinct: 'Each answer offered must differ from the others.',
  },
  advancedForms: { stepOf: 'Step {{step}} of {{count}}', next: 'Next step', send: 'Send my answers', progress: 'Progress' },
};

const FIELDS = [
  { type: 'form-fields', id: 'f-intro', attributes: { position: 0, fieldType: 'section', title: 'About you', description: null, required: false, config: null, dataType: 'none', translations: { en: { title: 'About you' } } } },
  { type: 'form-fields', id: 'f-name', attributes: { position: 1, fieldType: 'short_text', title: 'Your name', description: null, required: true, config: null, dataType: 'string', translations: { en: { title: 'Your name' } } } },
];

/** A form of a section and one question, and what the test server was sent. */
function serveForm({ refuse }: { refuse?: (operations: Record<string, unknown>[]) => unknown } = {}) {
  return serveAdmin({
    kinds: [adminKind('advanced-forms', 'contacts')],
    handler: (call: Call) => {
      if (call.url.startsWith('/api/v1/advanced-forms/a1')) {
        return { body: { data: { type: 'advanced-forms', id: 'a1', attributes: { title: 'About you', isCaptchaProtected: true, openAt: null, closeAt: null }, relationships: { fields: { data: FIELDS.map(({ type, id }) => ({ type, id })) } } }, included: FIELDS } };
      }
      if (call.url === '/api/v1/operations') {
        const operations = (call.body as { 'atomic:operations': Record<string, unknown>[] })['atomic:operations'];
        const refusal = refuse?.(operations);
        return refusal ? { status: 422, body: refusal } : { status: 204 };
      }
      return undefined;
    },
  });
}

async function openBuilder() {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: admin, path: '/admin/resources/advanced-forms/update/a1' },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', MESSAGES));
  await screen.findByRole('heading', { level: 1, name: 'Form builder: About you' });
  // The screen's own "has loaded" comes first: an action said before it would be replaced.
  await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('has loaded'));
}

const cards = () => within(screen.getByRole('region', { name: /Sections and questions/ })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const preview = () => screen.getByTestId('form-builder-preview');
const operationsSent = (calls: Call[]) => calls.filter((call) => call.url === '/api/v1/operations').map((call) => (call.body as { 'atomic:operations': unknown[] })['atomic:operations']);

describe('the advanced form builder', () => {
  it('opens on the form’s sections and questions, previewed by the site’s own form', async () => {
    serveForm();
    await openBuilder();
    expect(cards()).toEqual(['1. Section: About you', '2. Short text: Your name']);
    expect(within(preview()).getByRole('textbox', { name: 'Your name *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the form' })).toBeDisabled();
  }, 20_000);

  it('adds a question that the preview shows as its label is typed, and saves everything in one atomic request', async () => {
    const calls = serveForm();
    await openBuilder();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new field' }), 'email');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    expect(cards()).toEqual(['1. Section: About you', '2. Short text: Your name', '3. E-mail address: no label yet']);
    const label = screen.getByRole('textbox', { name: /^Label/ });
    expect(label).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('E-mail address added as field 3.'));
    await user.type(label, 'Your e-mail');
    // No save needed: the public form's component draws it at once.
    expect(within(preview()).getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('checkbox', { name: 'An answer is required' }));
    expect(within(preview()).getByRole('textbox', { name: 'Your e-mail *' })).toBeInTheDocument();
    // The first question goes below the new one, by its button.
    await user.click(within(screen.getByRole('listitem', { name: '2. Short text: Your name' })).getByRole('button', { name: 'Move down' }));
    expect(cards()).toEqual(['1. Section: About you', '2. E-mail address: Your e-mail', '3. Short text: Your name']);
    await user.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() => expect(operationsSent(calls)).toHaveLength(1));
    expect(operationsSent(calls)[0]).toEqual([
      {
        op: 'add',
        data: {
          type: 'form-fields',
          attributes: { position: 1, fieldType: 'email', title: 'Your e-mail', description: null, required: true, config: null, dataType: 'email' },
          relationships: { form: { data: { type: 'advanced-forms', id: 'a1' } } },
        },
      },
      { op: 'update', ref: { type: 'form-fields', id: 'f-name' }, data: { type: 'form-fields', id: 'f-name', attributes: { position: 2 } } },
    ]);
    expect(calls.find((call) => call.url === '/api/v1/operations')!.headers.get('content-type')).toContain('ext="https://jsonapi.org/ext/atomic"');
  }, 30_000);

  it('edits a choice question’s answers and shows them as the public radios; a duplicate answer is refused before sending', async () => {
    const calls = serveForm();
    await openBuilder();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new field' }), 'single_choice');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.type(screen.getByRole('textbox', { name: /^Label/ }), 'Colour');
    await user.click(screen.getByRole('button', { name: 'Add an answer' }));
    expect(within(preview()).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Answer 1', 'Answer 2']);
    const second = screen.getByRole('textbox', { name: 'Answer 2' });
    await user.clear(second);
    await user.type(second, 'Answer 1');
    await user.click(screen.getByRole('button', { name: 'Save the form' }));
    expect(await screen.findByText('Each answer offered must differ from the others.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Answer 1' })).toHaveFocus();
    expect(operationsSent(calls)).toHaveLength(0);
  }, 30_000);

  it('puts the server’s refusal on the field it names and removes a field by its button', async () => {
    const calls = serveForm({ refuse: () => ({ errors: [{ status: '422', code: 'validation.max', detail: 'Too long.', source: { pointer: '/atomic:operations/1/data/attributes/title' } }] }) });
    await openBuilder();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('listitem', { name: '2. Short text: Your name' })).getByRole('button', { name: 'Remove' }));
    expect(cards()).toEqual(['1. Section: About you']);
    expect(within(preview()).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('listitem', { name: '1. Section: About you' })).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Section title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() => expect(operationsSent(calls)).toHaveLength(1));
    expect(operationsSent(calls)[0]).toEqual([
      { op: 'remove', ref: { type: 'form-fields', id: 'f-name' } },
      { op: 'update', ref: { type: 'form-fields', id: 'f-intro' }, data: { type: 'form-fields', id: 'f-intro', attributes: { title: 'About you!' } } },
    ]);
    expect(await screen.findByText('This value is too long.')).toBeInTheDocument();
  }, 30_000);
});
