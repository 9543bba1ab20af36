import { fullName, initials, SYSTEM_USER_ID } from '@relais/domain';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { usersAfterWrite, usersBeforeWrite } from './user-writes.ts';

type Named = Parameters<typeof fullName>[0];

const admin = (actor: Actor) => actor.isAdmin;
const isSelf = (actor: Actor, row: Row) => actor.userId !== null && row.id === actor.userId;
const administersSome = (actor: Actor) => actor.administeredOrganizationIds.size > 0;

/**
 * A user sees and edits themself; admins everyone; the administrators of an organization read its
 * members. Anyone else reads only the reduced public profile (`services/users/:id/profile`).
 * The system user is nobody's to change.
 */
export const usersPolicy: ResourcePolicy = {
  see: admin,
  index: (actor) => actor.userId !== null,
  scope(actor, table) {
    if (actor.isAdmin) return undefined;
    if (!actor.userId) return sql`false`;
    if (!administersSome(actor)) return eq(table.id, actor.userId);
    const members = tablesOf('users').joins.organizations!;
    const administered = [...actor.administeredOrganizationIds];
    return or(
      eq(table.id, actor.userId),
      sql`exists (select 1 from ${members.table} where ${members.owner} = ${table.id} and ${inArray(members.related, administered)})`,
    );
  },
  // Rows reach `show` through `scope` only, so a member in scope is one of the actor's organizations.
  show: (actor, row) => actor.isAdmin || isSelf(actor, row) || administersSome(actor),
  create: admin,
  update: (actor, row) => row.id !== SYSTEM_USER_ID && (actor.isAdmin || isSelf(actor, row)),
  delete: (actor, row) => actor.isAdmin && row.id !== SYSTEM_USER_ID && !isSelf(actor, row),
  softDelete: (actor, row) => actor.isAdmin && row.id !== SYSTEM_USER_ID && !isSelf(actor, row),
  restore: admin,
  // Only the super admin makes another super admin; admins grant every other privileged field.
  writePrivileged: (actor, field) => (field === 'isAdmin' ? actor.isSuperAdmin : actor.isAdmin),
};

/** Ids among `rows` that have a password; read from the rows when the engine selected the column. */
async function withPassword(db: Parameters<NonNullable<ResourceHooks['computed']>>[0]['db'], rows: Row[]): Promise<Set<string>> {
  if (rows.every((row) => 'password' in row)) return new Set(rows.filter((row) => row.password).map((row) => row.id));
  const users = tablesOf('users').table;
  const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, rows.map((row) => row.id)), isNotNull(users.password)));
  return new Set(found.map((row) => row.id as string));
}

export const usersHooks: ResourceHooks = {
  beforeWrite: usersBeforeWrite,
  afterWrite: usersAfterWrite,
  async computed({ db, actor, rows }) {
    const hasPassword = rows.length ? await withPassword(db, rows) : new Set<string>();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          fullName: fullName(row as Named),
          initials: initials(row as Named),
          hasPassword: hasPassword.has(row.id),
          impersonating: isSelf(actor, row) && actor.impersonatorId !== null,
        },
      ]),
    );
  },
};
