import { z } from 'zod';
import { CALENDAR_VIEWS } from '../rules/calendar-dates.ts';
import { calendarScreens, MAX_CALENDAR_EVENTS_PER_PAGE } from './calendar-events.screens.ts';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

export const calendarProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** The view a visitor first sees. */
  defaultView: z.enum(CALENDAR_VIEWS).default('month'),
  /** Events per page of the list view. */
  perPage: z.number().int().min(1).max(MAX_CALENDAR_EVENTS_PER_PAGE).default(10),
});

/** The calendar: events by month, by week or as a list of those to come; each opens at `{page}/:id`. */
export const pageCalendar = defineBlock({
  name: 'pageCalendar',
  description: 'The calendar of events: a month, a week or the list of events to come; each event opens on its own screen.',
  props: calendarProps,
  defaults: { title: 'Calendar', defaultView: 'month', perPage: 10 },
  screens: calendarScreens,
});
