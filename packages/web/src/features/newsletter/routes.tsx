import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const ConfirmAddressRoute = lazy(() => import('./routes/confirm-address-route.tsx').then((m) => ({ default: m.ConfirmAddressRoute })));
const MailingPreviewRoute = lazy(() => import('./routes/mailing-preview-route.tsx').then((m) => ({ default: m.MailingPreviewRoute })));
const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe-route.tsx').then((m) => ({ default: m.UnsubscribeRoute })));

/**
 * The mailings' unsubscribe screens and preview (newsletter feature) and the forms' double opt-in
 * screen (forms or advanced forms), added to the app's route table (app/router/app-routes.tsx) only
 * with their features on, as the server's shell routes (domain SHELL_ROUTES).
 */
export const newsletterRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] => [
  ...(features.newsletter
    ? [
        { path: paths.newsletter.unsubscribePattern, element: <LazyScreen screen={<UnsubscribeRoute kind="users" />} /> },
        { path: paths.newsletter.lightUserUnsubscribePattern, element: <LazyScreen screen={<UnsubscribeRoute kind="light-users" />} /> },
        { path: '/services/newsletters/preview/:id', element: <LazyScreen screen={<MailingPreviewRoute />} /> },
      ]
    : []),
  ...(features.forms || features.advancedForms ? [{ path: paths.newsletter.confirmAddressPattern, element: <LazyScreen screen={<ConfirmAddressRoute />} /> }] : []),
];
