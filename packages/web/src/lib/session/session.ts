import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { accessVisitor } from '@relais/domain';
import type { AccessVisitor } from '@relais/domain';
import { paths } from '../../paths.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { deserialize } from '../jsonapi.ts';
import { setEditionLocale } from '../locale.ts';
import type { JsonApiDocument } from '../jsonapi.ts';
import { useRuntimeEnvironment } from '../runtime-environment.ts';
import { requireTwoFactorEnrolment } from '../ui-store.ts';

/**
 * The signed-in user (spec, platform §4 "Session"): loaded at boot, null for a visitor. Screens read
 * it through `useSession`; nothing else calls `users/me`.
 */

export interface NamedRecord {
  id: string;
  type: string;
  name?: string;
}

export interface AccessLevelRecord extends NamedRecord {
  weight: number;
}

export interface SessionOrganization extends NamedRecord {
  name: string;
  unitName?: string | null;
  completeName?: string | null;
  slug?: string | null;
  accessLevel?: AccessLevelRecord | null;
  organizationType?: NamedRecord | null;
}

export interface SessionUser {
  id: string;
  type: 'users';
  firstName: string;
  lastName: string;
  fullName: string;
  initials: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  description: string | null;
  organizationName: string | null;
  jobOther: string | null;
  /** Named on the pages of their organizations (their choice). */
  isListedInOrganizations?: boolean;
  emailVerifiedAt: string | null;
  /** A new address waiting for its owner to follow the mailed link. */
  pendingEmail?: string | null;
  validatedAt: string | null;
  isAdmin: boolean;
  impersonating: boolean;
  hasPassword: boolean;
  twoFactorStrategy: 'totp' | 'email' | null;
  locale: string | null;
  editionLocale: string | null;
  timezone: string;
  notificationsPreferences: Record<string, unknown> | null;
  accessibilityParameters: Record<string, unknown> | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  roles?: NamedRecord[];
  accessLevel?: AccessLevelRecord | null;
  organizations?: SessionOrganization[];
  actingAsOrganization?: SessionOrganization | null;
  job?: NamedRecord | null;
  newsletterFrequency?: NamedRecord | null;
  userCategory?: NamedRecord | null;
}

export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in user, or null for a visitor (the server answers `data: null`; an old server's 401 too). */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  let user: SessionUser | null;
  try {
    const document = await apiRequest<JsonApiDocument>(paths.api.me, { signal, silent: [401] });
    user = deserialize<SessionUser>(document);
    // A role that requires two-factor sign-in, not set up yet: the shell shows the set-up screen.
    if (user && document.meta?.twoFactorEnrolmentRequired === true) requireTwoFactorEnrolment();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    user = null;
  }
  // Spec §4 "After loading the user": the edition language follows the user's.
  setEditionLocale(user ? (user.editionLocale ?? user.locale ?? null) : null);
  return user;
}

/**
 * No structural sharing: the user is a graph with cycles (the acting organization's users include
 * the user), which TanStack Query's deep comparison walks exponentially: a reload froze the tab.
 */
export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => fetchMe(signal), staleTime: Infinity, structuralSharing: false });

/** What the guard, the shell and the screens ask of the session (spec §4 getters, §6 roles). */
export interface Session {
  user: SessionUser | null;
  /** A user is signed in. */
  isAuth: boolean;
  /** Signed in with a verified e-mail address. */
  isVerified: boolean;
  /** Signed in and validated by the platform. */
  isValidated: boolean;
  roleIds: string[];
  /** The admin flag or the admin role. */
  isAdmin: boolean;
  /** Any role at all (or the admin flag): such users land on the admin dashboard. */
  hasRoles: boolean;
  /** The effective access level's weight (the acting organization's when acting as one). */
  accessLevelWeight: number | null;
  /** The user as the page-access rule sees them, derived as the server derives its actor. */
  visitor: AccessVisitor;
}

export function sessionOf(user: SessionUser | null, features: Record<string, boolean> = {}): Session {
  const weightOf = (holder: { accessLevel?: { weight?: number } | null } | null | undefined) => holder?.accessLevel?.weight ?? null;
  const visitor = accessVisitor(
    user && {
      isAdmin: user.isAdmin,
      roles: user.roles?.map((role) => role.id) ?? [],
      accessLevelWeight: weightOf(user),
      organizations: (user.organizations ?? []).map((organization) => ({ accessLevelWeight: weightOf(organization) })),
      actingAsOrganization: user.actingAsOrganization ? { accessLevelWeight: weightOf(user.actingAsOrganization) } : null,
    },
    features,
  );
  const roleIds = [...visitor.roles];
  return {
    user,
    isAuth: !!user,
    isVerified: !!user?.emailVerifiedAt,
    isValidated: !!user?.validatedAt,
    roleIds,
    isAdmin: visitor.isAdmin,
    hasRoles: visitor.isAdmin || roleIds.length > 0,
    accessLevelWeight: visitor.accessLevelWeight,
    visitor,
  };
}

/** The session; loaded at boot, so it never waits after that. */
export function useSession(): Session {
  const { features } = useRuntimeEnvironment();
  const { data } = useQuery(meQueryOptions());
  return sessionOf(data ?? null, features);
}

/** Whether the session holds one of `roles` (the admin passes every check, spec §6). */
export const hasRole = (session: Session, ...roles: string[]) => session.isAdmin || roles.some((role) => session.roleIds.includes(role));

/**
 * Where a user goes after signing in, or when a guard sends them away without a redirect URL
 * (spec §4 "default destination"): the admin dashboard with roles, else the account profile. A
 * validated member without roles also has the dashboard with validation requests on, but nothing to
 * manage there: they land on their account (docs/decisions.md).
 */
export function defaultDestination(session: Session): string {
  return session.hasRoles ? paths.admin.dashboard : paths.account.profile;
}

/** Reloads the user from the server (after sign-in, a profile change…). */
export const refreshSession = (queryClient: QueryClient) => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });

export const setSessionUser = (queryClient: QueryClient, user: SessionUser | null) => queryClient.setQueryData(ME_QUERY_KEY, user);
