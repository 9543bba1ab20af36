import type { SQL } from 'drizzle-orm';
import { denied } from '../policies/checks.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { linkBase, requireKind } from '../jsonapi/context.ts';
import { readPage } from '../jsonapi/page.ts';
import { JSONAPI_VERSION, renderResources } from '../jsonapi/document.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { pageLinks, pageMeta } from '../jsonapi/pagination.ts';
import { parseListQuery } from '../jsonapi/query.ts';
import type { RawQuery } from '../jsonapi/query.ts';

export interface ListInput {
  type: string;
  /** JSON:API query parameters as sent: `page[size]`, `sort`, `filter[…]`, `include`, `fields[…]`. */
  query?: RawQuery;
}

/**
 * A page of rows of a kind the actor may list (`jsonapi/page.ts`): two statements (rows, count), sent
 * together outside a transaction, plus one per include level and relationship, whatever the page size.
 */
export async function listKind(
  ctx: EngineContext,
  kind: Kind,
  raw: RawQuery,
  { url, restrict }: { url: string; restrict?: SQL },
): Promise<TopLevel> {
  if (!kind.policy.index(ctx.actor)) throw denied(ctx.actor);
  // Rows a step of this read has read whole serve its includes (a sort's related rows, jsonapi/page.ts).
  ctx = { ...ctx, rowsRead: new Map() };
  const query = parseListQuery(ctx, kind, raw);
  const { number, size } = query.page;
  const { rows, total } = await readPage(ctx, kind, query, restrict);
  const meta = pageMeta(number, size, total);
  const { data, included } = await renderResources(ctx, kind, rows, query);
  return { data, ...(included ? { included } : {}), meta: { page: meta, permissions: { create: kind.policy.create(ctx.actor) } }, links: pageLinks(url, raw, meta), jsonapi: JSONAPI_VERSION };
}

/** A page of rows of a kind. */
export async function listResources(ctx: EngineContext, { type, query = {} }: ListInput): Promise<TopLevel> {
  return listKind(ctx, requireKind(ctx, type), query, { url: `${linkBase(ctx)}/${type}` });
}
