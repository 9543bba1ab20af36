import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpenPage } from '@relais/domain';
import type { AccessGuard } from '@relais/domain';
import { useRuntimeEnvironment } from '../runtime-environment.ts';
import { defaultDestination, useSession } from '../session/session.ts';
import type { Session } from '../session/session.ts';
import { paths } from '../../paths.ts';

/** What a route asks of its visitor (spec, platform §2 route lists and §4 "Route guard"). */
export interface RouteAccess {
  /** Sign-in, registration, password and two-factor screens: a signed-in user is sent on. */
  guestOnly?: boolean;
  /** A signed-in user. */
  auth?: boolean;
  /** A verified e-mail address (implies auth). */
  verified?: boolean;
  /** A validated account (implies auth). */
  validated?: boolean;
  /** An app page's guard: the domain rule the server applies decides (sign-in first when it asks it). */
  page?: AccessGuard;
  /** Anything else the route needs of the user (roles); otherwise unauthorized. */
  allowed?: (session: Session) => boolean;
  /** Feature flags that must all be on; otherwise the route does not exist (not found). */
  features?: readonly string[];
}

export const REDIRECT_PARAM = 'redirectUrl';

/** Only paths of this app are followed: a redirect URL can never send anyone to another site. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const withRedirect = (path: string, redirect: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect, ...extra }).toString()}`;

/** The unauthorized screen, remembering where the visitor was going (spec §8, a 403). */
export const unauthorizedPath = (here: string) => withRedirect(paths.errors.unauthorized, here);

/**
 * Where a navigation to a route with `access` must go instead, or null to let it through. The order
 * is the spec's: feature, guest-only, sign-in, verified e-mail, validation, rights.
 */
export function guardRedirect(access: RouteAccess, session: Session, features: Record<string, boolean>, here: string, search: string): string | null {
  if (access.features?.some((feature) => !features[feature])) return paths.errors.notFound;
  if (access.guestOnly) {
    if (!session.isAuth) return null;
    return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? defaultDestination(session);
  }
  const needsAuth = access.auth || access.verified || access.validated || !!access.allowed || !!access.page?.requiresAuth;
  if (needsAuth && !session.isAuth) return withRedirect(paths.auth.signIn, here, { guarded: 'auth' });
  if (access.verified && !session.isVerified) return withRedirect(paths.auth.verifyEmail, here);
  if (access.validated && !session.isValidated) return paths.auth.notValidated;
  if (access.page && !canOpenPage(access.page, session.visitor)) return unauthorizedPath(here);
  if (access.allowed && !access.allowed(session)) return unauthorizedPath(here);
  return null;
}

/** Renders its route only when the guard lets the visitor in; otherwise replaces the navigation. */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const { features } = useRuntimeEnvironment();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const target = guardRedirect(access, session, features, here, location.search);
  if (target) return <Navigate to={target} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** A route element behind the guard. */
export const guarded = (access: RouteAccess, element: ReactNode) => <Guard access={access}>{element}</Guard>;
