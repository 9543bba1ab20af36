import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBooted } from '../../../test/render.tsx';
import { getUiState, resetUiState } from '../../../lib/ui-store.ts';
import { parseSecondaryEmails } from '../api/secondary-emails.ts';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { EmailForm } from './email-form.tsx';
import { IdentityForm } from './identity-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { SecondaryEmailsForm } from './secondary-emails-form.tsx';
import { jsonAnswer, meDocument, mockProfileApi, profileMessages, user } from './test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const invalid = (errors: unknown[]) => jsonAnswer({ errors }, 422);

describe('the identity form', () => {
  it('saves the names, then says so and no longer holds the visitor back', async () => {
    const sent = await mockProfileApi({ 'PATCH /api/v1/users/u1': () => jsonAnswer(meDocument) });
    await renderBooted(<IdentityForm user={user} />);
    const typist = userEvent.setup();
    const firstName = screen.getByLabelText(/First name/);
    await typist.clear(firstName);
    await typist.type(firstName, 'Augusta');
    expect(getUiState().preventLeave).toBe(true);
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getUiState().toast?.message).toBe('Done.'));
    expect(sent[0]?.body).toMatchObject({ data: { type: 'users', id: 'u1', attributes: { firstName: 'Augusta', lastName: 'Lovelace', phone: null } } });
    expect(getUiState().preventLeave).toBe(false);
  });

  it('shows a refused field’s error in words and moves focus to it', async () => {
    await mockProfileApi({
      'PATCH /api/v1/users/u1': () => invalid([{ status: '422', code: 'validation.required', detail: 'firstName is required.', source: { pointer: '/data/attributes/firstName' } }]),
    });
    await renderBooted(<IdentityForm user={user} />);
    const typist = userEvent.setup();
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    const firstName = screen.getByLabelText(/First name/);
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('This field is required.');
    expect(getUiState().toast).toBeNull();
  });

  it('shows a conflict the form has no field for above its Save button', async () => {
    await mockProfileApi({
      'PATCH /api/v1/users/u1': () => jsonAnswer({ errors: [{ status: '409', code: 'conflict', title: 'Conflict', detail: 'Someone else changed this account meanwhile.' }] }, 409),
    });
    await renderBooted(<IdentityForm user={user} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this account meanwhile.');
    expect(getUiState().toast).toBeNull();
  });
});

describe('the password form', () => {
  it('checks the confirmation before asking the server', async () => {
    const sent = await mockProfileApi({ 'PATCH /api/v1/users/u1': () => jsonAnswer(meDocument) });
    await renderBooted(<PasswordForm user={user} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText(/Current password/), 'old-password');
    await typist.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await typist.type(screen.getByLabelText(/Confirm the new password/), 'another-one');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The confirmation does not match.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the current password with the new one', async () => {
    const sent = await mockProfileApi({ 'PATCH /api/v1/users/u1': () => jsonAnswer(meDocument) });
    await renderBooted(<PasswordForm user={user} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText(/Current password/), 'old-password');
    await typist.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await typist.type(screen.getByLabelText(/Confirm the new password/), 'a-new-password');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ data: { type: 'users', id: 'u1', attributes: { password: 'a-new-password', oldPassword: 'old-password' } } });
  });
});

describe('the primary e-mail address', () => {
  it('sends a new address with the current password, and says the change waits for the link', async () => {
    const sent = await mockProfileApi({ 'PATCH /api/v1/users/u1': () => jsonAnswer(meDocument) });
    await applyMessages('en', { ...profileMessages, account: { ...profileMessages.account, emailTitle: 'E-mail', email: 'Address', emailChanged: 'A link was sent to {{email}}.' } });
    await renderBooted(<EmailForm user={user} />);
    const typist = userEvent.setup();
    const address = screen.getByLabelText(/^Address/);
    await typist.clear(address);
    await typist.type(address, 'new@example.org');
    await typist.type(screen.getByLabelText(/Current password/), 'my-password');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ data: { type: 'users', id: 'u1', attributes: { email: 'new@example.org', oldPassword: 'my-password' } } });
    await waitFor(() => expect(getUiState().toast?.message).toBe('A link was sent to new@example.org.'));
  });

  it('shows the address waiting for confirmation', async () => {
    await mockProfileApi({});
    await applyMessages('en', { ...profileMessages, account: { ...profileMessages.account, emailPending: 'Waiting: {{email}}' } });
    await renderBooted(<EmailForm user={{ ...user, pendingEmail: 'next@example.org' }} />);
    expect(screen.getByTestId('pending-email')).toHaveTextContent('Waiting: next@example.org');
  });
});

describe('the other e-mail addresses', () => {
  it('reads one address a line, trimmed, blank lines dropped, each with the line it was typed on', () => {
    expect(parseSecondaryEmails('  one@example.org \n\n\r\ntwo@example.org\r\n   \n')).toEqual([
      { line: 1, email: 'one@example.org' },
      { line: 4, email: 'two@example.org' },
    ]);
  });

  it('sends the cleaned lines and points a refused address at the line the user typed it on', async () => {
    const sent = await mockProfileApi({
      'GET /api/v1/secondary-email-addresses': () => jsonAnswer({ data: [] }),
      'PUT /api/v1/services/users/u1/secondary-emails': () =>
        invalid([{ status: '422', code: 'validation.email', detail: 'Line 2: "nope" is not an e-mail address.', source: { pointer: '/text' }, meta: { line: 2 } }]),
    });
    await renderBooted(<SecondaryEmailsForm user={user} />);
    const typist = userEvent.setup();
    const field = await screen.findByLabelText('Other addresses');
    await typist.type(field, ' one@example.org{Enter}{Enter}nope {Enter}');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Line 3: Enter a valid e-mail address.'));
    expect(field).toHaveFocus();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ text: 'one@example.org\nnope' });
  });

  it('shows the saved addresses as the server keeps them', async () => {
    await mockProfileApi({
      'GET /api/v1/secondary-email-addresses': () => jsonAnswer({ data: [{ type: 'secondary-email-addresses', id: 's1', attributes: { email: 'old@example.org' } }] }),
      'PUT /api/v1/services/users/u1/secondary-emails': () => jsonAnswer({ data: [{ type: 'secondary-email-addresses', id: 's2', attributes: { email: 'new@example.org' } }] }),
    });
    await renderBooted(<SecondaryEmailsForm user={user} />);
    const typist = userEvent.setup();
    const field = await screen.findByLabelText('Other addresses');
    expect(field).toHaveValue('old@example.org');
    await typist.clear(field);
    await typist.type(field, 'New@Example.org');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveValue('new@example.org'));
    expect(getUiState().toast?.message).toBe('Done.');
  });
});
