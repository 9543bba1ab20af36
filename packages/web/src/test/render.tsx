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

/**
 * A component inside the app's providers and a router, as if the app had booted in English;
 * `environment` changes the runtime environment (features, social providers…).
 */
export async function renderBooted(ui: ReactElement, { path = '/', environment: changes = {} }: { path?: string; environment?: Partial<RuntimeEnvironment> } = {}) {
  const queryClient = createQueryClient();
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
