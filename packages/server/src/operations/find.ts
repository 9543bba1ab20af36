import { denied } from '../policies/checks.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind, selfLink } from '../jsonapi/context.ts';
import { singleDocument } from '../jsonapi/document.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { parseReadQuery } from '../jsonapi/query.ts';
import type { RawQuery, ReadQuery } from '../jsonapi/query.ts';
import { requireRow } from './shared.ts';

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
 * One row. Outside the actor's scope (or soft-deleted, for non-admins) it does not exist: 404.
 * Inside it but refused by `show`: 403, or 401 for a visitor.
 */
export async function findResource(ctx: EngineContext, { type, id, query = {} }: FindInput): Promise<TopLevel> {
  const kind = requireKind(ctx, type);
  const read = parseReadQuery(ctx, kind, query);
  const row = await requireRow(ctx, kind, id);
  if (!kind.policy.show(ctx.actor, row)) throw denied(ctx.actor);
  return rowDocument(ctx, kind, row, read);
}
