import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUiState, resetUiState } from '../../../lib/ui-store.ts';
import { json, mockAuthApi, renderAuth, VALIDATION } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const invalid = (...errors: { pointer: string; code: string; detail: string }[]) =>
  json({ errors: errors.map(({ pointer, code, detail }) => ({ status: '422', code, detail, source: { pointer } })) }, 422);

async function fillRegistration({ password = 'a long secret', confirmation = 'a long secret' }: { password?: string; confirmation?: string } = {}) {
  const user = userEvent.setup();
  await renderAuth('/auth/register');
  await user.type(await screen.findByLabelText(/authScreens.firstName/), 'Ada');
  await user.type(screen.getByLabelText(/authScreens.lastName/), 'Lovelace');
  await user.type(screen.getByLabelText(/authScreens.email/), 'ada@example.org');
  await user.type(screen.getByLabelText(/^authScreens.password\b/), password);
  await user.type(screen.getByLabelText(/authScreens.passwordConfirmation/), confirmation);
  await user.click(screen.getByRole('button', { name: 'authScreens.submitRegister' }));
}

describe('the registration form', () => {
  it('puts the server’s 422 errors on their fields, translated, and focuses the first', async () => {
    mockAuthApi({
      '/auth/register': () =>
        invalid(
          { pointer: '/email', code: 'validation.unique', detail: 'An account already uses this e-mail address.' },
          { pointer: '/password', code: 'validation.password_common', detail: 'This password is among the most common ones.' },
        ),
    });
    await fillRegistration();
    const email = screen.getByLabelText(/authScreens.email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(VALIDATION.unique);
    // No message for this code in the (test) catalogue: the server's own words.
    expect(screen.getByLabelText(/^authScreens.password\b/)).toHaveAccessibleDescription('This password is among the most common ones.');
    expect(email).toHaveFocus();
  });

  it('sends the registration with the interface language, then says to check the mailbox and goes to sign-in', async () => {
    const calls = mockAuthApi({ '/auth/register': () => json({ state: 'verification_link_sent' }, 202) });
    await fillRegistration();
    expect(await screen.findByRole('button', { name: 'authScreens.submitSignIn' })).toBeInTheDocument();
    expect(getUiState().toast?.message).toBe('authScreens.registeredCheckMail');
    expect(calls.find((call) => call.url === '/auth/register')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      password: 'a long secret',
      passwordConfirmation: 'a long secret',
      locale: 'en',
    });
  });

  it('refuses two different passwords before calling the server', async () => {
    const calls = mockAuthApi({});
    await fillRegistration({ password: 'a long secret', confirmation: 'another secret' });
    const confirmation = screen.getByLabelText(/authScreens.passwordConfirmation/);
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('validation.confirmed'));
    expect(calls.some((call) => call.url === '/auth/register')).toBe(false);
  });
});

describe('the forgotten and reset password forms', () => {
  it('answers the same message whatever the address', async () => {
    mockAuthApi({ '/auth/password/forgot': () => json({ state: 'reset_link_sent' }, 202) });
    const user = userEvent.setup();
    await renderAuth('/auth/password/forgot');
    await user.type(await screen.findByLabelText(/authScreens.email/), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'authScreens.submitForgot' }));
    expect(await screen.findByText('authScreens.forgotSent')).toBeInTheDocument();
  });

  it('says when the reset link is bad, with the way to a new one', async () => {
    mockAuthApi({ '/auth/password/reset': () => invalid({ pointer: '/token', code: 'validation.token_invalid', detail: 'This reset link is invalid.' }) });
    const user = userEvent.setup();
    await renderAuth('/auth/password/reset/abc/ada%40example.org');
    await user.type(await screen.findByLabelText(/authScreens.newPassword/), 'a new long secret');
    await user.type(screen.getByLabelText(/authScreens.passwordConfirmation/), 'a new long secret');
    await user.click(screen.getByRole('button', { name: 'authScreens.submitReset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('authScreens.resetLinkInvalid');
    expect(screen.getByRole('link', { name: 'authScreens.askNewLink' })).toHaveAttribute('href', '/auth/password/forgot');
  });

  it('after a reset, goes to sign-in with a message', async () => {
    const calls = mockAuthApi({ '/auth/password/reset': () => json({ state: 'password_reset' }) });
    const user = userEvent.setup();
    await renderAuth('/auth/password/reset/abc/ada%40example.org');
    await user.type(await screen.findByLabelText(/authScreens.newPassword/), 'a new long secret');
    await user.type(screen.getByLabelText(/authScreens.passwordConfirmation/), 'a new long secret');
    await user.click(screen.getByRole('button', { name: 'authScreens.submitReset' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'authScreens.signInTitle' })).toBeInTheDocument();
    expect(getUiState().toast?.message).toBe('authScreens.resetDone');
    expect(calls.find((call) => call.url === '/auth/password/reset')?.body).toEqual({ token: 'abc', email: 'ada@example.org', password: 'a new long secret', passwordConfirmation: 'a new long secret', keepLinkedAccounts: false });
  });

  it('keeps the linked accounts through a reset only when the owner ticks the box', async () => {
    const calls = mockAuthApi({ '/auth/password/reset': () => json({ state: 'password_reset' }) });
    const user = userEvent.setup();
    await renderAuth('/auth/password/reset/abc/ada%40example.org');
    await user.type(await screen.findByLabelText(/authScreens.newPassword/), 'a new long secret');
    await user.type(screen.getByLabelText(/authScreens.passwordConfirmation/), 'a new long secret');
    const keep = screen.getByRole('checkbox', { name: 'authScreens.keepLinkedAccounts' });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'authScreens.submitReset' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'authScreens.signInTitle' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/auth/password/reset')?.body).toMatchObject({ keepLinkedAccounts: true });
  });
});

describe('the second factor', () => {
  it('takes a recovery code instead, and puts a wrong one on the field', async () => {
    const calls = mockAuthApi({ '/auth/two-factor/login': () => invalid({ pointer: '/recoveryCode', code: 'validation.code_invalid', detail: 'This code is wrong or expired.' }) });
    const user = userEvent.setup();
    await renderAuth('/auth/two-factor/totp');
    expect(await screen.findByLabelText(/authScreens.code/)).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'authScreens.useRecoveryCode' }));
    await user.type(screen.getByLabelText(/authScreens.recoveryCode/), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'authScreens.submitCode' }));
    await waitFor(() => expect(screen.getByLabelText(/authScreens.recoveryCode/)).toHaveAccessibleDescription(VALIDATION.code_invalid));
    expect(calls.find((call) => call.url === '/auth/two-factor/login')?.body).toEqual({ recoveryCode: 'abcd-efgh' });
  });

  it('says when the step has expired, with the way back to sign-in', async () => {
    mockAuthApi({ '/auth/two-factor/login': () => json({ errors: [{ status: '419', code: 'session_expired' }] }, 419) });
    const user = userEvent.setup();
    await renderAuth('/auth/two-factor/email');
    await user.type(await screen.findByLabelText(/authScreens.code/), '123456');
    await user.click(screen.getByRole('button', { name: 'authScreens.submitCode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('authScreens.twoFactorExpired');
  });
});

describe('the sign-in screen with social providers', () => {
  it('offers one button per configured provider, leading to the server’s redirection', async () => {
    mockAuthApi({});
    await renderAuth('/auth/sign-in', ['google', 'microsoft']);
    const buttons = await screen.findAllByRole('link', { name: 'authScreens.socialProvider' });
    expect(buttons.map((button) => button.getAttribute('href'))).toEqual(['/auth/social/google/redirect', '/auth/social/microsoft/redirect']);
  });
});
