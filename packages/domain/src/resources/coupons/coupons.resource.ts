import { datetime, integer, money, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A coupon users may purchase, within overall and per-person limits (spec, domain "coupon"). */
export const coupons = defineResource({
  type: 'coupons',
  feature: 'coupons',
  adminCategory: 'accounts',
  defaultSort: ['-createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    description: richText({ translatable: true, max: 10_000 }),
    amount: money({ required: true, min: 0 }),
    purchaseLimitCount: integer({ min: 0 }),
    purchaseIndividualLimitCount: integer({ min: 0 }),
    purchaseLimitAt: datetime(),
    firstPurchaseAt: datetime({ readOnly: true }),
    purchasedCouponsCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
  },
  relationships: {
    purchasedCoupons: toMany('purchased-coupons', { inverse: 'coupon', readOnly: true }),
  },
});

/** One purchase of a coupon by a user, used once (spec, domain "purchased-coupon"). */
export const purchasedCoupons = defineResource({
  type: 'purchased-coupons',
  feature: 'coupons',
  adminCategory: 'accounts',
  defaultSort: ['-createdAt'],
  filters: ['coupon', 'user'],
  attributes: {
    usedAt: datetime(),
  },
  relationships: {
    coupon: toOne('coupons', { required: true, onDelete: 'restrict' }),
    user: toOne('users', { required: true, onDelete: 'cascade' }),
  },
});
