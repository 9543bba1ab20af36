import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../lib/i18n/i18n.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import { featuresOn } from '../../test/fixtures.ts';
import { authRoutes } from './routes.tsx';

/** Test support: the auth calls answered by `handlers`, everything else by the shared mock API. */

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

export const userDocument = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'users',
    id: '7',
    attributes: { firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', email: 'ada@example.org', emailVerifiedAt: '2025-01-01T00:00:00Z', validatedAt: null, isAdmin: false, ...attributes },
    relationships: { roles: { data: [] } },
  },
});

export interface AuthCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stubs `fetch`: each handler answers a path (and may sign a user in for the next `users/me`);
 * answers the calls made, with their bodies.
 */
export function mockAuthApi(handlers: Record<string, (body: unknown) => Response>, { user = userDocument() }: { user?: unknown } = {}) {
  let signedIn: unknown = null;
  mockApi({}, {});
  const shared = globalThis.fetch;
  const calls: AuthCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.split('?')[0] ?? '';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url: input, method: init.method ?? 'GET', body });
      if (path.endsWith('/users/me') && signedIn) return json(signedIn);
      const handler = handlers[path];
      if (!handler) return shared(input, init);
      const response = handler(body);
      if (response.ok && (await response.clone().json().catch(() => null))?.state === 'authenticated') signedIn = user;
      return response;
    }),
  );
  return calls;
}

// Screens load lazily: the first visit of each waits for its module.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const FEATURES = featuresOn({ auth: true, register: true, twoFactor: true, socialLogin: true });

/** A few of the server's validation messages, as the catalogue has them. */
export const VALIDATION = { unique: 'This value is already taken.', code_invalid: 'The code is incorrect or has expired.' };

/** The auth routes at `path`, and anywhere else a page that says where the app went (`where`). */
export function renderAuth(path: string, socialProviders: string[] = []) {
  i18n.addResourceBundle('en', 'translation', { validation: VALIDATION });
  return renderBooted(
    <Routes>
      {authRoutes().map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={<Where />} />
    </Routes>,
    { path, environment: { features: FEATURES, socialProviders } },
  );
}
