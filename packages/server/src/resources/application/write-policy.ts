import type { Actor } from '../../auth/actor.ts';

type WriteActions = Record<'create' | 'update' | 'delete' | 'softDelete' | 'restore', (actor: Actor) => boolean>;

/** Every write action allowed to the same actors, on every row. */
export const writableBy = (allowed: (actor: Actor) => boolean): WriteActions => ({
  create: allowed,
  update: allowed,
  delete: allowed,
  softDelete: allowed,
  restore: allowed,
});
