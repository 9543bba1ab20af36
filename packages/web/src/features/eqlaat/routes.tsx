import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';

const AppointmentRoute = lazy(() => import('./routes/appointment-route.tsx').then((m) => ({ default: m.AppointmentRoute })));

/** The accompaniment's screens on the site, added to the app's route table (app/router/app-routes.tsx): an appointment, with the calendar feature. */
export const eqlaatRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] =>
  features.calendar ? [{ path: '/services/eqlaat/appointments/:appointment', element: <LazyScreen screen={<AppointmentRoute />} /> }] : [];
