import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const SearchRoute = lazy(() => import('./routes/search-route.tsx').then((m) => ({ default: m.SearchRoute })));

/** The search screen, only with the global search feature (spec, platform §2). */
export const searchRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] =>
  features.globalSearch ? [{ path: paths.search, element: <LazyScreen screen={<SearchRoute />} /> }] : [];
