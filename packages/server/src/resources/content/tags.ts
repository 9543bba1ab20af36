import type { tags } from '@relais/domain';
import { hasRole } from '../../auth/actor.ts';
import { publicReadPolicy } from '../../policies/defaults.ts';
import type { ResourcePolicy } from '../../policies/types.ts';

/** Anyone reads tags; contributors add them as they tag what they write; administrators rename and remove them. */
export const tagsPolicy: ResourcePolicy<typeof tags> = {
  ...publicReadPolicy,
  see: (actor) => hasRole(actor, 'contributor'),
  create: (actor) => hasRole(actor, 'contributor'),
};
