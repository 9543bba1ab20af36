import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { resetUiState } from '../../../lib/ui-store.ts';
import { renderBooted } from '../../../test/render.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { jsonAnswer, mockProfileApi, user } from './test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const messages = {
  account: { twoFactorTitle: 'Two-factor sign-in', currentPassword: 'Current password', disableTwoFactor: 'Turn off two-factor sign-in' },
};

describe('turning two-factor sign-in on', () => {
  it('sends the current password with the enrolment, and shows the server’s answer to a wrong one', async () => {
    const sent = await mockProfileApi({
      'POST /auth/two-factor/email': () =>
        jsonAnswer({ errors: [{ status: '422', code: 'validation.current_password', detail: 'Type your current password to confirm this change.', source: { pointer: '/password' } }] }, 422),
    });
    await applyMessages('en', { account: { ...messages.account, useEmailCodes: 'Use codes by e-mail' } });
    await renderBooted(<TwoFactorSection user={{ ...user, twoFactorStrategy: null, hasPassword: true }} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText(/Current password/), 'my-password');
    await typist.click(screen.getByRole('button', { name: 'Use codes by e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type your current password to confirm this change.');
    expect(sent[0]).toMatchObject({ method: 'POST', body: { password: 'my-password' } });
  });
});

describe('turning two-factor sign-in off', () => {
  it('sends the password, and shows the server’s reason when a role requires two-factor', async () => {
    const sent = await mockProfileApi({
      'DELETE /auth/two-factor': () => jsonAnswer({ errors: [{ status: '403', code: 'forbidden', title: 'Forbidden', detail: 'Your role requires two-factor sign-in.' }] }, 403),
    });
    await applyMessages('en', messages);
    await renderBooted(<TwoFactorSection user={{ ...user, twoFactorStrategy: 'totp' }} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText(/Current password/), 'my-password');
    await typist.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role requires two-factor sign-in.');
    await waitFor(() => expect(sent[0]).toMatchObject({ method: 'DELETE', body: { password: 'my-password' } }));
  });
});
