import type { Actor } from '../auth/actor.ts';
import type { ResourcePolicy } from './types.ts';

const admin = (actor: Actor) => actor.isAdmin;

/** Only administrators, for everything. The default for a kind without a policy of its own. */
export const adminOnlyPolicy: ResourcePolicy = {
  see: admin,
  index: admin,
  show: admin,
  create: admin,
  update: admin,
  delete: admin,
  softDelete: admin,
  restore: admin,
};

/** Anyone reads (within `scope`); administrators write. Reference data, published content. */
export const publicReadPolicy: ResourcePolicy = {
  ...adminOnlyPolicy,
  index: () => true,
  show: () => true,
};
