import { inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { JoinTable } from '../../db/resource-tables.ts';
import { tablesOf } from '../../services/tables.ts';

/**
 * The page-access rule (domain `canOpenPage`) as a SQL condition on a guarded kind's table
 * (app-pages, app-menu-items): `requires_auth`, a `roles` join table and an `access_level_id`.
 * Lists and single reads both go through it, so it must agree with the domain rule.
 */
export function guardCondition(actor: Actor, table: PgTable & Record<'id' | 'requiresAuth' | 'accessLevelId', AnyPgColumn>, roles: JoinTable): SQL | undefined {
  if (actor.isAdmin) return undefined;
  const open = sql`${table.requiresAuth} = false`;
  if (actor.userId === null) return open;
  const levels = tablesOf('access-levels').table;
  const anyRole = sql`not exists (select 1 from ${roles.table} where ${roles.owner} = ${table.id})`;
  const held = [...actor.roles];
  const roleCheck = held.length
    ? sql`(${anyRole} or exists (select 1 from ${roles.table} where ${roles.owner} = ${table.id} and ${inArray(roles.related, held)}))`
    : anyRole;
  const weight = actor.accessLevelWeight;
  // Without a level, a visitor meets no minimum: only pages without one.
  const levelCheck =
    weight === null
      ? sql`${table.accessLevelId} is null`
      : sql`(${table.accessLevelId} is null or exists (select 1 from ${levels} where ${levels.id} = ${table.accessLevelId} and ${levels.weight} <= ${weight}))`;
  return sql`(${open} or (${roleCheck} and ${levelCheck}))`;
}
