import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const SiteMapRoute = lazy(() => import('./routes/site-map-route.tsx').then((m) => ({ default: m.SiteMapRoute })));

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const siteMapRoutes = (): RouteObject[] => [{ path: paths.siteMap, element: <LazyScreen screen={<SiteMapRoute />} /> }];
