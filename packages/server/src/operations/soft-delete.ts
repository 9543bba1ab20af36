import { eq } from 'drizzle-orm';
import { notFound } from '../http/errors.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind } from '../jsonapi/context.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { column } from '../jsonapi/fields.ts';
import { parseReadQuery } from '../jsonapi/query.ts';
import type { RawQuery } from '../jsonapi/query.ts';
import { rowDocument } from './find.ts';
import { assertAllowed, inTransaction, lockFirst, requireRow } from './shared.ts';

function softDeletable(ctx: EngineContext, type: string): Kind {
  const kind = requireKind(ctx, type);
  if (!kind.resource.softDelete) throw notFound(`${type} cannot be put in the trash.`);
  return kind;
}

async function setDeletedAt(ctx: EngineContext, kind: Kind, before: Row, deletedAt: Date | null, action: 'softDelete' | 'restore'): Promise<Row> {
  const [after] = (await ctx.db.update(kind.table).set({ deletedAt }).where(eq(column(kind, 'id'), before.id)).returning()) as Row[];
  await kind.hooks.afterWrite?.({ tx: ctx.db, actor: ctx.actor, resource: kind.resource, locale: ctx.locale, services: ctx.services, action, before, after: after! });
  return after!;
}

/** Puts a row in the trash: hidden from all but admins until restored. Trashing it twice is a no-op. */
export async function softDeleteResource(ctx: EngineContext, { type, id }: { type: string; id: string }): Promise<void> {
  const kind = softDeletable(ctx, type);
  await inTransaction(ctx, kind, async (tx) => {
    await lockFirst(tx, kind, 'softDelete', id);
    const before = await requireRow(tx, kind, id, { lock: true });
    await assertAllowed(tx, kind, 'softDelete', before);
    if (before.deletedAt === null) await setDeletedAt(tx, kind, before, new Date(), 'softDelete');
  });
}

/**
 * Takes a row out of the trash. Only who can see trashed rows (admins) finds it; restoring a row
 * that is not in the trash changes nothing.
 */
export async function restoreResource(ctx: EngineContext, { type, id, query = {} }: { type: string; id: string; query?: RawQuery }): Promise<TopLevel> {
  const kind = softDeletable(ctx, type);
  const read = parseReadQuery(ctx, kind, query);
  return inTransaction(ctx, kind, async (tx) => {
    await lockFirst(tx, kind, 'restore', id);
    const before = await requireRow(tx, kind, id, { lock: true });
    await assertAllowed(tx, kind, 'restore', before);
    const row = before.deletedAt === null ? before : await setDeletedAt(tx, kind, before, null, 'restore');
    return rowDocument(tx, kind, row, read);
  });
}
