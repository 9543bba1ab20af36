import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe-route.tsx').then((m) => ({ default: m.UnsubscribeRoute })));

/** The mailings' unsubscribe screens, added to the app's route table (app/router/app-routes.tsx). */
export const newsletterRoutes = (): RouteObject[] => [
  { path: paths.newsletter.unsubscribePattern, element: <LazyScreen screen={<UnsubscribeRoute kind="users" />} /> },
  { path: paths.newsletter.lightUserUnsubscribePattern, element: <LazyScreen screen={<UnsubscribeRoute kind="light-users" />} /> },
];
