import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { Boot } from './boot/boot.tsx';
import { AppProviders } from './providers.tsx';

/**
 * The whole app. `queryClient` is given when the first screen's queries are already filled (the
 * server drawing it, the browser hydrating it).
 */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient}>
      <Boot />
    </AppProviders>
  );
}
