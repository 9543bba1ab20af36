/**
 * Calendar days and the periods a calendar shows (a month's grid of weeks, a week): pure date math on
 * days written `YYYY-MM-DD`, with no time zone (a day is the same wherever it is read); the moments
 * an event starts and ends are placed on days in a zone by `dayIn`.
 */

/** A day of the calendar, `2026-11-28`. */
export type CalendarDay = string;

/** 0 for Sunday … 6 for Saturday, as `Date.getUTCDay` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date): CalendarDay => date.toISOString().slice(0, 10);

/** The day written in an address (`?date=2026-11-28`), or null when it is not a real day. */
export function parseCalendarDay(value: string | null | undefined): CalendarDay | null {
  const match = DAY.exec(value ?? '');
  if (!match) return null;
  const date = toUtc(value!);
  // 2026-02-30 parses as a date in March: not a day of the calendar.
  return !Number.isNaN(date.getTime()) && fromUtc(date) === value && Number(match[1]) >= 1000 ? value! : null;
}

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(new Date(toUtc(day).getTime() + days * DAY_MS));

/** The same day `months` later, kept within the month it lands in (31 January + 1 month: 28 or 29 February). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const date = toUtc(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), lastOfMonth));
  return fromUtc(first);
}

export const weekdayOf = (day: CalendarDay): Weekday => toUtc(day).getUTCDay() as Weekday;

/** The first day of the month holding `day`. */
export const monthStart = (day: CalendarDay): CalendarDay => `${day.slice(0, 7)}-01`;

/** The first day of the week holding `day`, weeks starting on `firstDay`. */
export const weekStart = (day: CalendarDay, firstDay: Weekday): CalendarDay => addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));

/** The seven days of the week holding `day`. */
export const weekDays = (day: CalendarDay, firstDay: Weekday): CalendarDay[] => Array.from({ length: 7 }, (_, index) => addDays(weekStart(day, firstDay), index));

/**
 * The month holding `day` as a grid of whole weeks (4 to 6 rows of 7 days), from the week holding its
 * first day to the week holding its last; the days of the months around fill the first and last rows.
 */
export function monthGrid(day: CalendarDay, firstDay: Weekday): CalendarDay[][] {
  const first = monthStart(day);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: CalendarDay[][] = [];
  for (let start = weekStart(first, firstDay); start <= last; start = addDays(start, 7)) weeks.push(weekDays(start, firstDay));
  return weeks;
}

export const isSameMonth = (a: CalendarDay, b: CalendarDay) => a.slice(0, 7) === b.slice(0, 7);

/** The views a calendar offers: a month's grid, a week, and the list of events from a day on. */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const parseCalendarView = (value: string | null | undefined): CalendarView | null => (CALENDAR_VIEWS as readonly string[]).includes(value ?? '') ? (value as CalendarView) : null;

/** The days a view shows, first and last included (the list: from its day on, no last). */
export function viewDays(view: CalendarView, day: CalendarDay, firstDay: Weekday): { first: CalendarDay; last: CalendarDay | null } {
  if (view === 'list') return { first: day, last: null };
  if (view === 'week') return { first: weekStart(day, firstDay), last: addDays(weekStart(day, firstDay), 6) };
  const weeks = monthGrid(day, firstDay);
  return { first: weeks[0]![0]!, last: weeks.at(-1)![6]! };
}

/** The day the previous or next period of a view opens on (`step` −1 or 1): a month, or a week, away. */
export const shiftDay = (view: CalendarView, day: CalendarDay, step: number): CalendarDay => (view === 'month' ? addMonths(monthStart(day), step) : addDays(day, 7 * step));

/**
 * The moments to ask events for so that the days `first`…`last` are covered in any time zone: a day
 * starts up to 14 hours before its UTC midnight and ends up to 12 hours after it, so one day more on
 * each side. The reads are then the same whatever zone asks (the server drawing, any browser).
 */
export function daysRange(first: CalendarDay, last: CalendarDay | null): { from: string; to: string | null } {
  return { from: `${addDays(first, -1)}T00:00:00Z`, to: last === null ? null : `${addDays(last, 2)}T00:00:00Z` };
}

/** Each zone's day formatter, made once (making one costs far more than using it). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day a moment falls on in a time zone (IANA name). */
export function dayIn(moment: Date, timeZone: string): CalendarDay {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = format.formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The days an event is under way in a zone, its first to its last: an end at midnight does not reach
 * into the day it opens, an event without an end (or ending before its start) is on its start's day.
 */
export function eventDays(startAt: Date, endAt: Date | null, timeZone: string): { first: CalendarDay; last: CalendarDay } {
  const first = dayIn(startAt, timeZone);
  if (!endAt || endAt.getTime() <= startAt.getTime()) return { first, last: first };
  const last = dayIn(new Date(endAt.getTime() - 1), timeZone);
  return { first, last: last < first ? first : last };
}

/** Regions whose weeks start on Sunday (CLDR's week data, the larger ones). */
const SUNDAY_REGIONS = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'KR', 'IL', 'IN', 'PH', 'ZA', 'AU']);

/**
 * The first day of the week for a language tag: Monday, as in the site's European languages and ISO
 * 8601 (plain `en` included: the interface writes British English), Sunday for a region that starts
 * its weeks then (`en-US`).
 */
export function firstDayOfWeek(locale: string): Weekday {
  const region = locale.split(/[-_]/)[1]?.toUpperCase();
  return region && SUNDAY_REGIONS.has(region) ? 0 : 1;
}
