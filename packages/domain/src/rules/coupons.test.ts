import { describe, expect, it } from 'vitest';
import { isCouponAvailable, isCouponAvailableForUser } from './coupons.ts';

const now = new Date('2026-06-15T10:00:00Z');

describe('coupon availability', () => {
  it('is available before its limit date and below its purchase limit', () => {
    expect(isCouponAvailable({ purchaseLimitAt: '2026-06-30T00:00:00Z', purchaseLimitCount: 10, purchasedCouponsCount: 9 }, now)).toBe(true);
    expect(isCouponAvailable({ purchaseLimitAt: now, purchaseLimitCount: 10, purchasedCouponsCount: 0 }, now)).toBe(true);
  });

  it('is not available once the limit date is past', () => {
    expect(isCouponAvailable({ purchaseLimitAt: '2026-06-15T09:59:59Z', purchasedCouponsCount: 0 }, now)).toBe(false);
  });

  it('is not available once the total purchased reaches the limit', () => {
    expect(isCouponAvailable({ purchaseLimitCount: 10, purchasedCouponsCount: 10 }, now)).toBe(false);
    expect(isCouponAvailable({ purchaseLimitCount: 0, purchasedCouponsCount: 0 }, now)).toBe(false);
  });

  it('has no limit where none is set', () => {
    expect(isCouponAvailable({ purchaseLimitAt: null, purchaseLimitCount: null, purchasedCouponsCount: 5000 }, now)).toBe(true);
  });
});

describe('coupon availability for a user', () => {
  const coupon = { purchaseLimitCount: 100, purchaseIndividualLimitCount: 2, purchasedCouponsCount: 40 };

  it('is available while the user has bought fewer than the per-person limit', () => {
    expect(isCouponAvailableForUser({ coupon, purchasedByUserCount: 1, now })).toBe(true);
    expect(isCouponAvailableForUser({ coupon, purchasedByUserCount: 2, now })).toBe(false);
  });

  it('is never available to a user when it is not available at all', () => {
    expect(isCouponAvailableForUser({ coupon: { ...coupon, purchasedCouponsCount: 100 }, purchasedByUserCount: 0, now })).toBe(false);
    expect(isCouponAvailableForUser({ coupon: { ...coupon, purchaseLimitAt: '2026-01-01' }, purchasedByUserCount: 0, now })).toBe(false);
  });

  it('has no per-person limit where none is set', () => {
    expect(isCouponAvailableForUser({ coupon: { purchasedCouponsCount: 0 }, purchasedByUserCount: 50, now })).toBe(true);
  });
});
