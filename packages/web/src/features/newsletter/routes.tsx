import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const ConfirmAddressRoute = lazy(() => import('./routes/confirm-address-route.tsx').then((m) => ({ default: m.ConfirmAddressRoute })));
const MailingPreviewRoute = lazy(() => import('./routes/mailing-preview-route.tsx').then((m) => ({ default: m.MailingPreviewRoute })));
const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe-route.tsx').then((m) => ({ default: m.UnsubscribeRoute })));

/** The mailings' unsubscribe screens and the forms' double opt-in screen, added to the app's route table (app/router/app-routes.tsx). */
export const newsletterRoutes = (): RouteObject[] => [
  { path: paths.newsletter.unsubscribePattern, element: <LazyScreen screen={<UnsubscribeRoute kind="users" />} /> },
  { path: paths.newsletter.lightUserUnsubscribePattern, element: <LazyScreen screen={<UnsubscribeRoute kind="light-users" />} /> },
  { path: paths.newsletter.confirmAddressPattern, element: <LazyScreen screen={<ConfirmAddressRoute />} /> },
  { path: '/services/newsletters/preview/:id', element: <LazyScreen screen={<MailingPreviewRoute />} /> },
];
