import { describe, expect, it } from 'vitest';
import { firstRentalSteps, RENTAL_QUANTITY_DEFAULTS, rentalCommandBreaches, rentalLinePrice, rentalQuantityBreaches, rentalShippingPrice } from './rental-commands.ts';

const now = new Date('2026-05-01T10:00:00Z');
const day = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
const command = (overrides: Partial<Parameters<typeof rentalCommandBreaches>[0]> = {}) => ({ startAt: day(10), endAt: day(40), pendingCommands: 0, ...overrides });

describe('a new rental command', () => {
  it('may be placed within every bound', () => {
    const settings = { rentalMinDuration: 7, rentalMaxDuration: 90, rentalBeforeStartDuration: 3, rentalMaxItems: 3, rentalMaxModels: 2, rentalMaxPendingCommands: 2 };
    expect(rentalCommandBreaches(command({ pendingCommands: 1 }), settings, now)).toEqual([]);
    expect(rentalQuantityBreaches({ eye: 2, switch: 1 }, settings)).toEqual([]);
  });

  it('lasts at least max(2, the configured minimum, the duration multiple) days', () => {
    expect(rentalCommandBreaches(command({ endAt: day(11) }), {}, now)).toEqual([{ field: 'endAt', rule: 'min_duration', limit: 2 }]);
    expect(rentalCommandBreaches(command({ endAt: day(12) }), {}, now)).toEqual([]);
    expect(rentalCommandBreaches(command({ endAt: day(16) }), { rentalMinDuration: 7 }, now)).toEqual([{ field: 'endAt', rule: 'min_duration', limit: 7 }]);
    expect(rentalCommandBreaches(command({ endAt: day(20) }), { rentalMinDuration: 7, rentalDurationMultiple: 14 }, now)).toEqual([{ field: 'endAt', rule: 'min_duration', limit: 14 }]);
  });

  it('lasts at most the configured maximum', () => {
    expect(rentalCommandBreaches(command({ endAt: day(101) }), { rentalMaxDuration: 90 }, now)).toEqual([{ field: 'endAt', rule: 'max_duration', limit: 90 }]);
    expect(rentalCommandBreaches(command({ endAt: day(100) }), { rentalMaxDuration: 90 }, now)).toEqual([]);
  });

  it('starts no sooner than the configured delay, and never in the past', () => {
    expect(rentalCommandBreaches(command({ startAt: day(2), endAt: day(30) }), { rentalBeforeStartDuration: 3 }, now)).toEqual([{ field: 'startAt', rule: 'before_start', limit: 3 }]);
    expect(rentalCommandBreaches(command({ startAt: day(3), endAt: day(30) }), { rentalBeforeStartDuration: 3 }, now)).toEqual([]);
    expect(rentalCommandBreaches(command({ startAt: day(-1), endAt: day(30) }), {}, now)).toEqual([{ field: 'startAt', rule: 'before_start', limit: 0 }]);
  });

  it('holds at most the configured units per line, items and models', () => {
    const cart = { eye: 2, switch: 2, tablet: 1 };
    expect(rentalQuantityBreaches(cart, { rentalMaxLineQuantity: 1, rentalMaxItems: 4, rentalMaxModels: 2 })).toEqual([
      { field: 'models', rule: 'max_line_quantity', limit: 1 },
      { field: 'models', rule: 'max_items', limit: 4 },
      { field: 'models', rule: 'max_models', limit: 2 },
    ]);
    expect(rentalQuantityBreaches(cart, { rentalMaxLineQuantity: 2, rentalMaxItems: 5, rentalMaxModels: 3 })).toEqual([]);
  });

  it('holds to safe quantity bounds while the settings are unset', () => {
    const { rentalMaxLineQuantity, rentalMaxItems } = RENTAL_QUANTITY_DEFAULTS;
    expect(rentalQuantityBreaches({ eye: rentalMaxLineQuantity }, {})).toEqual([]);
    expect(rentalQuantityBreaches({ eye: rentalMaxLineQuantity + 1 }, { rentalMaxLineQuantity: null })).toEqual([{ field: 'models', rule: 'max_line_quantity', limit: rentalMaxLineQuantity }]);
    const wide = Object.fromEntries(Array.from({ length: rentalMaxItems + 1 }, (_, index) => [`model-${index}`, 1]));
    expect(rentalQuantityBreaches(wide, {}).map((breach) => breach.rule)).toEqual(['max_items', 'max_models']);
  });

  it('is refused once the member has as many commands waiting as allowed', () => {
    expect(rentalCommandBreaches(command({ pendingCommands: 2 }), { rentalMaxPendingCommands: 2 }, now)).toEqual([{ field: 'command', rule: 'max_pending_commands', limit: 2 }]);
    expect(rentalCommandBreaches(command({ pendingCommands: 1 }), { rentalMaxPendingCommands: 2 }, now)).toEqual([]);
  });

  it('starts with its validation waiting, at the validation step type position', () => {
    expect(firstRentalSteps()).toEqual([{ stepType: 'validation', status: 'waiting', position: 0 }]);
  });
});

describe('rental prices', () => {
  it("keeps the model's tax-included price, or takes the tax out and rounds up for a renter without VAT", () => {
    expect(rentalLinePrice({ modelPrice: 12_000, invoicingStrategy: 'vat', taxPercent: 20 })).toBe(12_000);
    expect(rentalLinePrice({ modelPrice: 12_000, invoicingStrategy: null, taxPercent: 20 })).toBe(12_000);
    expect(rentalLinePrice({ modelPrice: 12_000, invoicingStrategy: 'no_vat', taxPercent: 20 })).toBe(10_000);
    expect(rentalLinePrice({ modelPrice: 10_000, invoicingStrategy: 'no_vat_debit_note', taxPercent: 20 })).toBe(8334);
    expect(rentalLinePrice({ modelPrice: 10_000, invoicingStrategy: 'no_vat', taxPercent: null })).toBe(10_000);
  });

  it('charges no shipping when the command does not ship, and leaves it to be quoted when it does', () => {
    expect(rentalShippingPrice({ rentalStrategy: 'pick_up' })).toBe(0);
    expect(rentalShippingPrice({ rentalStrategy: 'internal' })).toBe(0);
    expect(rentalShippingPrice({ rentalStrategy: 'mixed', shippingAddress: null })).toBe(0);
    expect(rentalShippingPrice({ rentalStrategy: 'ship_to_address', shippingAddress: 'a1' })).toBeNull();
    expect(rentalShippingPrice({ rentalStrategy: 'mixed', shippingAddress: 'a1' })).toBeNull();
  });
});
