import { eq } from 'drizzle-orm';
import type { openBadgeAssertions } from '@relais/domain';
import { asciiEmail, assertionExpiresAt, isAssertionExpired, openBadges } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tableOf } from '../../services/tables.ts';
import { keepCounts } from '../community/counters.ts';
import type { KeptCount } from '../community/counters.ts';
import type { ResourceHooks } from '../hooks.ts';
import { administered, assertMayIssue } from './issuers.ts';
import { nextStatusListIndex } from './status-list.ts';

const admin = (actor: Actor) => actor.isAdmin;

/** Assertions of the organizations the actor administers. */
const issuedByTheirs = (actor: Actor): boolean | Condition<typeof openBadgeAssertions> => actor.isAdmin || { issuer: { in: administered(actor) } };

/**
 * Assertions name their recipient (a person's name and address): administrators and the members of
 * the issuer organization read them; the issuer's administrators issue (when its level allows,
 * checked on write), revoke and delete them.
 */
export const openBadgeAssertionsPolicy: ResourcePolicy<typeof openBadgeAssertions> = {
  see: admin,
  index: (actor) => actor.userId !== null,
  read: (actor) => actor.isAdmin || (actor.userId !== null && { issuer: { in: [...actor.organizationIds, ...administered(actor)] } }),
  create: (actor) => actor.isAdmin || actor.administeredOrganizationIds.size > 0,
  update: issuedByTheirs,
  delete: issuedByTheirs,
  softDelete: issuedByTheirs,
  restore: admin,
};

const ASSERTIONS_COUNT: readonly KeptCount[] = [{ idKey: 'badgeId', targetType: 'open-badges', attribute: 'assertionsCount' }];

export const openBadgeAssertionsHooks: ResourceHooks<typeof openBadgeAssertions> = {
  async beforeWrite({ tx, actor, action, values, before }) {
    if (values.recipientEmail !== undefined) {
      const email = asciiEmail(String(values.recipientEmail));
      if (!email) throw validationFailed([{ pointer: attributePointer('recipientEmail'), rule: 'email', detail: 'Give the recipient’s e-mail address.' }]);
      values.recipientEmail = email;
    }
    // Issuing (or moving an assertion to another issuer) is the issuer's act, within its level.
    if (action === 'create' || values.issuerId !== undefined) await assertMayIssue(tx, actor, String(values.issuerId));
    // Its place in the status lists: the next index, anew when it moves to another issuer.
    if (values.issuerId !== undefined && (action === 'create' || values.issuerId !== before?.issuerId)) values.statusListIndex = await nextStatusListIndex(tx);
    if (action !== 'create') return;
    values.issuedAt ??= new Date();
    if (values.expiresAt === undefined && values.badgeId) {
      const badges = tableOf(openBadges);
      const [badge] = await tx.select({ validityDuration: badges.validityDuration }).from(badges).where(eq(badges.id, values.badgeId));
      values.expiresAt = assertionExpiresAt({ issuedAt: values.issuedAt, validityDuration: badge?.validityDuration == null ? null : Number(badge.validityDuration) });
    }
  },
  async afterWrite({ tx, before, after }) {
    await keepCounts(tx, ASSERTIONS_COUNT, before, after);
  },
  computed: ({ rows }) => {
    const now = new Date();
    return new Map(rows.map((row) => [row.id, { isExpired: isAssertionExpired(row, now) }]));
  },
};
