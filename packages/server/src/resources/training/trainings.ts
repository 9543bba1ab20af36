import type { trainingSessions } from '@relais/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * A session owns its address (spec, domain "training-session"): the address a session is saved with
 * becomes a place of nobody's (no user, no organization), which anyone may read with the session
 * (rental/policies.ts); the address it leaves, or had when deleted, is deleted with it.
 */

const pointer = relationshipPointer('address');

/** The address may be linked: a place no other session holds, and nobody's or the writer's own (one they just wrote). */
async function assertAddressFree(tx: Executor, { addressId, sessionId, writerId }: { addressId: string; sessionId: string | undefined; writerId: string | null }) {
  const sessions = tablesOf('training-sessions').table;
  const [taken] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(sessionId ? and(eq(sessions.addressId, addressId), ne(sessions.id, sessionId)) : eq(sessions.addressId, addressId))
    .limit(1);
  if (taken) throw validationFailed([{ pointer, rule: 'taken', detail: 'This address is already the place of another session.' }]);
  const addresses = tablesOf('addresses').table;
  const [address] = await tx.select({ userId: addresses.userId, organizationId: addresses.ownerOrganizationId }).from(addresses).where(eq(addresses.id, addressId));
  const isPlace = address?.userId === null && address?.organizationId === null;
  const isWriters = address?.userId === writerId && address?.organizationId === null;
  if (address && !isPlace && !isWriters) throw validationFailed([{ pointer, rule: 'owned', detail: 'This address belongs to someone; give the session an address of its own.' }]);
}

export const trainingSessionsHooks: ResourceHooks<typeof trainingSessions> = {
  async beforeWrite({ tx, actor, values, before }) {
    const startAt = values.startAt ?? before?.startAt;
    const endAt = values.endAt === undefined ? before?.endAt : values.endAt;
    if (startAt && endAt && endAt.getTime() < startAt.getTime()) {
      throw validationFailed([{ pointer: attributePointer('endAt'), rule: 'after_or_equal', detail: 'A session cannot end before it starts.' }]);
    }
    if (values.addressId && values.addressId !== before?.addressId) await assertAddressFree(tx, { addressId: values.addressId, sessionId: before?.id, writerId: actor.userId });
  },
  async afterWrite({ tx, before, after }) {
    const addresses = tablesOf('addresses').table;
    if (after?.addressId && after.addressId !== before?.addressId) {
      await tx.update(addresses).set({ userId: null, ownerOrganizationId: null }).where(eq(addresses.id, after.addressId));
    }
    if (before?.addressId && before.addressId !== after?.addressId) await tx.delete(addresses).where(eq(addresses.id, before.addressId));
  },
};
