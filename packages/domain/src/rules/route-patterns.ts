/**
 * Router patterns and the screens for visitors only, apart from the whole route list
 * (`shell-routes.ts`): a public page's buttons need only these few, not every route.
 */

/** Sign-in, registration, password and two-factor screens, in the order `SHELL_ROUTES` lists them. */
export const GUEST_ONLY_PATTERNS = [
  '/auth/sign-in',
  '/auth/register',
  '/auth/password/forgot',
  '/auth/password/reset/:token/:email',
  '/auth/social/:provider/callback',
  '/auth/two-factor/:strategy',
] as const;

/** The path without its query, hash and trailing slash, with double slashes made single (spec §2). */
export const normalizePath = (path: string) => {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/\/{2,}/g, '/');
  return bare.length > 1 ? bare.replace(/\/$/, '') : '/';
};

/** Whether `path` matches a router pattern (`:name` matches one non-empty segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = normalizePath(pattern).split('/');
  const given = normalizePath(path).split('/');
  // A last `*` stands for one or more segments (`/admin/resources/*`): the rest of the path becomes it.
  if (wanted.at(-1) === '*' && given.length >= wanted.length) given.splice(wanted.length - 1, Infinity, '*');
  return wanted.length === given.length && wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]));
}

/** Whether a link leads to a screen for visitors only (a call to action signed-in users must not see). */
export const isGuestOnlyPath = (path: string) => GUEST_ONLY_PATTERNS.some((pattern) => matchesPattern(pattern, path));
