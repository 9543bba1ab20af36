import { describe, expect, it } from 'vitest';
import { isBookingExpired, rentalMinDuration, setCartQuantity, strategyRequiresShipping, usesPickUp, usesShipping } from './rental-strategies.ts';

describe('shipping and pick-up strategies', () => {
  it('ships with the shipping strategies, or mixed with a shipping address', () => {
    expect(usesShipping({ rentalStrategy: 'ship_to_address' })).toBe(true);
    expect(usesShipping({ rentalStrategy: 'partner_delivery' })).toBe(true);
    expect(usesShipping({ rentalStrategy: 'mixed', shippingAddress: { id: 'a1' } })).toBe(true);
    expect(usesShipping({ rentalStrategy: 'mixed', shippingAddress: null })).toBe(false);
    expect(usesShipping({ rentalStrategy: 'pick_up', shippingAddress: { id: 'a1' } })).toBe(false);
  });

  it('is picked up with the pick-up strategy, or mixed without a shipping address', () => {
    expect(usesPickUp({ rentalStrategy: 'pick_up' })).toBe(true);
    expect(usesPickUp({ rentalStrategy: 'mixed' })).toBe(true);
    expect(usesPickUp({ rentalStrategy: 'mixed', shippingAddress: 'a1' })).toBe(false);
    expect(usesPickUp({ rentalStrategy: 'ship_to_address' })).toBe(false);
  });

  it('neither ships nor is picked up when internal, locked or without a strategy', () => {
    for (const rentalStrategy of ['internal', 'locked', null] as const) {
      expect(usesShipping({ rentalStrategy })).toBe(false);
      expect(usesPickUp({ rentalStrategy })).toBe(false);
    }
  });

  it('asks for an address and fees for the shipping strategies only', () => {
    expect(strategyRequiresShipping('ship_to_address')).toBe(true);
    expect(strategyRequiresShipping('partner_delivery')).toBe(true);
    expect(strategyRequiresShipping('pick_up')).toBe(false);
    expect(strategyRequiresShipping('mixed')).toBe(false);
  });
});

describe('the minimum rental duration', () => {
  it('is the larger of 2, the configured minimum and the duration multiple', () => {
    expect(rentalMinDuration({ rentalMinDuration: 1, rentalDurationMultiple: 1 })).toBe(2);
    expect(rentalMinDuration({ rentalMinDuration: 5, rentalDurationMultiple: 7 })).toBe(7);
    expect(rentalMinDuration({ rentalMinDuration: 10, rentalDurationMultiple: 7 })).toBe(10);
    expect(rentalMinDuration({ rentalMinDuration: null, rentalDurationMultiple: null })).toBe(2);
    expect(rentalMinDuration({})).toBe(2);
  });
});

describe('the rental cart and booking', () => {
  it('sets a model’s quantity and removes it at 0', () => {
    const cart = setCartQuantity(setCartQuantity({}, 'wheelchair', 2), 'switch', 1);
    expect(cart).toEqual({ wheelchair: 2, switch: 1 });
    expect(setCartQuantity(cart, 'wheelchair', 0)).toEqual({ switch: 1 });
    expect(cart).toEqual({ wheelchair: 2, switch: 1 });
  });

  it('expires a booking once its expiry is past', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(isBookingExpired({ expiresAt: '2026-03-10T11:59:59Z' }, now)).toBe(true);
    expect(isBookingExpired({ expiresAt: now }, now)).toBe(false);
  });
});
