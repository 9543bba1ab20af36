import { and, asc, desc, eq, exists, getTableName, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { SQL } from 'drizzle-orm';
import { isTimestamp, targetTypes, throughStep } from '@relais/domain';
import type { AttributeKind, FilterDefinition, ResourceDefinition } from '@relais/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.ts';
import { verdictSql } from '../policies/conditions.ts';
import type { TablesOf } from '../policies/conditions.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind, catalogOf, requireKind } from './context.ts';
import { ACTOR_SLOT, VALUES_SLOT } from '../db/compiled-reads.ts';
import { foreignKey, typeKey } from '../db/resource-tables.ts';
import type { AnyTable } from '../db/resource-tables.ts';
import { availableTargets, column, fieldExpression, isStoredToOne, isValidId, unqueryableFor } from './fields.ts';
import type { ListQuery, SortField, Trashed } from './query.ts';

/** The storage of any kind of the context's catalog, for conditions on related rows. */
export const tablesIn = (ctx: EngineContext): TablesOf => (type) => catalogOf(ctx).tables.get(type);

/**
 * Rows of a kind the actor may read: the policy's `read` rule, and soft-deleted rows only for admins
 * who ask for them. Every read path (lists, counts, includes, related, linkage, single rows,
 * existence checks) uses this.
 */
export function visibleRows(ctx: EngineContext, kind: Kind, trashed: Trashed = 'without'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [verdictSql(kind.policy.read(ctx.actor), kind, tablesIn(ctx))];
  if (kind.resource.softDelete) {
    const deletedAt = column(kind, 'deletedAt');
    const shown = ctx.actor.isAdmin ? trashed : 'without';
    if (shown === 'without') conditions.push(isNull(deletedAt));
    if (shown === 'only') conditions.push(isNotNull(deletedAt));
  }
  return and(...conditions);
}

const catalogIds = new WeakMap<object, number>();
let catalogsNamed = 0;
/** A name for the catalog a context reads (tests build catalogs of their own with the same type names). */
function catalogKey(ctx: EngineContext): number {
  const catalog = catalogOf(ctx);
  let id = catalogIds.get(catalog);
  if (id === undefined) catalogIds.set(catalog, (id = catalogsNamed++));
  return id;
}

/**
 * What `visibleRows` builds, named as data (the catalog, the kind, the actor's read rule as the
 * policy answers it, the soft-deleted rows shown): the key of a compiled read (db/compiled-reads.ts)
 * whose condition it is. Two actors whose rule answers the same condition share the statement.
 */
export function visibleKey(ctx: EngineContext, kind: Kind, trashed: Trashed = 'without'): string {
  const shown = kind.resource.softDelete ? (ctx.actor.isAdmin ? trashed : 'without') : '';
  return `${catalogKey(ctx)}:${kind.type}:${conditionKey(kind.policy.read(ctx.actor))}:${shown}:${ctx.locale}:${ctx.defaultLocale ?? ''}`;
}

/** The reader's id as the slot of a compiled read (db/compiled-reads.ts): keys and statements stay the same for every reader. */
export const actorSlot = (ctx: EngineContext) => ({ [ACTOR_SLOT]: ctx.actor.userId });

/** The ids a list's filters name, as slots of its compiled reads (db/compiled-reads.ts `VALUES_SLOT`). */
export const filterSlots = (query: ListQuery) => ({ [VALUES_SLOT]: [...query.filters.values()].flatMap((raw) => raw.split(',')).map((value) => value.trim()) });

/** A condition as text, with what JSON would blur kept apart (an undefined operand, a date from its ISO text). */
export const conditionKey = (condition: unknown): string =>
  JSON.stringify(condition, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (raw === undefined) return '\u0000undefined';
    if (raw instanceof Date) return `\u0000date:${raw.toISOString()}`;
    return value;
  });

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
    case 'through':
      return throughFilter(ctx, kind, filter.paths, raw, parameter);
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

/** The alias a sort through `name` reads the related kind under (its own, so a self-reference stays unambiguous). */
function throughTarget(ctx: EngineContext, kind: Kind, name: string): Kind {
  // The registry lets a kind sort only through a to-one of one type; an alias of its own keeps a
  // kind sorted through a to-one of its own type unambiguous.
  const available = requireKind(ctx, targetTypes(kind.resource.relationships[name]!)[0]!);
  return { ...available, table: alias(available.table, `sort_${name}`) };
}

/**
 * The joins of the sorts through a to-one (`accessLevel.weight`): the related row, when the actor may
 * see it, beside each row (a LEFT JOIN, so a row without one stays and sorts as null). A list
 * joins them once rather than asking one subquery per row.
 */
export function sortJoins(ctx: EngineContext, kind: Kind, sort: readonly SortField[]): { table: AnyTable; on: SQL }[] {
  const names = [...new Set(sort.filter(({ field }) => field.includes('.')).map(({ field }) => field.split('.')[0]!))];
  return names.map((name) => {
    const target = throughTarget(ctx, kind, name);
    return { table: target.table, on: and(eq(column(target, 'id'), column(kind, foreignKey(name))), visibleRows(ctx, target))! };
  });
}

/**
 * A sort field's expression: a field of the kind, or `toOne.field` as the related row's value — read
 * only from a row the actor may see (an unreadable one sorts as null, so the order leaks nothing):
 * from the row `sortJoins` joined, or else from a subquery.
 */
function sortExpression(ctx: EngineContext, kind: Kind, field: string, joined: boolean): SQL | AnyPgColumn {
  const [name, through] = field.split('.') as [string, string | undefined];
  if (through === undefined) return fieldExpression(ctx, kind, field);
  const target = throughTarget(ctx, kind, name);
  if (joined) return fieldExpression(ctx, target, through);
  const related = and(eq(column(target, 'id'), column(kind, foreignKey(name))), visibleRows(ctx, target));
  const from = sql`${sql.identifier(getTableName(target.table))} as ${sql.identifier(`sort_${name}`)}`;
  return sql`(select ${fieldExpression(ctx, target, through)} from ${from} where ${related})`;
}

/**
 * ORDER BY of the requested sort, then the id so that pages never overlap or skip a row. The id
 * goes the way of the last field, so that one index on (field, id) serves the field both ways.
 * `joined`: the sorts through a to-one read the rows of `sortJoins`.
 */
export function orderBy(ctx: EngineContext, kind: Kind, sort: readonly SortField[], { joined = false } = {}): SQL[] {
  return [
    ...sort.map(({ field, isDescending }) => {
      const expression = sortExpression(ctx, kind, field, joined);
      if (!isDescending) return asc(expression);
      // A row without a related row comes last either way ("highest level first", then those without).
      return field.includes('.') ? sql`${expression} desc nulls last` : desc(expression);
    }),
    sort.at(-1)?.isDescending ? desc(column(kind, 'id')) : asc(column(kind, 'id')),
  ];
}

/** The key under which a row read with `visibilityColumns` carries whether the actor may read the target of its stored to-one `name`. */
export const visibleFlag = (name: string) => `\u0000visible:${name}`;

/**
 * Whether the actor may read the target of each stored to-one a document links from a row's
 * columns (`serialize.ts`: not polymorphic, wanted by the fieldset, towards a kind the actor can
 * reach), as columns beside the row's (`visibleFlag`): an EXISTS of the target's row under the same
 * rule as every read (`visibleRows`, on an alias of its own, so that a self-reference stays
 * unambiguous), or, towards a kind the actor may read every row of, whether the foreign key is set.
 * Rendering then sends no statement of its own for them (document.ts `visibleTargets`).
 * Relationships in `skip` (included ones: the include reads their targets under the same rule) get
 * none. `key`: what the columns depend on, part of a compiled read's key.
 */
export function visibilityColumns(
  ctx: EngineContext,
  kind: Kind,
  fieldset: ReadonlySet<string> | undefined | null,
  skip: ReadonlySet<string> = new Set(),
): { columns: () => Record<string, SQL>; key: string } {
  const targets: { name: string; available: Kind }[] = [];
  if (fieldset !== null) {
    for (const [name, relationship] of Object.entries(kind.resource.relationships)) {
      if (!isStoredToOne(relationship) || relationship.types || !relationship.type || skip.has(name) || (fieldset && !fieldset.has(name))) continue;
      const available = availableKind(ctx, relationship.type);
      if (available) targets.push({ name, available });
    }
  }
  // Built only when a statement is compiled: the key alone tells a kept statement apart.
  const columns = () => {
    const built: Record<string, SQL> = {};
    for (const { name, available } of targets) {
      const as = `visible_${name}`;
      const target = { ...available, table: alias(available.table, as) };
      const from = sql`${sql.identifier(getTableName(available.table))} as ${sql.identifier(as)}`;
      const rule = visibleRows(ctx, target);
      // A kind the reader may read every row of: its foreign key vouches that a linked row exists.
      if (rule === undefined) {
        built[visibleFlag(name)] = sql<boolean>`(${column(kind, foreignKey(name))} is not null)`.mapWith(Boolean);
        continue;
      }
      const readable = and(eq(column(target, 'id'), column(kind, foreignKey(name))), rule);
      built[visibleFlag(name)] = sql<boolean>`exists (select 1 from ${from} where ${readable})`.mapWith(Boolean);
    }
    return built;
  };
  return { columns, key: targets.map(({ name, available }) => `${name}=${visibleKey(ctx, available)}`).join(';') };
}
