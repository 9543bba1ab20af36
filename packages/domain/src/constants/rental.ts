/** Rental reference data (spec, domain "Rental" and §4): steps, strategies, invoicing, limits. */

/** Step types of a rental command, in the order a command goes through them. */
export const RENTAL_STEP_TYPES = [
  'validation',
  'contract',
  'payment',
  'preparation',
  'delivery',
  'retrieval',
  'return',
  'closure',
  'cancellation',
] as const;
export type RentalStepType = (typeof RENTAL_STEP_TYPES)[number];

export const RENTAL_STEP_STATUSES = ['hidden', 'pending', 'waiting', 'success', 'error'] as const;
export type RentalStepStatus = (typeof RENTAL_STEP_STATUSES)[number];

/**
 * How the equipment reaches the renter. The spec names pick_up, ship_to_address, internal, locked,
 * a partner-specific one and mixed; `partner_delivery` is our name for the partner's (docs/decisions.md).
 */
export const RENTAL_STRATEGIES = ['pick_up', 'ship_to_address', 'internal', 'locked', 'partner_delivery', 'mixed'] as const;
export type RentalStrategy = (typeof RENTAL_STRATEGIES)[number];

/** Strategies that need a shipping address and shipping fees; pick-up needs neither. */
export const RENTAL_STRATEGIES_WITH_SHIPPING: readonly RentalStrategy[] = ['ship_to_address', 'partner_delivery'];

/** Ids of the `rental-invoicing-strategies` kind; the last two mean no VAT. */
export const RENTAL_INVOICING_STRATEGIES = ['vat', 'no_vat', 'no_vat_debit_note'] as const;
export type RentalInvoicingStrategy = (typeof RENTAL_INVOICING_STRATEGIES)[number];

/** Strategies whose invoices carry no VAT (spec, domain "rental-invoicing-strategy"). */
export const NO_VAT_INVOICING_STRATEGIES = ['no_vat', 'no_vat_debit_note'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A command whose end is this close, with its return waiting, is waiting for its return (§9). */
export const RENTAL_WAITING_RETURN_WINDOW_MS = 5 * DAY_MS;
/** A command whose end is this close is finishing (§9). */
export const RENTAL_FINISHING_WINDOW_MS = 7 * DAY_MS;
/** Contract and payment are due this long after validation, or creation (§9). */
export const RENTAL_CONTRACT_PAYMENT_DEADLINE_MS = 7 * DAY_MS;
/** No rental is shorter than this many days, whatever the configuration (§5). */
export const RENTAL_MIN_DURATION_FLOOR = 2;

/** Local-storage keys of the rental journey (§9). */
export const RENTAL_STORAGE_KEYS = { cart: 'relais.rentalCart', strategy: 'relais.rentalStrategy', booking: 'relais.rentalBooking' } as const;
