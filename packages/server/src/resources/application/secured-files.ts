import type { securedFiles } from '@relais/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';

const ownsOrAdmin = (actor: Actor, row: Row) => actor.isAdmin || (actor.userId !== null && row.createdById === actor.userId);
const never = () => false;

/**
 * The generic API lists and renames one's own secured files (admins: all). They are created and
 * deleted only through the secured-files service, which checks the rights on the row they belong
 * to and keeps the stored bytes in step (`routes/services/secured-files.ts`).
 */
export const securedFilesPolicy: ResourcePolicy<typeof securedFiles> = {
  see: (actor) => actor.isAdmin,
  index: (actor) => actor.userId !== null,
  scope: (actor, table) => (actor.isAdmin ? undefined : eq(table.createdById, actor.userId ?? '00000000-0000-0000-0000-000000000000')),
  show: ownsOrAdmin,
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
