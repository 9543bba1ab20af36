import { describe, expect, it } from 'vitest';
import { atTime, daysOf, dayKey, hoursOf, movedTo, parseDay, stepped } from './calendar-dates.ts';

describe('the team calendar’s days', () => {
  it('reads only real days from the address', () => {
    expect(dayKey(parseDay('2030-05-14')!)).toBe('2030-05-14');
    expect(parseDay('2030-02-30')).toBeNull();
    expect(parseDay('14/05/2030')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it('shows a day, its Monday-to-Sunday week, or the whole weeks of its month', () => {
    const day = parseDay('2030-05-15')!;
    expect(daysOf('day', day).map(dayKey)).toEqual(['2030-05-15']);
    expect(daysOf('week', day).map(dayKey)).toEqual(['2030-05-13', '2030-05-14', '2030-05-15', '2030-05-16', '2030-05-17', '2030-05-18', '2030-05-19']);
    const month = daysOf('month', day);
    expect(month.length % 7).toBe(0);
    expect(dayKey(month[0]!)).toBe('2030-04-29');
    expect(dayKey(month.at(-1)!)).toBe('2030-06-02');
  });

  it('steps by a day, a week or a month, keeping a day the next month has', () => {
    expect(dayKey(stepped('day', parseDay('2030-05-31')!, 1))).toBe('2030-06-01');
    expect(dayKey(stepped('week', parseDay('2030-05-15')!, -1))).toBe('2030-05-08');
    expect(dayKey(stepped('month', parseDay('2030-01-31')!, 1))).toBe('2030-02-28');
  });

  it('shows the working hours and any hour an appointment starts in', () => {
    expect(hoursOf([])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(hoursOf([atTime(parseDay('2030-05-15')!, '07:30')!, atTime(parseDay('2030-05-15')!, '20:00')!])).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20]);
  });

  it('moves an appointment keeping its length, and refuses a time that is not one', () => {
    const start = atTime(parseDay('2030-05-16')!, '14:00')!;
    const moved = movedTo({ startAt: '2030-05-14T09:00:00.000Z', endAt: '2030-05-14T10:30:00.000Z' }, start);
    expect(new Date(moved.endAt).getTime() - new Date(moved.startAt).getTime()).toBe(90 * 60_000);
    expect(moved.startAt).toBe(start.toISOString());
    expect(atTime(parseDay('2030-05-16')!, '24:00')).toBeNull();
  });
});
