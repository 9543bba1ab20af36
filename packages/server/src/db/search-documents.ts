import { createHash } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCALES, registry, SEARCHABLE } from '@relais/domain';
import type { Locale, Searchable } from '@relais/domain';
import type { Executor } from './client.ts';
import { ident } from './group-counts.ts';
import { foreignKey } from './resource-tables.ts';
import { tablesOf } from '../services/tables.ts';

/**
 * The global search's documents (issue 29): one row per record of each searchable kind
 * (`domain/search/searchable.ts`) in `search_documents` (migration 0053), holding its words as a
 * `tsvector` (each language's text under that language's text search configuration, plain text under
 * `simple`, accents removed), its titles' words for trigram matching, and the title and summary a
 * result shows, per language.
 *
 * Kept by triggers, in the transaction of the write that changes the record, so no writer (the
 * engine, a bulk seed, a service) can leave it stale and no nightly job is needed. What a reader may
 * open is not stored here: the search reads each kind's own row under its read rule at query time
 * (services/search.ts), so a draft, an unpublished or a soft-deleted record, or a publication date
 * still to come, is never revealed, and a rule that reads the clock needs no write.
 *
 * Installed after the migrations by `installSearchDocuments`, idempotently; a kind whose definition
 * (fields, weights, the generated SQL) changed is indexed again from its table, once.
 */

/** Text search configuration of each interface language (all are PostgreSQL's own, on both databases). */
export const SEARCH_CONFIGS: Readonly<Record<Locale, string>> = {
  en: 'english',
  fr: 'french',
  it: 'italian',
  es: 'spanish',
  ca: 'catalan',
  da: 'danish',
  ro: 'romanian',
};

/** Characters a result's summary keeps. */
const SUMMARY_LENGTH = 280;

const SETUP = [
  // Rich text to plain words: tags and entities out, lower case, accents removed.
  `create or replace function relais_search_words(t text) returns text language sql stable as $$
    select lower(unaccent(regexp_replace(regexp_replace(coalesce(t, ''), '<[^>]*>', ' ', 'g'), '&[a-z#0-9]+;', ' ', 'gi')))
  $$`,
  // Rich text to a short plain summary, accents kept.
  `create or replace function relais_search_summary(t text, n integer) returns text language sql immutable as $$
    select left(btrim(regexp_replace(regexp_replace(regexp_replace(coalesce(t, ''), '<[^>]*>', ' ', 'g'), '&nbsp;', ' ', 'g'), '\\s+', ' ', 'g')), n)
  $$`,
  // The vocabulary of corrections: each new title word once, per statement (transition tables).
  `create or replace function relais_search_vocabulary() returns trigger language plpgsql as $$
begin
  insert into search_words (word)
    select distinct w from changed, regexp_split_to_table(changed.words, '[^[:alnum:]]+') w where length(w) between 3 and 40
    on conflict do nothing;
  return null;
end $$`,
  `create or replace trigger search_documents_vocabulary_insert after insert on search_documents referencing new table as changed for each statement execute function relais_search_vocabulary()`,
  `create or replace trigger search_documents_vocabulary_update after update on search_documents referencing new table as changed for each statement execute function relais_search_vocabulary()`,
];

interface Field {
  column: string;
  translatable: boolean;
}

function fieldOf(type: string, name: string): Field {
  const resource = registry.get(type);
  const table = tablesOf(type).table as unknown as Record<string, AnyPgColumn>;
  const attribute = resource.attributes[name];
  if (!attribute) throw new Error(`Searchable ${type}.${name} is not an attribute.`);
  const column = table[name];
  if (!column) throw new Error(`Searchable ${type}.${name} has no column.`);
  return { column: column.name, translatable: attribute.translatable === true };
}

/** A field's words under one weight: a translatable one in each language's configuration, a plain one under `simple`. */
function vectorOf(field: Field, weight: 'A' | 'B' | 'C'): string[] {
  const value = `r.${ident(field.column)}`;
  if (!field.translatable) return [`setweight(to_tsvector('simple', relais_search_words(${value})), '${weight}')`];
  return LOCALES.map((locale) => `setweight(to_tsvector('${SEARCH_CONFIGS[locale]}', relais_search_words(${value}->>'${locale}')), '${weight}')`);
}

/** A field as the result shows it: `{locale: text}` for a translatable one, `{"*": text}` for a plain one. */
function shownOf(field: Field, length: number): string {
  const value = `r.${ident(field.column)}`;
  if (field.translatable) return `coalesce((select jsonb_object_agg(key, relais_search_summary(value, ${length})) from jsonb_each_text(case when jsonb_typeof(${value}) = 'object' then ${value} else '{}'::jsonb end) where value <> ''), '{}'::jsonb)`;
  return `case when coalesce(${value}, '') = '' then '{}'::jsonb else jsonb_build_object('*', relais_search_summary(${value}, ${length})) end`;
}

/** The words of a field, every language together, for trigram matching. */
function wordsOf(field: Field): string {
  const value = `r.${ident(field.column)}`;
  if (field.translatable) return `coalesce((select string_agg(distinct relais_search_words(value), ' ') from jsonb_each_text(case when jsonb_typeof(${value}) = 'object' then ${value} else '{}'::jsonb end)), '')`;
  return `relais_search_words(${value})`;
}

export interface SearchDefinition {
  type: string;
  table: string;
  /** The trigger that keeps the kind's documents. */
  trigger: string;
  /** The statements that install it (functions, trigger). */
  statements: string[];
  /** Fills the kind's documents from its table. */
  backfill: string;
  hash: string;
}

/** The SQL that keeps one searchable kind's documents. */
export function searchDefinition(type: string, searchable: Searchable): SearchDefinition {
  const { table } = tablesOf(type);
  const tableName = getTableName(table);
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const title = fieldOf(type, searchable.title);
  const summary = (searchable.summary ?? []).map((name) => fieldOf(type, name));
  const body = (searchable.body ?? []).filter((name) => name !== searchable.title).map((name) => fieldOf(type, name));
  const vectors = [...vectorOf(title, 'A'), ...summary.flatMap((field) => vectorOf(field, 'B')), ...body.flatMap((field) => vectorOf(field, 'C'))];
  const parentColumn = searchable.parent ? columns[foreignKey(searchable.parent.column)]?.name : undefined;
  if (searchable.parent && !parentColumn) throw new Error(`Searchable ${type}: no column for its parent ${searchable.parent.column}.`);
  const route = searchable.route;
  const params: string[] = [];
  if ('ownPath' in route) params.push(`'path', r.${ident(fieldOf(type, route.ownPath).column)}`);
  if ('block' in route && route.params) {
    for (const [param, source] of Object.entries(route.params)) {
      if (source === 'id') continue;
      const column = columns[foreignKey(source)]?.name ?? columns[source]?.name;
      if (!column) throw new Error(`Searchable ${type}: no column for the route's ${param}.`);
      params.push(`'${source}', r.${ident(column)}`);
    }
  }
  const fn = ident(`relais_search_${tableName}`.slice(0, 63));
  // The results' order: when the record was published, else made.
  const timeColumns = ['publishedAt', 'createdAt'].flatMap((name) => (columns[name] ? [`r.${ident(columns[name].name)}`] : []));
  const sortAt = `coalesce(${[...timeColumns, 'now()'].join(', ')})`;
  const values = [
    `'${type}'`,
    'r.id',
    parentColumn ? `r.${ident(parentColumn)}` : 'null',
    shownOf(title, 200),
    summary[0] ? shownOf(summary[0], SUMMARY_LENGTH) : `'{}'::jsonb`,
    params.length ? `jsonb_build_object(${params.join(', ')})` : `'{}'::jsonb`,
    vectors.join(' || '),
    wordsOf(title),
    sortAt,
  ].join(',\n      ');
  const upsert = `insert into search_documents (type, record_id, parent_id, title, summary, params, document, words, sort_at)
    select ${values}
    from ${ident(tableName)} r where r.id = any(ids)
    on conflict (type, record_id) do update set parent_id = excluded.parent_id, title = excluded.title, summary = excluded.summary,
      params = excluded.params, document = excluded.document, words = excluded.words, sort_at = excluded.sort_at`;
  const indexFn = `create or replace function ${fn}(ids uuid[]) returns void language sql as $$
    ${upsert}
  $$`;
  const watched = [title, ...summary, ...body].map((field) => field.column);
  if (parentColumn) watched.push(parentColumn);
  if ('ownPath' in route) watched.push(fieldOf(type, route.ownPath).column);
  if (columns.publishedAt) watched.push(columns.publishedAt.name);
  for (const source of 'block' in route && route.params ? Object.values(route.params) : []) {
    const column = source === 'id' ? undefined : (columns[foreignKey(source)]?.name ?? columns[source]?.name);
    if (column) watched.push(column);
  }
  const triggerFn = ident(`relais_search_${tableName}_trigger`.slice(0, 63));
  const trigger = `${tableName}_search`.slice(0, 63);
  const statements = [
    indexFn,
    `create or replace function ${triggerFn}() returns trigger language plpgsql as $$
begin
  if TG_OP = 'DELETE' then
    delete from search_documents where type = '${type}' and record_id = OLD.id;
  else
    perform ${fn}(array[NEW.id]);
  end if;
  return null;
end $$`,
    `create or replace trigger ${ident(trigger)} after insert or delete or update of ${[...new Set(watched)].map(ident).join(', ')} on ${ident(tableName)} for each row execute function ${triggerFn}()`,
  ];
  const backfill = `select ${fn}(array(select id from ${ident(tableName)}))`;
  const hash = createHash('sha256').update([...SETUP, ...statements].join('\n')).digest('hex').slice(0, 16);
  return { type, table: tableName, trigger, statements, backfill, hash };
}

/** Every searchable kind's definition. */
export const searchDefinitions = (): SearchDefinition[] => Object.entries(SEARCHABLE).map(([type, searchable]) => searchDefinition(type, searchable));

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/**
 * Creates or replaces the functions and triggers of every searchable kind, and indexes again, from
 * its table, each kind whose definition is new or changed (`search_definitions` keeps each one's hash).
 */
export async function installSearchDocuments(db: { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> }): Promise<void> {
  const definitions = searchDefinitions();
  await db.transaction(async (tx) => {
    for (const statement of SETUP) await tx.execute(sql.raw(statement));
    const known = new Map(rowsOf<{ type: string; table_name: string; hash: string }>(await tx.execute(sql`select type, table_name, hash from search_definitions`)).map((row) => [row.type, row]));
    for (const definition of definitions) {
      for (const statement of definition.statements) await tx.execute(sql.raw(statement));
      if (known.get(definition.type)?.hash === definition.hash) continue;
      await tx.execute(sql`delete from search_documents where type = ${definition.type}`);
      await tx.execute(sql.raw(definition.backfill));
      await tx.execute(sql`insert into search_definitions (type, table_name, hash) values (${definition.type}, ${definition.table}, ${definition.hash}) on conflict (type) do update set table_name = excluded.table_name, hash = excluded.hash`);
    }
    // A kind no longer searched: its trigger goes with its documents.
    const gone = [...known.values()].filter(({ type }) => !definitions.some((definition) => definition.type === type));
    for (const { type, table_name: table } of gone) {
      await tx.execute(sql.raw(`drop trigger if exists ${ident(`${table}_search`.slice(0, 63))} on ${ident(table)}`));
      await tx.execute(sql`delete from search_documents where type = ${type}`);
      await tx.execute(sql`delete from search_definitions where type = ${type}`);
    }
  });
}

/**
 * Runs a bulk write (the large data set, a bench's top-up) with the search triggers off, then
 * indexes every searchable kind from its table in one statement each, in the same transaction: row
 * by row, the triggers made the large set's seeding several times slower.
 */
export async function withSearchDocumentsDeferred<T>(db: Executor, run: () => Promise<T>): Promise<T> {
  const definitions = searchDefinitions();
  for (const definition of definitions) await db.execute(sql.raw(`alter table ${ident(definition.table)} disable trigger ${ident(definition.trigger)}`));
  const result = await run();
  for (const definition of definitions) {
    await db.execute(sql.raw(`alter table ${ident(definition.table)} enable trigger ${ident(definition.trigger)}`));
    await db.execute(sql.raw(definition.backfill));
  }
  return result;
}
