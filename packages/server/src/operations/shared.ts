import { and, eq } from 'drizzle-orm';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { tablesIn, visibleRows } from '../jsonapi/visibility.ts';
import { denied, rowAllowed } from '../policies/checks.ts';
import type { RowAction } from '../policies/types.ts';
import { column, isValidId } from '../jsonapi/fields.ts';
import { clientErrorOf } from '../jsonapi/db-errors.ts';
import { notFound } from '../http/errors.ts';
import { retriedTransaction } from './retry.ts';
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

/** Refuses the action (403, 401 for a visitor) unless the policy's rule for it allows this row. */
export async function assertAllowed(ctx: EngineContext, kind: Kind, action: Exclude<RowAction, 'read'>, row: Row): Promise<void> {
  if (!(await rowAllowed(ctx.db, kind, kind.policy[action](ctx.actor), row, tablesIn(ctx)))) throw denied(ctx.actor);
}

/**
 * One row the actor may read, or 404: the `read` rule is part of the statement that finds it. A
 * rule that refuses the kind's rows outright is a 403 (401 for a visitor), before anything is read.
 */
export async function requireReadable(ctx: EngineContext, kind: Kind, id: string, options: { lock?: boolean } = {}): Promise<Row> {
  if (kind.policy.read(ctx.actor) === false) throw denied(ctx.actor);
  return requireRow(ctx, kind, id, options);
}

/**
 * Lets the kind lock first the rows a change of this one will also change (`lockFirst`), before the
 * row itself is locked: one order of locks for every writer.
 */
export async function lockFirst(ctx: EngineContext, kind: Kind, action: 'update' | 'delete' | 'softDelete' | 'restore', id: string): Promise<void> {
  if (!kind.hooks.lockFirst || !isValidId(kind.resource, id)) return;
  await kind.hooks.lockFirst({ tx: ctx.db, actor: ctx.actor, resource: kind.resource, locale: ctx.locale, services: ctx.services, action, id });
}

export async function requireRow(ctx: EngineContext, kind: Kind, id: string, options: { trashed?: Trashed; lock?: boolean } = {}): Promise<Row> {
  const row = await findRow(ctx, kind, id, options);
  if (!row) throw notFound(`No ${kind.type} with id ${id}.`);
  return row;
}

/**
 * Runs a write in one transaction (a savepoint when the caller already holds one): all of it
 * commits or none, run again when the database aborted it as a deadlock's victim
 * (`retriedTransaction`). Database refusals caused by the input come out as client errors.
 */
export async function inTransaction<T>(ctx: EngineContext, kind: Kind, work: (tx: EngineContext) => Promise<T>, action: 'write' | 'delete' = 'write'): Promise<T> {
  try {
    return await retriedTransaction(ctx.db, (tx) => work({ ...ctx, db: tx }));
  } catch (error) {
    throw clientErrorOf(error, kind, action);
  }
}
