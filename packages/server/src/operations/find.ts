import { and, eq } from 'drizzle-orm';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind, selfLink } from '../jsonapi/context.ts';
import { compiledRead } from '../db/compiled-reads.ts';
import { singleDocument } from '../jsonapi/document.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { column, columnsKey, isValidId, readColumns } from '../jsonapi/fields.ts';
import { notFound } from '../http/errors.ts';
import { permissionColumns } from '../jsonapi/permissions.ts';
import { denied } from '../policies/checks.ts';
import { fieldsetOf, parseReadQuery } from '../jsonapi/query.ts';
import type { RawQuery, ReadQuery } from '../jsonapi/query.ts';
import { actorSlot, visibilityColumns, visibleKey, visibleRows } from '../jsonapi/visibility.ts';

export interface FindInput {
  type: string;
  id: string;
  /** `include` and `fields[…]`. */
  query?: RawQuery;
}

/** The document of one row already loaded and allowed: what reads and writes answer with. */
export const rowDocument = (ctx: EngineContext, kind: Kind, row: Row, query: ReadQuery): Promise<TopLevel> =>
  singleDocument(ctx, kind, row, query, { self: selfLink(ctx, kind.type, row.id) });

/**
 * The row a read answers with, as a list reads its rows: the columns its fieldset needs, with
 * whether the reader may see each stored to-one's target and what they may do with the row beside
 * them (`visibilityColumns`, `permissionColumns`), so rendering sends no statement of its own for
 * those. One statement built once per shape (the kind, the reader's rules, the columns): the id and
 * the reader go in slots. Admins also reach soft-deleted rows by id, as `findRow` does.
 */
async function readableRow(ctx: EngineContext, kind: Kind, id: string, read: ReadQuery): Promise<Row | null> {
  if (!isValidId(kind.resource, id)) return null;
  const fieldset = fieldsetOf(read, kind.type);
  const visibility = visibilityColumns(ctx, kind, fieldset, new Set(read.include.keys()));
  const permissions = permissionColumns(ctx, kind);
  const shape = `find:${visibleKey(ctx, kind, 'with')}:${columnsKey(ctx, kind, fieldset)}:${visibility.key}:${permissions.key}`;
  const rows = await compiledRead<Row>(ctx.db, shape, { id, ...actorSlot(ctx) }, (slot) =>
    ctx.db
      .select({ ...readColumns(kind, ctx.actor, fieldset), ...visibility.columns(), ...permissions.columns() })
      .from(kind.table)
      .where(and(eq(column(kind, 'id'), slot('id')), visibleRows(ctx, kind, 'with'))),
  );
  return rows[0] ?? null;
}

/**
 * One row. Outside the `read` rule (or soft-deleted, for non-admins) it does not exist: 404. A rule
 * refusing the kind's rows outright: 403, or 401 for a visitor.
 */
export async function findResource(ctx: EngineContext, { type, id, query = {} }: FindInput): Promise<TopLevel> {
  const kind = requireKind(ctx, type);
  const read = parseReadQuery(ctx, kind, query);
  if (kind.policy.read(ctx.actor) === false) throw denied(ctx.actor);
  const row = await readableRow(ctx, kind, id, read);
  if (!row) throw notFound(`No ${kind.type} with id ${id}.`);
  return rowDocument(ctx, kind, row, read);
}
