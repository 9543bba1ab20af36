import { RENTAL_MIN_DURATION_FLOOR, RENTAL_STRATEGIES_WITH_SHIPPING } from '../constants/rental.ts';
import type { RentalStrategy } from '../constants/rental.ts';

/**
 * How a rental reaches its renter (spec, domain "Rental" and §4): a command ships when its strategy
 * ships, or is mixed with a shipping address; it is picked up when its strategy is pick-up, or is
 * mixed without one. Internal and locked commands do neither.
 */
export interface StrategyFacts {
  rentalStrategy: RentalStrategy | null;
  /** The command's shipping address, or its id: only whether there is one counts. */
  shippingAddress?: unknown;
}

const hasAddress = ({ shippingAddress }: StrategyFacts) => shippingAddress !== null && shippingAddress !== undefined;

/** Whether a strategy asks for a shipping address and shipping fees (shipping and the partner's). */
export const strategyRequiresShipping = (strategy: RentalStrategy | null) => strategy !== null && RENTAL_STRATEGIES_WITH_SHIPPING.includes(strategy);

export const usesShipping = (command: StrategyFacts) =>
  strategyRequiresShipping(command.rentalStrategy) || (command.rentalStrategy === 'mixed' && hasAddress(command));

export const usesPickUp = (command: StrategyFacts) =>
  command.rentalStrategy === 'pick_up' || (command.rentalStrategy === 'mixed' && !hasAddress(command));

/**
 * The shortest rental, in days: the larger of 2, the configured minimum and the duration multiple
 * (spec, domain §5 and §9). Unset settings count for nothing.
 */
export function rentalMinDuration(settings: { rentalMinDuration?: number | null; rentalDurationMultiple?: number | null }): number {
  return Math.max(RENTAL_MIN_DURATION_FLOOR, settings.rentalMinDuration ?? 0, settings.rentalDurationMultiple ?? 0);
}

/** A rental cart: rental model id → quantity. */
export type RentalCart = Readonly<Record<string, number>>;

/** The cart with a model's quantity set; a quantity of 0 (or less) removes the model (spec, domain "Rental cart"). */
export function setCartQuantity(cart: RentalCart, modelId: string, quantity: number): RentalCart {
  const { [modelId]: _dropped, ...rest } = cart;
  return quantity > 0 ? { ...rest, [modelId]: Math.floor(quantity) } : rest;
}

/** Whether a booking kept in the browser has expired (its expiresAt is past). */
export const isBookingExpired = (booking: { expiresAt: Date | string | number }, now: Date) => new Date(booking.expiresAt).getTime() < now.getTime();
