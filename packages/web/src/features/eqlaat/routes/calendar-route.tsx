import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';
import { getLocale } from '../../../lib/locale.ts';
import { useSession } from '../../../lib/session/session.ts';
import { toast } from '../../../lib/ui-store.ts';
import { fieldErrorsOf, MoveDialog, PlanDialog } from '../calendar/appointment-dialogs.tsx';
import type { FieldErrors } from '../calendar/appointment-dialogs.tsx';
import { memberName, useAppointments, useMoveAppointment, usePlanAppointment, useProjects, useTeam } from '../calendar/calendar-api.ts';
import type { CalendarAppointment, PlannedAppointment } from '../calendar/calendar-api.ts';
import { CALENDAR_VIEWS, dayKey, daysOf, movedTo, parseDay, periodOf, startOfDay, stepped } from '../calendar/calendar-dates.ts';
import type { CalendarView } from '../calendar/calendar-dates.ts';
import { CalendarGrid } from '../calendar/calendar-grid.tsx';

const isView = (value: string | null): value is CalendarView => CALENDAR_VIEWS.includes(value as CalendarView);

/** The address's state: view `v`, day `n`, manager `u`, appointment `a` (spec: n, u, a). */
function useCalendarAddress() {
  const [search, setSearch] = useSearchParams();
  const view: CalendarView = isView(search.get('v')) ? (search.get('v') as CalendarView) : 'week';
  const day = parseDay(search.get('n')) ?? startOfDay(new Date());
  const manager = search.get('u') || null;
  const appointmentId = search.get('a') || null;
  const change = (changes: { view?: CalendarView; day?: Date; manager?: string | null; appointment?: string | null }) => {
    const next = new URLSearchParams(search);
    if (changes.view) next.set('v', changes.view);
    if (changes.day) next.set('n', dayKey(changes.day));
    for (const [name, value] of [['u', changes.manager], ['a', changes.appointment]] as const) {
      if (value === undefined) continue;
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearch(next, { replace: changes.appointment !== undefined && Object.keys(changes).length === 1 });
  };
  return { view, day, manager, appointmentId, change };
}

/** What the period is called: a day, `13 – 19 May 2030`, a month. */
function periodName(view: CalendarView, day: Date, days: readonly Date[]): string {
  const locale = getLocale();
  if (view === 'day') return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(day);
  if (view === 'month') return dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(day);
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }) as Intl.DateTimeFormat & { formatRange?: (a: Date, b: Date) => string };
  return format.formatRange ? format.formatRange(days[0]!, days.at(-1)!) : `${format.format(days[0]!)} – ${format.format(days.at(-1)!)}`;
}

/**
 * `/admin/resources/eqlaat-calendar` (calendar feature, the team and administrators; spec, platform
 * §2): the accompaniment team's appointments by day, week or month, for the whole team or one
 * manager (`u`), around a day (`n`), one of them open (`a`). An empty slot plans an appointment; an
 * appointment is moved by dragging it to another slot or, by keyboard, with its Move dialog. Each
 * plan or move mails the invitations (the server's work, in the same write).
 */
export function CalendarRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const { view, day, manager, appointmentId, change } = useCalendarAddress();
  const days = daysOf(view, day);
  const { from, to } = periodOf(days);
  const appointments = useAppointments(from, to);
  const team = useTeam();
  const [planAt, setPlanAt] = useState<Date | null>(null);
  const [moving, setMoving] = useState<CalendarAppointment | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState('');
  // The appointment of the address stays marked once its dialog is closed by a move.
  const [detailsClosedFor, setDetailsClosedFor] = useState<string | null>(null);
  const projects = useProjects(planAt !== null);
  const plan = usePlanAppointment();
  const move = useMoveAppointment();
  const title = t('eqlaatCalendar.title');
  useDocumentTitle(title);

  const all = appointments.data ?? [];
  const shown = manager ? all.filter((appointment) => appointment.managers?.some((member) => member.id === manager)) : all;
  const current = appointmentId ? (all.find((appointment) => appointment.id === appointmentId) ?? null) : null;
  const period = periodName(view, day, days);
  const caption = t('eqlaatCalendar.gridLabel', { period });
  const tell = (message: string) => {
    setAnnouncement(message);
    toast(message);
  };
  const when = (iso: string) => formatDateTime(iso, null);

  const submitPlan = (planned: PlannedAppointment) => {
    setErrors({});
    plan.mutate(planned, {
      onSuccess: (created) => {
        setPlanAt(null);
        change({ day: new Date(created.startAt), appointment: null });
        tell(t('eqlaatCalendar.planned', { title: created.title, when: when(created.startAt) }));
      },
      onError: (error) => setErrors(fieldErrorsOf(error) ?? {}),
    });
  };
  const moveTo = (appointment: CalendarAppointment, start: Date, isFromDialog: boolean) => {
    setErrors({});
    move.mutate(
      { id: appointment.id, ...movedTo(appointment, start) },
      {
        onSuccess: (moved) => {
          setMoving(null);
          setDetailsClosedFor(moved.id);
          // The focus goes back to the appointment, in its new slot once the list is read again.
          window.setTimeout(() => document.querySelector<HTMLElement>(`[data-appointment="${CSS.escape(moved.id)}"]`)?.focus(), 300);
          tell(t('eqlaatCalendar.moved', { title: moved.title, when: when(moved.startAt) }));
        },
        onError: (error) => {
          const found = fieldErrorsOf(error);
          if (isFromDialog && found) setErrors(found);
          else toast(found ? Object.values(found).join(' ') : t('eqlaatCalendar.moveFailed'), { severity: 'error' });
        },
      },
    );
  };
  const initialManagers = manager ? [manager] : session.user ? [session.user.id] : [];
  const stepLabel = (direction: 'previous' | 'next') => t(`eqlaatCalendar.${direction}${view[0]!.toUpperCase()}${view.slice(1)}`);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box role="group" aria-label={t('eqlaatCalendar.view')} sx={{ display: 'flex', gap: 1 }}>
          {CALENDAR_VIEWS.map((option) => (
            <Button key={option} variant={option === view ? 'contained' : 'outlined'} aria-pressed={option === view} onClick={() => change({ view: option })}>
              {t(`eqlaatCalendar.${option}`)}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => change({ day: stepped(view, day, -1) })} aria-label={stepLabel('previous')}>
            <span aria-hidden>‹</span>
          </Button>
          <Button variant="outlined" onClick={() => change({ day: startOfDay(new Date()) })}>
            {t('eqlaatCalendar.today')}
          </Button>
          <Button variant="outlined" onClick={() => change({ day: stepped(view, day, 1) })} aria-label={stepLabel('next')}>
            <span aria-hidden>›</span>
          </Button>
        </Box>
        <TextField
          select
          size="small"
          label={t('eqlaatCalendar.manager')}
          value={manager ?? ''}
          onChange={(event) => change({ manager: event.target.value || null })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{t('eqlaatCalendar.wholeTeam')}</option>
          {(team.data ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {memberName(member)}
            </option>
          ))}
          {manager && team.data && !team.data.some((member) => member.id === manager) && <option value={manager}>{t('eqlaatCalendar.unknownManager')}</option>}
        </TextField>
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {period}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('eqlaatCalendar.howTo')}</Typography>
      <Box role="status" sx={{ minHeight: '1.5em', mb: 1 }}>
        {appointments.isPending ? t('common.loading') : announcement || t('eqlaatCalendar.shown', { count: shown.length, period })}
      </Box>
      <CalendarGrid
        view={view}
        days={days}
        day={day}
        appointments={shown}
        currentId={appointmentId}
        caption={caption}
        onOpen={(appointment) => {
          setDetailsClosedFor(null);
          change({ appointment: appointment.id });
        }}
        onPlan={(start) => {
          setErrors({});
          setPlanAt(start);
        }}
        onDrop={(appointment, start) => moveTo(appointment, start, false)}
        onOpenDay={(date) => change({ view: 'day', day: date })}
      />
      {current && !moving && detailsClosedFor !== current.id && (
        <AppointmentDialog
          appointment={current}
          onMove={() => {
            setErrors({});
            setMoving(current);
          }}
          onClose={() => change({ appointment: null })}
        />
      )}
      {planAt && (
        <PlanDialog
          key={planAt.toISOString()}
          isOpen
          start={planAt}
          team={team.data ?? []}
          projects={projects.data ?? []}
          managers={initialManagers}
          isBusy={plan.isPending}
          errors={errors}
          onSubmit={submitPlan}
          onClose={() => setPlanAt(null)}
        />
      )}
      {moving && <MoveDialog isOpen appointment={moving} isBusy={move.isPending} errors={errors} onSubmit={(start) => moveTo(moving, start, true)} onClose={() => setMoving(null)} />}
    </Container>
  );
}

/** An appointment opened from the calendar: when, where, for which project, led by whom; a way to move it and to its own screen. */
function AppointmentDialog({ appointment, onMove, onClose }: { appointment: CalendarAppointment; onMove: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const managers = (appointment.managers ?? []).map(memberName).filter(Boolean);
  const rows: [string, string][] = [
    [t('eqlaatCalendar.when'), t('eqlaatCalendar.period', { start: formatDateTime(appointment.startAt, null), end: formatDateTime(appointment.endAt, null) })],
    [t('eqlaatCalendar.location'), appointment.location || t('eqlaatCalendar.noLocation')],
    [t('eqlaatCalendar.project'), appointment.project?.title ?? ''],
    [t('eqlaatCalendar.managers'), managers.length ? managers.join(', ') : t('eqlaatCalendar.noManagers')],
    [t('eqlaatCalendar.beneficiary'), appointment.beneficiaryInvited ? t('eqlaatCalendar.beneficiaryInvited') : t('eqlaatCalendar.beneficiaryNotInvited')],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="eqlaat-calendar-appointment" fullWidth maxWidth="sm">
      <DialogTitle id="eqlaat-calendar-appointment">{appointment.title}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ py: 0.5 }}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <Link component={SmartLink} href={`/services/eqlaat/appointments/${encodeURIComponent(appointment.id)}`}>
          {t('eqlaatCalendar.openScreen')}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('eqlaatCalendar.close')}</Button>
        <Button variant="contained" onClick={onMove}>
          {t('eqlaatCalendar.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
