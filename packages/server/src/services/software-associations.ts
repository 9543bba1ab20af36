import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isAuthorizationActive } from '@relais/domain';
import type { MySoftwareAssociationsAnswer } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { tablesOf } from './tables.ts';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString());

/**
 * A member's software associations (`/account/software/associations`): the authorizations given to
 * their account's address (compared without case), with their service, their associations and the
 * installations these name, and what is left under the service's `associationsMax`. Three keyed
 * reads; only that member's authorizations are ever read.
 */
export async function mySoftwareAssociations(db: Executor, userId: string, now = new Date()): Promise<MySoftwareAssociationsAnswer['data']> {
  const users = tablesOf('users').table;
  const authorizations = tablesOf('software-service-authorizations').table;
  const services = tablesOf('software-services').table;
  const associations = tablesOf('software-service-associations').table;
  const installations = tablesOf('software-installations').table;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user?.email) return [];
  const held = await db
    .select({
      id: authorizations.id,
      distId: authorizations.distId,
      startsAt: authorizations.startsAt,
      expiresAt: authorizations.expiresAt,
      serviceId: services.id,
      serviceName: services.name,
      associationsMax: services.associationsMax,
    })
    .from(authorizations)
    .innerJoin(services, eq(services.id, authorizations.serviceId))
    .where(eq(sql`lower(${authorizations.email})`, String(user.email).toLowerCase()))
    .orderBy(asc(services.name), asc(authorizations.createdAt));
  if (!held.length) return [];
  const used = await db
    .select({
      id: associations.id,
      name: associations.name,
      createdAt: associations.createdAt,
      authorizationId: associations.authorizationId,
      installationId: installations.id,
      installationName: installations.name,
      system: installations.system,
      deviceId: installations.deviceId,
    })
    .from(associations)
    .leftJoin(installations, eq(installations.id, associations.installationId))
    .where(and(inArray(associations.authorizationId, held.map((row) => row.id as string))))
    .orderBy(asc(associations.createdAt));
  return held.map((row) => {
    const own = used.filter((association) => association.authorizationId === row.id);
    const max = Number(row.associationsMax);
    return {
      id: row.id as string,
      distId: row.distId as string,
      startsAt: iso(row.startsAt),
      expiresAt: iso(row.expiresAt),
      isActive: isAuthorizationActive({ startsAt: (row.startsAt as Date | null) ?? null, expiresAt: (row.expiresAt as Date | null) ?? null }, now),
      service: { id: row.serviceId as string, name: row.serviceName as string, associationsMax: max },
      used: own.length,
      left: Math.max(0, max - own.length),
      associations: own.map((association) => ({
        id: association.id as string,
        name: association.name as string,
        createdAt: iso(association.createdAt)!,
        installation: association.installationId
          ? { id: association.installationId as string, name: (association.installationName as string | null) ?? null, system: (association.system as string | null) ?? null, deviceId: (association.deviceId as string | null) ?? null }
          : null,
      })),
    };
  });
}
