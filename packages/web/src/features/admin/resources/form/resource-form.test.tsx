import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { jobs, organizations, users } from '@relais/domain';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { sessionUser } from '../../../../test/fixtures.ts';
import { act, screen, waitFor } from '@testing-library/react';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';
import { ResourceForm } from './resource-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z', timezone: 'Europe/Paris' });
const kinds = [adminKind('users', 'accounts'), adminKind('roles', 'accounts'), adminKind('jobs', 'accounts'), adminKind('organizations', 'accounts'), adminKind('admin-tags', 'community')];

describe('the form built from a declaration', () => {
  it('gives each attribute kind its input: text, password, yes/no, choice, JSON, date and time, rich text, pickers', async () => {
    serveAdmin({ kinds });
    await renderBooted(<ResourceForm resource={users} />, { user: admin });
    await act(applyAdminMessages);
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Is admin' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Locale' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notifications preferences' }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Validated at')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('Validated at')).toHaveAccessibleDescription(/Time zone: Europe\/Paris/);
    expect(screen.getByRole('toolbar', { name: /Description/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Roles' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job' })).toBeInTheDocument();
    // Read-only and computed fields are the server's: no input.
    expect(screen.queryByRole('textbox', { name: /Full name/ })).toBeNull();
  });

  it('shows numbers with their bounds and translatable texts in the edition language', async () => {
    serveAdmin({ kinds });
    await renderBooted(<ResourceForm resource={organizations} />, { user: admin });
    await act(applyAdminMessages);
    const longitude = await screen.findByRole('spinbutton', { name: 'Longitude' });
    expect(longitude).toHaveAttribute('min', '-180');
    expect(longitude).toHaveAttribute('max', '180');
    expect(screen.getByRole('textbox', { name: 'Short description (English)' })).toBeInTheDocument();
  });

  it('puts the server’s 422s on the fields their pointers name, and focuses the first', async () => {
    const calls = serveAdmin({
      kinds,
      handler: (call) =>
        call.method === 'POST' && call.url.startsWith('/api/v1/users')
          ? {
              status: 422,
              body: {
                errors: [
                  { status: '422', code: 'validation.unique', detail: 'Taken.', source: { pointer: '/data/attributes/email' } },
                  { status: '422', code: 'validation.exists', detail: 'No such job.', source: { pointer: '/data/relationships/job' } },
                ],
              },
            }
          : undefined,
    });
    await renderBooted(<ResourceForm resource={users} />, { user: admin });
    await act(applyAdminMessages);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Taken.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveAccessibleDescription('No such job.');
    const sent = calls.find((call) => call.method === 'POST')!.body as { data: { attributes: Record<string, unknown> } };
    expect(sent.data.attributes).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', isAdmin: false });
  });

  it('refuses before sending what the declaration cannot take: a missing required field, a number out of bounds', async () => {
    const calls = serveAdmin({ kinds });
    await renderBooted(<ResourceForm resource={organizations} />, { user: admin });
    await act(applyAdminMessages);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: 'Longitude' }), '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Longitude' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('edits a translatable text in the edition language, marks a machine translation and names the other languages', async () => {
    const calls = serveAdmin({
      kinds,
      handler: (call) => {
        if (!call.url.startsWith('/api/v1/jobs/nurse')) return undefined;
        const attributes = { name: 'Nurse', otherTranslationsLocales: ['fr'], translations: { en: { name: '[MT] Nurse' }, fr: { name: 'Infirmier' } } };
        return { body: { data: { type: 'jobs', id: 'nurse', attributes: call.method === 'PATCH' ? { ...attributes, name: 'Nurse (adult)' } : attributes } } };
      },
    });
    await renderBooted(<ResourceForm resource={jobs} id="nurse" />, { user: admin });
    await act(() => applyMessages('en', { admin: { machineTranslated: 'Machine translation, not reviewed', alsoIn: 'Also written in: {{languages}}.' } }));
    const name = await screen.findByRole('textbox', { name: /Name \(English\)/ });
    expect(name).toHaveValue('Nurse');
    expect(screen.getByText('Machine translation, not reviewed')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Also written in: Français.');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Nurse (adult)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Only what changed is sent, without the marker: a person has reviewed it.
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ data: { type: 'jobs', id: 'nurse', attributes: { name: 'Nurse (adult)' }, relationships: {} } });
  });

  it('offers an upload beside the picker of a to-one file, for images when the field is one', { timeout: 20_000 }, async () => {
    serveAdmin({ kinds: [...kinds, adminKind('files', 'application')] });
    await renderBooted(<ResourceForm resource={organizations} />, { user: admin });
    await act(applyAdminMessages);
    await act(() => applyMessages('en', { admin: { uploadNew: 'Or upload a new file: {{field}}' } }));
    expect(await screen.findByRole('combobox', { name: 'Image' })).toBeInTheDocument();
    // The upload field is a lazy chunk: under load it may take a while to arrive.
    const upload = await screen.findByLabelText('Or upload a new file: Image', {}, { timeout: 10_000 });
    expect(upload).toHaveAttribute('type', 'file');
    expect(upload).toHaveAttribute('accept', 'image/*');
  });
});
