import { vi } from 'vitest';
import { environment, homeDocument, menu, messages, noticeDocument } from './fixtures.ts';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

/** Changes to the served runtime environment: a booted render's, so a refetch answers the same. */
let environmentChanges: Record<string, unknown> = {};
export function serveEnvironmentChanges(changes: Record<string, unknown>) {
  environmentChanges = changes;
}

/** Replaces `fetch` with the contracts' answers, in the language asked for; returns what was asked. A page given as a number answers that error status. */
export function mockApi(
  pages: Record<string, unknown> = { home: homeDocument, notice: noticeDocument },
  { me = null, pageAccess = {} }: { me?: unknown; pageAccess?: Record<string, number> } = {},
) {
  const requests: RecordedRequest[] = [];
  environmentChanges = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      requests.push({ url: input, method: init.method ?? 'GET', headers });
      const locale = (headers.get('accept-language') ?? 'en') as keyof typeof messages;
      const path = input.split('?')[0] ?? '';
      if (path.endsWith('/users/me')) {
        return json(me ?? { data: null });
      }
      if (path.endsWith('/runtime-environment')) return json({ data: { ...environment, ...environmentChanges, locale } });
      if (path.endsWith('/app-menu')) return json({ data: menu });
      if (path.endsWith('/stats/records')) return new Response(null, { status: 204 });
      if (path.endsWith('/web-language-lines')) return json({ data: messages[locale] ?? messages.en, meta: { locale, version: 1 } });
      if (path.endsWith('/page-access')) {
        // A path without a page is answered `data: null`, as the server does.
        const status = pageAccess[new URLSearchParams(input.split('?')[1]).get('path') ?? ''] ?? 404;
        if (status === 404) return json({ data: null });
        return status === 200 ? json({ data: { type: 'app-pages', id: 'x' } }) : json({ errors: [{ status: String(status), code: 'refused', title: 'Refused' }] }, status);
      }
      const page = /\/app-pages\/([^/]+)$/.exec(path)?.[1];
      // A number stands for the error status the server answers for that page.
      if (page && typeof pages[page] === 'number') return json({ errors: [{ status: String(pages[page]), code: 'forbidden', title: 'Forbidden' }] }, pages[page]);
      if (page && pages[page]) return json(pages[page]);
      return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found' }] }, 404);
    }),
  );
  return requests;
}
