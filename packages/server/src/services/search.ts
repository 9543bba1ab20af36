import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEARCHABLE, SEARCHABLE_TYPES, shellRouteOf, subRoutePath } from '@relais/domain';
import type { Locale, SearchableType, SearchAnswer, SearchResult, SearchRoute } from '@relais/domain';
import type { Database } from '../db/client.ts';
import { SEARCH_CONFIGS } from '../db/search-documents.ts';
import { availableKind } from '../jsonapi/context.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { column } from '../jsonapi/fields.ts';
import { visibleRows } from '../jsonapi/visibility.ts';
import { cacheFor } from './cache.ts';
import { tablesOf } from './tables.ts';
import { readVersion } from './versions.ts';
import { asc } from 'drizzle-orm';

/**
 * The global search (issue 29): the documents kept by db/search-documents.ts matched by the words
 * asked (each word a prefix, in the reader's language, the default one and `simple`, accents
 * removed) or, for typos, by trigram word similarity with the titles; each hit kept only when the
 * reader may read its record under its kind's own read rule (an EXISTS per kind, the rule every list
 * uses, with soft-deleted rows out), so a search never reveals what the reader may not open.
 * One statement: the page, the total and the count per kind.
 */

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/** The words of a query as a prefix tsquery's text (`'voice':* & 'bank':*`), or null when nothing is left. */
export function prefixQuery(q: string): string | null {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (!words.length) return null;
  return words.map((word) => `'${word.replaceAll("'", "''")}':*`).join(' & ');
}

/** Where a kind's records are shown: the published page holding its block (first by position), per environment version. */
async function blockPaths(db: Database): Promise<Map<string, string>> {
  const version = await readVersion(db, 'environment');
  return cacheFor<Map<string, string>>(db, 'search-block-paths').get(version, '', async () => {
    const pages = tablesOf('app-pages').table;
    const components = tablesOf('app-page-components').table;
    const rows = await db
      .select({ name: components.name, path: pages.path })
      .from(components)
      .innerJoin(pages, eq(pages.id, components.pageId))
      .where(eq(pages.isDraft, false))
      .orderBy(asc(pages.createdAt), asc(components.position));
    const paths = new Map<string, string>();
    for (const row of rows) if (!paths.has(row.name as string)) paths.set(row.name as string, row.path as string);
    return paths;
  });
}

/** A result's address from its kind's route and the params its document keeps. */
export function resultPath(route: SearchRoute, id: string, params: Record<string, string>, blocks: Map<string, string>, features: EngineContext['features']): string | null {
  const fill = (pattern: string, values: Record<string, string>) => pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  if ('ownPath' in route) return params.path ?? null;
  if ('shell' in route) {
    const path = fill(route.shell, { id });
    return shellRouteOf(path, features) ? path : null;
  }
  const page = blocks.get(route.block);
  if (page === undefined) return null;
  const values: Record<string, string> = {};
  for (const name of route.pattern.match(/:([A-Za-z]+)/g)?.map((part) => part.slice(1)) ?? []) {
    const source = route.params?.[name] ?? 'id';
    values[name] = source === 'id' ? id : (params[source] ?? '');
  }
  return fill(subRoutePath(page, route.pattern), values);
}

/** Text in the reader's language, else the default one, else any: with the language it is in. */
function shown(values: Record<string, string> | null, locale: Locale, defaultLocale: Locale): { text: string; locale: string } {
  if (!values) return { text: '', locale };
  for (const one of [locale, defaultLocale, '*']) if (values[one]) return { text: values[one]!, locale: one === '*' ? locale : one };
  const [first] = Object.entries(values);
  return first ? { text: first[1], locale: first[0] } : { text: '', locale };
}

export interface SearchInput {
  q: string;
  types?: readonly string[] | undefined;
  page: number;
  size: number;
}

/** The reader's search: a page of results with their total and the count per kind. */
export async function search(ctx: EngineContext, input: SearchInput): Promise<SearchAnswer> {
  const db = ctx.db as Database;
  const defaultLocale = ctx.defaultLocale ?? 'en';
  const tsquery = prefixQuery(input.q);
  const wanted = (input.types?.length ? input.types : SEARCHABLE_TYPES).filter((type): type is SearchableType => Object.hasOwn(SEARCHABLE, type));
  // Each kind the reader can reach (its feature on), with the rule its rows are read under.
  const branches: SQL[] = [];
  for (const type of wanted) {
    const kind = availableKind(ctx, type);
    if (!kind) continue;
    const as = `search_${getTableName(kind.table)}`.slice(0, 63);
    const target = { ...kind, table: alias(kind.table, as) };
    const rule = visibleRows(ctx, target);
    const readable = and(sql`${column(target, 'id')} = d.record_id`, rule);
    branches.push(sql`(d.type = ${type} and exists (select 1 from ${sql.identifier(getTableName(kind.table))} as ${sql.identifier(as)} where ${readable}))`);
  }
  const empty: SearchAnswer = { data: [], meta: { total: 0, page: input.page, lastPage: 1, byType: {} } };
  if (!tsquery || !branches.length) return empty;
  const text = input.q.trim().toLowerCase().slice(0, 100);
  const configs = [...new Set([SEARCH_CONFIGS[ctx.locale], SEARCH_CONFIGS[defaultLocale], 'simple'])];
  const query = sql.join(
    configs.map((config) => sql`to_tsquery(${config}::regconfig, unaccent(${tsquery}))`),
    sql` || `,
  );
  // Trigram matching (typos) only from three characters: shorter, every title would be near.
  const fuzzy = text.length >= 3 ? sql` or d.words %> unaccent(${text})` : sql``;
  const offset = (input.page - 1) * input.size;
  const statement = sql`with q as (select (${query}) as query),
    hits as (
      select d.type, d.record_id, d.parent_id, d.title, d.summary, d.params,
        ts_rank(d.document, q.query) + ${text.length >= 3 ? sql`word_similarity(unaccent(${text}), d.words)` : sql`0`} as rank
      from search_documents d, q
      where (d.document @@ q.query${fuzzy}) and (${sql.join(branches, sql` or `)})
    ),
    counts as (select coalesce(jsonb_object_agg(type, n), '{}'::jsonb) as by_type, coalesce(sum(n), 0)::int as total from (select type, count(*)::int as n from hits group by type) c)
    select counts.by_type, counts.total, page.*, parent.title as parent_title
    from counts
    left join lateral (select * from hits order by rank desc, record_id limit ${input.size} offset ${offset}) page on true
    left join search_documents parent on parent.record_id = page.parent_id and parent.type = ${'forum-subjects'}`;
  const rows = rowsOf<{
    by_type: Record<string, number>;
    total: number;
    type: string | null;
    record_id: string | null;
    title: Record<string, string> | null;
    parent_title: Record<string, string> | null;
    summary: Record<string, string> | null;
    params: Record<string, string> | null;
    rank: number | null;
  }>(await db.execute(statement));
  const first = rows[0];
  if (!first) return empty;
  const blocks = await blockPaths(db);
  const data: SearchResult[] = rows
    .filter((row) => row.type && row.record_id)
    .sort((a, b) => Number(b.rank) - Number(a.rank) || String(a.record_id).localeCompare(String(b.record_id)))
    .map((row) => {
      const type = row.type as SearchableType;
      const title = shown(row.parent_title ?? row.title, ctx.locale, defaultLocale);
      const summary = shown(row.parent_title ? row.title : row.summary, ctx.locale, defaultLocale);
      return {
        id: row.record_id!,
        type,
        title: title.text,
        titleLocale: title.locale,
        description: summary.text,
        path: resultPath(SEARCHABLE[type].route, row.record_id!, row.params ?? {}, blocks, ctx.features),
      };
    });
  const total = Number(first.total);
  return { data, meta: { total, page: input.page, lastPage: Math.max(1, Math.ceil(total / input.size)), byType: first.by_type ?? {} } };
}
