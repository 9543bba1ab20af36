import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { ResourceAction, ResourceDefinition, StoredRow } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { AnyTable } from '../db/resource-tables.ts';

/** A stored row as drizzle returns it: JS keys of the derived table (`pageId`, `createdAt`…). */
export type Row = Record<string, unknown> & { id: string };

/**
 * The row of one kind, typed from its declaration: a misspelt field does not compile. For a kind
 * left generic (`ResourceDefinition`) it is any row.
 */
export type RowOf<R extends ResourceDefinition> = string extends R['type'] ? Row : StoredRow<R> & { id: string; deletedAt?: Date | null };

/** The table of one kind, its columns named by the declaration's JS keys. */
export type TableOf<R extends ResourceDefinition> = string extends R['type']
  ? AnyTable
  : PgTableWithColumns<{ name: string; schema: undefined; dialect: 'pg'; columns: { [K in keyof RowOf<R> & string]-?: AnyPgColumn } }>;

/**
 * Who may do what with one kind. The generic engine asks it for every action, and applies `scope`
 * to lists, includes, related and relationship reads alike, so nothing leaks through `include`.
 */
export interface ResourcePolicy<R extends ResourceDefinition = ResourceDefinition> {
  /**
   * May the actor manage the kind (its admin menu entry)? An actor who may neither `see` nor
   * `index` a kind gets 404 for it everywhere, as if it were not declared.
   */
  see(actor: Actor): boolean;
  /** May the actor list the kind (within `scope`)? */
  index(actor: Actor): boolean;
  /** Rows the actor may read, as a SQL condition on the kind's table; undefined means all. */
  scope?(actor: Actor, table: TableOf<R>): SQL | undefined;
  show(actor: Actor, row: RowOf<R>): boolean;
  create(actor: Actor): boolean;
  update(actor: Actor, row: RowOf<R>): boolean;
  delete(actor: Actor, row: RowOf<R>): boolean;
  softDelete(actor: Actor, row: RowOf<R>): boolean;
  restore(actor: Actor, row: RowOf<R>): boolean;
  /** May the actor write this privileged attribute or relationship? Defaults to admins only. */
  writePrivileged?(actor: Actor, field: string): boolean;
  /**
   * Attributes this actor may not read on any row (an admin-only note): left out of resource
   * objects, and refused in `fields[…]`, `filter[…]` and `sort` as if undeclared.
   */
  hiddenAttributes?(actor: Actor): readonly string[];
  /** May the actor see `translations` (the editors)? Defaults to `update`. */
  seeTranslations?(actor: Actor, row: RowOf<R>): boolean;
}

export type PolicyAction = Exclude<ResourceAction, 'see' | 'index' | 'create'>;
