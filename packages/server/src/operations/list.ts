import { count, getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { denied } from '../policies/checks.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { linkBase, requireKind } from '../jsonapi/context.ts';
import { listCondition, orderBy, sortJoins } from '../jsonapi/conditions.ts';
import { JSONAPI_VERSION, renderResources } from '../jsonapi/document.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { pageLinks, pageMeta } from '../jsonapi/pagination.ts';
import { parseListQuery } from '../jsonapi/query.ts';
import type { ListQuery, RawQuery } from '../jsonapi/query.ts';

export interface ListInput {
  type: string;
  /** JSON:API query parameters as sent: `page[size]`, `sort`, `filter[…]`, `include`, `fields[…]`. */
  query?: RawQuery;
}

/** The two statements of a list: its page of rows and its total (plan-checked by `list-plans.test.ts`). */
export function listStatements(ctx: EngineContext, kind: Kind, query: ListQuery, restrict?: SQL) {
  const where = listCondition(ctx, kind, query, restrict);
  const { number, size } = query.page;
  let rows = ctx.db.select(getTableColumns(kind.table)).from(kind.table).$dynamic();
  for (const join of sortJoins(ctx, kind, query.sort)) rows = rows.leftJoin(join.table, join.on) as unknown as typeof rows;
  return {
    rows: rows
      .where(where)
      .orderBy(...orderBy(ctx, kind, query.sort, { joined: true }))
      .limit(size)
      .offset((number - 1) * size),
    count: ctx.db.select({ total: count() }).from(kind.table).where(where),
  };
}

/**
 * A page of rows of a kind the actor may list: two statements (rows, count), sent together outside a
 * transaction, plus one per include level and relationship, whatever the page size.
 */
export async function listKind(
  ctx: EngineContext,
  kind: Kind,
  raw: RawQuery,
  { url, restrict }: { url: string; restrict?: SQL },
): Promise<TopLevel> {
  if (!kind.policy.index(ctx.actor)) throw denied(ctx.actor);
  const query = parseListQuery(ctx, kind, raw);
  const { number, size } = query.page;
  const statements = listStatements(ctx, kind, query, restrict);
  const [found, counted] = await Promise.all([statements.rows, statements.count]);
  const rows = found as Row[];
  const total = counted[0]!.total;
  const meta = pageMeta(number, size, total);
  const { data, included } = await renderResources(ctx, kind, rows, query);
  return { data, ...(included ? { included } : {}), meta: { page: meta }, links: pageLinks(url, raw, meta), jsonapi: JSONAPI_VERSION };
}

/** A page of rows of a kind. */
export async function listResources(ctx: EngineContext, { type, query = {} }: ListInput): Promise<TopLevel> {
  return listKind(ctx, requireKind(ctx, type), query, { url: `${linkBase(ctx)}/${type}` });
}
