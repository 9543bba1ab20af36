import { sql } from 'drizzle-orm';
import { ROLES, accessVisitor } from '@relais/domain';
import type { RoleName } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import type { Actor } from './actor.ts';

export interface ActorRow {
  id: string;
  is_admin: boolean;
  two_factor_strategy: string | null;
  email_verified_at: unknown;
  validated_at: unknown;
  acting_as_organization_id: string | null;
  own_weight: number | null;
  acting_weight: number | null;
  first_weight: number | null;
  roles: string[] | string | null;
  organizations: string[] | string | null;
  administered: string[] | string | null;
}

const rowsOf = (result: unknown): ActorRow[] => (Array.isArray(result) ? (result as ActorRow[]) : ((result as { rows: ActorRow[] }).rows ?? []));

/** Parses a PostgreSQL array when a driver hands it back as its literal `{a,b}`. */
const asArray = (value: string[] | string | null): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/^\{|\}$/g, '').split(',').filter(Boolean) : [];

/** The actor's columns, of `users u` joined to its own `access_levels own`. */
export const ACTOR_COLUMNS = sql`u.id, u.is_admin, u.two_factor_strategy, u.email_verified_at, u.validated_at, u.acting_as_organization_id,
      own.weight as own_weight,
      (select al.weight from organizations o left join access_levels al on al.id = o.access_level_id where o.id = u.acting_as_organization_id) as acting_weight,
      (select al.weight from users_organizations uo join organizations o on o.id = uo.related_id left join access_levels al on al.id = o.access_level_id
        where uo.owner_id = u.id order by uo.position, o.name limit 1) as first_weight,
      array(select r.related_id from users_roles r where r.owner_id = u.id order by r.related_id) as roles,
      array(select uo.related_id::text from users_organizations uo where uo.owner_id = u.id order by uo.position) as organizations,
      array(select oa.owner_id::text from organizations_administrators oa where oa.related_id = u.id) as administered`;

export type LoadedActor = Actor & { hasSecondFactor: boolean };

/**
 * The actor of a user id, in one query: flags, roles, organizations and the effective access-level
 * weight (spec: the acting organization's, else the first organization's, else the user's own).
 * A disabled (soft-deleted) user has no actor: their request is a visitor's.
 */
export async function loadActor(
  db: Executor,
  { userId, impersonatorId, sessionId, organizationsEnabled }: { userId: string; impersonatorId: string | null; sessionId: string; organizationsEnabled: boolean },
): Promise<LoadedActor | null> {
  const result = await db.execute(sql`
    select ${ACTOR_COLUMNS}
    from users u left join access_levels own on own.id = u.access_level_id
    where u.id = ${userId} and u.deleted_at is null`);
  const row = rowsOf(result)[0];
  return row ? actorOf(row, { impersonatorId, sessionId, organizationsEnabled }) : null;
}

/** The actor of a row of `ACTOR_COLUMNS` (null when its user is absent: `u.id` null). */
export function actorOf(row: ActorRow, { impersonatorId, sessionId, organizationsEnabled }: { impersonatorId: string | null; sessionId: string; organizationsEnabled: boolean }): LoadedActor | null {
  if (!row.id) return null;
  const roles = new Set(asArray(row.roles).filter((role): role is RoleName => (ROLES as readonly string[]).includes(role)));
  const organizationIds = organizationsEnabled ? asArray(row.organizations) : [];
  const acting = organizationsEnabled && row.acting_as_organization_id && organizationIds.includes(row.acting_as_organization_id) ? row.acting_as_organization_id : null;
  // The same rule as the web's session, so both weigh a user alike (none without a level).
  const visitor = accessVisitor(
    {
      isAdmin: row.is_admin,
      roles,
      accessLevelWeight: row.own_weight,
      organizations: organizationIds.length ? [{ accessLevelWeight: row.first_weight }] : [],
      actingAsOrganization: acting ? { accessLevelWeight: row.acting_weight } : null,
    },
    { organizations: organizationsEnabled },
  );
  return {
    userId: row.id,
    isAdmin: visitor.isAdmin,
    isSuperAdmin: row.is_admin,
    roles,
    accessLevelWeight: visitor.accessLevelWeight,
    emailVerified: row.email_verified_at != null,
    validated: row.validated_at != null,
    organizationIds,
    administeredOrganizationIds: new Set(organizationsEnabled ? asArray(row.administered) : []),
    actingAsOrganizationId: acting,
    impersonatorId,
    sessionId,
    hasSecondFactor: row.two_factor_strategy !== null,
  };
}
