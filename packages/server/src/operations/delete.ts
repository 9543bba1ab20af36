import { and, eq, inArray } from 'drizzle-orm';
import { foreignKey, typeKey } from '../db/resource-tables.ts';
import { conflict } from '../http/errors.ts';
import { kindIn } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { catalogOf, requireKind } from '../jsonapi/context.ts';
import { column } from '../jsonapi/fields.ts';
import { assertAllowed, inTransaction, lockFirst, requireRow } from './shared.ts';

export interface DeleteInput {
  type: string;
  id: string;
}

/**
 * What a foreign key would do for a polymorphic to-one, which has none: rows pointing at the
 * deleted ones are deleted (`cascade`, and so on down the rows pointing at those), unlinked
 * (`set null`) or keep them alive (`restrict`, 409). Like a foreign key's cascade, it runs no
 * policy or hook of the pointing kind. One statement per pointing relationship and level. Rows a
 * foreign key will cascade away with them (a subject's messages) are followed too, so nothing is
 * left pointing at them (the likes of those messages). Each row is followed once (`followed`), so a
 * cycle of links (menu entries each other's parent, as an old database may hold) ends.
 */
async function applyPolymorphicOnDelete(ctx: EngineContext, type: string, ids: readonly string[], followed = new Set<string>()): Promise<void> {
  const catalog = catalogOf(ctx);
  for (const id of ids) followed.add(`${type} ${id}`);
  for (const resource of catalog.registry.resources) {
    for (const [name, relationship] of Object.entries(resource.relationships)) {
      if (relationship.type === type && relationship.cardinality === 'one' && !relationship.inverse && relationship.onDelete === 'cascade') {
        const pointing = kindIn(catalog, resource.type)!;
        const cascaded = await ctx.db.select({ id: column(pointing, 'id') }).from(pointing.table).where(inArray(column(pointing, foreignKey(name)), [...ids]));
        const next = cascaded.map((row) => row.id as string).filter((id) => !followed.has(`${resource.type} ${id}`));
        if (next.length) await applyPolymorphicOnDelete(ctx, resource.type, next, followed);
        continue;
      }
      if (!relationship.types?.includes(type)) continue;
      const pointing = kindIn(catalog, resource.type)!;
      const links = and(eq(column(pointing, typeKey(name)), type), inArray(column(pointing, foreignKey(name)), [...ids]));
      if (relationship.onDelete === 'cascade') {
        const deleted = await ctx.db.delete(pointing.table).where(links).returning({ id: column(pointing, 'id') });
        const next = deleted.map((row) => row.id as string).filter((id) => !followed.has(`${resource.type} ${id}`));
        if (next.length) await applyPolymorphicOnDelete(ctx, resource.type, next, followed);
      } else if (relationship.onDelete === 'set null') await ctx.db.update(pointing.table).set({ [typeKey(name)]: null, [foreignKey(name)]: null }).where(links);
      else if ((await ctx.db.select({ id: column(pointing, 'id') }).from(pointing.table).where(links).limit(1)).length) {
        throw conflict(`This ${type} is still linked from ${resource.type}; remove those links first.`, '/data');
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
      await lockFirst(tx, kind, 'delete', id);
      const before = await requireRow(tx, kind, id, { lock: true });
      await assertAllowed(tx, kind, 'delete', before);
      await applyPolymorphicOnDelete(tx, kind.type, [before.id]);
      await tx.db.delete(kind.table).where(eq(column(kind, 'id'), before.id));
      await kind.hooks.afterWrite?.({ tx: tx.db, actor: ctx.actor, resource: kind.resource, locale: ctx.locale, services: ctx.services, action: 'delete', before, after: null });
    },
    'delete',
  );
}
