import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { availableCouponsAnswer, couponPurchaseAnswer, isCouponAvailableForUser } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { conflict, notFound, unauthenticated } from '../../http/errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { localize } from '../../services/localize.ts';
import { tablesOf } from '../../services/tables.ts';

/** Coupons a page of the coupons block shows. */
export const COUPONS_PER_PAGE = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pageQuery = { type: 'object', properties: { page: { type: 'string', maxLength: 6 } }, additionalProperties: false } as const;
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;

/**
 * Coupons on the site (issue 26 item 6), only with the coupons feature:
 * - `GET /api/v1/services/coupons/available?page=N`: the coupons anyone may still buy (domain rule
 *   `isCouponAvailable`: limit date not past, fewer bought than the limit), newest first, each with
 *   what the reader bought and whether they may buy one more (`isCouponAvailableForUser`);
 * - `POST /api/v1/services/coupons/:id/purchase`: the signed-in member buys one. The purchase is
 *   recorded, no payment is taken (the spec shows none; docs/decisions.md); 409 when the coupon is
 *   no longer available to them. The coupon's row is locked while counting, so the last one is sold once.
 */
export async function couponsRoutes(app: FastifyInstance) {
  const featureOn = () => {
    if (!app.config.features.coupons) throw notFound();
  };
  const couponsTable = () => tablesOf('coupons').table;
  const purchases = () => tablesOf('purchased-coupons').table;

  app.get<{ Querystring: { page?: string } }>('/api/v1/services/coupons/available', { schema: { querystring: pageQuery, response: { 200: jsonSchemaOf(availableCouponsAnswer) } } }, async (request, reply) => {
    featureOn();
    const page = Math.max(1, Math.min(10_000, Number(request.query.page) || 1));
    const table = couponsTable();
    const now = new Date();
    const available = and(or(isNull(table.purchaseLimitAt), gte(table.purchaseLimitAt, now)), or(isNull(table.purchaseLimitCount), lt(table.purchasedCouponsCount, table.purchaseLimitCount)));
    const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(table).where(available);
    const rows = await app.db
      .select()
      .from(table)
      .where(available)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(COUPONS_PER_PAGE)
      .offset((page - 1) * COUPONS_PER_PAGE);
    const userId = request.actor.userId;
    const mine = new Map<string, number>();
    if (userId && rows.length) {
      const counted = await app.db
        .select({ couponId: purchases().couponId, total: count() })
        .from(purchases())
        .where(and(eq(purchases().userId, userId), inArray(purchases().couponId, rows.map((row) => row.id as string))))
        .groupBy(purchases().couponId);
      for (const row of counted) mine.set(row.couponId as string, Number(row.total));
    }
    const locale = request.locale;
    reply.type(JSON_API);
    return {
      data: rows.map((row) => {
        const facts = { purchaseLimitAt: row.purchaseLimitAt as Date | null, purchaseLimitCount: row.purchaseLimitCount as number | null, purchaseIndividualLimitCount: row.purchaseIndividualLimitCount as number | null, purchasedCouponsCount: Number(row.purchasedCouponsCount ?? 0) };
        const purchasedByMe = mine.get(row.id as string) ?? 0;
        return {
          type: 'coupons' as const,
          id: row.id as string,
          attributes: {
            name: localize<string>(row.name, locale, app.config.defaultLocale) ?? '',
            description: localize<string>(row.description, locale, app.config.defaultLocale),
            amount: Number(row.amount),
            purchaseLimitAt: facts.purchaseLimitAt ? facts.purchaseLimitAt.toISOString() : null,
            remaining: facts.purchaseLimitCount == null ? null : Math.max(0, facts.purchaseLimitCount - facts.purchasedCouponsCount),
            purchasedByMe,
            isAvailableForMe: userId !== null && isCouponAvailableForUser({ coupon: facts, purchasedByUserCount: purchasedByMe, now }),
          },
        };
      }),
      meta: { page: { currentPage: page, perPage: COUPONS_PER_PAGE, total: Number(total), lastPage: Math.max(1, Math.ceil(Number(total) / COUPONS_PER_PAGE)) } },
    };
  });

  app.post<{ Params: { id: string } }>('/api/v1/services/coupons/:id/purchase', { schema: { params: idParams, response: { 201: jsonSchemaOf(couponPurchaseAnswer) } } }, async (request, reply) => {
    featureOn();
    const userId = request.actor.userId;
    if (!userId) throw unauthenticated('Sign in to buy a coupon.');
    const { id } = request.params;
    if (!UUID.test(id)) throw notFound('There is no such coupon.');
    const row = await app.db.transaction(async (tx) => {
      const table = couponsTable();
      const [coupon] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!coupon) throw notFound('There is no such coupon.');
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(purchases()).where(and(eq(purchases().userId, userId), eq(purchases().couponId, id)));
      const facts = { purchaseLimitAt: coupon.purchaseLimitAt as Date | null, purchaseLimitCount: coupon.purchaseLimitCount as number | null, purchaseIndividualLimitCount: coupon.purchaseIndividualLimitCount as number | null, purchasedCouponsCount: Number(coupon.purchasedCouponsCount ?? 0) };
      if (!isCouponAvailableForUser({ coupon: facts, purchasedByUserCount: Number(total), now: new Date() })) throw conflict('This coupon can no longer be bought: its date or its limit is past.', '/data/id');
      const [written] = await tx.insert(purchases()).values({ couponId: id, userId }).returning();
      await tx
        .update(table)
        .set({ purchasedCouponsCount: sql`${table.purchasedCouponsCount} + 1`, firstPurchaseAt: sql`coalesce(${table.firstPurchaseAt}, now())` })
        .where(eq(table.id, id));
      return written!;
    });
    reply.code(201).type(JSON_API);
    return { data: { type: 'purchased-coupons' as const, id: row.id as string, attributes: { createdAt: (row.createdAt as Date).toISOString(), usedAt: null } } };
  });
}
