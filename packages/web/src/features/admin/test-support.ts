import { vi } from 'vitest';
import type { AdminKind } from '@relais/domain';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { environment, messages } from '../../test/fixtures.ts';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body?: unknown };
type Handler = (call: Call) => Answer | undefined;

const json = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

export const adminKind = (type: string, category: AdminKind['category'], changes: Partial<AdminKind> = {}): AdminKind => ({ type, category, canCreate: true, softDelete: false, ...changes });

/**
 * A back-office server for screen tests: the admin kinds it is given, the shell's boot calls, and
 * `handler` for everything else (an unanswered call is a 404). Answers what was asked.
 */
export function serveAdmin({ kinds, appMenuItems = false, stats = false, handler = () => undefined }: { kinds: AdminKind[]; appMenuItems?: boolean; stats?: boolean; handler?: Handler }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init.headers) };
      calls.push(call);
      const path = url.split('?')[0]!;
      if (path.endsWith('/services/admin/kinds')) return json({ data: kinds, meta: { appMenuItems, stats } });
      if (path.endsWith('/runtime-environment')) return json({ data: environment });
      if (path.endsWith('/web-language-lines')) return json({ data: messages.en, meta: { locale: 'en', version: 1 } });
      const answer = handler(call);
      if (answer) return json(answer.body ?? null, answer.status ?? 200);
      return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found' }] }, 404);
    }),
  );
  return calls;
}

/** The messages the back-office screens under test show (the server's catalogue holds them all). */
export const applyAdminMessages = () =>
  applyMessages('en', {
    common: { save: 'Save', cancel: 'Cancel', loading: 'Loading…', yes: 'Yes', no: 'No', actionDone: 'Done.' },
    admin: { inTimeZone: 'Time zone: {{zone}}.', createKind: 'Create: {{kind}}', editionLanguage: 'Edited in {{language}}.', none: 'None', richToolbar: 'Formatting: {{field}}' },
    validation: { required: 'This field is required.', max: 'This value is too long.', min: 'This value is too short.' },
  });
