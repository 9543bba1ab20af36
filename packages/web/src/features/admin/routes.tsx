import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { guarded } from '../../app/router/guard.tsx';
import type { Session } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';
import { LazyScreen } from '../../components/lazy-screen.tsx';

const AdminDashboardRoute = lazy(() => import('./routes/admin-dashboard-route.tsx').then((m) => ({ default: m.AdminDashboardRoute })));

/**
 * The admin area (spec §2 "Admin routes"): signed in, verified e-mail, validated account; the
 * dashboard is for users with roles (or, with validation requests on, validated users: the guard
 * already requires validation).
 */
const adminAccess = (features: () => Record<string, boolean>) => ({
  verified: true,
  validated: true,
  allowed: (session: Session) => session.hasRoles || !!features().validationRequests,
});

export const adminRoutes = (features: Record<string, boolean> = {}): RouteObject[] => [
  { path: paths.adminPrefix, element: <Navigate to={paths.admin.dashboard} replace /> },
  { path: paths.admin.dashboard, element: guarded(adminAccess(() => features), <LazyScreen screen={<AdminDashboardRoute />} />) },
];
