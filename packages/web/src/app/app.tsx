import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { Boot } from './boot/boot.tsx';
import { AppProviders } from './providers.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <Boot />
    </AppProviders>
  );
}
