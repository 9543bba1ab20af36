import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canComment, registry } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';

/**
 * When the item came out, for `canComment`: an article in draft has not, whatever its date (spec,
 * "Article status"); a kind without `publishedAt` is out from its creation.
 */
function publishedAtOf(resource: ResourceDefinition, row: Record<string, unknown>): Date | null {
  if (!resource.attributes.publishedAt) return row.createdAt as Date;
  if (resource.attributes.status && row.status === 'draft') return null;
  return row.publishedAt as Date | null;
}

/** The columns `takesComments` reads of a row of this kind. */
export const commentingColumns = (resource: ResourceDefinition): string[] =>
  ['createdAt', ...(resource.softDelete ? ['deletedAt'] : []), ...['publishedAt', 'status', 'hasComments'].filter((name) => resource.attributes[name])];

/** Whether a row takes comments now (rules/community `canComment`), from the columns `commentingColumns` names. */
export function takesComments(resource: ResourceDefinition, row: Record<string, unknown>, now: Date): boolean {
  return canComment(
    {
      deletedAt: resource.softDelete ? (row.deletedAt as Date | null) : null,
      publishedAt: publishedAtOf(resource, row),
      hasComments: resource.attributes.hasComments ? row.hasComments === true : true,
    },
    now,
  );
}

/**
 * Refuses a comment on an item that does not take comments (rules/community `canComment`): soft
 * deleted, unpublished or with comments off. A kind that does not declare `hasComments` has
 * comments on.
 */
export async function assertTakesComments(tx: Executor, target: { type: string; id: string }, now: Date): Promise<void> {
  const resource = registry.find(target.type);
  if (!resource) return;
  const { table } = tablesOf(target.type);
  const [row] = await tx.select().from(table).where(eq(table.id as AnyPgColumn, target.id));
  if (!row) return;
  if (!takesComments(resource, row, now)) {
    throw validationFailed([{ pointer: relationshipPointer('commentable'), rule: 'commenting_closed', detail: 'This item does not take comments.' }]);
  }
}
