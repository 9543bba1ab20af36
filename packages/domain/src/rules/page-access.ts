/**
 * Who may open a page, or see a menu item (spec, platform §6): the same guard serves both, on the
 * server to filter what it answers and in the browser to route to the unauthorized screen.
 */

/** What a page (or menu item) asks of its visitor. */
export interface AccessGuard {
  requiresAuth: boolean;
  /** Role ids; the visitor needs one of them. Empty means any signed-in visitor. */
  roles: readonly string[];
  /** Weight of the page's access level; null means no minimum. */
  accessLevelWeight: number | null;
}

/** The visitor, as the guard sees them. */
export interface AccessVisitor {
  isSignedIn: boolean;
  /** Administrators pass every role and level check. */
  isAdmin: boolean;
  roles: Iterable<string>;
  /** The effective weight: the acting organization's when acting as one; null without a level. */
  accessLevelWeight: number | null;
}

export function canAccessPage(guard: AccessGuard, visitor: AccessVisitor): boolean {
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
