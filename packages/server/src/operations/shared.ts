import { and, eq } from 'drizzle-orm';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { visibleRows } from '../jsonapi/conditions.ts';
import { column, isValidId } from '../jsonapi/fields.ts';
import { clientErrorOf } from '../jsonapi/db-errors.ts';
import { notFound } from '../http/errors.ts';
import type { Trashed } from '../jsonapi/query.ts';

export type { EngineContext as OperationContext } from '../jsonapi/context.ts';

/**
 * One row as the actor may see it, or null. Admins also reach soft-deleted rows by id; `lock`
 * holds the row for the rest of the transaction so two writers cannot interleave.
 */
export async function findRow(ctx: EngineContext, kind: Kind, id: string, { trashed = 'with', lock = false }: { trashed?: Trashed; lock?: boolean } = {}): Promise<Row | null> {
  if (!isValidId(kind.resource, id)) return null;
  const query = ctx.db.select().from(kind.table).where(and(eq(column(kind, 'id'), id), visibleRows(ctx, kind, trashed)));
  const rows = (lock ? await query.for('update') : await query) as Row[];
  return rows[0] ?? null;
}

export async function requireRow(ctx: EngineContext, kind: Kind, id: string, options: { trashed?: Trashed; lock?: boolean } = {}): Promise<Row> {
  const row = await findRow(ctx, kind, id, options);
  if (!row) throw notFound(`No ${kind.type} with id ${id}.`);
  return row;
}

/**
 * Runs a write in one transaction (a savepoint when the caller already holds one): all of it
 * commits or none. Database refusals caused by the input come out as client errors.
 */
export async function inTransaction<T>(ctx: EngineContext, kind: Kind, work: (tx: EngineContext) => Promise<T>, action: 'write' | 'delete' = 'write'): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
  } catch (error) {
    throw clientErrorOf(error, kind, action);
  }
}
