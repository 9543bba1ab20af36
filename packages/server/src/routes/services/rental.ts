import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { rentalAvailabilityAnswer, rentalBookingAnswer, rentalCommandBreaches, rentalMinDuration, rentalQuantityBounds, rentalQuantityBreaches, rentalSettingsAnswer, setCartQuantity } from '@relais/domain';
import type { RentalCart } from '@relais/domain';
import { z } from 'zod';
import { rentalBookings } from '../../db/system-tables.ts';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { attributePointer, badRequest, notFound, unauthenticated, validationFailed } from '../../http/errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { readRentalSettings } from '../../resources/rental/command-placement.ts';
import { holdCart, modelsAvailability } from '../../services/rental-availability.ts';
import { tablesOf } from '../../services/tables.ts';

/** The longest calendar one read answers, in days, and the most models it covers. */
export const MAX_AVAILABILITY_DAYS = 92;
export const MAX_AVAILABILITY_MODELS = 100;
/** How long a booking holds its items while the platform sets no delay, in minutes (docs/decisions.md). */
export const DEFAULT_BOOKING_MINUTES = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const availabilityQuery = {
  type: 'object',
  properties: { from: { type: 'string', maxLength: 10 }, days: { type: 'string', maxLength: 3 }, models: { type: 'string', maxLength: 4000 } },
  additionalProperties: false,
} as const;

const BOOKING = z.strictObject({
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }),
  models: z.record(z.string().regex(UUID), z.number().int().min(0).max(10_000)),
});

const signedIn = (request: FastifyRequest): string => {
  const { userId } = request.actor;
  if (!userId) throw unauthenticated();
  return userId;
};


const bookingDocument = (row: typeof rentalBookings.$inferSelect) => ({
  data: { type: 'rental-bookings', id: row.id, attributes: { models: row.models, startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString(), expiresAt: row.expiresAt.toISOString() } },
});

/**
 * The rental journey's own calls (issue 26), only with the rental feature:
 * - `GET /api/v1/services/rental-availability?from=YYYY-MM-DD&days=N&models=id,id`: per model, the
 *   items free on each day (public, like the models);
 * - `POST /api/v1/services/rental-bookings` `{ startAt, endAt, models }`: the signed-in member's
 *   booking, which replaces their previous one and holds the items until the app-env's
 *   rentalBookingExpirationDelay; a 409 naming `models` when the items are not free;
 * - `GET|DELETE /api/v1/services/rental-bookings/mine`: their live booking, or dropping it.
 */
export async function rentalRoutes(app: FastifyInstance) {
  const featureOn = () => {
    if (!app.config.features.rental) throw notFound();
  };

  // The bounds the period screen checks before asking (the server checks them again), and the tax the summary shows.
  app.get('/api/v1/services/rental-settings', { schema: { response: { 200: jsonSchemaOf(rentalSettingsAnswer) } } }, async (_request, reply) => {
    featureOn();
    const settings = await readRentalSettings(app.db);
    reply.type(JSON_API);
    return {
      data: {
        type: 'rental-settings',
        id: 'main',
        attributes: {
          ...settings,
          ...rentalQuantityBounds(settings),
          rentalMinDuration: rentalMinDuration(settings),
          rentalBookingExpirationDelay: settings.rentalBookingExpirationDelay ?? DEFAULT_BOOKING_MINUTES,
        },
      },
    };
  });

  app.get<{ Querystring: { from?: string; days?: string; models?: string } }>('/api/v1/services/rental-availability', { schema: { querystring: availabilityQuery, response: { 200: jsonSchemaOf(rentalAvailabilityAnswer) } } }, async (request, reply) => {
    featureOn();
    const { from = new Date().toISOString().slice(0, 10), days = '31', models } = request.query;
    if (!DAY.test(from) || Number.isNaN(Date.parse(`${from}T00:00:00Z`))) throw badRequest('Give `from` as YYYY-MM-DD.', 'from');
    const count = Number(days);
    if (!Number.isInteger(count) || count < 1 || count > MAX_AVAILABILITY_DAYS) throw badRequest(`Give \`days\` from 1 to ${MAX_AVAILABILITY_DAYS}.`, 'days');
    const asked = (models ?? '').split(',').filter(Boolean);
    if (asked.length > MAX_AVAILABILITY_MODELS || asked.some((id) => !UUID.test(id))) throw badRequest(`Give \`models\` as up to ${MAX_AVAILABILITY_MODELS} model ids.`, 'models');
    const table = tablesOf('rental-models').table;
    const known = asked.length
      ? (await app.db.select({ id: table.id }).from(table).where(and(inArray(table.id, asked), table.deletedAt ? isNull(table.deletedAt) : undefined))).map((row) => row.id as string)
      : [];
    const availability = await modelsAvailability(app.db, known, new Date(`${from}T00:00:00Z`), count);
    reply.type(JSON_API);
    return { data: { type: 'rental-availabilities', id: from, attributes: { from, days: count, models: availability } } };
  });

  app.post<{ Body: unknown }>('/api/v1/services/rental-bookings', { schema: { response: { 201: jsonSchemaOf(rentalBookingAnswer) } } }, async (request, reply) => {
    featureOn();
    const userId = signedIn(request);
    const parsed = BOOKING.safeParse((request.body as { data?: { attributes?: unknown } } | null)?.data?.attributes ?? request.body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'models');
      throw validationFailed([{ pointer: attributePointer(field), rule: 'format', detail: parsed.error.issues[0]?.message ?? 'Invalid.' }]);
    }
    const cart: RentalCart = Object.entries(parsed.data.models).reduce<RentalCart>((sum, [id, quantity]) => setCartQuantity(sum, id, quantity), {});
    if (!Object.keys(cart).length) throw validationFailed([{ pointer: attributePointer('models'), rule: 'required', detail: 'Choose at least one model to rent.' }]);
    const settings = await readRentalSettings(app.db);
    const period = { startAt: new Date(parsed.data.startAt), endAt: new Date(parsed.data.endAt) };
    if (period.endAt <= period.startAt) throw validationFailed([{ pointer: attributePointer('endAt'), rule: 'after', detail: 'A rental ends after it starts.' }]);
    const breaches = [...rentalQuantityBreaches(cart, settings), ...rentalCommandBreaches({ ...period, pendingCommands: 0 }, settings, new Date())];
    if (breaches.length) {
      throw validationFailed(breaches.map((breach) => ({ pointer: breach.field === 'command' ? '/data' : attributePointer(breach.field), rule: breach.rule, detail: `Breaks ${breach.rule} (${breach.limit}).`, meta: { limit: breach.limit } })));
    }
    const minutes = settings.rentalBookingExpirationDelay ?? DEFAULT_BOOKING_MINUTES;
    const row = await app.db.transaction(async (tx) => {
      await holdCart(tx, cart, period, userId);
      await tx.delete(rentalBookings).where(eq(rentalBookings.userId, userId));
      const [written] = await tx
        .insert(rentalBookings)
        .values({ userId, models: cart, startAt: period.startAt, endAt: period.endAt, expiresAt: new Date(Date.now() + minutes * 60_000) })
        .returning();
      return written!;
    });
    reply.code(201).type(JSON_API);
    return bookingDocument(row);
  });

  app.get('/api/v1/services/rental-bookings/mine', { schema: { response: { 200: jsonSchemaOf(rentalBookingAnswer) } } }, async (request, reply) => {
    featureOn();
    const userId = signedIn(request);
    const [row] = await app.db.select().from(rentalBookings).where(and(eq(rentalBookings.userId, userId), gt(rentalBookings.expiresAt, new Date())));
    reply.type(JSON_API);
    return row ? bookingDocument(row) : { data: null };
  });

  app.delete('/api/v1/services/rental-bookings/mine', async (request, reply) => {
    featureOn();
    const userId = signedIn(request);
    await app.db.delete(rentalBookings).where(eq(rentalBookings.userId, userId));
    return reply.code(204).send();
  });
}
