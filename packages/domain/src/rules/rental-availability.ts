/**
 * A rental model's availability over time (issue 26, spec, domain "Rental"): how many of its items
 * may be rented on each day, from its items, the stocks that keep them and their unavailabilities,
 * less what commands and live bookings already hold. Days are UTC calendar days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  startAt: Date | string;
  endAt: Date | string;
}

export interface AvailabilityItem {
  id: string;
  rentalModelId: string;
  /** The stocks that keep the item: an item kept by no stock is not rented (docs/decisions.md). */
  stockIds: readonly string[];
  unavailabilities?: readonly Period[] | null;
}

/** A unit a command line or a booking holds over a period: a given item once assigned, else any item of the model. */
export interface AvailabilityHolding extends Period {
  rentalModelId: string;
  itemId?: string | null;
  quantity?: number;
}

const time = (value: Date | string) => new Date(value).getTime();

/** Whether two half-open periods [start, end) meet. */
export const periodsOverlap = (a: Period, b: Period) => time(a.startAt) < time(b.endAt) && time(b.startAt) < time(a.endAt);

/** The UTC midnight starting the day of `value`. */
export const dayStart = (value: Date | string | number) => {
  const date = new Date(value);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
};

/** The `days` days from `from`'s day, each as [its midnight, the next). */
export const daysOf = (from: Date | string, days: number): Period[] => {
  const first = dayStart(from).getTime();
  return Array.from({ length: Math.max(0, days) }, (_, i) => ({ startAt: new Date(first + i * DAY_MS), endAt: new Date(first + (i + 1) * DAY_MS) }));
};

/** How many items of a model are free over one period: rentable items, not unavailable, not held. */
function freeDuring(model: string, items: readonly AvailabilityItem[], holdings: readonly AvailabilityHolding[], period: Period): number {
  const free = new Set(
    items
      .filter((item) => item.rentalModelId === model && item.stockIds.length > 0)
      .filter((item) => !(item.unavailabilities ?? []).some((unavailable) => periodsOverlap(unavailable, period)))
      .map((item) => item.id),
  );
  let anyItem = 0;
  for (const holding of holdings) {
    if (holding.rentalModelId !== model || !periodsOverlap(holding, period)) continue;
    if (holding.itemId) free.delete(holding.itemId);
    else anyItem += holding.quantity ?? 1;
  }
  return Math.max(0, free.size - anyItem);
}

/** Per model, the items free on each of `days` days from `from` (a calendar). */
export function rentalAvailability(input: {
  models: readonly string[];
  items: readonly AvailabilityItem[];
  holdings: readonly AvailabilityHolding[];
  from: Date | string;
  days: number;
}): Record<string, number[]> {
  const days = daysOf(input.from, input.days);
  return Object.fromEntries(input.models.map((model) => [model, days.map((day) => freeDuring(model, input.items, input.holdings, day))]));
}

/**
 * The items of a model free over a whole period: the fewest free on any of its days. A unit held
 * on one day of the period cannot be rented for the period.
 */
export function availableForPeriod(input: { model: string; items: readonly AvailabilityItem[]; holdings: readonly AvailabilityHolding[]; period: Period }): number {
  const start = dayStart(input.period.startAt).getTime();
  const end = time(input.period.endAt);
  const count = Math.max(1, Math.ceil((end - start) / DAY_MS));
  const perDay = daysOf(new Date(start), count).map((day) => freeDuring(input.model, input.items, input.holdings, day));
  return Math.min(...perDay);
}

/** The models of a cart that lack free items over the period, with how many are free. */
export function cartShortages(input: {
  cart: Readonly<Record<string, number>>;
  items: readonly AvailabilityItem[];
  holdings: readonly AvailabilityHolding[];
  period: Period;
}): { model: string; wanted: number; available: number }[] {
  return Object.entries(input.cart)
    .map(([model, wanted]) => ({ model, wanted, available: availableForPeriod({ model, items: input.items, holdings: input.holdings, period: input.period }) }))
    .filter((line) => line.available < line.wanted);
}
