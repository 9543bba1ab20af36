import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { ResourceDefinition, StoredRow } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { AnyTable } from '../db/resource-tables.ts';
import type { Verdict } from './conditions.ts';

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

/** An access rule over rows: all of them (`true`), none (`false`), or those meeting a condition. */
export type RowRule<R extends ResourceDefinition = ResourceDefinition> = (actor: Actor) => Verdict<R>;

/**
 * Who may do what with one kind, each action stated once. A rule over rows answers `true`, `false`
 * or a condition (`conditions.ts`); the engine compiles it to SQL for lists, counts, includes,
 * related and relationship reads, and decides it on the row for single reads and writes, so a list
 * holds exactly the rows a single read would answer.
 */
export interface ResourcePolicy<R extends ResourceDefinition = ResourceDefinition> {
  /**
   * May the actor manage the kind (its admin menu entry)? An actor who may neither `see` nor
   * `index` a kind gets 404 for it everywhere, as if it were not declared.
   */
  see(actor: Actor): boolean;
  /** May the actor list the kind (the rows `read` allows)? */
  index(actor: Actor): boolean;
  /**
   * Rows the actor may read, wherever they are reached from. A row outside the condition does not
   * exist for the actor (404); `false` refuses the kind's rows outright (403, 401 for a visitor).
   */
  read: RowRule<R>;
  create(actor: Actor): boolean;
  /** Rows the actor may change; reached only through `read` (404 outside it, 403 here). */
  update: RowRule<R>;
  delete: RowRule<R>;
  softDelete: RowRule<R>;
  restore: RowRule<R>;
  /**
   * May the actor read the trash (`filter[trashed]=with|only`): soft-deleted rows, still within
   * `read`. Outside it, a soft-deleted row does not exist for the actor (404). A kind bound with
   * `defineKind` without one gets the default, administrators (`policies/defaults.ts`); a policy
   * used without binding and without it shows the trash to nobody.
   */
  seeTrash?(actor: Actor): boolean;
  /** May the actor write this privileged attribute or relationship? Defaults to admins only. */
  writePrivileged?(actor: Actor, field: string): boolean;
  /**
   * Attributes this actor may not read on any row (an admin-only note): left out of resource
   * objects, and refused in `fields[…]`, `filter[…]` and `sort` as if undeclared.
   */
  hiddenAttributes?(actor: Actor): readonly string[];
  /**
   * The only attributes and relationships this actor reads on rows other than their own (for users:
   * another person's record); undefined reads them all. The others are left out of those rows'
   * objects, their relationship endpoints (404) and `include`, and refused in `filter[…]` and
   * `sort` (a filter over other rows would tell their values); `fields[…]` and the actor's own row
   * keep them.
   */
  othersRead?(actor: Actor): readonly string[] | undefined;
  /** Rows whose `translations` the actor may see (the editors). Defaults to `update`. */
  seeTranslations?: RowRule<R>;
  /**
   * Rows whose secured files the actor may download (an account's documents, for their owner).
   * Defaults to `update`: attaching always needs `update`.
   */
  seeSecuredFiles?: RowRule<R>;
}

/** The actions whose rule is over rows. */
export type RowAction = 'read' | 'update' | 'delete' | 'softDelete' | 'restore';

/** A policy whose rules answer for every row alike (no condition): it serves any kind as it is. */
export type UniformPolicy = Omit<ResourcePolicy, RowAction | 'seeTranslations' | 'seeSecuredFiles'> & {
  [A in RowAction]: (actor: Actor) => boolean;
} & { seeTranslations?: (actor: Actor) => boolean; seeSecuredFiles?: (actor: Actor) => boolean };
