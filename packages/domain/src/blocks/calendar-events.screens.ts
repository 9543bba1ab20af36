import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { addDays, addMonths, daysRange, monthStart, parseCalendarDay, parseCalendarView } from '../rules/calendar-dates.ts';
import type { CalendarDay, CalendarView } from '../rules/calendar-dates.ts';
import { apiRead, blockScreen } from './screens.ts';
import type { calendarProps } from './page-calendar.block.ts';

/**
 * The calendar block's screens: its views on the page (`?view=month|week|list&date=YYYY-MM-DD`, and
 * `page` for the list) and one event at `{page}/:id`. No schema at run time: the web's page shell
 * imports these without zod.
 */

export const MAX_CALENDAR_EVENTS_PER_PAGE = 24;
/** The most events a month or a week shows (the API's largest page). */
export const MAX_CALENDAR_EVENTS_IN_PERIOD = 100;

const API = '/api/v1/calendar-events';
/** What the views show of each event: never its description, which may be long. */
const VIEW_FIELDS = 'fields[calendar-events]=title,startAt,endAt,location,isRealLocation';

type Props = z.output<typeof calendarProps>;

/** Today in UTC: the day a calendar opens on without a date in its address, the same on the server and in the browser. */
export const utcToday = (now = new Date()): CalendarDay => now.toISOString().slice(0, 10);

/** What the address asks the calendar for: its view (the block's default when none), its day (today when none), the list's page. */
export function calendarStateOf(props: Pick<Props, 'defaultView'>, query: Readonly<Record<string, string>>, today: CalendarDay = utcToday()): { view: CalendarView; day: CalendarDay; page: number } {
  const page = Number(query.page);
  return { view: parseCalendarView(query.view) ?? props.defaultView, day: parseCalendarDay(query.date) ?? today, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The days whose events a view reads: a month's from a week before it to a week after (its grid,
 * whichever day weeks start on), a week's from six days either side of its day; none for the list.
 */
function readDays(view: CalendarView, day: CalendarDay): { first: CalendarDay; last: CalendarDay } | null {
  if (view === 'list') return null;
  if (view === 'week') return { first: addDays(day, -6), last: addDays(day, 6) };
  const first = monthStart(day);
  return { first: addDays(first, -7), last: addDays(addMonths(first, 1), 6) };
}

export const calendarScreens = {
  /**
   * A month or a week: the events under way in it, in any zone (`filter[between]`); the list: those
   * still under way from the start of its day (UTC) on, soonest first, a page at a time.
   */
  main: blockScreen<Props>()({
    query: ['view', 'date', 'page'],
    reads: ({ props, query }) => {
      const { view, day, page } = calendarStateOf(props, query);
      const days = readDays(view, day);
      if (!days) return { events: apiRead<ResourceCollectionDocument>(`${API}?filter[between]=${day}T00:00:00Z,&sort=startAt&page[size]=${props.perPage}&page[number]=${page}&${VIEW_FIELDS}`) };
      const { from, to } = daysRange(days.first, days.last);
      return { events: apiRead<ResourceCollectionDocument>(`${API}?filter[between]=${from},${to ?? ''}&sort=startAt&page[size]=${MAX_CALENDAR_EVENTS_IN_PERIOD}&${VIEW_FIELDS}`) };
    },
  }),
  /** One event, by id. */
  '/:id': blockScreen<Props, '/:id'>()({
    reads: ({ params }) => ({ event: apiRead<ResourceDocument>(`${API}/${encodeURIComponent(params.id)}`) }),
    record: 'event',
  }),
};
