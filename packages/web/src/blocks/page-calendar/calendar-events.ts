import { eventDays, queryString } from '@relais/domain';
import type { CalendarDay, CalendarView } from '@relais/domain';
import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';

/** An event as the calendar reads it (the API's attributes). */
export interface CalendarEvent {
  id: string;
  title: string;
  startAt: string;
  endAt: string | null;
  location: string | null;
  isRealLocation: boolean | null;
  description?: string | null;
  externalUrl?: string | null;
  mapsUrl?: string | null;
  likesCount?: number;
  hasComments?: boolean;
  publishedAt?: string | null;
  /** Who it is shown as added by (the server applies the spec's author rule); null: nobody to name. */
  authorName?: string | null;
  fallbackLocales?: Record<string, string>;
}

/** The events of an API answer (a list, or one event), in its order. */
export function eventsOf(document: unknown): CalendarEvent[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const events = deserialize<CalendarEvent | CalendarEvent[] | null>(document as JsonApiDocument);
  return events === null ? [] : Array.isArray(events) ? events : [events];
}

/** The events under way on each day in the zone, by day, each day's in their order (soonest first). */
export function eventsByDay(events: readonly CalendarEvent[], timeZone: string): Map<CalendarDay, CalendarEvent[]> {
  const byDay = new Map<CalendarDay, CalendarEvent[]>();
  for (const event of events) {
    const { first, last } = eventDays(new Date(event.startAt), event.endAt ? new Date(event.endAt) : null, timeZone);
    // An event of several days is listed on each of them (a month at most: a longer one on its first and last days).
    const days = spanOf(first, last);
    for (const day of days) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

function spanOf(first: CalendarDay, last: CalendarDay): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let date = new Date(`${first}T00:00:00Z`); days.length < 31; date = new Date(date.getTime() + 86_400_000)) {
    const day = date.toISOString().slice(0, 10);
    if (day > last) return days;
    days.push(day);
  }
  return days.at(-1) === last ? days : [...days, last];
}

/** The address of a view of the calendar (its page's query): `?view=week&date=2026-11-23`. */
export const calendarQuery = ({ view, day, page }: { view: CalendarView; day: CalendarDay | null; page?: number }) =>
  queryString({ view, ...(day ? { date: day } : {}), ...(page && page > 1 ? { page: String(page) } : {}) }) || '?';

/** An event's address under the page holding the calendar. */
export const eventPath = (pagePath: string, event: Pick<CalendarEvent, 'id'>) => `${pagePath === '/' ? '' : pagePath.replace(/\/$/, '')}/${encodeURIComponent(event.id)}`;
