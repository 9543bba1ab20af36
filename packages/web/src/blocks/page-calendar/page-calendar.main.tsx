import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CALENDAR_VIEWS, calendarStateOf, firstDayOfWeek, shiftDay, weekStart } from '@relais/domain';
import type { CalendarDay, CalendarView, Weekday } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useAnnounce } from '../../lib/announcer.tsx';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading, ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { canCreateOf, pageCountOf } from '../lists/list-meta.ts';
import { calendarQuery, eventsByDay, eventsOf } from './calendar-events.ts';
import { formatDay, formatMonth, useReaderTimeZone, useReaderToday } from './calendar-time.ts';
import { ListView, MonthView, WeekView } from './calendar-views.tsx';

type Props = BlockProps<'pageCalendar'>;
type MainProps = Extract<Props, { screen: 'main' }>;

/** Where members propose an event (the account's contributions). */
export const PROPOSE_EVENT_PATH = '/account/contributions/calendar-events/new';

/** The period a view shows, as its heading reads it: "November 2026", "Week of 23 November 2026", "From 28 November 2026". */
function periodLabel(t: (key: string, values?: Record<string, unknown>) => string, view: CalendarView, day: CalendarDay, firstDay: Weekday, locale: string) {
  if (view === 'month') return formatMonth(day, locale);
  if (view === 'week') return t('calendar.weekOf', { date: formatDay(weekStart(day, firstDay), locale) });
  return t('calendar.from', { date: formatDay(day, locale) });
}

/** The views to switch between, and previous, today and next: links, so the address keeps the view and each works before the script. */
function CalendarToolbar({ view, day, page }: { view: CalendarView; day: CalendarDay; page?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
      <Box component="nav" aria-label={t('calendar.views')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {CALENDAR_VIEWS.map((name) => (
          <Button key={name} component={RouterLink} to={calendarQuery({ view: name, day })} variant={name === view ? 'contained' : 'outlined'} aria-current={name === view ? 'page' : undefined}>
            {t(`calendar.view_${name}`)}
          </Button>
        ))}
      </Box>
      <Box component="nav" aria-label={t('calendar.periods')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {view === 'list' ? (
          <>
            {page !== undefined && page > 1 && (
              <Button component={RouterLink} to={calendarQuery({ view, day, page: page - 1 })} variant="outlined">
                {t('calendar.sooner')}
              </Button>
            )}
            <Button component={RouterLink} to={calendarQuery({ view, day: null })} variant="outlined">
              {t('calendar.today')}
            </Button>
          </>
        ) : (
          <>
            <Button component={RouterLink} to={calendarQuery({ view, day: shiftDay(view, day, -1) })} variant="outlined">
              {t(`calendar.previous_${view}`)}
            </Button>
            <Button component={RouterLink} to={calendarQuery({ view, day: null })} variant="outlined">
              {t('calendar.today')}
            </Button>
            <Button component={RouterLink} to={calendarQuery({ view, day: shiftDay(view, day, 1) })} variant="outlined">
              {t(`calendar.next_${view}`)}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}

/** The calendar on its page: a month, a week or the events to come, as the address says. */
export function CalendarMain({ props, headingLevel, data, page }: MainProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const today = useReaderToday(timeZone);
  const [search] = useSearchParams();
  const { view, day, page: pageNumber } = calendarStateOf(props, Object.fromEntries(search));
  const firstDay = firstDayOfWeek(locale);
  const events = eventsOf(data.events);
  const label = periodLabel(t, view, day, firstDay, locale);
  const labelId = useId();
  const periodLevel = nextLevel(headingLevel);
  const count = events.length;

  // A move to another period or view is told, as the heading and the count read it, once its events
  // are in (meanwhile the previous answer stays shown).
  const announce = useAnnounce();
  const key = `${view}:${day}:${pageNumber}`;
  const shown = useRef({ key, answer: data.events });
  useEffect(() => {
    if (shown.current.key === key || shown.current.answer === data.events) return;
    shown.current = { key, answer: data.events };
    announce(t('calendar.shown', { period: label, count }));
  }, [announce, t, key, data.events, label, count]);

  const viewProps = { events: eventsByDay(events, timeZone), day, today, firstDay, locale, timeZone, pagePath: page.path };
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      {canCreateOf(data.events) && (
        <Button component={SmartLink} href={PROPOSE_EVENT_PATH} variant="contained" sx={{ mb: 2 }}>
          {t('calendar.propose')}
        </Button>
      )}
      <CalendarToolbar view={view} day={day} page={pageNumber} />
      <BlockHeading level={periodLevel} variant="h5" sx={{ fontWeight: 700 }}>
        <span id={labelId}>{label}</span>
      </BlockHeading>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('calendar.timesIn', { zone: timeZone })}
      </Typography>
      {view === 'month' && <MonthView {...viewProps} labelId={labelId} headingLevel={nextLevel(periodLevel)} />}
      {view === 'week' && <WeekView {...viewProps} headingLevel={nextLevel(periodLevel)} />}
      {view === 'list' && (count === 0 ? <Typography sx={{ py: 4 }}>{t('calendar.noneToCome')}</Typography> : <ListView events={events} locale={locale} timeZone={timeZone} pagePath={page.path} headingLevel={nextLevel(periodLevel)} />)}
      {view !== 'list' && count === 0 && (
        <Typography sx={{ mt: 2 }}>
          {t(view === 'month' ? 'calendar.noEventThisMonth' : 'calendar.noEventThisWeek')} <SmartLink href={`${page.path}${calendarQuery({ view: 'list', day: null })}`}>{t('calendar.seeToCome')}</SmartLink>
        </Typography>
      )}
      {view === 'list' && pageNumber < pageCountOf(data.events) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button component={RouterLink} to={calendarQuery({ view, day: search.get('date') ? day : null, page: pageNumber + 1 })} variant="outlined">
            {t('calendar.later')}
          </Button>
        </Box>
      )}
    </Container>
  );
}
