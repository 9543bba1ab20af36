import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { guarded } from '../../lib/router/guard.tsx';
import type { Session } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';
import { LazyScreen } from '../../components/lazy-screen.tsx';

const AdminDashboardRoute = lazy(() => import('./routes/admin-dashboard-route.tsx').then((m) => ({ default: m.AdminDashboardRoute })));

/**
 * The admin area (spec §2 "Admin routes"): signed in, verified e-mail, validated account; the
 * dashboard is for users with roles, or any validated user when validation requests are on.
 */
export const adminRoutes = (features: Record<string, boolean> = {}): RouteObject[] => {
  const access = { verified: true, validated: true, allowed: (session: Session) => session.hasRoles || !!features.validationRequests };
  return [
    { path: paths.adminPrefix, element: <Navigate to={paths.admin.dashboard} replace /> },
    { path: paths.admin.dashboard, element: guarded(access, <LazyScreen screen={<AdminDashboardRoute />} />) },
  ];
};
