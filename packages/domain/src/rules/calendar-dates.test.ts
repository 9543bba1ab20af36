import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayIn, daysRange, eventDays, firstDayOfWeek, monthGrid, parseCalendarDay, parseCalendarView, shiftDay, viewDays, weekDays, weekStart } from './calendar-dates.ts';

describe('calendar days', () => {
  it('reads only real days from an address', () => {
    expect(parseCalendarDay('2026-11-28')).toBe('2026-11-28');
    expect(parseCalendarDay('2028-02-29')).toBe('2028-02-29');
    for (const value of ['2026-02-30', '2026-13-01', '2026-11-28T10:00', '28/11/2026', '', null, undefined, '0999-01-01']) expect(parseCalendarDay(value)).toBeNull();
  });

  it('adds days across months and years, and months within the month they land in', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('starts weeks on Monday in the site’s languages, on Sunday in a region that does', () => {
    for (const locale of ['en', 'fr', 'it', 'es', 'ca', 'da', 'ro', 'en-GB']) expect(firstDayOfWeek(locale)).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
    // Saturday 28 November 2026.
    expect(weekStart('2026-11-28', 1)).toBe('2026-11-23');
    expect(weekStart('2026-11-28', 0)).toBe('2026-11-22');
    expect(weekStart('2026-11-23', 1)).toBe('2026-11-23');
    expect(weekDays('2026-12-31', 1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('draws a month as whole weeks, from the week of its first day to the week of its last', () => {
    const november = monthGrid('2026-11-28', 1);
    // 1 November 2026 is a Sunday: its week opens on Monday 26 October; 30 November is a Monday.
    expect(november).toHaveLength(6);
    expect(november[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(november.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    // February 2027 starts on a Monday and has four weeks exactly.
    expect(monthGrid('2027-02-10', 1)).toHaveLength(4);
    expect(monthGrid('2027-02-10', 0)).toHaveLength(5);
    expect(monthGrid('2026-11-01', 0)[0]![0]).toBe('2026-11-01');
  });

  it('gives the days of each view and the day its previous and next periods open on', () => {
    expect(viewDays('month', '2026-11-28', 1)).toEqual({ first: '2026-10-26', last: '2026-12-06' });
    expect(viewDays('week', '2026-11-28', 1)).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(viewDays('list', '2026-11-28', 1)).toEqual({ first: '2026-11-28', last: null });
    expect(shiftDay('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftDay('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftDay('week', '2026-11-28', -1)).toBe('2026-11-21');
    expect(parseCalendarView('week')).toBe('week');
    expect(parseCalendarView('year')).toBeNull();
  });

  it('asks for the moments covering the days in any zone: a day more on each side', () => {
    expect(daysRange('2026-10-26', '2026-12-06')).toEqual({ from: '2026-10-25T00:00:00Z', to: '2026-12-08T00:00:00Z' });
    expect(daysRange('2026-11-28', null)).toEqual({ from: '2026-11-27T00:00:00Z', to: null });
  });

  it('places moments on the day of a zone, and an event on the days it is under way there', () => {
    const evening = new Date('2026-11-30T23:30:00Z');
    expect(dayIn(evening, 'UTC')).toBe('2026-11-30');
    expect(dayIn(evening, 'Europe/Paris')).toBe('2026-12-01');
    expect(dayIn(evening, 'America/New_York')).toBe('2026-11-30');
    expect(eventDays(new Date('2026-11-12T09:00:00Z'), new Date('2026-11-14T17:00:00Z'), 'Europe/Paris')).toEqual({ first: '2026-11-12', last: '2026-11-14' });
    // Ending at midnight, it does not reach into the next day; without an end, it is on its start's day.
    expect(eventDays(new Date('2026-11-12T09:00:00Z'), new Date('2026-11-13T00:00:00Z'), 'UTC')).toEqual({ first: '2026-11-12', last: '2026-11-12' });
    expect(eventDays(evening, null, 'Europe/Paris')).toEqual({ first: '2026-12-01', last: '2026-12-01' });
  });
});
