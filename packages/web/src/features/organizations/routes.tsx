import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { lazyScreen } from '../../blocks/screen-data/lazy-screen.tsx';
import { paths } from '../../paths.ts';

/**
 * The organization's page in a chunk of its own. Its code is fetched before a page the server drew is
 * hydrated (app/boot `bootFromFirstScreen`): the drawn page then hydrates at once, and its Edit
 * button answers the first press.
 */
export const organizationScreen = lazyScreen(() => import('./routes/organization-route.tsx').then((m) => m.OrganizationRoute));

/**
 * An organization's page, `/organizations/:id` (its slug or id), only while the organizations and
 * user-organizations features are on (spec, platform §2 "Public routes"; domain `SHELL_ROUTES`).
 */
export const organizationRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] =>
  features.organizations && features.userOrganizations ? [{ path: paths.organizationPattern, element: <LazyScreen screen={<organizationScreen.Screen />} /> }] : [];
