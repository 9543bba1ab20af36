import { effectiveAccessLevel } from './users.ts';

/**
 * Who may open a page, or see a menu item (spec, platform §6): one rule, fed the same facts, decides
 * on the server (page policy, menu, page call) and in the browser (route guard, site map).
 */

/** What a page (or menu item) asks of its visitor. */
export interface AccessGuard {
  requiresAuth: boolean;
  /** Role ids; the visitor needs one of them. Empty means any signed-in visitor. */
  roles: readonly string[];
  /** Weight of the page's access level; null means no minimum. */
  accessLevelWeight: number | null;
}

/** The visitor, as the guard sees them; build it with `accessVisitor` so both sides agree. */
export interface AccessVisitor {
  isSignedIn: boolean;
  /** Administrators pass every role and level check. */
  isAdmin: boolean;
  roles: Iterable<string>;
  /** The effective weight (see `accessVisitor`); null without a level, which meets no minimum. */
  accessLevelWeight: number | null;
}

interface Weighted {
  accessLevelWeight: number | null;
}

/** What the server's session and the web's `me` both know of a signed-in user. */
export interface VisitorFacts extends Weighted {
  /** The super-admin flag, or the admin role among `roles`. */
  isAdmin: boolean;
  roles: Iterable<string>;
  organizations: readonly Weighted[];
  actingAsOrganization: Weighted | null;
}

/**
 * Organizations count for access when the organizations feature is on (spec §3 "effective access
 * level … with organizations enabled"); user-organizations only decides whether members edit them.
 */
export const areOrganizationsEnabled = (features: Readonly<Partial<Record<string, boolean>>>) => !!features.organizations;

/**
 * The visitor of a signed-in user (`null` for an anonymous one): the admin flag or role, the roles,
 * and the effective access level weight (the acting organization's, else the first organization's,
 * else the user's own) — a user without a level has none, not 0.
 */
export function accessVisitor(user: VisitorFacts | null, features: Readonly<Partial<Record<string, boolean>>>): AccessVisitor {
  if (!user) return { isSignedIn: false, isAdmin: false, roles: [], accessLevelWeight: null };
  const roles = [...user.roles];
  const level = effectiveAccessLevel({
    user: { accessLevel: user.accessLevelWeight },
    organizations: user.organizations.map((organization) => ({ accessLevel: organization.accessLevelWeight })),
    actingAsOrganization: user.actingAsOrganization ? { accessLevel: user.actingAsOrganization.accessLevelWeight } : null,
    organizationsEnabled: areOrganizationsEnabled(features),
  });
  return { isSignedIn: true, isAdmin: user.isAdmin || roles.includes('admin'), roles, accessLevelWeight: level ?? null };
}

/**
 * A page is open to everyone when it does not require authentication; otherwise to a signed-in
 * visitor who holds one of its roles (if it names any) and whose weight reaches its minimum (if it
 * sets one). Administrators pass the role and level checks.
 */
export function canOpenPage(guard: AccessGuard, visitor: AccessVisitor): boolean {
  if (!guard.requiresAuth) return true;
  if (!visitor.isSignedIn) return false;
  if (visitor.isAdmin) return true;
  if (guard.roles.length > 0) {
    const held = new Set(visitor.roles);
    if (!guard.roles.some((role) => held.has(role))) return false;
  }
  if (guard.accessLevelWeight === null) return true;
  return visitor.accessLevelWeight !== null && visitor.accessLevelWeight >= guard.accessLevelWeight;
}
