import { fullName, initials, SYSTEM_USER_ID } from '@relais/domain';
import type { users } from '@relais/domain';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { hasRole } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { usersAfterWrite, usersBeforeWrite } from './user-writes.ts';

type Named = Parameters<typeof fullName>[0];

const admin = (actor: Actor) => actor.isAdmin;
const isSelf = (actor: Actor, row: Row) => actor.userId !== null && row.id === actor.userId;

/** What an eqlaat member reads of another user's record. */
const EQLAAT_READS = ['firstName', 'lastName', 'fullName', 'initials', 'avatarUrl', 'organizationName'];

/**
 * A user sees and edits themself; admins everyone; the administrators of an organization read its
 * members; eqlaat members read everyone's name (`othersRead`), to name a project's users and an appointment's managers.
 * Anyone else reads only the reduced public profile (`services/users/:id/profile`).
 * The system user is nobody's to change.
 */
export const usersPolicy: ResourcePolicy<typeof users> = {
  see: admin,
  index: (actor) => actor.userId !== null,
  read(actor) {
    if (hasRole(actor, 'eqlaat_member')) return true;
    if (!actor.userId) return false;
    const self = { id: { equals: actor.userId } };
    if (!actor.administeredOrganizationIds.size) return self;
    // A super admin who joined an organization is not one of its members to its administrators.
    const members = { organizations: { containsAnyOf: [...actor.administeredOrganizationIds] }, isAdmin: { equals: false } };
    return { or: [self, members] };
  },
  create: admin,
  update(actor) {
    if (actor.isAdmin) return { id: { notEquals: SYSTEM_USER_ID } };
    return actor.userId && actor.userId !== SYSTEM_USER_ID ? { id: { equals: actor.userId } } : false;
  },
  // Nobody removes the system user or themself; only a super admin removes or disables a super admin.
  delete: (actor) => actor.isAdmin && { id: { notIn: [SYSTEM_USER_ID, ...(actor.userId ? [actor.userId] : [])] }, ...(actor.isSuperAdmin ? {} : { isAdmin: { equals: false } }) },
  softDelete: (actor) => usersPolicy.delete(actor),
  restore: admin,
  // Only the super admin makes another super admin; admins grant every other privileged field.
  writePrivileged: (actor, field) => (field === 'isAdmin' ? actor.isSuperAdmin : actor.isAdmin),
  // Naming a project's users needs their names and face, not how to reach them or what they may do.
  othersRead: (actor) => (hasRole(actor, 'eqlaat_member') && !actor.isAdmin ? EQLAAT_READS : undefined),
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
