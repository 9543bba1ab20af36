import type { Actor } from '../auth/actor.ts';
import type { UniformPolicy } from './types.ts';

const admin = (actor: Actor) => actor.isAdmin;

/** Who reads a kind's trash unless its policy says otherwise: administrators. */
export const administratorsSeeTrash = admin;

/** Only administrators, for everything. The default for a kind without a policy of its own. */
export const adminOnlyPolicy: UniformPolicy = {
  see: admin,
  index: admin,
  read: admin,
  create: admin,
  update: admin,
  delete: admin,
  softDelete: admin,
  restore: admin,
  seeTrash: admin,
};

/** Anyone reads every row; administrators write. Reference data, published content. */
export const publicReadPolicy: UniformPolicy = {
  ...adminOnlyPolicy,
  index: () => true,
  read: () => true,
};
