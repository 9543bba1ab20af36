import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/router/guard.tsx';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const ProfileRoute = lazy(() => import('./routes/profile-route.tsx').then((m) => ({ default: m.ProfileRoute })));
const LikesRoute = lazy(() => import('./routes/likes-route.tsx').then((m) => ({ default: m.LikesRoute })));
const OpenBadgesRoute = lazy(() => import('./routes/open-badges-route.tsx').then((m) => ({ default: m.OpenBadgesRoute })));
const CouponsRoute = lazy(() => import('./routes/money-routes.tsx').then((m) => ({ default: m.CouponsRoute })));
const TransactionsRoute = lazy(() => import('./routes/money-routes.tsx').then((m) => ({ default: m.TransactionsRoute })));
const DocumentsRoute = lazy(() => import('./routes/money-routes.tsx').then((m) => ({ default: m.DocumentsRoute })));
const SoftwareAssociationsRoute = lazy(() => import('./routes/software-associations-route.tsx').then((m) => ({ default: m.SoftwareAssociationsRoute })));
const TwoFactorRequiredRoute = lazy(() => import('./routes/two-factor-required-route.tsx').then((m) => ({ default: m.TwoFactorRequiredRoute })));

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const accountRoutes = (): RouteObject[] => [
  { path: paths.account.profile, element: guarded({ auth: true }, <LazyScreen screen={<ProfileRoute />} />) },
  { path: paths.account.likes, element: guarded({ auth: true, features: ['likes'] }, <LazyScreen screen={<LikesRoute />} />) },
  { path: paths.account.openBadges, element: guarded({ auth: true, features: ['openBadges'] }, <LazyScreen screen={<OpenBadgesRoute />} />) },
  { path: paths.account.coupons, element: guarded({ auth: true, features: ['coupons'] }, <LazyScreen screen={<CouponsRoute />} />) },
  { path: paths.account.transactions, element: guarded({ auth: true, features: ['transactions'] }, <LazyScreen screen={<TransactionsRoute />} />) },
  { path: paths.account.documents, element: guarded({ auth: true, features: ['documents'] }, <LazyScreen screen={<DocumentsRoute />} />) },
  { path: paths.account.softwareAssociations, element: guarded({ auth: true, features: ['software'] }, <LazyScreen screen={<SoftwareAssociationsRoute />} />) },
  { path: paths.account.twoFactor, element: guarded({ auth: true, features: ['twoFactor'] }, <LazyScreen screen={<TwoFactorRequiredRoute />} />) },
];
