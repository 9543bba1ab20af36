import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { guarded } from '../../lib/router/guard.tsx';
import { paths } from '../../paths.ts';

const CartRoute = lazy(() => import('./routes/journey.tsx').then((m) => ({ default: m.CartRoute })));
const PeriodRoute = lazy(() => import('./routes/journey.tsx').then((m) => ({ default: m.PeriodRoute })));
const AddressesRoute = lazy(() => import('./routes/journey.tsx').then((m) => ({ default: m.AddressesRoute })));
const SummaryRoute = lazy(() => import('./routes/journey.tsx').then((m) => ({ default: m.SummaryRoute })));
const CommandsRoute = lazy(() => import('./routes/commands.tsx').then((m) => ({ default: m.CommandsRoute })));
const CommandRoute = lazy(() => import('./routes/commands.tsx').then((m) => ({ default: m.CommandRoute })));

/** The rental journey's routes, only with the rental feature (spec, platform "Rental routes"); the last four need sign-in. */
export const rentalRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] =>
  features.rental
    ? [
        { path: paths.rentals.cart, element: <LazyScreen screen={<CartRoute />} /> },
        { path: paths.rentals.period, element: <LazyScreen screen={<PeriodRoute />} /> },
        { path: paths.rentals.addresses, element: guarded({ auth: true }, <LazyScreen screen={<AddressesRoute />} />) },
        { path: paths.rentals.summary, element: guarded({ auth: true }, <LazyScreen screen={<SummaryRoute />} />) },
        { path: paths.rentals.commands, element: guarded({ auth: true }, <LazyScreen screen={<CommandsRoute />} />) },
        { path: paths.rentals.commandPattern, element: guarded({ auth: true }, <LazyScreen screen={<CommandRoute />} />) },
      ]
    : [];
