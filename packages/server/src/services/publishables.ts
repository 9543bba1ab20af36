import { isPublishableType } from '@relais/domain';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../http/errors.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind } from '../jsonapi/context.ts';
import { column, isValidId } from '../jsonapi/fields.ts';

/**
 * Whether a publishable item exists whatever the actor may read of it (spec, domain §7 and §4): the
 * web asks after a 404 to tell "not there" from "not for you". A soft-deleted item counts only for
 * administrators, who may still load it; for anyone else it "has been deleted" (not found). A type
 * that is not publishable, or whose feature is off, is a 404 as on the generic API. A kind with a
 * `slug` is asked by id or by slug.
 */
export async function publishableExists(ctx: EngineContext, { type, id }: { type: string; id: string }): Promise<boolean> {
  if (!isPublishableType(type)) throw notFound(`There is no publishable type "${type}".`);
  const kind = requireKind(ctx, type);
  // A kind shown by id or slug (blog posts: `{page}/:id`) is asked by either.
  const bySlug = !isValidId(kind.resource, id) && kind.resource.attributes.slug !== undefined;
  if (!bySlug && !isValidId(kind.resource, id)) return false;
  const deletedAt = kind.resource.softDelete ? column(kind, 'deletedAt') : sql<null>`null`;
  const [row] = await ctx.db
    .select({ deletedAt })
    .from(kind.table)
    .where(eq(column(kind, bySlug ? 'slug' : 'id'), id))
    .limit(1);
  return row !== undefined && (!row.deletedAt || ctx.actor.isAdmin);
}
