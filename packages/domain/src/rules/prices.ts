/**
 * Prices in cents (spec, domain §5 "shipping and rental prices are converted to cents, ceiling on
 * excl-tax amounts"): a tax-included price rounds to the nearest cent, a tax-excluded one rounds up,
 * so that adding the tax back never falls short of the price asked.
 */

/** Digits kept before rounding: enough for any price, and it absorbs binary noise (1.1 × 100 = 110.00000000000001). */
const PRECISION = 6;

const hundredfold = (amount: number) => Number((amount * 100).toFixed(PRECISION));

export function toCents(amount: number, { isTaxExcluded = false }: { isTaxExcluded?: boolean } = {}): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const cents = hundredfold(amount);
  return isTaxExcluded ? Math.ceil(cents) : Math.round(cents);
}

/** The tax-excluded part of a tax-included amount at a rate in percent, in cents (rounded up). */
export const taxExcludedCents = ({ amount, ratePercent }: { amount: number; ratePercent: number }) =>
  toCents(amount / (1 + ratePercent / 100), { isTaxExcluded: true });
