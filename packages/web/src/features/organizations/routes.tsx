import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const OrganizationRoute = lazy(() => import('./routes/organization-route.tsx').then((m) => ({ default: m.OrganizationRoute })));

/**
 * An organization's page, `/organizations/:id` (its slug or id), only while the organizations and
 * user-organizations features are on (spec, platform §2 "Public routes"; domain `SHELL_ROUTES`).
 */
export const organizationRoutes = (features: Readonly<Record<string, boolean>>): RouteObject[] =>
  features.organizations && features.userOrganizations ? [{ path: paths.organizationPattern, element: <LazyScreen screen={<OrganizationRoute />} /> }] : [];
