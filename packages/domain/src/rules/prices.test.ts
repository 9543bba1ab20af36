import { describe, expect, it } from 'vitest';
import { taxExcludedCents, toCents } from './prices.ts';

describe('prices in cents', () => {
  it('rounds a tax-included price to the nearest cent', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0.005)).toBe(1);
  });

  it('rounds a tax-excluded amount up to the next cent', () => {
    expect(toCents(83.3333, { isTaxExcluded: true })).toBe(8334);
    expect(toCents(10.001, { isTaxExcluded: true })).toBe(1001);
    expect(toCents(0, { isTaxExcluded: true })).toBe(0);
  });

  it('does not count floating-point noise as a fraction of a cent', () => {
    expect(1.1 * 100).not.toBe(110);
    expect(toCents(1.1, { isTaxExcluded: true })).toBe(110);
    expect(toCents(19.99, { isTaxExcluded: true })).toBe(1999);
  });

  it('takes the tax out of a price and rounds the rest up', () => {
    expect(taxExcludedCents({ amount: 100, ratePercent: 20 })).toBe(8334);
    expect(taxExcludedCents({ amount: 120, ratePercent: 20 })).toBe(10000);
    expect(taxExcludedCents({ amount: 15, ratePercent: 0 })).toBe(1500);
  });

  it('refuses what is not a number', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
});
