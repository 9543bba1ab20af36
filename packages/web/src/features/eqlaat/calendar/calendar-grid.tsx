import { useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';
import { getLocale } from '../../../lib/locale.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { atTime, dayKey, hoursOf, timeKey } from './calendar-dates.ts';
import type { CalendarView } from './calendar-dates.ts';
import type { CalendarAppointment } from './calendar-api.ts';

/** How far (px) a pressed pointer travels before the press is a drag rather than a click. */
const DRAG_THRESHOLD = 6;

/** The slot under a point: its start, and whether a drop there keeps the time of day (a month's day). */
function slotAt(x: number, y: number): { start: Date; keepsTime: boolean } | null {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot]');
  return cell?.dataset.slot ? { start: new Date(cell.dataset.slot), keepsTime: cell.dataset.keepsTime === 'true' } : null;
}

export interface GridProps {
  view: CalendarView;
  days: readonly Date[];
  /** The day the view is about (a month's days of other months are dimmed). */
  day: Date;
  appointments: readonly CalendarAppointment[];
  /** The appointment the address names (`a`). */
  currentId: string | null;
  caption: string;
  onOpen: (appointment: CalendarAppointment) => void;
  onPlan: (start: Date) => void;
  /** An appointment dropped on a slot: its new start (a month's day keeps its time of day). */
  onDrop: (appointment: CalendarAppointment, start: Date) => void;
  onOpenDay: (day: Date) => void;
}

const weekday = (date: Date) => dateTimeFormat(getLocale(), { weekday: 'long', day: 'numeric', month: 'long' }).format(date);
const shortDay = (date: Date) => dateTimeFormat(getLocale(), { weekday: 'short', day: 'numeric' }).format(date);
const timeOf = (date: Date) => dateTimeFormat(getLocale(), { hour: '2-digit', minute: '2-digit' }).format(date);

/**
 * An appointment: a click (or Enter) opens it; pressed and moved with a pointer (mouse, pen or
 * finger) it is dragged, and let go over another slot it moves there.
 */
function Chip({ appointment, isCurrent, onOpen, onDropAt }: { appointment: CalendarAppointment; isCurrent: boolean; onOpen: () => void; onDropAt: (start: Date, keepsTime: boolean) => void }) {
  const { t } = useTranslation();
  const start = new Date(appointment.startAt);
  const [isDragging, setDragging] = useState(false);
  const wasDragged = useRef(false);
  const pointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const origin = { x: event.clientX, y: event.clientY };
    wasDragged.current = false;
    const move = (moved: globalThis.PointerEvent) => {
      if (!wasDragged.current && Math.hypot(moved.clientX - origin.x, moved.clientY - origin.y) > DRAG_THRESHOLD) {
        wasDragged.current = true;
        setDragging(true);
      }
    };
    const up = (released: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setDragging(false);
      if (!wasDragged.current) return;
      // A click that ends the drag comes before this; a later Enter opens the appointment again.
      window.setTimeout(() => {
        wasDragged.current = false;
      }, 0);
      const target = slotAt(released.clientX, released.clientY);
      if (target) onDropAt(target.start, target.keepsTime);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return (
    <ButtonBase
      onPointerDown={pointerDown}
      onClick={() => {
        // The click that ends a drag does not open the appointment.
        if (wasDragged.current) wasDragged.current = false;
        else onOpen();
      }}
      aria-current={isCurrent ? 'true' : undefined}
      aria-label={t('eqlaatCalendar.openAppointment', { title: appointment.title, time: timeOf(start) })}
      data-appointment={appointment.id}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        font: 'inherit',
        fontSize: '0.875rem',
        px: 0.75,
        py: 0.5,
        mb: 0.5,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        cursor: isDragging ? 'grabbing' : 'grab',
        opacity: isDragging ? 0.6 : 1,
        // A finger drags the appointment rather than scrolling the table.
        touchAction: 'none',
        userSelect: 'none',
        overflowWrap: 'anywhere',
        outline: isCurrent ? '3px solid' : 'none',
        outlineColor: 'secondary.main',
        outlineOffset: 2,
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      <Box component="span" aria-hidden sx={{ fontWeight: 700, mr: 0.5 }}>
        {timeOf(start)}
      </Box>
      <Box component="span" aria-hidden>
        {appointment.title}
      </Box>
    </ButtonBase>
  );
}

/** A cell an appointment can be dropped on, with a button to plan one at its start. */
function Slot({ start, keepsTime, planLabel, onPlan, children }: { start: Date; keepsTime: boolean; planLabel: string; onPlan: () => void; children: ReactNode }) {
  return (
    <Box component="td" data-slot={start.toISOString()} data-keeps-time={keepsTime ? 'true' : undefined} sx={{ verticalAlign: 'top', border: 1, borderColor: 'divider', p: 0.5, minWidth: '7rem' }}>
      {children}
      <ButtonBase
        onClick={onPlan}
        aria-label={planLabel}
        sx={{ width: '100%', minHeight: 24, borderRadius: 1, color: 'text.secondary', fontSize: '1rem', '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover', color: 'text.primary' }, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary' } }}
      >
        <span aria-hidden>+</span>
      </ButtonBase>
    </Box>
  );
}

/**
 * The period's appointments as a table: hours by days for a day or a week, weeks by weekdays for a
 * month. Each cell lists its appointments (buttons that open them, dragged to move them) and a
 * button to plan one there; the table scrolls sideways in its own labelled region on a phone.
 */
export function CalendarGrid({ view, days, day, appointments, currentId, caption, onOpen, onPlan, onDrop, onOpenDay }: GridProps) {
  const { t } = useTranslation();
  const dropAt = (appointment: CalendarAppointment) => (start: Date, keepsTime: boolean) => {
    const target = keepsTime ? atTime(start, timeKey(new Date(appointment.startAt)))! : start;
    if (target.getTime() !== new Date(appointment.startAt).getTime()) onDrop(appointment, target);
  };
  const chips = (list: readonly CalendarAppointment[]) =>
    list.map((appointment) => <Chip key={appointment.id} appointment={appointment} isCurrent={appointment.id === currentId} onOpen={() => onOpen(appointment)} onDropAt={dropAt(appointment)} />);
  const startsOn = (date: Date) => appointments.filter((appointment) => dayKey(new Date(appointment.startAt)) === dayKey(date));
  let table: ReactNode;
  if (view === 'month') {
    const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
    table = (
      <>
        <thead>
          <tr>
            {weeks[0]!.map((date) => (
              <Box component="th" scope="col" key={dayKey(date)} sx={{ p: 0.5, textAlign: 'start' }}>
                {dateTimeFormat(getLocale(), { weekday: 'short' }).format(date)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((date) => (
                <Slot key={dayKey(date)} start={date} keepsTime planLabel={t('eqlaatCalendar.planOn', { when: weekday(date) })} onPlan={() => onPlan(atTime(date, '09:00')!)}>
                  <ButtonBase
                    onClick={() => onOpenDay(date)}
                    aria-label={t('eqlaatCalendar.openDay', { day: weekday(date) })}
                    sx={{ fontWeight: 700, minWidth: 32, minHeight: 32, px: 0.5, mb: 0.5, borderRadius: 1, color: date.getMonth() === day.getMonth() ? 'text.primary' : 'text.secondary', '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary' } }}
                  >
                    {date.getDate()}
                  </ButtonBase>
                  {chips(startsOn(date))}
                </Slot>
              ))}
            </tr>
          ))}
        </tbody>
      </>
    );
  } else {
    const hours = hoursOf(appointments.map((appointment) => new Date(appointment.startAt)));
    table = (
      <>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ p: 0.5 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('eqlaatCalendar.time')}
              </Box>
            </Box>
            {days.map((date) => (
              <Box component="th" scope="col" key={dayKey(date)} sx={{ p: 0.5, textAlign: 'start' }}>
                {view === 'day' ? (
                  weekday(date)
                ) : (
                  <ButtonBase onClick={() => onOpenDay(date)} aria-label={t('eqlaatCalendar.openDay', { day: weekday(date) })} sx={{ font: 'inherit', fontWeight: 700, minHeight: 32, px: 0.5, borderRadius: 1, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary' } }}>
                    {shortDay(date)}
                  </ButtonBase>
                )}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour}>
              <Box component="th" scope="row" sx={{ p: 0.5, verticalAlign: 'top', whiteSpace: 'nowrap', fontWeight: 400 }}>
                {timeOf(atTime(days[0]!, `${String(hour).padStart(2, '0')}:00`)!)}
              </Box>
              {days.map((date) => {
                const start = atTime(date, `${String(hour).padStart(2, '0')}:00`)!;
                const here = startsOn(date).filter((appointment) => new Date(appointment.startAt).getHours() === hour);
                return (
                  <Slot key={dayKey(date)} start={start} keepsTime={false} planLabel={t('eqlaatCalendar.planAt', { when: `${weekday(date)}, ${timeOf(start)}` })} onPlan={() => onPlan(start)}>
                    {chips(here)}
                  </Slot>
                );
              })}
            </tr>
          ))}
        </tbody>
      </>
    );
  }
  return (
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary' } }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: view === 'day' ? 'auto' : 'fixed', minWidth: view === 'day' ? 0 : '52rem' }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        {table}
      </Box>
    </Box>
  );
}
