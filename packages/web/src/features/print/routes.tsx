import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';

const PrintRoute = lazy(() => import('./routes/print-route.tsx').then((m) => ({ default: m.PrintRoute })));

/** The print screen (spec, platform §2 `/services/internals/print`), drawn in the print frame (no menu, footer or accessibility drawer). */
export const printRoutes = (): RouteObject[] => [{ path: '/services/internals/print', element: <LazyScreen screen={<PrintRoute />} /> }];
