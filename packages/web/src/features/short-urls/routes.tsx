import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const ShortUrlRoute = lazy(() => import('./routes/short-url-route.tsx').then((m) => ({ default: m.ShortUrlRoute })));

/** The short URLs (`/s/:token`), added to the app's route table (app/router/app-routes.tsx). */
export const shortUrlRoutes = (): RouteObject[] => [{ path: paths.shortUrlPattern, element: <LazyScreen screen={<ShortUrlRoute />} /> }];
