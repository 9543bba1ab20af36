import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { appRoutes } from './app-routes.tsx';

/** The route table, built once from the environment loaded at boot (page paths do not vary by language). */
function AppRoutes() {
  const environment = useRuntimeEnvironment();
  const [routes] = useState(() => appRoutes(environment));
  return useRoutes(routes);
}

/**
 * History mode. The declarative router, not the data router: it weighs ~17 KB gzipped less and this
 * app loads its data with TanStack Query, not route loaders.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
