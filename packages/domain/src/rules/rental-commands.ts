import { NO_VAT_INVOICING_STRATEGIES, RENTAL_STEP_TYPES } from '../constants/rental.ts';
import type { RentalStepStatus, RentalStepType } from '../constants/rental.ts';
import { taxExcludedCents } from './prices.ts';
import { rentalMinDuration, usesShipping } from './rental-strategies.ts';
import type { RentalCart, StrategyFacts } from './rental-strategies.ts';

/**
 * What a member's new rental command must respect (spec, domain "Rental", §5 and §9), its first
 * step and its prices. Durations and delays are in days; an unset setting sets no bound, except
 * the minimum duration (rentalMinDuration) and the start, which is never in the past.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RentalCommandSettings {
  rentalMinDuration?: number | null;
  rentalDurationMultiple?: number | null;
  rentalMaxDuration?: number | null;
  rentalBeforeStartDuration?: number | null;
  rentalMaxLineQuantity?: number | null;
  rentalMaxItems?: number | null;
  rentalMaxModels?: number | null;
  rentalMaxPendingCommands?: number | null;
}

export type RentalCommandRule = 'min_duration' | 'duration_multiple' | 'max_duration' | 'before_start' | 'max_line_quantity' | 'max_items' | 'max_models' | 'max_pending_commands';

/**
 * The quantity bounds used while a setting is unset: a cart is written one line per unit, so an
 * unbounded one would let a single request write any number of rows. Migration 0036 and the seed
 * store them; these hold for a database where an administrator cleared them.
 */
export const RENTAL_QUANTITY_DEFAULTS = { rentalMaxLineQuantity: 10, rentalMaxItems: 20, rentalMaxModels: 20 } as const;

/** The quantity bounds in force: each setting, or its default while unset. */
export function rentalQuantityBounds(settings: RentalCommandSettings): typeof RENTAL_QUANTITY_DEFAULTS {
  return {
    rentalMaxLineQuantity: settings.rentalMaxLineQuantity ?? RENTAL_QUANTITY_DEFAULTS.rentalMaxLineQuantity,
    rentalMaxItems: settings.rentalMaxItems ?? RENTAL_QUANTITY_DEFAULTS.rentalMaxItems,
    rentalMaxModels: settings.rentalMaxModels ?? RENTAL_QUANTITY_DEFAULTS.rentalMaxModels,
  } as typeof RENTAL_QUANTITY_DEFAULTS;
}

/** A bound a command breaks: the field it concerns (`command` for the member's commands as a whole) and the bound. */
export interface RentalCommandBreach {
  field: 'startAt' | 'endAt' | 'models' | 'command';
  rule: RentalCommandRule;
  limit: number;
}

export interface NewRentalCommand {
  startAt: Date | string;
  endAt: Date | string;
  /** The member's commands still waiting for validation, this one aside. */
  pendingCommands: number;
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * The quantity bounds a cart breaks (per line, per command, models per command), defaults
 * standing in for unset settings. They hold for everyone, managers included, and are checked
 * before anything is read for the cart.
 */
export function rentalQuantityBreaches(cart: RentalCart, settings: RentalCommandSettings): RentalCommandBreach[] {
  const bounds = rentalQuantityBounds(settings);
  const quantities = Object.values(cart);
  const items = quantities.reduce((sum, quantity) => sum + quantity, 0);
  const breaches: RentalCommandBreach[] = [];
  if (quantities.some((quantity) => quantity > bounds.rentalMaxLineQuantity)) breaches.push({ field: 'models', rule: 'max_line_quantity', limit: bounds.rentalMaxLineQuantity });
  if (items > bounds.rentalMaxItems) breaches.push({ field: 'models', rule: 'max_items', limit: bounds.rentalMaxItems });
  if (quantities.length > bounds.rentalMaxModels) breaches.push({ field: 'models', rule: 'max_models', limit: bounds.rentalMaxModels });
  return breaches;
}

/** Every date and pending-command bound a member's command breaks, in field order; none when it may be placed. */
export function rentalCommandBreaches(command: NewRentalCommand, settings: RentalCommandSettings, now: Date): RentalCommandBreach[] {
  const breaches: RentalCommandBreach[] = [];
  const beforeStart = settings.rentalBeforeStartDuration ?? 0;
  if (time(command.startAt) < now.getTime() + beforeStart * DAY_MS) breaches.push({ field: 'startAt', rule: 'before_start', limit: beforeStart });
  const days = (time(command.endAt) - time(command.startAt)) / DAY_MS;
  const min = rentalMinDuration(settings);
  if (days < min) breaches.push({ field: 'endAt', rule: 'min_duration', limit: min });
  // A rental lasts whole multiples of the configured duration (weeks, for a multiple of 7); a rental
  // shorter than the minimum is told that alone, one reason for the field.
  const multiple = settings.rentalDurationMultiple;
  if (days >= min && multiple != null && multiple > 1 && Math.round(days) % multiple !== 0) breaches.push({ field: 'endAt', rule: 'duration_multiple', limit: multiple });
  const max = settings.rentalMaxDuration;
  if (max != null && days > max) breaches.push({ field: 'endAt', rule: 'max_duration', limit: max });
  const pending = settings.rentalMaxPendingCommands;
  if (pending != null && command.pendingCommands >= pending) breaches.push({ field: 'command', rule: 'max_pending_commands', limit: pending });
  return breaches;
}

export interface PlannedRentalStep {
  stepType: RentalStepType;
  status: RentalStepStatus;
  position: number;
}

/**
 * The steps a new command starts with: its validation, waiting for the managers. The later steps
 * are added as the command moves on, since a step's mere presence counts (a cancellation cancels).
 */
export const firstRentalSteps = (): PlannedRentalStep[] => [{ stepType: 'validation', status: 'waiting', position: RENTAL_STEP_TYPES.indexOf('validation') }];

/**
 * A line's price in cents from its model's price (tax included, in cents): as is, or tax excluded
 * (rounded up, rules/prices.ts) for a renter invoiced without VAT.
 */
export function rentalLinePrice({ modelPrice, invoicingStrategy, taxPercent }: { modelPrice: number; invoicingStrategy: string | null; taxPercent: number | null }): number {
  const isWithoutVat = invoicingStrategy !== null && (NO_VAT_INVOICING_STRATEGIES as readonly string[]).includes(invoicingStrategy);
  return isWithoutVat ? taxExcludedCents({ amount: modelPrice / 100, ratePercent: taxPercent ?? 0 }) : modelPrice;
}

/**
 * A new command's shipping price in cents: nothing to pay when it does not ship; when it does,
 * unknown (null) until a manager quotes it while validating the command.
 */
export const rentalShippingPrice = (command: StrategyFacts): number | null => (usesShipping(command) ? null : 0);
