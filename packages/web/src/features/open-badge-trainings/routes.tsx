import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/router/guard.tsx';
import { LazyScreen } from '../../components/lazy-screen.tsx';

const StartRoute = lazy(() => import('./start-route.tsx').then((m) => ({ default: m.StartTrainingRoute })));
const SessionRoute = lazy(() => import('./session-route.tsx').then((m) => ({ default: m.TrainingSessionRoute })));

/** Earning a badge through training (spec, platform: sign-in and verified e-mail, open badges on). */
export const openBadgeTrainingRoutes = (): RouteObject[] => [
  { path: '/open-badge-trainings/start/:issuer/:badge', element: guarded({ verified: true, features: ['openBadges'] }, <LazyScreen screen={<StartRoute />} />) },
  { path: '/open-badge-trainings/:session', element: guarded({ verified: true, features: ['openBadges'] }, <LazyScreen screen={<SessionRoute />} />) },
];
