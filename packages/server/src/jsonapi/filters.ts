import { and, eq, exists, gte, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { SQL } from 'drizzle-orm';
import { isTimestamp, throughStep } from '@relais/domain';
import type { AttributeKind, FilterDefinition, ResourceDefinition } from '@relais/domain';
import { alias } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind, catalogOf, requireKind } from './context.ts';
import { VALUES_SLOT } from '../db/compiled-reads.ts';
import { foreignKey, typeKey } from '../db/resource-tables.ts';
import { availableTargets, column, fieldExpression, isValidId, unqueryableFor } from './fields.ts';
import type { ListQuery } from './query.ts';
import { visibleKey, visibleRows } from './visibility.ts';

/* Filters: the WHERE of a list beyond visibility (declared filters, `filter[id]`), and its key. */
/** The ids a list's filters name, as slots of its compiled reads (db/compiled-reads.ts `VALUES_SLOT`). */
export const filterSlots = (query: ListQuery) => ({ [VALUES_SLOT]: [...query.filters.values()].flatMap((raw) => raw.split(',')).map((value) => value.trim()) });

/**
 * The same for `listCondition` (the declared filters and ids with their values, and the read rules
 * of the kinds a `through` filter reads); undefined with an extra condition.
 */
export function listKey(ctx: EngineContext, kind: Kind, query: ListQuery, extra?: SQL): string | undefined {
  if (extra) return undefined;
  const linking = [...query.filters.keys()].flatMap((name) => {
    const filter = kind.resource.filters[name]!;
    return filter.kind === 'through' ? throughLinks(ctx, kind, filter.paths).map(({ via }) => visibleKey(ctx, via)) : [];
  });
  // A search leaves out the fields the actor may not query: readers sharing a visibility may differ there.
  const unqueryable = [...unqueryableFor(kind, ctx.actor)].join(',');
  return `${visibleKey(ctx, kind, query.trashed)}:${JSON.stringify([...query.filters])}:${JSON.stringify(query.ids)}${linking.length ? `:${linking.join(';')}` : ''}${unqueryable ? `:-${unqueryable}` : ''}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** One filter value typed for its column; a value the column cannot hold is the client's mistake. */
function typedValue(kind: AttributeKind | 'id', raw: string, parameter: string, idOf?: ResourceDefinition): unknown {
  const refuse = (expected: string) => badRequest(`"${raw}" is not ${expected}.`, parameter, 'invalid_filter');
  switch (kind) {
    case 'integer':
    case 'money':
      if (!/^-?\d{1,9}$/.test(raw)) throw refuse('a whole number');
      return Number(raw);
    case 'decimal':
      if (!/^-?\d{1,10}(\.\d{1,4})?$/.test(raw)) throw refuse('a number');
      return raw;
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw refuse('true or false');
      return raw === 'true';
    case 'date':
      if (!DATE.test(raw) || Number.isNaN(Date.parse(raw))) throw refuse('a date (YYYY-MM-DD)');
      return raw;
    case 'datetime':
      if (!DATETIME.test(raw) || Number.isNaN(Date.parse(raw))) throw refuse('a date and time');
      return new Date(raw);
    case 'json':
    case 'stringList':
      throw badRequest('This field cannot be filtered by value.', parameter, 'invalid_filter');
    case 'id':
      if (idOf && !isValidId(idOf, raw)) throw refuse(`an id of ${idOf.type}`);
      return raw;
    default:
      return raw;
  }
}

/**
 * A polymorphic to-one filtered by `type:id` (one row) or `type` (any row of that kind), a comma
 * list meaning any of: `filter[commentable]=blog-posts:…,forum-subjects`. Types the actor cannot
 * reach are refused like undeclared ones: a match would tell what the hidden rows point at.
 */
function polymorphicFilter(ctx: EngineContext, kind: Kind, field: string, raw: string, parameter: string): SQL {
  const targets = availableTargets(ctx, kind.resource.relationships[field]!);
  const [typeColumn, idColumn] = [column(kind, typeKey(field)), column(kind, foreignKey(field))];
  return or(
    ...raw.split(',').map((value) => {
      const [type, id, ...rest] = value.trim().split(':');
      const target = targets.find((candidate) => candidate.type === type);
      if (!target || rest.length) {
        throw badRequest(`"${value.trim()}" is not "type" or "type:id" with a type among ${targets.map((t) => t.type).join(', ')}.`, parameter, 'invalid_filter');
      }
      return id === undefined ? eq(typeColumn, target.type) : and(eq(typeColumn, target.type), eq(idColumn, typedValue('id', id, parameter, target.resource)))!;
    }),
  )!;
}

function exactFilter(ctx: EngineContext, kind: Kind, field: string, raw: string, parameter: string): SQL {
  const attribute = kind.resource.attributes[field];
  const relationship = kind.resource.relationships[field];
  if (relationship?.types) return polymorphicFilter(ctx, kind, field, raw, parameter);
  let valueKind: AttributeKind | 'id' = 'text';
  let target: ResourceDefinition | undefined;
  if (attribute) valueKind = attribute.translatable ? 'text' : attribute.kind;
  else if (isTimestamp(field)) valueKind = 'datetime';
  else if (relationship?.type) {
    valueKind = 'id';
    target = catalogOf(ctx).registry.get(relationship.type);
  } else if (field === 'id') {
    valueKind = 'id';
    target = kind.resource;
  }
  const values = raw.split(',').map((value) => typedValue(valueKind, value.trim(), parameter, target));
  if (relationship?.cardinality === 'many' && relationship.inverse) {
    // The inverse of the related kind's stored to-many (a product's sellers): its join table read from the other side.
    const join = requireKind(ctx, relationship.type!).joins[relationship.inverse]!;
    const linked = ctx.db.select({ id: join.related }).from(join.table).where(values.length === 1 ? eq(join.owner, values[0]) : inArray(join.owner, values));
    return sql`${column(kind, 'id')} = any(array(${linked}))`;
  }
  if (relationship?.cardinality === 'many') {
    // A stored to-many: the rows linked to any of the ids, read from the join table's related index
    // first, then by key (`= any(array(…))`): as a semi-join, PostgreSQL hashed the whole table against them.
    const join = kind.joins[field]!;
    const linked = ctx.db.select({ id: join.owner }).from(join.table).where(values.length === 1 ? eq(join.related, values[0]) : inArray(join.related, values));
    return sql`${column(kind, 'id')} = any(array(${linked}))`;
  }
  const expression = fieldExpression(ctx, kind, field);
  // Split so that a plain column binds the values with its own encoder (dates, numerics).
  if (expression instanceof SQL) return values.length === 1 ? eq(expression, values[0]) : inArray(expression, values);
  return values.length === 1 ? eq(expression, values[0]) : inArray(expression, values);
}

/**
 * The linking kinds a `through` filter follows, with the step each is reached by, on an alias of
 * its own (so that a kind linking to itself stays unambiguous); a linking kind the actor cannot
 * reach (feature off, not listable) is left out, so it matches nothing.
 */
function throughLinks(ctx: EngineContext, kind: Kind, paths: readonly string[]) {
  return paths.flatMap((path, index) => {
    const step = throughStep((type) => catalogOf(ctx).registry.find(type), kind.resource, path);
    if ('problem' in step) throw new Error(`${kind.type}: ${step.problem}`);
    const via = availableKind(ctx, step.via);
    return via ? [{ step, via: { ...via, table: alias(via.table, `through_${index}`) } as Kind }] : [];
  });
}

/**
 * Rows that linking rows the actor may read point at any of the ids: for each path, an EXISTS over
 * the linking kind's rows whose to-one back is the row and whose other to-one is among the ids
 * (both columns indexed, as every stored to-one is).
 */
function throughFilter(ctx: EngineContext, kind: Kind, paths: readonly string[], raw: string, parameter: string): SQL {
  const links = throughLinks(ctx, kind, paths);
  const target = catalogOf(ctx).registry.find(links[0]?.step.target ?? '');
  const values = raw.split(',').map((value) => typedValue('id', value.trim(), parameter, target));
  const matches = links.map(({ step, via }) => {
    const related = column(via, foreignKey(step.field));
    const where = and(eq(column(via, foreignKey(step.back)), column(kind, 'id')), values.length === 1 ? eq(related, values[0]) : inArray(related, values), visibleRows(ctx, via));
    return exists(ctx.db.select({ one: sql`1` }).from(via.table).where(where));
  });
  return or(...matches) ?? sql`false`;
}

/**
 * `from,to`: rows at or after `from` and before `to`, either bound left empty for none; with an end
 * field, rows whose span (from the field to the end, or the field alone when the end is null) meets
 * that interval. The start bound reads the field's own index.
 */
function rangeFilter(kind: Kind, filter: Extract<FilterDefinition, { kind: 'range' }>, raw: string, parameter: string): SQL | undefined {
  const bounds = raw.split(',').map((bound) => bound.trim());
  if (bounds.length !== 2) throw badRequest(`"${parameter}" is "from,to", either of them left empty for no bound.`, parameter, 'invalid_filter');
  const valueKind = kind.resource.attributes[filter.field]?.kind ?? 'datetime';
  const [from, to] = bounds.map((bound) => (bound ? typedValue(valueKind, bound, parameter) : undefined));
  // Date and date-time fields are never translatable: plain columns, bound with their own encoders.
  const start = column(kind, filter.field);
  const before = to === undefined ? undefined : lt(start, to);
  if (from === undefined) return before;
  if (!filter.endField) return and(before, gte(start, from));
  // A raw expression binds no column encoder: the bound goes as ISO text, cast by the comparison.
  const bound = from instanceof Date ? from.toISOString() : from;
  return and(before, sql`coalesce(${column(kind, filter.endField)}, ${start}) >= ${bound}`);
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition(ctx: EngineContext, kind: Kind, name: string, filter: FilterDefinition, raw: string): SQL | undefined {
  const parameter = `filter[${name}]`;
  switch (filter.kind) {
    case 'exact':
      return exactFilter(ctx, kind, filter.field, raw, parameter);
    case 'isNull': {
      if (raw !== 'true' && raw !== 'false') throw badRequest(`"${parameter}" is true or false.`, parameter, 'invalid_filter');
      const expression = fieldExpression(ctx, kind, filter.field);
      return raw === 'true' ? isNull(expression) : isNotNull(expression);
    }
    case 'isSet': {
      if (!['1', 'true', '0', 'false'].includes(raw)) throw badRequest(`"${parameter}" is 1 or 0.`, parameter, 'invalid_filter');
      const expression = fieldExpression(ctx, kind, filter.field);
      return raw === '1' || raw === 'true' ? isNotNull(expression) : isNull(expression);
    }
    case 'through':
      return throughFilter(ctx, kind, filter.paths, raw, parameter);
    case 'range':
      return rangeFilter(kind, filter, raw, parameter);
    case 'search': {
      const term = raw.trim();
      if (!term) return undefined;
      const pattern = likePattern(term);
      const unqueryable = unqueryableFor(kind, ctx.actor);
      return or(
        ...filter.fields.filter((field) => !unqueryable.has(field)).map((field) => {
          const attribute = kind.resource.attributes[field];
          const expression = fieldExpression(ctx, kind, field);
          return ilike(attribute && ['text', 'richText', 'enum'].includes(attribute.kind) ? expression : sql`${expression}::text`, pattern);
        }),
      ) ?? sql`false`;
    }
  }
}

/** The WHERE of a list: what the actor may see, the declared filters and `filter[id]`. */
export function listCondition(ctx: EngineContext, kind: Kind, query: ListQuery, extra?: SQL): SQL | undefined {
  const conditions = [visibleRows(ctx, kind, query.trashed), extra];
  for (const [name, raw] of query.filters) conditions.push(filterCondition(ctx, kind, name, kind.resource.filters[name]!, raw));
  if (query.ids) {
    const ids = query.ids.map((id) => typedValue('id', id, 'filter[id]', kind.resource) as string);
    conditions.push(inArray(column(kind, 'id'), ids));
  }
  return and(...conditions);
}
