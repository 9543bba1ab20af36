import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy } from '../../policies/types.ts';

type WriteActions = Pick<ResourcePolicy, 'create' | 'update' | 'delete' | 'softDelete' | 'restore'>;

/** Every write action allowed to the same actors. */
export const writableBy = (allowed: (actor: Actor) => boolean): WriteActions => ({
  create: allowed,
  update: allowed,
  delete: allowed,
  softDelete: allowed,
  restore: allowed,
});
