import type { SQL } from 'drizzle-orm';
import { denied } from '../policies/checks.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { linkBase, requireKind } from '../jsonapi/context.ts';
import { listCondition, orderBy } from '../jsonapi/conditions.ts';
import { JSONAPI_VERSION, renderResources } from '../jsonapi/document.ts';
import { cachedDocument } from '../jsonapi/documents.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { pageLinks, pageMeta } from '../jsonapi/pagination.ts';
import { parseListQuery } from '../jsonapi/query.ts';
import { countRows, snapshotFields } from '../jsonapi/totals.ts';
import type { RawQuery } from '../jsonapi/query.ts';

export interface ListInput {
  type: string;
  /** JSON:API query parameters as sent: `page[size]`, `sort`, `filter[…]`, `include`, `fields[…]`. */
  query?: RawQuery;
}

/**
 * A page of rows of a kind the actor may list. Two queries (rows, count), one when the total
 * counted earlier still holds, plus one per include level and relationship, whatever the page size.
 */
export async function listKind(
  ctx: EngineContext,
  kind: Kind,
  raw: RawQuery,
  { url, restrict }: { url: string; restrict?: SQL },
): Promise<TopLevel> {
  if (!kind.policy.index(ctx.actor)) throw denied(ctx.actor);
  const query = parseListQuery(ctx, kind, raw);
  const where = listCondition(ctx, kind, query, restrict);
  const { number, size } = query.page;
  // The page carries its statement's snapshot: while nothing was committed since a total was
  // counted, that total is still right, and one statement answers the list (`totals.ts`).
  const found = await ctx.db
    .select({ row: kind.table, ...snapshotFields })
    .from(kind.table)
    .where(where)
    .orderBy(...orderBy(ctx, kind, query.sort))
    .limit(size)
    .offset((number - 1) * size);
  const rows = found.map(({ row }) => row as Row);
  const total = await countRows(ctx.db, kind, where, found[0]);
  const meta = pageMeta(number, size, total);
  const { data, included } = await renderResources(ctx, kind, rows, query);
  return { data, ...(included ? { included } : {}), meta: { page: meta }, links: pageLinks(url, raw, meta), jsonapi: JSONAPI_VERSION };
}

/** A page of rows, rendered again only after a commit (`jsonapi/documents.ts`). */
export function listResources(ctx: EngineContext, { type, query = {} }: ListInput): Promise<TopLevel> {
  return cachedDocument(ctx, ['list', type, query], () => listKind(ctx, requireKind(ctx, type), query, { url: `${linkBase(ctx)}/${type}` }));
}
