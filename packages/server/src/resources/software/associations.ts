import type { softwareServiceAssociations, softwareServiceAuthorizations } from '@relais/domain';
import { asciiEmail, canAddAssociation, isAuthorizationActive, isAuthorizationPeriodValid } from '@relais/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * Locks the authorization (so concurrent writers of its associations queue behind one another),
 * then answers whether it may take one more association under its service's `associationsMax`,
 * leaving out `exceptAssociation` (the one being moved to it). Null when the authorization is gone.
 */
async function roomForAssociation(tx: Executor, authorizationId: string, exceptAssociation: string | null): Promise<{ count: number; max: number } | null> {
  const authorizations = tablesOf('software-service-authorizations').table;
  const services = tablesOf('software-services').table;
  const associations = tablesOf('software-service-associations').table;
  const [locked] = await tx.select({ serviceId: authorizations.serviceId }).from(authorizations).where(eq(authorizations.id, authorizationId)).for('update');
  if (!locked) return null;
  const [service] = await tx.select({ max: services.associationsMax }).from(services).where(eq(services.id, locked.serviceId as string));
  const [counted] = await tx
    .select({ count: count() })
    .from(associations)
    .where(and(eq(associations.authorizationId, authorizationId), exceptAssociation ? ne(associations.id, exceptAssociation) : sql`true`));
  return { count: Number(counted?.count ?? 0), max: Number(service?.max ?? 0) };
}

/**
 * An authorization's associations never exceed its service's `associationsMax` (422 on
 * `authorization`), however many requests add them at once: each write locks the authorization row
 * and counts in the same transaction.
 */
export const softwareServiceAssociationsHooks: ResourceHooks<typeof softwareServiceAssociations> = {
  async beforeWrite({ tx, values, before }) {
    const authorizationId = values.authorizationId;
    if (!authorizationId || authorizationId === before?.authorizationId) return;
    const room = await roomForAssociation(tx, authorizationId, before?.id ?? null);
    if (room && !canAddAssociation(room.count, room.max)) {
      throw validationFailed([
        { pointer: relationshipPointer('authorization'), rule: 'associations_max', detail: `This authorization already has ${room.count} association(s), the most its service allows (${room.max}).` },
      ]);
    }
  },
};

/**
 * An authorization names a valid address and a period that ends after it starts; moved to another
 * service, its associations must fit the new service's maximum. `isActive` is the domain's rule at
 * the time of reading.
 */
export const softwareServiceAuthorizationsHooks: ResourceHooks<typeof softwareServiceAuthorizations> = {
  async beforeWrite({ tx, values, before }) {
    if (typeof values.email === 'string') {
      const email = asciiEmail(values.email);
      if (!email) throw validationFailed([{ pointer: attributePointer('email'), rule: 'email', detail: 'Give an e-mail address.' }]);
      values.email = email;
    }
    const period = {
      startsAt: values.startsAt === undefined ? (before?.startsAt ?? null) : values.startsAt,
      expiresAt: values.expiresAt === undefined ? (before?.expiresAt ?? null) : values.expiresAt,
    };
    if (!isAuthorizationPeriodValid(period)) throw validationFailed([{ pointer: attributePointer('expiresAt'), rule: 'after', detail: 'An authorization expires after it starts.' }]);
    if (!before || !values.serviceId || values.serviceId === before.serviceId) return;
    const authorizations = tablesOf('software-service-authorizations').table;
    const services = tablesOf('software-services').table;
    const associations = tablesOf('software-service-associations').table;
    // Locked first, as an association's write does, so no association slips in while it moves.
    await tx.select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.id, before.id)).for('update');
    const [service] = await tx.select({ max: services.associationsMax }).from(services).where(eq(services.id, values.serviceId));
    const [counted] = await tx.select({ count: count() }).from(associations).where(eq(associations.authorizationId, before.id));
    const held = Number(counted?.count ?? 0);
    if (service && held > Number(service.max)) {
      throw validationFailed([{ pointer: relationshipPointer('service'), rule: 'associations_max', detail: `This authorization has ${held} associations; that service allows ${Number(service.max)}.` }]);
    }
  },
  computed({ rows }) {
    const now = new Date();
    return new Map(rows.map((row) => [row.id, { isActive: isAuthorizationActive({ startsAt: row.startsAt ?? null, expiresAt: row.expiresAt ?? null }, now) }]));
  },
};
