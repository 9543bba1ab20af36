import { eq } from 'drizzle-orm';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind } from '../jsonapi/context.ts';
import { column } from '../jsonapi/fields.ts';
import { assertAllowed, inTransaction, requireRow } from './shared.ts';

export interface DeleteInput {
  type: string;
  id: string;
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
      await assertAllowed(tx, kind, 'delete', before);
      await tx.db.delete(kind.table).where(eq(column(kind, 'id'), before.id));
      await kind.hooks.afterWrite?.({ tx: tx.db, actor: ctx.actor, resource: kind.resource, locale: ctx.locale, services: ctx.services, action: 'delete', before, after: null });
    },
    'delete',
  );
}
