import { DEFAULT_PAGE_SIZE, targetTypes } from '@relais/domain';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind } from './context.ts';
import { availableTargets, fieldNames, hiddenFor, unqueryableFor } from './fields.ts';
import { readsTrash } from './visibility.ts';

/** Query parameters as Fastify hands them over: a repeated parameter is an array. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Relationship name → what to include below it. */
export type IncludeTree = Map<string, IncludeTree>;

export interface ReadQuery {
  include: IncludeTree;
  /** Sparse fieldsets by type; a type not listed shows every field. */
  fields: Map<string, Set<string>>;
}

export interface SortField {
  field: string;
  isDescending: boolean;
}

export type Trashed = 'without' | 'with' | 'only';

export interface ListQuery extends ReadQuery {
  page: { number: number; size: number };
  sort: SortField[];
  /** Declared filters by name, with their raw value; `id` and `trashed` are kept apart. */
  filters: Map<string, string>;
  ids: string[] | null;
  trashed: Trashed;
}

const MAX_INCLUDE_DEPTH = 4;
const MAX_INCLUDE_PATHS = 20;

function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw badRequest(`"${name}" is given more than once.`, name);
  return value;
}

/**
 * Parameter names JSON:API reserves (all lowercase letters) or that we read: anything else in those
 * families is a mistake worth a 400 rather than a silently ignored parameter.
 */
function checkNames(query: RawQuery, allowed: readonly string[]) {
  for (const [name, value] of Object.entries(query)) {
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
    if ([value].flat().some((item) => item?.includes('\u0000')) || name.includes('\u0000')) throw badRequest('Parameters cannot contain NUL characters.', name);
    const family = /^([a-z]+)(\[.*\])?$/.exec(name)?.[1];
    if (family && !allowed.includes(family)) throw badRequest(`Unknown query parameter "${name}".`, name);
  }
}

function parseInclude(ctx: EngineContext, kind: Kind, value: string | undefined): IncludeTree {
  const tree: IncludeTree = new Map();
  if (value === undefined || value === '') return tree;
  const paths = value.split(',').map((path) => path.trim());
  if (paths.length > MAX_INCLUDE_PATHS) throw badRequest(`At most ${MAX_INCLUDE_PATHS} include paths.`, 'include');
  for (const path of paths) {
    const names = path.split('.');
    if (names.length > MAX_INCLUDE_DEPTH) throw badRequest(`Include paths are at most ${MAX_INCLUDE_DEPTH} deep.`, 'include');
    // Through a polymorphic to-one the path reaches several kinds; each next step must be declared
    // on at least one of them, and goes on from those that declare it.
    let current: Kind[] = [kind];
    let node = tree;
    for (const name of names) {
      const relationships = current.flatMap((k) => (Object.hasOwn(k.resource.relationships, name) ? [k.resource.relationships[name]!] : []));
      if (!relationships.length) throw badRequest(`"${path}" is not a relationship path of ${kind.type}.`, 'include', 'unknown_include');
      const targets = relationships.flatMap((relationship) => availableTargets(ctx, relationship));
      if (!targets.length) throw notFound(`There is no resource type "${targetTypes(relationships[0]!).join('" or "')}".`);
      if (!node.has(name)) node.set(name, new Map());
      node = node.get(name)!;
      current = targets;
    }
  }
  return tree;
}

function parseFields(ctx: EngineContext, query: RawQuery): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>();
  for (const name of Object.keys(query)) {
    const type = /^fields\[(.+)\]$/.exec(name)?.[1];
    if (type === undefined) continue;
    const kind = availableKind(ctx, type);
    if (!kind) throw badRequest(`Unknown resource type "${type}".`, name);
    const hidden = hiddenFor(kind, ctx.actor);
    const known = new Set([...fieldNames(kind.resource)].filter((field) => !hidden.has(field)));
    const requested = (single(query, name) ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    for (const field of requested) if (!known.has(field)) throw badRequest(`${type} has no field "${field}".`, name, 'unknown_field');
    fields.set(type, new Set(requested));
  }
  return fields;
}

/** `include` and `fields[…]`: what a single-resource read accepts. */
export function parseReadQuery(ctx: EngineContext, kind: Kind, query: RawQuery = {}): ReadQuery {
  checkNames(query, ['include', 'fields']);
  return { include: parseInclude(ctx, kind, single(query, 'include')), fields: parseFields(ctx, query) };
}

function positiveInteger(value: string | undefined, parameter: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw badRequest(`"${parameter}" must be a positive whole number.`, parameter);
  return Number(value);
}

/**
 * Whether this actor may sort a kind by a declared sort field: not hidden from them, and for
 * `toOne.field` the related kind available to them with that field not hidden either.
 */
function isSortableBy(ctx: EngineContext, kind: Kind, field: string): boolean {
  if (!kind.resource.sortable.includes(field)) return false;
  const [name, through] = field.split('.') as [string, string | undefined];
  if (unqueryableFor(kind, ctx.actor).has(name)) return false;
  if (through === undefined) return true;
  // The registry lets a kind sort only through a to-one of one type.
  const [target] = availableTargets(ctx, kind.resource.relationships[name]!);
  return target !== undefined && !unqueryableFor(target, ctx.actor).has(through);
}

function parseSort(ctx: EngineContext, kind: Kind, value: string | undefined): SortField[] {
  const entries = value === undefined || value === '' ? kind.resource.defaultSort : value.split(',').map((s) => s.trim());
  return entries.map((entry) => {
    const isDescending = entry.startsWith('-');
    const field = isDescending ? entry.slice(1) : entry;
    if (value !== undefined && !isSortableBy(ctx, kind, field)) {
      const allowed = kind.resource.sortable.filter((name) => isSortableBy(ctx, kind, name));
      throw badRequest(`${kind.type} cannot be sorted by "${field}"; allowed: ${allowed.join(', ')}.`, 'sort', 'unknown_sort');
    }
    return { field, isDescending };
  });
}

function parseFilters(ctx: EngineContext, kind: Kind, query: RawQuery) {
  const filters = new Map<string, string>();
  let ids: string[] | null = null;
  let trashed: Trashed = 'without';
  const hidden = hiddenFor(kind, ctx.actor);
  const unqueryable = unqueryableFor(kind, ctx.actor);
  const isReadable = (filter: string) => {
    const definition = kind.resource.filters[filter]!;
    // A `through` filter names no attribute of this kind (hidden ones are attributes).
    if (definition.kind === 'through') return true;
    // A search leaves out the fields hidden on others' rows (filters.ts): names, not e-mail.
    if (definition.kind === 'search') return definition.fields.every((field) => !hidden.has(field));
    return !unqueryable.has(definition.field);
  };
  for (const name of Object.keys(query)) {
    if (!name.startsWith('filter')) continue;
    const filter = /^filter\[([^\]]+)\]$/.exec(name)?.[1];
    const value = single(query, name) ?? '';
    if (filter === 'id') ids = value.split(',').map((id) => id.trim());
    else if (filter === 'trashed') {
      if (!kind.resource.softDelete) throw badRequest(`${kind.type} is not soft-deletable.`, name, 'unknown_filter');
      if (!readsTrash(ctx, kind)) {
        throw new ApiError(403, [{ code: 'forbidden', title: 'Forbidden', detail: 'You may not see deleted rows of this kind.', source: { parameter: name } }]);
      }
      if (value !== 'with' && value !== 'only') throw badRequest('"filter[trashed]" is "with" or "only".', name);
      trashed = value;
    } else if (filter !== undefined && Object.hasOwn(kind.resource.filters, filter) && isReadable(filter)) filters.set(filter, value);
    else {
      const known = ['id', ...(kind.resource.softDelete ? ['trashed'] : []), ...Object.keys(kind.resource.filters).filter(isReadable)];
      throw badRequest(`Unknown filter "${name}" on ${kind.type}; allowed: ${known.join(', ')}.`, name, 'unknown_filter');
    }
  }
  return { filters, ids, trashed };
}

/** Everything a list call accepts; any unknown or malformed parameter is a 400 naming it. */
export function parseListQuery(ctx: EngineContext, kind: Kind, query: RawQuery = {}): ListQuery {
  checkNames(query, ['include', 'fields', 'sort', 'page', 'filter']);
  for (const name of Object.keys(query)) {
    if (name.startsWith('page') && name !== 'page[number]' && name !== 'page[size]') throw badRequest(`Unknown query parameter "${name}".`, name);
  }
  const size = positiveInteger(single(query, 'page[size]'), 'page[size]', Math.min(DEFAULT_PAGE_SIZE, kind.resource.maxPageSize));
  if (size > kind.resource.maxPageSize) throw badRequest(`"page[size]" is at most ${kind.resource.maxPageSize}.`, 'page[size]');
  return {
    ...parseReadQuery(ctx, kind, Object.fromEntries(Object.entries(query).filter(([name]) => name === 'include' || name.startsWith('fields[')))),
    page: { number: positiveInteger(single(query, 'page[number]'), 'page[number]', 1), size },
    sort: parseSort(ctx, kind, single(query, 'sort')),
    ...parseFilters(ctx, kind, query),
  };
}

/** The sparse fieldset of a type, or undefined for all fields. */
export const fieldsetOf = (query: ReadQuery, type: string) => query.fields.get(type);
