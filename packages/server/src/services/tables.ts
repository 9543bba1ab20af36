import { asc, inArray } from 'drizzle-orm';
import type { ResourceDefinition } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import type { ResourceTables } from '../db/resource-tables.ts';
import type { TableOf } from '../policies/types.ts';
import { resourceTables } from '../db/schema.ts';

/** The derived tables of a kind; an unknown type is a programming error. */
export function tablesOf(type: string): ResourceTables {
  const entry = resourceTables.get(type);
  if (!entry) throw new Error(`No tables for resource type "${type}".`);
  return entry;
}

/** The table of a declared kind, its columns typed by the declaration: a misspelt column does not compile. */
export const tableOf = <R extends ResourceDefinition>(resource: R): TableOf<R> => tablesOf(resource.type).table as TableOf<R>;

/** Role ids of each owner through a kind's `roles` join table, in their stored order: one query. */
export async function rolesByOwner(db: Executor, type: string, ownerIds: readonly string[]): Promise<Map<string, string[]>> {
  const join = tablesOf(type).joins.roles;
  if (!join) throw new Error(`${type} has no roles relationship.`);
  const byOwner = new Map<string, string[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: join.owner, roleId: join.related })
    .from(join.table)
    .where(inArray(join.owner, [...ownerIds]))
    .orderBy(asc(join.position), asc(join.related));
  for (const row of rows) byOwner.get(row.ownerId as string)?.push(row.roleId as string);
  return byOwner;
}
