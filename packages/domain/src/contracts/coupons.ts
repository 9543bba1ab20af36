import { z } from 'zod';

const availableCoupon = z.object({
  type: z.literal('coupons'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    description: z.string().nullable(),
    /** Cents taken off a rental. */
    amount: z.number(),
    purchaseLimitAt: z.string().nullable(),
    /** How many can still be bought by anyone; null without a limit. */
    remaining: z.number().nullable(),
    /** How many the reader bought already (0 for a visitor). */
    purchasedByMe: z.number(),
    /** Whether the reader may buy one (the per-person limit too); false for a visitor. */
    isAvailableForMe: z.boolean(),
  }),
});

/** `GET /api/v1/services/coupons/available`: the coupons anyone may still buy, newest first, and what the reader may. */
export const availableCouponsAnswer = z.object({
  data: z.array(availableCoupon),
  meta: z.object({ page: z.object({ currentPage: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() }) }),
});
export type AvailableCouponsAnswer = z.infer<typeof availableCouponsAnswer>;

/** `POST /api/v1/services/coupons/:id/purchase` (201): the new purchase. */
export const couponPurchaseAnswer = z.object({
  data: z.object({ type: z.literal('purchased-coupons'), id: z.string(), attributes: z.object({ createdAt: z.string(), usedAt: z.string().nullable() }) }),
});
