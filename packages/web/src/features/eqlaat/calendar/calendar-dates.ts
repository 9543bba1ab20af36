/**
 * The team calendar's days, in the browser's own time zone (docs/decisions.md): a day is its local
 * `yyyy-mm-dd`, weeks start on Monday, a month shows the whole weeks that hold its days.
 */

export type CalendarView = 'day' | 'week' | 'month';

export const CALENDAR_VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];

/** Hours a day or week always shows; an appointment outside them adds its hour. */
export const WORKING_HOURS = { first: 8, last: 18 };

const pad = (value: number) => String(value).padStart(2, '0');

/** `2030-05-14` of a date, in local time. */
export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `09:30` of a date, in local time. */
export const timeKey = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Local midnight of a `yyyy-mm-dd` that names a real day, else null. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayKey(date) === value ? date : null;
}

/** The local date-time of a day at `HH:MM`, or null when the time is not one. */
export function atTime(day: Date, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Number(match[1]), Number(match[2]));
}

export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes());

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** The Monday of the date's week. */
export const startOfWeek = (date: Date) => addDays(startOfDay(date), -((date.getDay() + 6) % 7));

/** The days a view shows around a day: one, the week's seven, or the month's whole weeks. */
export function daysOf(view: CalendarView, day: Date): Date[] {
  if (view === 'day') return [startOfDay(day)];
  if (view === 'week') return Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(day), index));
  const first = startOfWeek(new Date(day.getFullYear(), day.getMonth(), 1));
  const last = new Date(day.getFullYear(), day.getMonth() + 1, 0);
  const count = Math.round((startOfWeek(last).getTime() - first.getTime()) / 86_400_000) + 7;
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** The day a step back or forward leads to: a day, a week or a month. */
export function stepped(view: CalendarView, day: Date, direction: -1 | 1): Date {
  if (view === 'day') return addDays(day, direction);
  if (view === 'week') return addDays(day, 7 * direction);
  const target = new Date(day.getFullYear(), day.getMonth() + direction, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(day.getDate(), lastDay));
}

/** The instants a view's list reads: from its first day's midnight to the midnight after its last. */
export function periodOf(days: readonly Date[]): { from: Date; to: Date } {
  return { from: days[0]!, to: addDays(days.at(-1)!, 1) };
}

/** The hours a day or week shows: the working hours and those any appointment starts in. */
export function hoursOf(starts: readonly Date[]): number[] {
  const hours = new Set<number>();
  for (let hour = WORKING_HOURS.first; hour <= WORKING_HOURS.last; hour += 1) hours.add(hour);
  for (const start of starts) hours.add(start.getHours());
  return [...hours].sort((a, b) => a - b);
}

/** An appointment moved to start at `startAt`, its length kept. */
export function movedTo(appointment: { startAt: string; endAt: string }, startAt: Date): { startAt: string; endAt: string } {
  const length = new Date(appointment.endAt).getTime() - new Date(appointment.startAt).getTime();
  return { startAt: startAt.toISOString(), endAt: new Date(startAt.getTime() + length).toISOString() };
}
