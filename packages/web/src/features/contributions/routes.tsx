import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/router/guard.tsx';
import type { Session } from '../../lib/session/session.ts';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const ContributionsRoute = lazy(() => import('./routes/contributions-route.tsx').then((m) => ({ default: m.ContributionsRoute })));
const ContributionRoute = lazy(() => import('./routes/contribution-route.tsx').then((m) => ({ default: m.ContributionRoute })));

/** Contributors write (the `contributor` role, as the server's policy); administrators too. */
export const isContributor = (session: Session) => session.isAdmin || session.roleIds.includes('contributor');

/** What contributors write from the site: their list, and the form of one item (new or by id). */
export const contributionsRoutes = (): RouteObject[] => [
  { path: paths.account.contributions, element: guarded({ auth: true, allowed: isContributor }, <LazyScreen screen={<ContributionsRoute />} />) },
  { path: paths.account.contributionPattern, element: guarded({ auth: true, allowed: isContributor }, <LazyScreen screen={<ContributionRoute />} />) },
];
