import { describe, expect, it } from 'vitest';
import { availableForPeriod, cartShortages, rentalAvailability } from './rental-availability.ts';
import { rentalCommandBreaches } from './rental-commands.ts';

const items = [
  { id: 'i1', rentalModelId: 'm', stockIds: ['s1'] },
  { id: 'i2', rentalModelId: 'm', stockIds: ['s2'], unavailabilities: [{ startAt: '2030-01-03T00:00:00Z', endAt: '2030-01-05T00:00:00Z' }] },
  { id: 'i3', rentalModelId: 'm', stockIds: [] },
  { id: 'i4', rentalModelId: 'other', stockIds: ['s1'] },
];

describe('rental availability', () => {
  it('counts items kept by a stock, less unavailable and held ones, day by day', () => {
    const holdings = [
      { rentalModelId: 'm', startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-03T00:00:00Z' },
      { rentalModelId: 'm', itemId: 'i2', startAt: '2030-01-04T00:00:00Z', endAt: '2030-01-06T00:00:00Z' },
    ];
    expect(rentalAvailability({ models: ['m', 'other'], items, holdings, from: '2030-01-01T10:00:00Z', days: 6 })).toEqual({
      m: [2, 1, 1, 1, 1, 2],
      other: [1, 1, 1, 1, 1, 1],
    });
  });

  it('offers for a period the fewest free on any of its days, and names a cart’s shortages', () => {
    const holdings = [{ rentalModelId: 'm', quantity: 1, startAt: '2030-01-01T00:00:00Z', endAt: '2030-01-02T00:00:00Z' }];
    expect(availableForPeriod({ model: 'm', items, holdings, period: { startAt: '2030-01-01T00:00:00Z', endAt: '2030-01-03T00:00:00Z' } })).toBe(1);
    expect(availableForPeriod({ model: 'm', items, holdings, period: { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-03T00:00:00Z' } })).toBe(2);
    expect(cartShortages({ cart: { m: 2, other: 1 }, items, holdings, period: { startAt: '2030-01-01T00:00:00Z', endAt: '2030-01-03T00:00:00Z' } })).toEqual([
      { model: 'm', wanted: 2, available: 1 },
    ]);
  });

  it('asks a duration that is a whole multiple of the configured one', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const command = (days: number) => ({ startAt: '2030-02-01T00:00:00Z', endAt: new Date(Date.parse('2030-02-01T00:00:00Z') + days * 86_400_000), pendingCommands: 0 });
    expect(rentalCommandBreaches(command(14), { rentalDurationMultiple: 7 }, now)).toEqual([]);
    expect(rentalCommandBreaches(command(10), { rentalDurationMultiple: 7 }, now)).toEqual([{ field: 'endAt', rule: 'duration_multiple', limit: 7 }]);
  });
});
