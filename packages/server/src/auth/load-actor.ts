import { sql } from 'drizzle-orm';
import { ROLES } from '@relais/domain';
import type { RoleName } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import type { Actor } from './actor.ts';

interface ActorRow {
  id: string;
  is_admin: boolean;
  email_verified_at: unknown;
  validated_at: unknown;
  weight: number | null;
  roles: string[] | string | null;
}

const rowsOf = (result: unknown): ActorRow[] =>
  Array.isArray(result) ? (result as ActorRow[]) : ((result as { rows: ActorRow[] }).rows ?? []);

/** Parses a PostgreSQL text[] when a driver hands it back as its literal `{a,b}`. */
const asArray = (value: ActorRow['roles']): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/^\{|\}$/g, '').split(',').filter(Boolean) : [];

/** The actor of a user id, in one query: flags, roles and the access-level weight. */
export async function loadActor(
  db: Executor,
  { userId, impersonatorId, sessionId }: { userId: string; impersonatorId: string | null; sessionId: string },
): Promise<Actor | null> {
  const result = await db.execute(sql`
    select u.id, u.is_admin, u.email_verified_at, u.validated_at, al.weight,
      array(select r.related_id from users_roles r where r.owner_id = u.id order by r.related_id) as roles
    from users u left join access_levels al on al.id = u.access_level_id
    where u.id = ${userId}`);
  const row = rowsOf(result)[0];
  if (!row) return null;
  const roles = new Set(asArray(row.roles).filter((role): role is RoleName => (ROLES as readonly string[]).includes(role)));
  return {
    userId: row.id,
    isAdmin: row.is_admin || roles.has('admin'),
    isSuperAdmin: row.is_admin,
    roles,
    accessLevelWeight: row.weight ?? 0,
    emailVerified: row.email_verified_at != null,
    validated: row.validated_at != null,
    impersonatorId,
    sessionId,
  };
}
