import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { atTime, dayKey, parseDay, timeKey } from './calendar-dates.ts';
import { memberName } from './calendar-api.ts';
import type { CalendarAppointment, PlannedAppointment, ProjectChoice, TeamMember } from './calendar-api.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** The field errors of a refused write, by the attribute or relationship its pointer names. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const errors: FieldErrors = {};
  for (const item of error.errors) {
    const field = item.source?.pointer?.split('/').at(-1);
    if (field && !errors[field]) errors[field] = item.detail ?? item.title ?? '';
  }
  return errors;
}

function FormDialog({ isOpen, title, submitLabel, isBusy, onSubmit, onClose, children }: { isOpen: boolean; title: string; submitLabel: string; isBusy: boolean; onSubmit: () => void; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{children}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isBusy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Date and start time of a form, as the fields hold them. */
interface When {
  day: string;
  start: string;
}

function WhenFields({ value, onChange, errors, children }: { value: When; onChange: (value: When) => void; errors: FieldErrors; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(9rem, 1fr))' } }}>
      <TextField type="date" label={t('eqlaatCalendar.date')} value={value.day} onChange={(event) => onChange({ ...value, day: event.target.value })} required error={!!errors.day} helperText={errors.day} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="time" label={t('eqlaatCalendar.startTime')} value={value.start} onChange={(event) => onChange({ ...value, start: event.target.value })} required error={!!errors.startAt} helperText={errors.startAt} slotProps={{ inputLabel: { shrink: true } }} />
      {children}
    </Box>
  );
}

export interface PlanDialogProps {
  isOpen: boolean;
  /** The slot it was opened from. */
  start: Date;
  team: readonly TeamMember[];
  projects: readonly ProjectChoice[];
  /** Managers ticked at first (the manager the calendar shows, else the user). */
  managers: readonly string[];
  isBusy: boolean;
  errors: FieldErrors;
  onSubmit: (planned: PlannedAppointment) => void;
  onClose: () => void;
}

/** Plans an appointment from a slot: what, for which project, when, where, led by whom, the beneficiary invited or not. */
export function PlanDialog({ isOpen, start, team, projects, managers, isBusy, errors: serverErrors, onSubmit, onClose }: PlanDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [project, setProject] = useState('');
  const [when, setWhen] = useState<When>({ day: dayKey(start), start: timeKey(start) });
  const [end, setEnd] = useState(timeKey(new Date(start.getTime() + 60 * 60_000)));
  const [location, setLocation] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>(managers);
  const [isBeneficiaryInvited, setBeneficiaryInvited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  const submit = () => {
    const day = parseDay(when.day);
    const startAt = day && atTime(day, when.start);
    const endAt = day && atTime(day, end);
    const found: FieldErrors = {};
    if (!title.trim()) found.title = t('eqlaatCalendar.titleRequired');
    if (!project) found.project = t('eqlaatCalendar.projectRequired');
    if (!day) found.day = t('eqlaatCalendar.dateInvalid');
    else if (!startAt) found.startAt = t('eqlaatCalendar.timeInvalid');
    else if (!endAt || endAt.getTime() <= startAt.getTime()) found.endAt = t('eqlaatCalendar.endAfterStart');
    setErrors(found);
    if (Object.keys(found).length || !startAt || !endAt) return;
    onSubmit({ title: title.trim(), location, startAt: startAt.toISOString(), endAt: endAt.toISOString(), beneficiaryInvited: isBeneficiaryInvited, project, managers: [...chosen] });
  };
  const toggle = (id: string, isOn: boolean) => setChosen((current) => (isOn ? [...current, id] : current.filter((other) => other !== id)));
  return (
    <FormDialog isOpen={isOpen} title={t('eqlaatCalendar.planTitle')} submitLabel={t('eqlaatCalendar.plan')} isBusy={isBusy} onSubmit={submit} onClose={onClose}>
      <TextField label={t('eqlaatCalendar.appointmentTitle')} value={title} onChange={(event) => setTitle(event.target.value)} required autoFocus error={!!shown.title} helperText={shown.title} slotProps={{ htmlInput: { maxLength: 255 } }} />
      <TextField select label={t('eqlaatCalendar.project')} value={project} onChange={(event) => setProject(event.target.value)} required error={!!shown.project} helperText={shown.project} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t('eqlaatCalendar.chooseProject')}</option>
        {projects.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.title}
          </option>
        ))}
      </TextField>
      <WhenFields value={when} onChange={setWhen} errors={shown}>
        <TextField type="time" label={t('eqlaatCalendar.endTime')} value={end} onChange={(event) => setEnd(event.target.value)} required error={!!shown.endAt} helperText={shown.endAt} slotProps={{ inputLabel: { shrink: true } }} />
      </WhenFields>
      <TextField label={t('eqlaatCalendar.location')} value={location} onChange={(event) => setLocation(event.target.value)} error={!!shown.location} helperText={shown.location} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend">{t('eqlaatCalendar.managers')}</FormLabel>
        <FormGroup>
          {team.map((member) => (
            <FormControlLabel key={member.id} control={<Checkbox checked={chosen.includes(member.id)} onChange={(event) => toggle(member.id, event.target.checked)} />} label={memberName(member)} />
          ))}
        </FormGroup>
      </Box>
      <FormControlLabel control={<Checkbox checked={isBeneficiaryInvited} onChange={(event) => setBeneficiaryInvited(event.target.checked)} />} label={t('eqlaatCalendar.inviteBeneficiary')} />
    </FormDialog>
  );
}

export interface MoveDialogProps {
  isOpen: boolean;
  appointment: CalendarAppointment;
  isBusy: boolean;
  errors: FieldErrors;
  onSubmit: (startAt: Date) => void;
  onClose: () => void;
}

/** The keyboard's way to move an appointment: a new date and start time, its length kept. */
export function MoveDialog({ isOpen, appointment, isBusy, errors: serverErrors, onSubmit, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const start = new Date(appointment.startAt);
  const [when, setWhen] = useState<When>({ day: dayKey(start), start: timeKey(start) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const day = parseDay(when.day);
    const startAt = day && atTime(day, when.start);
    const found: FieldErrors = day ? (startAt ? {} : { startAt: t('eqlaatCalendar.timeInvalid') }) : { day: t('eqlaatCalendar.dateInvalid') };
    setErrors(found);
    if (startAt) onSubmit(startAt);
  };
  return (
    <FormDialog isOpen={isOpen} title={t('eqlaatCalendar.moveTitle', { title: appointment.title })} submitLabel={t('eqlaatCalendar.move')} isBusy={isBusy} onSubmit={submit} onClose={onClose}>
      <WhenFields value={when} onChange={setWhen} errors={{ ...serverErrors, ...errors }} />
    </FormDialog>
  );
}
