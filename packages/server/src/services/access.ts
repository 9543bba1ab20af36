import { canOpenPage } from '@relais/domain';
import type { AccessGuard, AccessVisitor } from '@relais/domain';
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

/**
 * May the actor open a page: the domain's page-access rule (the one the web's router uses), and
 * editors open every page they may edit. The page route and the runtime environment both ask it.
 */
export const canActorOpenPage = (actor: Actor, guard: AccessGuard) => canManagePages(actor) || canOpenPage(guard, visitorOf(actor));
