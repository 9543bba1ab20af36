import { and, eq } from 'drizzle-orm';
import { foreignKey, typeKey } from '../db/resource-tables.ts';
import { conflict } from '../http/errors.ts';
import { denied } from '../policies/checks.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import { kindIn } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { catalogOf, requireKind } from '../jsonapi/context.ts';
import { column } from '../jsonapi/fields.ts';
import { inTransaction, requireRow } from './shared.ts';

export interface DeleteInput {
  type: string;
  id: string;
}

/**
 * What a foreign key would do for a polymorphic to-one, which has none: rows pointing at the
 * deleted one are deleted (`cascade`), unlinked (`set null`) or keep it alive (`restrict`, 409).
 * Like a foreign key's cascade, it runs no policy or hook of the pointing kind.
 */
async function applyPolymorphicOnDelete(ctx: EngineContext, kind: Kind, row: Row): Promise<void> {
  const catalog = catalogOf(ctx);
  for (const resource of catalog.registry.resources) {
    for (const [name, relationship] of Object.entries(resource.relationships)) {
      if (!relationship.types?.includes(kind.type)) continue;
      const pointing = kindIn(catalog, resource.type)!;
      const links = and(eq(column(pointing, typeKey(name)), kind.type), eq(column(pointing, foreignKey(name)), row.id));
      if (relationship.onDelete === 'cascade') await ctx.db.delete(pointing.table).where(links);
      else if (relationship.onDelete === 'set null') await ctx.db.update(pointing.table).set({ [typeKey(name)]: null, [foreignKey(name)]: null }).where(links);
      else if ((await ctx.db.select({ id: column(pointing, 'id') }).from(pointing.table).where(links).limit(1)).length) {
        throw conflict(`This ${kind.type} is still linked from ${resource.type}.`, '');
      }
    }
  }
}

/**
 * Deletes a row for good, with its join rows (the foreign keys cascade). A row still needed
 * elsewhere (a restricting foreign key) is a 409 and nothing changes.
 */
export async function deleteResource(ctx: EngineContext, { type, id }: DeleteInput): Promise<void> {
  const kind = requireKind(ctx, type);
  await inTransaction(
    ctx,
    kind,
    async (tx) => {
      const before = await requireRow(tx, kind, id, { lock: true });
      if (!kind.policy.delete(ctx.actor, before)) throw denied(ctx.actor);
      await applyPolymorphicOnDelete(tx, kind, before);
      await tx.db.delete(kind.table).where(eq(column(kind, 'id'), before.id));
      await kind.hooks.afterWrite?.({ tx: tx.db, actor: ctx.actor, resource: kind.resource, locale: ctx.locale, services: ctx.services, action: 'delete', before, after: null });
    },
    'delete',
  );
}
