/**
 * Whether a coupon can be purchased (spec, domain §4 "Coupon availability"): its limit date is not
 * past and fewer than its limit have been purchased; for a user, also fewer than the per-person
 * limit by that user. A limit left empty does not limit.
 */
export interface CouponFacts {
  purchaseLimitAt?: Date | string | null;
  purchaseLimitCount?: number | null;
  purchaseIndividualLimitCount?: number | null;
  purchasedCouponsCount: number;
}

export function isCouponAvailable(coupon: CouponFacts, now: Date): boolean {
  const isPastLimitDate = coupon.purchaseLimitAt != null && new Date(coupon.purchaseLimitAt).getTime() < now.getTime();
  const isSoldOut = coupon.purchaseLimitCount != null && coupon.purchasedCouponsCount >= coupon.purchaseLimitCount;
  return !isPastLimitDate && !isSoldOut;
}

export function isCouponAvailableForUser({ coupon, purchasedByUserCount, now }: { coupon: CouponFacts; purchasedByUserCount: number; now: Date }): boolean {
  if (!isCouponAvailable(coupon, now)) return false;
  return coupon.purchaseIndividualLimitCount == null || purchasedByUserCount < coupon.purchaseIndividualLimitCount;
}
