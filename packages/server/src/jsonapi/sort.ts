import { and, asc, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { targetTypes } from '@relais/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { requireKind } from './context.ts';
import { foreignKey } from '../db/resource-tables.ts';
import type { AnyTable } from '../db/resource-tables.ts';
import { column, fieldExpression } from './fields.ts';
import type { SortField } from './query.ts';
import { visibleRows } from './visibility.ts';

/* Sorts: ORDER BY of a list, and the joins of sorts through a to-one. */
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
