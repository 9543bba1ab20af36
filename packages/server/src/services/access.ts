import type { AccessVisitor } from '@relais/domain';
import { hasRole } from '../auth/actor.ts';
import type { Actor } from '../auth/actor.ts';

/** The actor as the page-access rule sees them (the weight was derived by the domain's `accessVisitor`). */
export const visitorOf = (actor: Actor): AccessVisitor => ({
  isSignedIn: actor.userId !== null,
  isAdmin: actor.isAdmin,
  roles: actor.roles,
  accessLevelWeight: actor.accessLevelWeight,
});

/** Editors of pages and of the menu: app admins and admins (spec, platform §6). */
export const canManagePages = (actor: Actor) => hasRole(actor, 'app_admin');
