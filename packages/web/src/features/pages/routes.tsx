import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { guarded } from '../../lib/router/guard.tsx';
import { hasRole } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';

const PagePreviewRoute = lazy(() => import('./routes/page-preview-route.tsx').then((m) => ({ default: m.PagePreviewRoute })));

/** Page routes besides the pages themselves (added by the router from the runtime environment): the editors' preview. */
export const pageRoutes = (): RouteObject[] => [
  {
    path: paths.admin.pagePreviewPattern,
    element: guarded({ verified: true, validated: true, allowed: (session) => hasRole(session, 'app_admin') }, <LazyScreen screen={<PagePreviewRoute />} />),
  },
];
