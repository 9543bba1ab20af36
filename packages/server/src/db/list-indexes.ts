import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isTimestamp, LOCALES, snakeCase } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';

/**
 * The indexes a kind's lists need, derived from its declaration so that a new kind, sort or filter
 * gets its index with the next `npm run db:generate`:
 *
 * - the default sort, in its directions, then the id (the tie-break of every list, in the direction
 *   of the last field);
 * - each sortable field through a to-one: the to-one's column, then the default sort, then the id;
 * - each sortable field, then the id; a translatable one once per reader's locale, on the very
 *   expression the sort uses (the reader's language, then English: `localizedIn`);
 * - each exact or isNull filter on an attribute (a to-one's column has its index already);
 * - search filters (`ILIKE '%term%'`) are not served by a B-tree: each searched plain-text column
 *   has a trigram GIN index instead (pg_trgm, migration 0031, checked by `search-indexes.test.ts`),
 *   which the planner takes for a selective term; a term most rows match is read through the sort's
 *   index with the search as a filter.
 *
 * An index that is the beginning of another is left out (the longer one serves both), and so is a
 * field with a unique index of its own.
 */

/** One member of an index: a column by JS key, or a translatable column read in these locales. */
export interface IndexPart {
  key: string;
  descending: boolean;
  /** Reading order of a translatable column's languages; absent for a plain column. */
  locales?: readonly string[];
}

export interface ListIndex {
  name: string;
  parts: IndexPart[];
}

/** The locales a reader of `locale` reads in when the site's default language is English. */
export const readerLocales = (locale: string): string[] => [...new Set([locale, 'en'])];

/** A translatable column's value in the first of `locales` that has one (empty counts as none). */
export function localizedIn(locales: readonly string[], jsonColumn: AnyPgColumn | SQL): SQL {
  const choices = locales.map((locale) => {
    if (!/^[a-z]{2}$/.test(locale)) throw new Error(`"${locale}" is not a locale code.`);
    return sql`nullif(${jsonColumn} ->> ${sql.raw(`'${locale}'`)}, '')`;
  });
  return sql`coalesce(${sql.join(choices, sql`, `)})`;
}

const signature = (parts: readonly IndexPart[]) => parts.map((p) => `${p.key}${p.descending ? ' desc' : ''}${p.locales ? `@${p.locales.join('+')}` : ''}`);

/** PostgreSQL cuts names at 63 bytes: a long one keeps its start and a hash of the whole. */
function indexName(table: string, parts: readonly IndexPart[]): string {
  const name = `${table}_${parts.map((p) => `${snakeCase(p.key)}${p.descending ? '_desc' : ''}${p.locales ? `_${p.locales[0]}` : ''}`).join('_')}_idx`;
  if (name.length <= 63) return name;
  return `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}_idx`;
}

/** The JS key of a sort or filter field's column (`page` → `pageId`), or null for one that has none. */
function keyOf(resource: ResourceDefinition, field: string): string | null {
  if (field === 'id' || isTimestamp(field)) return field;
  const attribute = resource.attributes[field];
  if (attribute) return attribute.computed ? null : field;
  const relationship = resource.relationships[field];
  return relationship && relationship.cardinality === 'one' && !relationship.inverse ? `${field}Id` : null;
}

/** The indexes of one kind's lists; declared `indexes`, unique columns and to-one columns are not repeated. */
export function listIndexes(resource: ResourceDefinition): ListIndex[] {
  const isTranslatable = (field: string) => resource.attributes[field]?.translatable === true;
  const candidates: IndexPart[][] = [];

  /** One index per reader's locale when a translatable field is in it, else one. */
  const add = (fields: readonly { field: string; descending: boolean }[], prefix?: string) => {
    if (fields.some(({ field }) => field.includes('.'))) return;
    const keys = fields.map(({ field, descending }) => ({ field, key: keyOf(resource, field), descending }));
    if (keys.some(({ key }) => key === null)) return;
    // The id follows the last field's direction (jsonapi/sort.ts orderBy); an index read
    // backwards serves the opposite order, so the first member is stored ascending.
    const last = keys.at(-1)!.descending;
    const ordered = keys.some(({ key }) => key === 'id') ? keys : [...keys, { field: 'id', key: 'id', descending: last }];
    const flip = ordered[0]!.descending;
    const withId = [...(prefix ? [{ field: prefix, key: prefix, descending: false }] : []), ...ordered.map((part) => ({ ...part, descending: part.descending !== flip }))];
    const translated = withId.some(({ field }) => isTranslatable(field));
    for (const locale of translated ? LOCALES : [null]) {
      candidates.push(
        withId.map(({ field, key, descending }) => ({
          key: key!,
          descending,
          ...(locale && isTranslatable(field) ? { locales: readerLocales(locale) } : {}),
        })),
      );
    }
  };

  const defaultSort = resource.defaultSort.map((entry) => ({ field: entry.replace(/^-/, ''), descending: entry.startsWith('-') }));
  add(defaultSort);
  for (const field of resource.sortable) {
    if (!field.includes('.')) add([{ field, descending: false }]);
    else {
      // A sort through a to-one reads each related value's rows in turn (jsonapi/page.ts): by the
      // to-one's column, then the rest of the sort (the default sort, or none), then the id.
      const key = keyOf(resource, field.split('.')[0]!)!;
      add(defaultSort, key);
      add([{ field: 'id', descending: false }], key);
    }
  }
  for (const filter of Object.values(resource.filters)) {
    // Searches have trigram indexes of their own; a `through` filter reads the linking kind's to-one indexes.
    if (filter.kind === 'search' || filter.kind === 'through') continue;
    const attribute = resource.attributes[filter.field];
    if (attribute && !attribute.translatable) candidates.push([{ key: filter.field, descending: false }]);
  }

  // What serves a list already: the primary key, unique columns, to-one columns, declared indexes.
  const unique: string[][] = [['id']];
  for (const [name, attribute] of Object.entries(resource.attributes)) if (attribute.unique && !attribute.translatable) unique.push([name]);
  const existing: string[][] = [...unique];
  for (const [name, relationship] of Object.entries(resource.relationships)) {
    if (relationship.cardinality === 'one' && !relationship.inverse) existing.push([`${name}Id`]);
  }
  for (const fields of resource.indexes) existing.push(fields.map((field) => keyOf(resource, field) ?? field));

  const signatures = candidates.map(signature);
  const startsWith = (longer: readonly string[], shorter: readonly string[]) => longer.length >= shorter.length && shorter.every((part, i) => longer[i] === part);
  const kept: ListIndex[] = [];
  const seen = new Set<string>();
  candidates.forEach((parts, i) => {
    const own = signatures[i]!;
    const key = own.join(',');
    if (seen.has(key)) return;
    // A unique or primary column orders the rows by itself: the id after it is never reached.
    if (existing.some((columns) => columns.join(',') === key)) return;
    if (unique.some(([column]) => own.length === 2 && own[0] === column && own[1] === 'id')) return;
    if (signatures.some((other, j) => j !== i && other.length > own.length && startsWith(other, own))) return;
    seen.add(key);
    kept.push({ name: indexName(resource.table, parts), parts });
  });
  return kept;
}
