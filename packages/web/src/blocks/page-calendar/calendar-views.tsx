import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayIn, isSameMonth, monthGrid, weekDays } from '@relais/domain';
import type { CalendarDay, Weekday } from '@relais/domain';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { eventPath } from './calendar-events.ts';
import type { CalendarEvent } from './calendar-events.ts';
import { formatLongDay, formatTime, formatWhen, weekdayNames } from './calendar-time.ts';

interface ViewProps {
  events: Map<CalendarDay, CalendarEvent[]>;
  day: CalendarDay;
  today: CalendarDay;
  firstDay: Weekday;
  locale: string;
  timeZone: string;
  pagePath: string;
}

/** An event in a day: its start (when it starts that day) and its title, linking to its screen. */
function EventLink({ event, day, locale, timeZone, pagePath }: { event: CalendarEvent; day: CalendarDay } & Pick<ViewProps, 'locale' | 'timeZone' | 'pagePath'>) {
  const start = new Date(event.startAt);
  const startsThatDay = dayIn(start, timeZone) === day;
  return (
    <SmartLink href={eventPath(pagePath, event)}>
      {startsThatDay && (
        <>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatTime(start, locale, timeZone)}
          </Box>{' '}
        </>
      )}
      <InLanguageText locale={fallbackLocaleOf(event, 'title')}>{event.title}</InLanguageText>
    </SmartLink>
  );
}

const EVENT_LIST_SX = { listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 } as const;

/** The days of the month shown that have events, in order. */
const daysWithEvents = (events: ViewProps['events'], day: CalendarDay) => [...events.keys()].filter((date) => isSameMonth(date, day) && (events.get(date)?.length ?? 0) > 0).sort();

/**
 * The month as a table of weeks: each day's number and its events; today marked, the neighbouring
 * months' days dimmed. On a phone a seventh of the width cannot hold an event's name: the table
 * marks the days that have events, and the events follow it day by day.
 */
export function MonthView({ events, day, today, firstDay, locale, timeZone, pagePath, labelId, headingLevel }: ViewProps & { labelId: string; headingLevel: number }) {
  const names = weekdayNames(firstDay, locale);
  const busyDays = daysWithEvents(events, day);
  return (
    <>
      {/* It may scroll sideways with the largest text: a keyboard reaches it even where no link is left in it (a phone). */}
      <Box role="region" aria-labelledby={labelId} tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-labelledby={labelId} sx={{ width: '100%', minWidth: 300, borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <thead>
            <tr>
              {names.map((name) => (
                <Box component="th" key={name.long} scope="col" abbr={name.long} sx={{ p: 0.5, fontSize: '0.8rem', fontWeight: 700, textAlign: 'left' }}>
                  {name.short}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(day, firstDay).map((week) => (
              <tr key={week[0]}>
                {week.map((date) => {
                  const dayEvents = events.get(date) ?? [];
                  const isOther = !isSameMonth(date, day);
                  return (
                    <Box
                      component="td"
                      key={date}
                      aria-current={date === today ? 'date' : undefined}
                      sx={{ verticalAlign: 'top', border: 1, borderColor: 'divider', p: 0.5, height: { xs: 56, sm: 96 }, fontSize: '0.8rem', overflowWrap: 'anywhere', bgcolor: isOther ? 'action.hover' : date === today ? 'action.selected' : undefined }}
                    >
                      <Box component="span" sx={{ display: 'block', fontWeight: date === today ? 700 : 400, color: isOther ? 'text.secondary' : 'text.primary' }}>
                        <span aria-hidden>{Number(date.slice(8))}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {formatLongDay(date, locale)}
                        </Box>
                      </Box>
                      {dayEvents.length > 0 && (
                        <>
                          <Box component="ul" sx={{ ...EVENT_LIST_SX, display: { xs: 'none', sm: 'flex' } }}>
                            {dayEvents.map((event) => (
                              <li key={event.id}>
                                <EventLink event={event} day={date} locale={locale} timeZone={timeZone} pagePath={pagePath} />
                              </li>
                            ))}
                          </Box>
                          {/* On a phone: a mark per event; the events are listed below the table. */}
                          <Box component="span" aria-hidden sx={{ display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap', gap: '3px', mt: 0.5 }}>
                            {dayEvents.map((event) => (
                              <Box component="span" key={event.id} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />
                            ))}
                          </Box>
                        </>
                      )}
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {busyDays.length > 0 && (
        <Box component="ol" sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, mx: 0, mb: 0, mt: 2, flexDirection: 'column', gap: 1 }}>
          {busyDays.map((date) => (
            <Box component="li" key={date} aria-current={date === today ? 'date' : undefined} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <BlockHeading level={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
                {formatLongDay(date, locale)}
              </BlockHeading>
              <Box component="ul" sx={EVENT_LIST_SX}>
                {(events.get(date) ?? []).map((event) => (
                  <li key={event.id}>
                    <EventLink event={event} day={date} locale={locale} timeZone={timeZone} pagePath={pagePath} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

/** The week as its seven days, each with its events or "no event". */
export function WeekView({ events, day, today, firstDay, locale, timeZone, pagePath, headingLevel }: ViewProps & { headingLevel: number }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {weekDays(day, firstDay).map((date) => {
        const dayEvents = events.get(date) ?? [];
        return (
          <Box component="li" key={date} aria-current={date === today ? 'date' : undefined} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: date === today ? 'action.selected' : undefined }}>
            <BlockHeading level={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
              {formatLongDay(date, locale)}
              {date === today && ` (${t('calendar.today')})`}
            </BlockHeading>
            {dayEvents.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('calendar.noEventThatDay')}
              </Typography>
            ) : (
              <Box component="ul" sx={EVENT_LIST_SX}>
                {dayEvents.map((event) => (
                  <li key={event.id}>
                    <EventLink event={event} day={date} locale={locale} timeZone={timeZone} pagePath={pagePath} />
                    {event.location && <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>{event.location}</Typography>}
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** Events to come, soonest first: when, title, where. */
export function ListView({ events, locale, timeZone, pagePath, headingLevel }: { events: readonly CalendarEvent[]; headingLevel: number } & Pick<ViewProps, 'locale' | 'timeZone' | 'pagePath'>) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {events.map((event) => (
        <Box component="li" key={event.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
            <SmartLink href={eventPath(pagePath, event)}>
              <InLanguageText locale={fallbackLocaleOf(event, 'title')}>{event.title}</InLanguageText>
            </SmartLink>
          </BlockHeading>
          <Typography variant="body2">{formatWhen(new Date(event.startAt), event.endAt ? new Date(event.endAt) : null, locale, timeZone)}</Typography>
          {event.location && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{event.location}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
