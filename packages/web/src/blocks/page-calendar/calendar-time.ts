import { useSyncExternalStore } from 'react';
import { dayIn, utcToday } from '@relais/domain';
import type { CalendarDay, Weekday } from '@relais/domain';
import { plainSpaces } from '../../lib/reader-time.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';

/**
 * Dates and times of the calendar. The server draws a visitor's first screen in UTC (it cannot know
 * the visitor's zone); the browser hydrates that same drawing, then shows the reader's zone: the
 * signed-in user's `timezone`, else the browser's. Every zone is named on screen.
 *
 * Node's and Chromium's ICU may space a time differently ("9:30 AM" with a narrow no-break space in
 * one, a no-break space or a plain space in the other): each text is normalised to plain spaces, so
 * the drawing and the hydration agree character for character.
 */

export { DRAWING_TIME_ZONE, plainSpaces, useReaderTimeZone } from '../../lib/reader-time.ts';

const noSubscription = () => () => undefined;

/** Today in the reader's zone (UTC's today while the server's drawing is hydrated, as the server drew it). */
export function useReaderToday(timeZone: string): CalendarDay {
  const today = useSyncExternalStore(noSubscription, () => dayIn(new Date(), timeZone), () => utcToday());
  return today;
}

const format = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) => plainSpaces(dateTimeFormat(locale, options).format(date));

/** A day of the calendar at noon UTC: whatever the zone, formatting it in UTC gives that day. */
const dayDate = (day: CalendarDay) => new Date(`${day}T12:00:00Z`);

/** "Thursday 12 November 2026" (en), "jeudi 12 novembre 2026" (fr). */
export const formatLongDay = (day: CalendarDay, locale: string) => format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, dayDate(day));

/** "12 November 2026". */
export const formatDay = (day: CalendarDay, locale: string) => format(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, dayDate(day));

/** "November 2026" (en), "novembre 2026" (fr). */
export const formatMonth = (day: CalendarDay, locale: string) => format(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }, dayDate(day));

/** The week's days' names from `firstDay`: short ("Mon") and long ("Monday"). */
export function weekdayNames(firstDay: Weekday, locale: string): { short: string; long: string }[] {
  // 4 January 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 0, 4 + ((firstDay + index) % 7), 12));
    return { short: format(locale, { weekday: 'short', timeZone: 'UTC' }, date), long: format(locale, { weekday: 'long', timeZone: 'UTC' }, date) };
  });
}

/** "9:30 AM" (en), "09:30" (fr), in the zone. */
export const formatTime = (moment: Date, locale: string, timeZone: string) => format(locale, { hour: 'numeric', minute: '2-digit', timeZone }, moment);

/**
 * When an event takes place, in the zone: "Thursday 12 November 2026, 10:00 AM – 11:30 AM" within one
 * day, "12 November 2026, 10:00 AM – 14 November 2026, 5:00 PM" over several, the start alone without an end.
 */
export function formatWhen(startAt: Date, endAt: Date | null, locale: string, timeZone: string): string {
  const startDay = dayIn(startAt, timeZone);
  const start = formatTime(startAt, locale, timeZone);
  if (!endAt || endAt.getTime() <= startAt.getTime()) return `${formatLongDay(startDay, locale)}, ${start}`;
  const endDay = dayIn(endAt, timeZone);
  const end = formatTime(endAt, locale, timeZone);
  return endDay === startDay ? `${formatLongDay(startDay, locale)}, ${start} – ${end}` : `${formatDay(startDay, locale)}, ${start} – ${formatDay(endDay, locale)}, ${end}`;
}
