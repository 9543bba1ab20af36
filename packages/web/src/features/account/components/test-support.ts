import { vi } from 'vitest';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';

/** The messages these tests read, as the catalogue has them. */
export const profileMessages = {
  common: { save: 'Save', actionDone: 'Done.', loading: 'Loading…' },
  validation: { required: 'This field is required.', email: 'Enter a valid e-mail address.', unique: 'This value is already taken.', confirmed: 'The confirmation does not match.' },
  account: {
    identityTitle: 'Identity',
    firstName: 'First name',
    lastName: 'Last name',
    secondaryEmailsTitle: 'Other e-mail addresses',
    secondaryEmails: 'Other addresses',
    lineError: 'Line {{line}}: {{message}}',
    passwordTitle: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    passwordConfirmation: 'Confirm the new password',
    newPasswordHelp: 'At least {{min}} characters.',
  },
};

export const user: ProfileUser = sessionUser();

export const meDocument = { data: { type: 'users', id: user.id, attributes: { ...user, id: undefined, type: undefined } } };

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The contracts' answers (mockApi), plus `routes` keyed "METHOD /path" for the calls under test.
 * Answers what was sent to those routes.
 */
export async function mockProfileApi(routes: Record<string, (body: unknown) => Response>) {
  await applyMessages('en', profileMessages);
  mockApi(undefined, { me: meDocument });
  const base = globalThis.fetch;
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.split('?')[0];
      const handler = routes[`${method} ${path}`];
      if (!handler) return base(input, init);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url: input, body });
      return handler(body);
    }),
  );
  return sent;
}

export const jsonAnswer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
