import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { subRoutePath } from '@relais/domain';
import type { RouteObject } from 'react-router';
import { NotFoundRoute } from '../../features/errors/routes/not-found-route.tsx';
import { UnauthorizedRoute } from '../../features/errors/routes/unauthorized-route.tsx';
import { accountRoutes } from '../../features/account/routes.tsx';
import { openBadgeTrainingRoutes } from '../../features/open-badge-trainings/routes.tsx';
import { adminRoutes } from '../../features/admin/routes.tsx';
import { contributionsRoutes } from '../../features/contributions/routes.tsx';
import { authRoutes } from '../../features/auth/routes.tsx';
import { newsletterRoutes } from '../../features/newsletter/routes.tsx';
import { getPageAccess } from '../../features/pages/api/get-page-access.ts';
import type { PageAccess } from '../../features/pages/api/get-page-access.ts';
import { AppPageRoute } from '../../features/pages/routes/app-page-route.tsx';
import { pageRoutes } from '../../features/pages/routes.tsx';
import { shortUrlRoutes } from '../../features/short-urls/routes.tsx';
import { eqlaatRoutes } from '../../features/eqlaat/routes.tsx';
import { printRoutes } from '../../features/print/routes.tsx';
import { siteMapRoutes } from '../../features/site-map/routes.tsx';
import { userRoutes } from '../../features/users/routes.tsx';
import { organizationRoutes } from '../../features/organizations/routes.tsx';
import { publicFormRoutes, standaloneFormRoutes } from '../../features/public-forms/routes.tsx';
import { rentalRoutes } from '../../features/rentals/routes.tsx';
import { searchRoutes } from '../../features/search/routes.tsx';
import { leaveSite } from '../../lib/leave-site.ts';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import type { PageSummary, RuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { useSession } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';
import { ShellLayout } from '../shell/shell-layout.tsx';
import { guardRedirect, guarded } from '../../lib/router/guard.tsx';

/**
 * A path the route table does not know. The runtime environment lists only the pages this visitor
 * may open, so the server is asked whether a page is there: then the guard's answer (sign in first,
 * or unauthorized), a refreshed route table when it became theirs, else not-found at the address
 * the visitor typed (the server answered 404 too).
 */
function UnknownPath() {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const { features } = useRuntimeEnvironment();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<{ path: string; access: PageAccess } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getPageAccess(pathname, controller.signal)
      .then((access) => (access === 'open' ? queryClient.refetchQueries({ queryKey: ['runtime-environment'] }) : setAnswer({ path: pathname, access })))
      .catch(() => !controller.signal.aborted && setAnswer({ path: pathname, access: 'none' }));
    return () => controller.abort();
  }, [pathname, queryClient]);
  if (answer?.path !== pathname) return null;
  const guard = answer.access === 'sign-in' ? { auth: true } : answer.access === 'refused' ? { allowed: () => false } : null;
  const target = guard && guardRedirect(guard, session, features, `${pathname}${search}${hash}`, search);
  return target ? <Navigate to={target} replace state={{ from: pathname }} /> : <NotFoundRoute />;
}

/** A redirection to an app path stays in the app; one to another site leaves it. */
/**
 * Where a redirection leads from this address: its target with the query string and hash the
 * visitor came with (the target's own parameters first), so campaign links and anchors survive.
 */
export function redirectionTarget(to: string, { search, hash }: { search: string; hash: string }): string {
  const [withoutHash, ownHash = ''] = to.split('#', 2) as [string, string?];
  const query = search.replace(/^\?/, '');
  const joined = query ? `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${query}` : withoutHash;
  const fragment = hash || (ownHash ? `#${ownHash}` : '');
  return `${joined}${fragment}`;
}

function RedirectTo({ to }: { to: string }) {
  const location = useLocation();
  const target = redirectionTarget(to, location);
  const isAppPath = to.startsWith('/') && !to.startsWith('//');
  useEffect(() => {
    if (!isAppPath) leaveSite.to(target);
  }, [isAppPath, target]);
  return isAppPath ? <Navigate to={target} replace /> : null;
}

/**
 * A page's route, and one per sub-route its blocks add under its path (`/blog/:id`, features on:
 * the server lists them). Each has the page's guard: sign-in first when it requires it, then the
 * rule the server applies. A path under the page that no sub-route matches falls to not-found.
 */
function pageRoutesOf(page: PageSummary): RouteObject[] {
  const route = (path: string, subRoute: string | null): RouteObject => {
    const element = <AppPageRoute key={page.id} pageId={page.id} subRoute={subRoute} />;
    return { path, element: page.requiresAuth ? guarded({ page }, element) : element };
  };
  return [route(page.path, null), ...page.subRoutes.map((pattern) => route(subRoutePath(page.path, pattern), pattern))];
}

/**
 * The route table: one route per page of the runtime environment, one redirect per configured
 * redirection, the shell's fixed screens (domain `SHELL_ROUTES`, which the server follows too), and
 * not-found for every other path, which keeps its address (spec, platform §2). The unsubscribe
 * screens are drawn standalone (no menu, no footer); every other screen in the whole shell.
 */
export function appRoutes({ pages, redirections, features }: Pick<RuntimeEnvironment, 'pages' | 'redirections' | 'features'>): RouteObject[] {
  return [
    // The spec's "no nav, no footer" screens: the unsubscribe screens and a light-user form's.
    { element: <ShellLayout standalone />, children: [...newsletterRoutes(features), ...standaloneFormRoutes(features)] },
    { element: <ShellLayout standalone="print" />, children: printRoutes() },
    {
      element: <ShellLayout />,
      children: [
        ...pages.flatMap(pageRoutesOf),
        ...authRoutes(),
        ...accountRoutes(),
        ...openBadgeTrainingRoutes(),
        ...contributionsRoutes(),
        ...userRoutes(),
        ...organizationRoutes(features),
        ...publicFormRoutes(features),
        ...rentalRoutes(features),
        ...searchRoutes(features),
        ...siteMapRoutes(),
        ...eqlaatRoutes(features),
        ...shortUrlRoutes(),
        ...adminRoutes(features),
        ...pageRoutes(),
        ...redirections.map(({ fromPath, toPath }) => ({ path: fromPath, element: <RedirectTo to={toPath} /> })),
        { path: paths.errors.notFound, element: <NotFoundRoute /> },
        { path: paths.errors.unauthorized, element: <UnauthorizedRoute /> },
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}
