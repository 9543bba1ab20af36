import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RENTAL_STORAGE_KEYS } from '@relais/domain';
import { AvailabilityCalendar } from '../../blocks/page-rental-models/availability-calendar.tsx';
import { cartCount, clearRental, getBooking, getCart, setBooking, setQuantity, useCart } from './rental-store.ts';

function CartCount() {
  return <p>{cartCount(useCart())}</p>;
}

describe('the rental store (local storage)', () => {
  afterEach(() => localStorage.clear());

  it('keeps the cart under the spec’s key; a quantity of 0 removes a model, and a screen follows', () => {
    render(<CartCount />);
    act(() => setQuantity('m1', 2));
    act(() => setQuantity('m2', 1));
    expect(JSON.parse(localStorage.getItem(RENTAL_STORAGE_KEYS.cart)!)).toEqual({ m1: 2, m2: 1 });
    expect(screen.getByText('3')).toBeTruthy();
    act(() => setQuantity('m1', 0));
    expect(getCart()).toEqual({ m2: 1 });
    expect(screen.getByText('1')).toBeTruthy();
  });

  it('drops the booking when the cart changes, hides an expired one, and clears everything once the command is placed', () => {
    const booking = { id: 'b1', models: { m1: 1 }, startAt: '2030-01-01T00:00:00Z', endAt: '2030-01-08T00:00:00Z', expiresAt: new Date(Date.now() + 60_000).toISOString() };
    setBooking(booking);
    expect(getBooking()).toEqual(booking);
    expect(getBooking(new Date(Date.now() + 120_000))).toBeNull();
    setQuantity('m1', 1);
    expect(localStorage.getItem(RENTAL_STORAGE_KEYS.booking)).toBeNull();
    setBooking(booking);
    clearRental();
    expect(Object.values(RENTAL_STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });
});

describe('the availability calendar', () => {
  it('is a table of weeks, Monday first, each day saying in words how many items are free', () => {
    const free = Array.from({ length: 30 }, (_, i) => (i === 9 ? 0 : 2));
    render(
      <MemoryRouter>
        <AvailabilityCalendar month="2030-04" free={free} basePath="/rental/m1" headingLevel={2} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'rental.availabilityCaption' });
    // April 2030 starts on a Monday: 5 weeks.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(table.querySelectorAll('tbody tr:first-child td')[0]!.getAttribute('data-free')).toBe('2');
    expect(table.querySelectorAll('td[data-free="0"]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'rental.nextMonth' }).getAttribute('href')).toBe('/rental/m1?month=2030-05');
    expect(screen.getByRole('link', { name: 'rental.previousMonth' }).getAttribute('href')).toBe('/rental/m1?month=2030-03');
  });
});
