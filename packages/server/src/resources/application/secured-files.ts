import type { securedFiles } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy, RowRule } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';

const ownsOrAdmin: RowRule<typeof securedFiles> = (actor: Actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } });
const never = () => false;

/**
 * The generic API lists and renames one's own secured files (admins: all). They are created and
 * deleted only through the secured-files service, which checks the rights on the row they belong
 * to and keeps the stored bytes in step (`routes/services/secured-files.ts`).
 */
export const securedFilesPolicy: ResourcePolicy<typeof securedFiles> = {
  see: (actor) => actor.isAdmin,
  index: (actor) => actor.userId !== null,
  read: ownsOrAdmin,
  create: never,
  update: ownsOrAdmin,
  delete: never,
  softDelete: never,
  restore: never,
};

export const securedFilesHooks: ResourceHooks<typeof securedFiles> = {
  computed({ rows }) {
    return new Map(rows.map((row) => [row.id, { url: `/services/secured-files/${encodeURIComponent(row.id)}/show` }]));
  },
};
