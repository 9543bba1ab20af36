import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind, selfLink } from '../jsonapi/context.ts';
import { singleDocument } from '../jsonapi/document.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { parseReadQuery } from '../jsonapi/query.ts';
import type { RawQuery, ReadQuery } from '../jsonapi/query.ts';
import { requireReadable } from './shared.ts';

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
 * One row. Outside the `read` rule (or soft-deleted, for non-admins) it does not exist: 404. A rule
 * refusing the kind's rows outright: 403, or 401 for a visitor.
 */
export async function findResource(ctx: EngineContext, { type, id, query = {} }: FindInput): Promise<TopLevel> {
  const kind = requireKind(ctx, type);
  const read = parseReadQuery(ctx, kind, query);
  const row = await requireReadable(ctx, kind, id);
  return rowDocument(ctx, kind, row, read);
}
