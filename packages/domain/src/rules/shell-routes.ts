import type { FeatureFlag } from '../constants/features.ts';

/**
 * The fixed screens of the app shell (spec, platform §2), as router patterns: `:name` is one path
 * segment. The web's route table and the server's answer to a navigation (200 or 404) both come from
 * this list, with the runtime environment's pages and redirections and the short URLs (`/s/:token`).
 */
export interface ShellRoute {
  pattern: string;
  /** Features that must all be on; otherwise the path does not exist. */
  features?: readonly FeatureFlag[];
  /** Sign-in, registration, password and two-factor screens: for visitors who are not signed in. */
  isGuestOnly?: boolean;
}

export const SHORT_URL_PATTERN = '/s/:token';

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { pattern: '/errors/not-found' },
  { pattern: '/errors/unauthorized' },
  { pattern: '/site-map' },
  { pattern: '/users/:user/profile' },
  { pattern: '/account/profile' },
  { pattern: '/account/two-factor', features: ['twoFactor'] },
  { pattern: '/admin' },
  { pattern: '/admin/dashboard' },
  { pattern: '/auth/sign-in', features: ['auth'], isGuestOnly: true },
  { pattern: '/auth/register', features: ['auth', 'register'], isGuestOnly: true },
  { pattern: '/auth/password/forgot', features: ['auth'], isGuestOnly: true },
  { pattern: '/auth/password/reset/:token/:email', features: ['auth'], isGuestOnly: true },
  { pattern: '/auth/social/:provider/callback', features: ['auth', 'socialLogin'], isGuestOnly: true },
  { pattern: '/auth/social/link', features: ['auth', 'socialLogin'] },
  { pattern: '/auth/two-factor/:strategy', features: ['auth', 'twoFactor'], isGuestOnly: true },
  { pattern: '/auth/email/verify', features: ['auth'] },
  { pattern: '/auth/email/verify/expired', features: ['auth'] },
  { pattern: '/auth/email/verify/:id/:hash', features: ['auth'] },
  { pattern: '/auth/not-validated', features: ['auth'] },
];

/** The path without its query, hash and trailing slash, with double slashes made single (spec §2). */
export const normalizePath = (path: string) => {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/\/{2,}/g, '/');
  return bare.length > 1 ? bare.replace(/\/$/, '') : '/';
};

/** Whether `path` matches a router pattern (`:name` matches one non-empty segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = normalizePath(pattern).split('/');
  const given = normalizePath(path).split('/');
  return wanted.length === given.length && wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]));
}

/** The shell route of a path, if one exists with its features on. */
export const shellRouteOf = (path: string, features: Readonly<Partial<Record<string, boolean>>>) =>
  SHELL_ROUTES.find((route) => matchesPattern(route.pattern, path) && (route.features ?? []).every((feature) => features[feature]));

/** Whether a link leads to a screen for visitors only (a call to action signed-in users must not see). */
export const isGuestOnlyPath = (path: string) => SHELL_ROUTES.some((route) => route.isGuestOnly && matchesPattern(route.pattern, path));
