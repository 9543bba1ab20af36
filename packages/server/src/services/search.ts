import { and, asc, eq, sql } from 'drizzle-orm';
import { SEARCHABLE, SEARCHABLE_TYPES, shellRouteOf, subRoutePath } from '@relais/domain';
import type { Locale, SearchableType, SearchAnswer, SearchResult, SearchRoute } from '@relais/domain';
import type { Database } from '../db/client.ts';
import { SEARCH_CONFIGS } from '../db/search-documents.ts';
import { availableKind } from '../jsonapi/context.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { column } from '../jsonapi/fields.ts';
import { actorSlot, visibleKey, visibleRows } from '../jsonapi/visibility.ts';
import { compiledRead } from '../db/compiled-reads.ts';
import { cacheFor } from './cache.ts';
import { tablesOf } from './tables.ts';
import { readVersion } from './versions.ts';

/**
 * The global search (issue 29): the documents kept by db/search-documents.ts matched by the words
 * asked (each word a prefix, in the reader's language, the default one and `simple`, accents
 * removed) or, for typos, by the near spellings of the titles' words; each hit kept only when the
 * reader may read its record under its kind's own read rule (the rule every list uses, soft-deleted
 * rows out), so a search never reveals what the reader may not open.
 */

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/** The words of a query: letters and digits, lower case, at most eight. */
const wordsOf = (q: string) =>
  q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);

/**
 * The words of a query as tsquery texts, one per word, the last one a prefix as one types
 * (`'voice'`, `'bank':*`), or none. Words of one or two letters ("de", "la", "à") are left out when
 * longer ones remain: as prefixes or in `simple` they match nearly every document.
 */
export function prefixTerms(q: string): string[] {
  const all = wordsOf(q);
  const words = all.some((word) => word.length >= 3) ? all.filter((word) => word.length >= 3) : all;
  return words.map((word, i) => `'${word.replaceAll("'", "''")}'${i === words.length - 1 ? ':*' : ''}`);
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

/** The fewest matches read before the reader's rules are applied; more for deeper pages, at most `CANDIDATES_MAX`. */
const CANDIDATES_MIN = 100;
const CANDIDATES_MAX = 5_000;

/** Near spellings of each word of four letters or more, from the titles' vocabulary (pg_trgm), for a search that found nothing. */
async function corrections(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const terms = words.filter((word) => word.length >= 4);
  const found = new Map<string, string[]>();
  if (!terms.length) return found;
  const rows = rowsOf<{ term: string; word: string }>(
    await db.execute(sql`select t.term, w.word from unnest(array[${sql.join(terms.map((term) => sql`${term}`), sql`, `)}]::text[]) as t(term),
      lateral (select word from search_words where word % unaccent(t.term) and word <> unaccent(t.term) order by word <-> unaccent(t.term) limit 3) w`),
  );
  for (const row of rows) found.set(row.term, [...(found.get(row.term) ?? []), row.word]);
  return found;
}


/**
 * The reader's search: a page of results, newest first, with their total and the count per kind.
 * The matches are taken newest first from the full-text index, at most `CANDIDATES_MIN` (more for a
 * deeper page), then kept only where the reader's rules let them read the record: the work is bound
 * by the page asked for, not by how common the words are. When more matches exist than were read,
 * the total and the counts are lower bounds (`meta.isCapped`). A search that finds nothing is tried
 * once more with each long word's near spellings (typos).
 */
export async function search(ctx: EngineContext, input: SearchInput): Promise<SearchAnswer> {
  const first = await searchWith(ctx, input, prefixTerms(input.q));
  if (first.meta.total > 0 || input.page > 1) return first;
  const words = wordsOf(input.q).filter((word) => word.length >= 3);
  const near = await corrections(ctx.db as Database, words);
  if (!near.size) return first;
  const corrected = words.map((word) => `(${[`'${word.replaceAll("'", "''")}':*`, ...(near.get(word) ?? []).map((one) => `'${one.replaceAll("'", "''")}'`)].join(' | ')})`);
  return searchWith(ctx, input, corrected);
}

/**
 * The tsquery matched: each word in each configuration (the reader's language, the default one,
 * `simple`), its forms joined by OR, the words by AND (`'support' & ('tablet' | 'tablett') & 'fauteuil':*`).
 * A word one of those languages drops as a stop word ("pour", "with") is left out, unless nothing
 * else is left. Joining each word's forms, rather than one whole query per configuration, lets the
 * index look each word up once: a three-word search read its index in a third to a half of the time.
 */
async function matchingQuery(db: Database, terms: readonly string[], configs: readonly string[]): Promise<string | null> {
  const rows = rowsOf<{ forms: string | null; is_stop_word: boolean }>(
    await db.execute(sql`select string_agg(distinct t.q, ' | ') filter (where t.q <> '') as forms, bool_or(t.q = '') as is_stop_word
      from unnest(array[${sql.join(terms.map((term) => sql`${term}`), sql`, `)}]::text[]) with ordinality as w(term, n)
      cross join unnest(array[${sql.join(configs.map((config) => sql`${config}`), sql`, `)}]::text[]) as c(config)
      cross join lateral (select to_tsquery(c.config::regconfig, unaccent(w.term))::text as q) t
      group by w.n order by w.n`),
  );
  const words = rows.filter((row) => row.forms);
  const kept = words.filter((row) => !row.is_stop_word);
  const chosen = kept.length ? kept : words;
  return chosen.length ? chosen.map((row) => `(${row.forms})`).join(' & ') : null;
}

async function searchWith(ctx: EngineContext, input: SearchInput, terms: readonly string[]): Promise<SearchAnswer> {
  const db = ctx.db as Database;
  const defaultLocale = ctx.defaultLocale ?? 'en';
  const wanted = (input.types?.length ? input.types : SEARCHABLE_TYPES).filter((type): type is SearchableType => Object.hasOwn(SEARCHABLE, type));
  // The kinds the reader can reach (their feature on).
  const kinds = new Map(wanted.flatMap((type) => {
    const kind = availableKind(ctx, type);
    return kind ? [[type, kind] as const] : [];
  }));
  const empty: SearchAnswer = { data: [], meta: { total: 0, page: input.page, lastPage: 1, byType: {}, isCapped: false } };
  if (!terms.length || !kinds.size) return empty;
  // Parsed once, before the search: the planner then sees the query as a value and picks by its
  // selectivity (a common word walks the newest documents, a rare one its index).
  const configs = [...new Set([SEARCH_CONFIGS[ctx.locale], SEARCH_CONFIGS[defaultLocale], 'simple'])];
  const matching = await matchingQuery(db, terms, configs);
  if (!matching) return empty;
  const offset = (input.page - 1) * input.size;
  const cap = Math.min(CANDIDATES_MAX, Math.max(CANDIDATES_MIN, (offset + input.size) * 3));
  const only = kinds.size === SEARCHABLE_TYPES.length ? sql`` : sql` and d.type in (${sql.join([...kinds.keys()].map((type) => sql`${type}`), sql`, `)})`;
  // 1. The newest matches, at most `cap`, with what a result shows.
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`select d.type, d.record_id, d.title, d.summary, d.params, d.sort_at, p.title as parent_title
      from (select type, record_id, parent_id, title, summary, params, sort_at from search_documents d
        where d.document @@ ${matching}::tsquery${only}
        order by d.sort_at desc, d.record_id limit ${cap}) d
      left join search_documents p on p.type = ${'forum-subjects'} and p.record_id = d.parent_id
      order by d.sort_at desc, d.record_id`),
  );
  // 2. Those the reader may read, by each kind's own rule: one statement per kind found, built once per rule.
  const byKind = new Map<string, string[]>();
  for (const candidate of candidates) byKind.set(candidate.type, [...(byKind.get(candidate.type) ?? []), candidate.record_id]);
  const readable = new Set<string>();
  for (const [type, ids] of byKind) {
    const kind = kinds.get(type as SearchableType);
    if (!kind) continue;
    const rows = await compiledRead<{ id: string }>(ctx.db, `search-readable:${visibleKey(ctx, kind)}`, { ids: ids.join(','), ...actorSlot(ctx) }, (slot) =>
      ctx.db
        .select({ id: column(kind, 'id') })
        .from(kind.table)
        .where(and(sql`${column(kind, 'id')} = any(string_to_array(${slot('ids')}, ',')::uuid[])`, visibleRows(ctx, kind))),
    );
    for (const row of rows) readable.add(`${type}:${row.id}`);
  }
  const hits = candidates.filter((candidate) => readable.has(`${candidate.type}:${candidate.record_id}`));
  const byType: Record<string, number> = {};
  for (const hit of hits) byType[hit.type] = (byType[hit.type] ?? 0) + 1;
  const blocks = await blockPaths(db);
  const data: SearchResult[] = hits.slice(offset, offset + input.size).map((row) => {
    const type = row.type as SearchableType;
    const title = shown(row.parent_title ?? row.title, ctx.locale, defaultLocale);
    const summary = shown(row.parent_title ? row.title : row.summary, ctx.locale, defaultLocale);
    return {
      id: row.record_id,
      type,
      title: title.text,
      titleLocale: title.locale,
      description: summary.text,
      path: resultPath(SEARCHABLE[type].route, row.record_id, row.params ?? {}, blocks, ctx.features),
    };
  });
  const total = hits.length;
  return { data, meta: { total, page: input.page, lastPage: Math.max(1, Math.ceil(total / input.size)), byType, isCapped: candidates.length >= cap } };
}

interface Candidate {
  type: string;
  record_id: string;
  title: Record<string, string> | null;
  parent_title: Record<string, string> | null;
  summary: Record<string, string> | null;
  params: Record<string, string> | null;
  sort_at: string | Date;
}
