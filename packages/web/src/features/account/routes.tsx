import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/router/guard.tsx';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const ProfileRoute = lazy(() => import('./routes/profile-route.tsx').then((m) => ({ default: m.ProfileRoute })));
const LikesRoute = lazy(() => import('./routes/likes-route.tsx').then((m) => ({ default: m.LikesRoute })));
const OpenBadgesRoute = lazy(() => import('./routes/open-badges-route.tsx').then((m) => ({ default: m.OpenBadgesRoute })));
const TwoFactorRequiredRoute = lazy(() => import('./routes/two-factor-required-route.tsx').then((m) => ({ default: m.TwoFactorRequiredRoute })));

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const accountRoutes = (): RouteObject[] => [
  { path: paths.account.profile, element: guarded({ auth: true }, <LazyScreen screen={<ProfileRoute />} />) },
  { path: paths.account.likes, element: guarded({ auth: true, features: ['likes'] }, <LazyScreen screen={<LikesRoute />} />) },
  { path: paths.account.openBadges, element: guarded({ auth: true, features: ['openBadges'] }, <LazyScreen screen={<OpenBadgesRoute />} />) },
  { path: paths.account.twoFactor, element: guarded({ auth: true, features: ['twoFactor'] }, <LazyScreen screen={<TwoFactorRequiredRoute />} />) },
];
