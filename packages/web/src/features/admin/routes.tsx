import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { STATS_EVENT_ROLES } from '@relais/domain';
import { guarded } from '../../lib/router/guard.tsx';
import { hasRole } from '../../lib/session/session.ts';
import type { Session } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';
import { LazyScreen } from '../../components/lazy-screen.tsx';

const screens = () => import('./admin-screens.ts');
const AdminDashboardRoute = lazy(() => screens().then((m) => ({ default: m.AdminDashboardRoute })));
const ResourceRoute = lazy(() => screens().then((m) => ({ default: m.ResourceRoute })));
const AdminStatsRoute = lazy(() => screens().then((m) => ({ default: m.AdminStatsRoute })));
const SoftwareEventsRoute = lazy(() => screens().then((m) => ({ default: m.SoftwareEventsRoute })));
const SoftwareSessionsRoute = lazy(() => screens().then((m) => ({ default: m.SoftwareSessionsRoute })));

/**
 * The admin area (spec §2 "Admin routes"): signed in, verified e-mail, validated account; the
 * dashboard is for users with roles, or any validated user when validation requests are on; the
 * statistics for admins and the holders of a statistics role.
 */
export const adminRoutes = (features: Record<string, boolean> = {}): RouteObject[] => {
  const access = { verified: true, validated: true, allowed: (session: Session) => session.hasRoles || !!features.validationRequests };
  return [
    { path: paths.adminPrefix, element: <Navigate to={paths.admin.dashboard} replace /> },
    { path: paths.admin.dashboard, element: guarded(access, <LazyScreen screen={<AdminDashboardRoute />} />) },
    { path: paths.admin.stats, element: guarded({ ...access, allowed: (session: Session) => hasRole(session, ...Object.values(STATS_EVENT_ROLES)) }, <LazyScreen screen={<AdminStatsRoute />} />) },
    // The software's statistics (software feature, admins): ranked before the kinds' screens below.
    { path: paths.admin.softwareStats.events, element: guarded({ ...access, features: ['software', 'softwareStats'], allowed: (session: Session) => session.isAdmin }, <LazyScreen screen={<SoftwareEventsRoute />} />) },
    { path: paths.admin.softwareStats.sessions, element: guarded({ ...access, features: ['software', 'softwareStats'], allowed: (session: Session) => session.isAdmin }, <LazyScreen screen={<SoftwareSessionsRoute />} />) },
    // `/admin/resources/:resource/:action/:id?`, `/admin/resources/:resource` being its index: one
    // route, whose screen checks the kind, the action and the id.
    { path: '/admin/resources/*', element: guarded(access, <LazyScreen screen={<ResourceRoute />} />) },
    // The organization the user acts for (spec §2), opened by the organizations' override, which
    // sends anyone else to the dashboard.
    { path: '/admin/my-organization', element: <Navigate to="/admin/resources/organizations/update/my-organization" replace /> },
    { path: '/admin/my-lab', element: <Navigate to="/admin/resources/organizations/update/my-lab" replace /> },
    // The spec's short path of the site menu's entries.
    { path: '/admin/app-menu-items', element: <Navigate to="/admin/resources/app-menu-items" replace /> },
  ];
};
