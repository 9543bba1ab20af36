import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { DEFAULT_FEATURES, SHELL_ROUTES, SHORT_URL_PATTERN } from '@relais/domain';
import { appRoutes } from './app-routes.tsx';

const pathsOf = (routes: RouteObject[]): string[] => routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the route table', () => {
  it('has exactly the shell routes and short URLs the server knows, besides pages, redirections and the not-found fallback', () => {
    const table = pathsOf(appRoutes({ pages: [], redirections: [], features: DEFAULT_FEATURES }));
    expect(table.filter((path) => path !== '*').sort()).toEqual([...SHELL_ROUTES.map((route) => route.pattern), SHORT_URL_PATTERN].sort());
  });
});
