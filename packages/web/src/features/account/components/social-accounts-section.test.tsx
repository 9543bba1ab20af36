import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { resetUiState } from '../../../lib/ui-store.ts';
import { renderBooted } from '../../../test/render.tsx';
import { SocialAccountsSection } from './social-accounts-section.tsx';
import { jsonAnswer, mockProfileApi, user } from './test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const messages = {
  account: {
    linkedAccountsTitle: 'Linked accounts',
    linkedSince: '{{provider}}, linked on {{date}}',
    unlinkProvider: 'Remove {{provider}}',
    linkedAccountsNone: 'No provider account is linked to yours.',
  },
  validation: { last_sign_in_method: 'Choose a password first.' },
};

const listUrl = `GET /api/v1/services/users/${user.id}/linked-accounts`;
const removeUrl = (provider: string) => `DELETE /api/v1/services/users/${user.id}/linked-accounts/${provider}`;

describe('the linked accounts of the profile', () => {
  it('lists each link and removes one, then shows what is left', async () => {
    let links = [{ provider: 'google', linkedAt: '2026-03-02T10:00:00.000Z' }, { provider: 'partner', linkedAt: '2026-04-05T10:00:00.000Z' }];
    const sent = await mockProfileApi({
      [listUrl]: () => jsonAnswer({ data: links, meta: { hasPassword: true } }),
      [removeUrl('google')]: () => {
        links = links.filter((link) => link.provider !== 'google');
        return new Response(null, { status: 204 });
      },
    });
    await applyMessages('en', messages);
    await renderBooted(<SocialAccountsSection user={user} />);
    const section = await screen.findByRole('region', { name: 'Linked accounts' });
    expect(await within(section).findByText(/^Google, linked on/)).toBeInTheDocument();
    expect(within(section).getByText(/^Partner, linked on/)).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Remove Google' }));
    expect(await within(section).findByRole('button', { name: 'Remove Partner' })).toBeInTheDocument();
    expect(within(section).queryByText(/^Google, linked on/)).not.toBeInTheDocument();
    expect(sent.map((request) => request.method)).toContain('DELETE');
  });

  it('says why the last way into an account without a password stays', async () => {
    await mockProfileApi({
      [listUrl]: () => jsonAnswer({ data: [{ provider: 'google', linkedAt: '2026-03-02T10:00:00.000Z' }], meta: { hasPassword: false } }),
      [removeUrl('google')]: () => jsonAnswer({ errors: [{ status: '422', code: 'validation.last_sign_in_method', detail: 'Choose a password first: …', source: { pointer: '/provider' } }] }, 422),
    });
    await applyMessages('en', messages);
    await renderBooted(<SocialAccountsSection user={user} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password first.');
    expect(screen.getByText(/^Google, linked on/)).toBeInTheDocument();
  });
});
