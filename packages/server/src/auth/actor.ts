import type { RoleName } from '@relais/domain';

/**
 * Who is making a request, as policies see it. Built once per request from the session; anonymous
 * visitors get `ANONYMOUS`.
 */
export interface Actor {
  userId: string | null;
  /** Holds the admin role, or the isAdmin flag: may do everything. */
  isAdmin: boolean;
  /** The super admin of the platform (isAdmin flag): sees the build date, cannot be impersonated. */
  isSuperAdmin: boolean;
  roles: ReadonlySet<RoleName>;
  /** Weight of the effective access level (domain `accessVisitor`); null without a level. */
  accessLevelWeight: number | null;
  emailVerified: boolean;
  validated: boolean;
  /** Organizations the user belongs to, those they administer, and the one they act for. */
  organizationIds: readonly string[];
  administeredOrganizationIds: ReadonlySet<string>;
  actingAsOrganizationId: string | null;
  /** The admin acting as this user, when impersonating. */
  impersonatorId: string | null;
  sessionId: string | null;
}

export const ANONYMOUS: Actor = Object.freeze({
  userId: null,
  isAdmin: false,
  isSuperAdmin: false,
  roles: new Set<RoleName>(),
  accessLevelWeight: null,
  emailVerified: false,
  validated: false,
  organizationIds: [],
  administeredOrganizationIds: new Set<string>(),
  actingAsOrganizationId: null,
  impersonatorId: null,
  sessionId: null,
});

export const hasRole = (actor: Actor, ...roles: RoleName[]) => actor.isAdmin || roles.some((role) => actor.roles.has(role));
