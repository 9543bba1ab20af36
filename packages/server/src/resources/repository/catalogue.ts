import { hasRole } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import type { UniformPolicy } from '../../policies/types.ts';

const moderates = (actor: Actor) => actor.isAdmin || hasRole(actor, 'aac_moderator');

/** The assistive-communication catalogue: everyone reads it; administrators and catalogue moderators (`aac_moderator`) keep it. */
export const cataloguePolicy: UniformPolicy = {
  see: moderates,
  index: () => true,
  read: () => true,
  create: moderates,
  update: moderates,
  delete: moderates,
  softDelete: moderates,
  restore: moderates,
};
