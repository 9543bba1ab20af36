import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { guarded } from '../../lib/router/guard.tsx';
import { hasRole } from '../../lib/session/session.ts';
import type { Session } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';

const AppointmentRoute = lazy(() => import('./routes/appointment-route.tsx').then((m) => ({ default: m.AppointmentRoute })));
const ProjectRoute = lazy(() => import('./routes/project-route.tsx').then((m) => ({ default: m.ProjectRoute })));
const CalendarRoute = lazy(() => import('./routes/calendar-route.tsx').then((m) => ({ default: m.CalendarRoute })));

/**
 * The accompaniment's screens, added to the app's route table (app/router/app-routes.tsx): an
 * appointment on the site, with the calendar feature; a project, for whoever the API lets read it
 * (projects have no feature of their own); and the team's calendar in the back office (an admin
 * route: verified and validated, for the team and administrators; ranked before the kinds' screens).
 */
export const eqlaatRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] => [
  ...(features.calendar ? [{ path: '/services/eqlaat/appointments/:appointment', element: <LazyScreen screen={<AppointmentRoute />} /> }] : []),
  { path: paths.eqlaat.projectPattern, element: guarded({ auth: true }, <LazyScreen screen={<ProjectRoute />} />) },
  {
    path: paths.admin.eqlaatCalendar,
    element: guarded({ verified: true, validated: true, features: ['calendar'], allowed: (session: Session) => hasRole(session, 'eqlaat_member') }, <LazyScreen screen={<CalendarRoute />} />),
  },
];
