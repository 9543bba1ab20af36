import { and, eq, getTableName, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { verdictSql } from '../policies/conditions.ts';
import type { TablesOf } from '../policies/conditions.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind, catalogOf } from './context.ts';
import { ACTOR_SLOT } from '../db/compiled-reads.ts';
import { foreignKey } from '../db/resource-tables.ts';
import { column, isStoredToOne } from './fields.ts';
import type { Trashed } from './query.ts';

/*
 * Visibility: which rows of a kind the actor may read (the policy's read rule as SQL), the keys that
 * name it for compiled reads, and whether linked rows are readable. Filters are in filters.ts, sorts
 * in sort.ts.
 */
/** The storage of any kind of the context's catalog, for conditions on related rows. */
export const tablesIn = (ctx: EngineContext): TablesOf => (type) => catalogOf(ctx).tables.get(type);

/** Whether the reader may read the kind's trash: its policy's `seeTrash` (nobody without one). */
export const readsTrash = (ctx: EngineContext, kind: Kind): boolean => kind.policy.seeTrash?.(ctx.actor) === true;

/**
 * Rows of a kind the actor may read: the policy's `read` rule, and soft-deleted rows only for admins
 * who ask for them. Every read path (lists, counts, includes, related, linkage, single rows,
 * existence checks) uses this.
 */
export function visibleRows(ctx: EngineContext, kind: Kind, trashed: Trashed = 'without'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [verdictSql(kind.policy.read(ctx.actor), kind, tablesIn(ctx))];
  if (kind.resource.softDelete) {
    const deletedAt = column(kind, 'deletedAt');
    const shown = readsTrash(ctx, kind) ? trashed : 'without';
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
  const shown = kind.resource.softDelete ? (readsTrash(ctx, kind) ? trashed : 'without') : '';
  return `${catalogKey(ctx)}:${kind.type}:${conditionKey(kind.policy.read(ctx.actor))}:${shown}:${ctx.locale}:${ctx.defaultLocale ?? ''}`;
}

/** The reader's id as the slot of a compiled read (db/compiled-reads.ts): keys and statements stay the same for every reader. */
export const actorSlot = (ctx: EngineContext) => ({ [ACTOR_SLOT]: ctx.actor.userId });

/** A condition as text, with what JSON would blur kept apart (an undefined operand, a date from its ISO text). */
export const conditionKey = (condition: unknown): string =>
  JSON.stringify(condition, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (raw === undefined) return '\u0000undefined';
    if (raw instanceof Date) return `\u0000date:${raw.toISOString()}`;
    return value;
  });

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
