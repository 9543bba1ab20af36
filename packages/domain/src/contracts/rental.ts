import { z } from 'zod';

const bound = z.number().nullable();

/** `GET /api/v1/services/rental-settings`: the bounds the period screen checks (the server checks them again) and the tax the summary shows. */
export const rentalSettingsAnswer = z.object({
  data: z.object({
    type: z.literal('rental-settings'),
    id: z.string(),
    attributes: z.object({
      rentalMinDuration: z.number(),
      rentalDurationMultiple: bound,
      rentalMaxDuration: bound,
      rentalBeforeStartDuration: bound,
      rentalMaxLineQuantity: z.number(),
      rentalMaxItems: z.number(),
      rentalMaxModels: z.number(),
      rentalBookingExpirationDelay: z.number(),
      rentalOrganizationTax: bound,
      rentalRetrievalAddress: z.string().nullable(),
    }),
  }),
});

/** `GET /api/v1/services/rental-availability`: per model id, the items free on each day from `from`. */
export const rentalAvailabilityAnswer = z.object({
  data: z.object({
    type: z.literal('rental-availabilities'),
    id: z.string(),
    attributes: z.object({ from: z.string(), days: z.number(), models: z.record(z.string(), z.array(z.number())) }),
  }),
});

const rentalBooking = z.object({
  type: z.literal('rental-bookings'),
  id: z.string(),
  attributes: z.object({ models: z.record(z.string(), z.number()), startAt: z.string(), endAt: z.string(), expiresAt: z.string() }),
});

/** `POST /api/v1/services/rental-bookings` (201) and `GET …/rental-bookings/mine`: the member's live booking, or none. */
export const rentalBookingAnswer = z.object({ data: rentalBooking.nullable() });
export type RentalBookingAnswer = z.infer<typeof rentalBookingAnswer>;

/** `GET /api/v1/services/rental-invoices`: the signed-in member's monthly invoices, newest first, with their number of commands. */
export const rentalInvoicesAnswer = z.object({
  data: z.array(z.object({ id: z.string(), month: z.string(), createdAt: z.string(), commands: z.number().int().nonnegative() })),
});
export type RentalInvoicesAnswer = z.infer<typeof rentalInvoicesAnswer>;

/**
 * `POST /api/v1/services/rental-invoices/issue` (the rental managers): the month just over (`YYYY-MM`,
 * UTC) and how many of its invoices this call wrote, 0 when every one was written already.
 */
export const rentalInvoicesIssuedAnswer = z.object({ data: z.object({ month: z.string(), written: z.number().int().nonnegative() }) });
export type RentalInvoicesIssuedAnswer = z.infer<typeof rentalInvoicesIssuedAnswer>;
