import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isPolymorphic } from '@relais/domain';
import type { RelationshipDefinition, ResourceDefinition, ResourceOfType, StoredRow } from '@relais/domain';
import type { AnyTable, JoinTable, ResourceTables } from '../db/resource-tables.ts';

/**
 * The condition language of access rules: what a rule answers when it depends on the row (Payload's
 * `Where` is the model). Field names and value types come from the kind's declaration, so a misspelt
 * field or a wrong value does not compile. One condition is compiled to SQL (lists, counts,
 * includes, related rows) and decided on a loaded row (single reads and writes): one source of truth.
 *
 * ```ts
 * { or: [{ isPublic: { equals: true } }, { createdBy: { equals: actor.userId } }] }
 * { organizations: { containsAnyOf: [...administered] } }        // a to-many holds one of these ids
 * { accessLevel: { where: { weight: { lte: 300 } } } }           // the related row meets a condition
 * ```
 *
 * Several fields in one object must all hold. Nulls behave as in the rules' JavaScript, not as in
 * SQL: `notEquals` and `notIn` hold for a null value, `equals: null` is `isNull: true`, and an order
 * comparison never holds for a null value.
 */

/** Comparisons on one value (an attribute, the id, a timestamp or a stored to-one's id). */
export interface ValueOperators<V> {
  equals?: V | null;
  notEquals?: V | null;
  in?: readonly V[];
  notIn?: readonly V[];
  isNull?: boolean;
}

/** Order comparisons, for numbers and instants only (text order depends on the database's collation). */
export interface OrderOperators<V> {
  gt?: V;
  gte?: V;
  lt?: V;
  lte?: V;
}

/** A to-one, by the related row's id or by a condition on the related row. */
export interface ToOneOperators<T extends ResourceDefinition> extends ValueOperators<string> {
  where?: Condition<T>;
}

/**
 * A polymorphic to-one (`toOneOf`), by the related row's id, or by a condition on the related row of
 * each type it may point at: `whereOf` holds when the row points at one of the types named and that
 * row meets its condition (a type left out never holds).
 */
export interface PolymorphicOperators<T extends string> extends ValueOperators<string> {
  whereOf?: { [K in T]?: Condition<[ResourceOfType<K>] extends [never] ? ResourceDefinition : ResourceOfType<K>> };
}

/** A to-many stored on this side (a join table). */
export interface ToManyOperators {
  /** At least one related row has one of these ids (none for an empty list). */
  containsAnyOf?: readonly string[];
  isEmpty?: boolean;
}

type Scalar = string | number | boolean | Date;

type OperatorsOf<V> = ValueOperators<V> & ([V] extends [number | Date] ? OrderOperators<V> : unknown);

/** The declaration of a related kind, or any kind for a type outside the product's registry (test kinds). */
type TargetOf<D extends RelationshipDefinition> = [ResourceOfType<NonNullable<D['type']>>] extends [never] ? ResourceDefinition : ResourceOfType<NonNullable<D['type']>>;

/** Stored, non-translatable attributes whose value is a plain scalar: what a condition can compare. */
type ComparableAttribute<R extends ResourceDefinition> = {
  [K in keyof R['attributes'] & keyof StoredRow<R> & string]: R['attributes'][K]['translatable'] extends true
    ? never
    : [NonNullable<StoredRow<R>[K]>] extends [Scalar]
      ? K
      : never;
}[keyof R['attributes'] & keyof StoredRow<R> & string];

type RelationshipOperators<D extends RelationshipDefinition> = D extends { inverse: string }
  ? never
  : D['cardinality'] extends 'many'
    ? ToManyOperators
    : D extends { types: readonly (infer T extends string)[] }
      ? PolymorphicOperators<T>
      : ToOneOperators<TargetOf<D>>;

type StoredRelationship<R extends ResourceDefinition> = {
  [K in keyof R['relationships'] & string]: R['relationships'][K] extends { inverse: string } ? never : K;
}[keyof R['relationships'] & string];

type Combinators<R extends ResourceDefinition> = {
  /** Every one holds (true when empty). */
  and?: readonly Condition<R>[];
  /** At least one holds (false when empty). */
  or?: readonly Condition<R>[];
};

type TypedCondition<R extends ResourceDefinition> = Combinators<R> & { id?: OperatorsOf<string>; createdAt?: OperatorsOf<Date>; updatedAt?: OperatorsOf<Date>; /** Soft-deletable kinds only (the column exists then). */ deletedAt?: OperatorsOf<Date> } & {
  [K in ComparableAttribute<R>]?: OperatorsOf<NonNullable<StoredRow<R>[K]>>;
} & {
  [K in StoredRelationship<R>]?: RelationshipOperators<R['relationships'][K]>;
};

/** Any field of any kind: what shared policies and the engine handle. */
export interface AnyCondition {
  and?: readonly AnyCondition[];
  or?: readonly AnyCondition[];
  [field: string]: AnyOperators | readonly AnyCondition[] | undefined;
}

type AnyOperators = ValueOperators<Scalar> & OrderOperators<number | Date> & ToManyOperators & { where?: AnyCondition; whereOf?: Readonly<Record<string, AnyCondition | undefined>> };

/** A condition over the rows of kind `R`; over any row when `R` is left generic. */
export type Condition<R extends ResourceDefinition = ResourceDefinition> = string extends R['type'] ? AnyCondition : TypedCondition<R>;

/** What a rule answers: every row (`true`), none (`false`), or the rows meeting a condition. */
export type Verdict<R extends ResourceDefinition = ResourceDefinition> = boolean | Condition<R>;

/** A kind's storage as a condition needs it: its declaration, table (maybe aliased) and join tables. */
export interface ConditionTarget {
  resource: ResourceDefinition;
  table: AnyTable;
  joins: Readonly<Record<string, JoinTable>>;
}

/** The storage of another kind, for conditions on related rows. */
export type TablesOf = (type: string) => ResourceTables | undefined;

const TIMESTAMPS = new Set(['createdAt', 'updatedAt', 'deletedAt']);

type Field =
  | { kind: 'value'; key: string; isDecimal: boolean }
  | { kind: 'toOne'; key: string; type: string }
  | { kind: 'polymorphic'; key: string; typeKey: string; types: readonly string[] }
  | { kind: 'toMany'; name: string };

/** Where a field of a condition is stored; a field no condition may name is a programming error. */
function fieldOf(resource: ResourceDefinition, name: string): Field {
  if (name === 'id' || TIMESTAMPS.has(name)) return { kind: 'value', key: name, isDecimal: false };
  const attribute = Object.hasOwn(resource.attributes, name) ? resource.attributes[name] : undefined;
  if (attribute && !attribute.translatable && !attribute.computed && attribute.kind !== 'json' && attribute.kind !== 'stringList') {
    return { kind: 'value', key: name, isDecimal: attribute.kind === 'decimal' };
  }
  const relationship = Object.hasOwn(resource.relationships, name) ? resource.relationships[name] : undefined;
  // A polymorphic to-one compares its id, or its related row per type (`whereOf`).
  if (relationship && isPolymorphic(relationship)) return { kind: 'polymorphic', key: `${name}Id`, typeKey: `${name}Type`, types: relationship.types };
  if (relationship && !relationship.inverse) {
    return relationship.cardinality === 'one' ? { kind: 'toOne', key: `${name}Id`, type: relationship.type } : { kind: 'toMany', name };
  }
  throw new Error(`A condition on ${resource.type} names "${name}", which it cannot compare.`);
}

const columnOf = (on: ConditionTarget, key: string): AnyPgColumn => {
  const found = on.table[key] as AnyPgColumn | undefined;
  if (!found) throw new Error(`${on.resource.type} has no column "${key}".`);
  return found;
};

const TRUE = sql`true`;
const FALSE = sql`false`;
const all = (parts: SQL[]): SQL => (parts.length === 0 ? TRUE : parts.length === 1 ? parts[0]! : and(...parts)!);
const any = (parts: SQL[]): SQL => (parts.length === 0 ? FALSE : parts.length === 1 ? parts[0]! : or(...parts)!);

function valueSql(column: AnyPgColumn, operators: AnyOperators): SQL[] {
  const parts: SQL[] = [];
  if (operators.equals !== undefined) parts.push(operators.equals === null ? isNull(column) : eq(column, operators.equals));
  if (operators.notEquals !== undefined) parts.push(operators.notEquals === null ? isNotNull(column) : or(isNull(column), ne(column, operators.notEquals))!);
  if (operators.in !== undefined) parts.push(operators.in.length ? inArray(column, [...operators.in]) : FALSE);
  if (operators.notIn !== undefined) parts.push(operators.notIn.length ? or(isNull(column), notInArray(column, [...operators.notIn]))! : TRUE);
  if (operators.isNull !== undefined) parts.push(operators.isNull ? isNull(column) : isNotNull(column));
  if (operators.gt !== undefined) parts.push(gt(column, operators.gt));
  if (operators.gte !== undefined) parts.push(gte(column, operators.gte));
  if (operators.lt !== undefined) parts.push(lt(column, operators.lt));
  if (operators.lte !== undefined) parts.push(lte(column, operators.lte));
  return parts;
}

function fieldSql(on: ConditionTarget, name: string, operators: AnyOperators, tablesOf: TablesOf): SQL {
  const field = fieldOf(on.resource, name);
  const parts: SQL[] = [];
  if (field.kind === 'toMany') {
    const join = on.joins[field.name];
    if (!join) throw new Error(`${on.resource.type} has no join table for "${field.name}".`);
    const id = columnOf(on, 'id');
    // Uncorrelated sub-selects: they stay right when the kind's table is aliased or nested in another condition.
    if (operators.containsAnyOf !== undefined) {
      parts.push(operators.containsAnyOf.length ? sql`${id} in (select ${join.owner} from ${join.table} where ${inArray(join.related, [...operators.containsAnyOf])})` : FALSE);
    }
    if (operators.isEmpty !== undefined) parts.push(sql`${id} ${operators.isEmpty ? sql`not in` : sql`in`} (select ${join.owner} from ${join.table})`);
  } else {
    const column = columnOf(on, field.key);
    parts.push(...valueSql(column, operators));
    if (field.kind === 'polymorphic' && operators.whereOf !== undefined) {
      const typeColumn = columnOf(on, field.typeKey);
      const branches: SQL[] = [];
      for (const [type, nestedCondition] of Object.entries(operators.whereOf)) {
        if (nestedCondition === undefined) continue;
        if (!field.types.includes(type)) throw new Error(`A condition on ${on.resource.type} names ${type}, which ${field.key} cannot point at.`);
        const target = tablesOf(type);
        if (!target) throw new Error(`No tables for ${type}, named by a condition on ${on.resource.type}.`);
        // The id column is text when one of the types has text ids: the related ids are compared as text then.
        const isText = field.types.some((candidate) => tablesOf(candidate)?.resource.idKind !== 'uuid');
        const targetId = isText ? sql`${columnOf(target, 'id')}::text` : sql`${columnOf(target, 'id')}`;
        branches.push(sql`(${typeColumn} = ${type} and ${column} in (select ${targetId} from ${target.table} where ${conditionSql(nestedCondition, target, tablesOf)}))`);
      }
      parts.push(any(branches));
    }
    if (field.kind === 'toOne' && operators.where !== undefined) {
      const target = tablesOf(field.type);
      if (!target) throw new Error(`No tables for ${field.type}, named by a condition on ${on.resource.type}.`);
      const nested = conditionSql(operators.where, target, tablesOf);
      parts.push(sql`${column} in (select ${columnOf(target, 'id')} from ${target.table} where ${nested})`);
    }
  }
  return all(parts);
}

/** A condition as SQL on the kind's table (which may be an alias). */
export function conditionSql(condition: AnyCondition, on: ConditionTarget, tablesOf: TablesOf): SQL {
  const parts: SQL[] = [];
  for (const [name, value] of Object.entries(condition)) {
    if (value === undefined) continue;
    if (name === 'and') parts.push(all((value as AnyCondition[]).map((c) => conditionSql(c, on, tablesOf))));
    else if (name === 'or') parts.push(any((value as AnyCondition[]).map((c) => conditionSql(c, on, tablesOf))));
    else parts.push(fieldSql(on, name, value as AnyOperators, tablesOf));
  }
  return all(parts);
}

/** A verdict as a WHERE: undefined for every row, `false` for none. */
export const verdictSql = (verdict: Verdict, on: ConditionTarget, tablesOf: TablesOf): SQL | undefined =>
  verdict === true ? undefined : verdict === false ? FALSE : conditionSql(verdict as AnyCondition, on, tablesOf);

/** Whether a condition holds, `undefined` when the row alone cannot tell (related rows, a column not loaded). */
export type Decision = boolean | undefined;

const allOf = (decisions: Decision[]): Decision => (decisions.includes(false) ? false : decisions.includes(undefined) ? undefined : true);
const anyOf = (decisions: Decision[]): Decision => (decisions.includes(true) ? true : decisions.includes(undefined) ? undefined : false);

const comparable = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value);
const same = (a: unknown, b: unknown) => comparable(a) === comparable(b);

function decideValue(value: unknown, operators: AnyOperators): Decision[] {
  const isMissing = value === null || value === undefined;
  const decisions: Decision[] = [];
  if (operators.equals !== undefined) decisions.push(operators.equals === null ? isMissing : !isMissing && same(value, operators.equals));
  if (operators.notEquals !== undefined) decisions.push(operators.notEquals === null ? !isMissing : isMissing || !same(value, operators.notEquals));
  if (operators.in !== undefined) decisions.push(!isMissing && operators.in.some((v) => same(value, v)));
  if (operators.notIn !== undefined) decisions.push(isMissing || !operators.notIn.some((v) => same(value, v)));
  if (operators.isNull !== undefined) decisions.push(operators.isNull === isMissing);
  const ordered = (bound: unknown, holds: (a: number, b: number) => boolean) => decisions.push(!isMissing && holds(comparable(value) as number, comparable(bound) as number));
  if (operators.gt !== undefined) ordered(operators.gt, (a, b) => a > b);
  if (operators.gte !== undefined) ordered(operators.gte, (a, b) => a >= b);
  if (operators.lt !== undefined) ordered(operators.lt, (a, b) => a < b);
  if (operators.lte !== undefined) ordered(operators.lte, (a, b) => a <= b);
  return decisions;
}

function decideField(resource: ResourceDefinition, row: Readonly<Record<string, unknown>>, name: string, operators: AnyOperators): Decision {
  const field = fieldOf(resource, name);
  // Related rows are in the database; a decimal's text ('1.50') compares as a number there only.
  if (field.kind === 'toMany' || (field.kind === 'value' && field.isDecimal) || !(field.key in row)) return undefined;
  const decisions = decideValue(row[field.key], operators);
  if (field.kind === 'toOne' && operators.where !== undefined) decisions.push(row[field.key] === null ? false : undefined);
  if (field.kind === 'polymorphic' && operators.whereOf !== undefined) {
    const type = row[field.typeKey];
    const named = typeof type === 'string' && operators.whereOf[type] !== undefined;
    decisions.push(row[field.key] === null || type === null ? false : type === undefined ? undefined : named ? undefined : false);
  }
  return allOf(decisions);
}

/**
 * Whether a loaded row meets a condition, as its SQL would say; `undefined` when only the database
 * can tell (then ask it: `rowsAllowed`).
 */
export function decide(condition: AnyCondition, resource: ResourceDefinition, row: Readonly<Record<string, unknown>>): Decision {
  const decisions: Decision[] = [];
  for (const [name, value] of Object.entries(condition)) {
    if (value === undefined) continue;
    if (name === 'and') decisions.push(allOf((value as AnyCondition[]).map((c) => decide(c, resource, row))));
    else if (name === 'or') decisions.push(anyOf((value as AnyCondition[]).map((c) => decide(c, resource, row))));
    else decisions.push(decideField(resource, row, name, value as AnyOperators));
  }
  return allOf(decisions);
}
