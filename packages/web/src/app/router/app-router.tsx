import { createContext, useContext, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { appRoutes } from './app-routes.tsx';

/**
 * The router the server draws with (a static one at the requested address, src/entry-server.tsx);
 * null in the browser, which has its history. Given rather than imported so that the browser's code
 * does not carry the server's router.
 */
export const ServerRouter = createContext<ComponentType<{ children: ReactNode }> | null>(null);

/** The route table, built once from the environment loaded at boot (page paths do not vary by language). */
function AppRoutes() {
  const environment = useRuntimeEnvironment();
  const [routes] = useState(() => appRoutes(environment));
  // The app answers from here on (a page the server drew has been taken over): `<html data-app="ready">`.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return useRoutes(routes);
}

/**
 * History mode. The declarative router, not the data router: it weighs ~17 KB gzipped less and this
 * app loads its data with TanStack Query, not route loaders.
 */
export function AppRouter() {
  const Router = useContext(ServerRouter) ?? BrowserRouter;
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}
