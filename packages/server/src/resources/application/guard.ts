import type { appMenuItems, appPages } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Condition } from '../../policies/conditions.ts';

/** A condition on both guarded kinds (app-pages, app-menu-items): `requiresAuth`, `roles` and `accessLevel`. */
export type GuardCondition = Condition<typeof appPages> & Condition<typeof appMenuItems>;

/**
 * The page-access rule (domain `canOpenPage`) as a condition on a guarded kind: open to all, or
 * holding one of its roles (when it names any) and the weight of its access level (when it has one).
 * Lists and single reads both go through it, so it must agree with the domain rule (a test compares them).
 */
export function guardCondition(actor: Actor): true | GuardCondition {
  if (actor.isAdmin) return true;
  const open: GuardCondition = { requiresAuth: { equals: false } };
  if (actor.userId === null) return open;
  const held = [...actor.roles];
  const noRole: GuardCondition = { roles: { isEmpty: true } };
  const roleCheck: GuardCondition = held.length ? { or: [noRole, { roles: { containsAnyOf: held } }] } : noRole;
  const weight = actor.accessLevelWeight;
  // Without a level, a visitor meets no minimum: only pages without one.
  const levelCheck: GuardCondition =
    weight === null ? { accessLevel: { isNull: true } } : { or: [{ accessLevel: { isNull: true } }, { accessLevel: { where: { weight: { lte: weight } } } }] };
  return { or: [open, { and: [roleCheck, levelCheck] }] };
}
