import { coupons, purchasedCoupons } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import { adminOnlyPolicy, publicReadPolicy } from '../../policies/defaults.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';

/**
 * Coupons (issue 26 item 6): anyone reads them (the coupons block shows the available ones);
 * administrators write them. A purchase belongs to its buyer, who reads their own (`/account/coupons`);
 * members buy through `POST /api/v1/services/coupons/:id/purchase`, administrators write any.
 */
export const purchasedCouponsPolicy: ResourcePolicy<typeof purchasedCoupons> = {
  ...adminOnlyPolicy,
  index: (actor: Actor) => actor.userId !== null,
  read: (actor: Actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
};

export const COUPON_KINDS: readonly KindBinding[] = [defineKind(coupons, { policy: publicReadPolicy }), defineKind(purchasedCoupons, { policy: purchasedCouponsPolicy })];
