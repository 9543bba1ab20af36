import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { guarded } from '../../lib/router/guard.tsx';
import { paths } from '../../paths.ts';

const AppointmentRoute = lazy(() => import('./routes/appointment-route.tsx').then((m) => ({ default: m.AppointmentRoute })));
const ProjectRoute = lazy(() => import('./routes/project-route.tsx').then((m) => ({ default: m.ProjectRoute })));

/**
 * The accompaniment's screens on the site, added to the app's route table (app/router/app-routes.tsx):
 * an appointment, with the calendar feature; a project, for whoever the API lets read it (projects
 * have no feature of their own).
 */
export const eqlaatRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] => [
  ...(features.calendar ? [{ path: '/services/eqlaat/appointments/:appointment', element: <LazyScreen screen={<AppointmentRoute />} /> }] : []),
  { path: paths.eqlaat.projectPattern, element: guarded({ auth: true }, <LazyScreen screen={<ProjectRoute />} />) },
];
