import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { applyMessages } from '../lib/i18n/i18n.ts';
import { setLocale } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { runtimeEnvironmentQueryOptions } from '../lib/runtime-environment.ts';
import type { RuntimeEnvironment } from '../lib/runtime-environment.ts';
import { environment, menu, messages } from './fixtures.ts';
import { serveEnvironmentChanges } from './mock-api.ts';
import { appMenuQueryOptions } from '../lib/app-menu.ts';
import { meQueryOptions } from '../lib/session/session.ts';
import type { SessionUser } from '../lib/session/session.ts';

/**
 * A component inside the app's providers and a router, as if the app had booted in English;
 * `environment` changes the runtime environment (features, social providers…), `user` signs someone in.
 */
export async function renderBooted(
  ui: ReactElement,
  { path = '/', environment: changes = {}, user }: { path?: string; environment?: Partial<RuntimeEnvironment>; user?: SessionUser | null } = {},
) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(meQueryOptions().queryKey, user);
  queryClient.setQueryData(runtimeEnvironmentQueryOptions('en').queryKey, { ...environment, ...changes });
  serveEnvironmentChanges(changes);
  queryClient.setQueryData(appMenuQueryOptions('en').queryKey, menu);
  setLocale('en');
  await applyMessages('en', messages.en);
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
