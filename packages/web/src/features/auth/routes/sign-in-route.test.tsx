import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUiState, resetUiState } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { json, mockAuthApi, renderAuth, userDocument } from '../test-support.tsx';

async function signIn(path: string = paths.auth.signIn, { email = 'ada@example.org', password = 'a long secret' } = {}) {
  const user = userEvent.setup();
  await renderAuth(path);
  await user.type(await screen.findByLabelText(/authScreens.email/), email);
  await user.type(screen.getByLabelText(/authScreens.password/), password);
  await user.click(screen.getByRole('button', { name: 'authScreens.submitSignIn' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

describe('the sign-in screen', () => {
  it('signs in, then goes to the redirect URL it was given', async () => {
    const calls = mockAuthApi({ '/auth/login': () => json({ state: 'authenticated' }) });
    await signIn('/auth/sign-in?redirectUrl=%2Fmembers%3Ftab%3D2&guarded=auth');
    expect(await screen.findByTestId('where')).toHaveTextContent('/members?tab=2');
    expect(calls.find((call) => call.url === '/auth/login')?.body).toEqual({ email: 'ada@example.org', password: 'a long secret' });
  });

  it('says why signing in is needed when a guard sent the visitor here', async () => {
    mockAuthApi({});
    await renderAuth('/auth/sign-in?redirectUrl=%2Fmembers&guarded=auth');
    expect(await screen.findByText('authScreens.guardedNotice')).toBeInTheDocument();
  });

  it('never follows a redirect URL to another site: the default destination instead', async () => {
    mockAuthApi({ '/auth/login': () => json({ state: 'authenticated' }) });
    await signIn('/auth/sign-in?redirectUrl=%2F%2Fevil.example%2F');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/account\/profile$/);
  });

  it('sends a user with roles to the admin dashboard', async () => {
    mockAuthApi({ '/auth/login': () => json({ state: 'authenticated' }) }, { user: userDocument({ isAdmin: true }) });
    await signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/dashboard');
  });

  it('tells a user whose role obliges two-factor sign-in to set it up, and has the shell show the set-up screen', async () => {
    mockAuthApi({ '/auth/login': () => json({ state: 'authenticated', twoFactorEnrolmentRequired: true }) });
    await signIn('/auth/sign-in?redirectUrl=%2Fmembers');
    expect(await screen.findByTestId('where')).toHaveTextContent('/members');
    expect(getUiState().toast?.message).toBe('authScreens.twoFactorEnrolmentRequired');
    expect(getUiState().twoFactorEnrolmentRequired).toBe(true);
  });

  it('asks for the second factor with the strategy and the redirect URL', async () => {
    mockAuthApi({ '/auth/login': () => json({ state: 'two_factor_required', strategy: 'email' }) });
    await signIn('/auth/sign-in?redirectUrl=%2Fmembers');
    expect(await screen.findByRole('heading', { level: 1, name: 'authScreens.twoFactorTitle' })).toBeInTheDocument();
    expect(screen.getByLabelText(/authScreens.code/)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'authScreens.resendCode' })).toBeInTheDocument();
  });

  it('shows wrong credentials as an alert on the form, and stays', async () => {
    mockAuthApi({
      '/auth/login': () => json({ errors: [{ status: '422', code: 'auth.failed', detail: 'These credentials do not match our records.', source: { pointer: '/email' } }] }, 422),
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('authScreens.wrongCredentials');
    expect(screen.getByRole('heading', { level: 1, name: 'authScreens.signInTitle' })).toBeInTheDocument();
  });

  it('says to wait after too many attempts', async () => {
    mockAuthApi({ '/auth/login': () => json({ errors: [{ status: '429', code: 'too_many_requests' }] }, 429) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('authScreens.tooManyAttempts');
  });

  it('reports a reply state it does not know as a failure', async () => {
    mockAuthApi({ '/auth/login': () => json({ state: 'something_new' }) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('authScreens.failed');
  });

  it('checks the fields before calling the server, each message tied to its field', async () => {
    const calls = mockAuthApi({});
    const user = userEvent.setup();
    await renderAuth(paths.auth.signIn);
    await user.type(await screen.findByLabelText(/authScreens.email/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'authScreens.submitSignIn' }));
    const email = screen.getByLabelText(/authScreens.email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('validation.email');
    expect(screen.getByLabelText(/authScreens.password/)).toHaveAccessibleDescription('validation.required');
    expect(calls.some((call) => call.url === '/auth/login')).toBe(false);
  });
});

describe('the social sign-in callback', () => {
  it('posts the code and state, then goes to registration prefilled with what the provider told', async () => {
    const calls = mockAuthApi({
      '/auth/social/google/login': () => json({ state: 'registration_required', provider: 'google', data: { email: 'grace@example.org', firstName: 'Grace', lastName: 'Hopper' } }),
    });
    await renderAuth('/auth/social/google/callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'authScreens.registerTitle' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/auth/social/google/login')?.body).toEqual({ code: 'abc', state: 'xyz' });
    expect(screen.getByLabelText(/authScreens.email/)).toHaveValue('grace@example.org');
    expect(screen.getByLabelText(/authScreens.email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/authScreens.firstName/)).toHaveValue('Grace');
    expect(screen.getByLabelText(/authScreens.lastName/)).toHaveValue('Hopper');
  });

  it('says an existing account was mailed a link instead of signing in, and goes to sign-in', async () => {
    mockAuthApi({ '/auth/social/partner/login': () => json({ state: 'link_mail_sent', provider: 'partner' }) });
    await renderAuth('/auth/social/partner/callback?code=abc&state=xyz');
    expect(await screen.findByRole('button', { name: 'authScreens.submitSignIn' })).toBeInTheDocument();
    expect(getUiState().toast?.message).toBe('authScreens.socialLinkMailSent');
  });

  it('posts the token of the mailed link once, then says the provider is linked', async () => {
    const calls = mockAuthApi({ '/auth/social/link': () => json({ state: 'linked', provider: 'partner' }) });
    await renderAuth('/auth/social/link?token=sealed-token');
    expect(await screen.findByRole('button', { name: 'authScreens.submitSignIn' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/auth/social/link').map((call) => call.body)).toEqual([{ token: 'sealed-token' }]);
    expect(getUiState().toast?.message).toBe('authScreens.socialLinked');
  });

  it('says the sign-in was refused when the provider sent no code', async () => {
    mockAuthApi({});
    await renderAuth('/auth/social/google/callback?error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('authScreens.socialRefused');
  });
});
