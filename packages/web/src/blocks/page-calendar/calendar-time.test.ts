import { describe, expect, it } from 'vitest';
import { formatLongDay, formatMonth, formatTime, formatWhen, plainSpaces, weekdayNames } from './calendar-time.ts';

/** What the server's drawing and the browser's hydration must agree on, whatever spaces their ICU puts in. */
const ODD_SPACES = /[\u00a0\u2009\u202f]/;

describe('the calendar’s dates and times', () => {
  it('writes times with plain spaces only, so Node’s drawing and Chromium’s hydration read the same', () => {
    const moment = new Date('2026-11-12T09:30:00Z');
    expect(formatTime(moment, 'en', 'UTC')).toBe('9:30 AM');
    expect(formatTime(moment, 'fr', 'Europe/Paris')).toBe('10:30');
    for (const locale of ['en', 'fr', 'it', 'es', 'ca', 'da', 'ro']) {
      for (const text of [formatTime(moment, locale, 'UTC'), formatWhen(moment, new Date('2026-11-14T17:00:00Z'), locale, 'UTC'), formatLongDay('2026-11-12', locale), formatMonth('2026-11-12', locale)]) {
        expect(text).not.toMatch(ODD_SPACES);
      }
    }
    expect(plainSpaces('9:30\u202fAM\u2009–\u00a0x')).toBe('9:30 AM – x');
  });

  it('says when an event takes place in the reader’s zone: one day, several days, or its start alone', () => {
    const start = new Date('2026-11-12T09:00:00Z');
    expect(formatWhen(start, new Date('2026-11-12T11:30:00Z'), 'en', 'Europe/Paris')).toBe('Thursday, November 12, 2026, 10:00 AM – 12:30 PM');
    expect(formatWhen(start, new Date('2026-11-14T16:00:00Z'), 'en', 'UTC')).toBe('November 12, 2026, 9:00 AM – November 14, 2026, 4:00 PM');
    expect(formatWhen(start, null, 'fr', 'Europe/Paris')).toBe('jeudi 12 novembre 2026, 10:00');
    // 23:30 UTC is already the next day in Paris.
    expect(formatWhen(new Date('2026-11-30T23:30:00Z'), null, 'en', 'Europe/Paris')).toBe('Tuesday, December 1, 2026, 12:30 AM');
  });

  it('names a day the same in every zone, and the week’s days from the first one', () => {
    expect(formatLongDay('2026-11-12', 'fr')).toBe('jeudi 12 novembre 2026');
    expect(weekdayNames(1, 'en').map((name) => name.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames(0, 'fr')[0]).toEqual({ short: 'dim.', long: 'dimanche' });
  });
});
