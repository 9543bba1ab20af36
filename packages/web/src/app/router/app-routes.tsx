import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { NotFoundRoute } from '../../features/errors/routes/not-found-route.tsx';
import { UnauthorizedRoute } from '../../features/errors/routes/unauthorized-route.tsx';
import { accountRoutes } from '../../features/account/routes.tsx';
import { adminRoutes } from '../../features/admin/routes.tsx';
import { authRoutes } from '../../features/auth/routes.tsx';
import { getPageAccess } from '../../features/pages/api/get-page-access.ts';
import type { PageAccess } from '../../features/pages/api/get-page-access.ts';
import { AppPageRoute } from '../../features/pages/routes/app-page-route.tsx';
import { shortUrlRoutes } from '../../features/short-urls/routes.tsx';
import { siteMapRoutes } from '../../features/site-map/routes.tsx';
import { userRoutes } from '../../features/users/routes.tsx';
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
function RedirectTo({ to }: { to: string }) {
  const isAppPath = to.startsWith('/') && !to.startsWith('//');
  useEffect(() => {
    if (!isAppPath) window.location.replace(to);
  }, [isAppPath, to]);
  return isAppPath ? <Navigate to={to} replace /> : null;
}

function pageRoute(page: PageSummary): RouteObject {
  const element = <AppPageRoute key={page.id} pageId={page.id} />;
  // The page's guard: sign-in first when it requires it, then the rule the server applies.
  return { path: page.path, element: page.requiresAuth ? guarded({ page }, element) : element };
}

/**
 * The route table: one route per page of the runtime environment, one redirect per configured
 * redirection, the shell's fixed screens (domain `SHELL_ROUTES`, which the server follows too), and
 * not-found for every other path, which keeps its address (spec, platform §2).
 */
export function appRoutes({ pages, redirections, features }: Pick<RuntimeEnvironment, 'pages' | 'redirections' | 'features'>): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        ...pages.map(pageRoute),
        ...authRoutes(),
        ...accountRoutes(),
        ...userRoutes(),
        ...siteMapRoutes(),
        ...shortUrlRoutes(),
        ...adminRoutes(features),
        ...redirections.map(({ fromPath, toPath }) => ({ path: fromPath, element: <RedirectTo to={toPath} /> })),
        { path: paths.errors.notFound, element: <NotFoundRoute /> },
        { path: paths.errors.unauthorized, element: <UnauthorizedRoute /> },
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}
