import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RENTAL_STEP_STATUSES, RENTAL_STEP_TYPES } from '@relais/domain';
import type { RentalStepStatus, RentalStepType } from '@relais/domain';
import { useAnyList } from '../../../../lib/data-layer/hooks.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import type { ActionFormProps } from '../types.ts';

/** The move the form gathers: which step, its new status, a comment the member reads. */
export interface StepMove {
  stepType: RentalStepType;
  status: RentalStepStatus;
  comment: string;
}

export const initialMove = (): StepMove => ({ stepType: 'validation', status: 'success', comment: '' });
export const isMove = (value: unknown) => {
  const move = value as StepMove | null;
  return !!move && RENTAL_STEP_TYPES.includes(move.stepType) && RENTAL_STEP_STATUSES.includes(move.status) && move.comment.length <= 5000;
};

const nameOf = (rows: Model[] | undefined, id: string) => (rows?.find((row) => row.id === id)?.name as string | undefined) ?? id;

/**
 * A command's steps as they stand, then the step to move (the spec's nine types, named as the
 * reference lists name them), its new status and a comment for the member.
 */
export function StepForm({ record, value, onChange }: ActionFormProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const move = (value as StepMove | null) ?? initialMove();
  const steps = useAnyList('rental-command-steps', { filter: { command: record.id }, page: { number: 1, size: 20 }, sort: [{ field: 'position', order: 'asc' }] });
  const types = useAnyList('rental-command-step-types', { page: { number: 1, size: 20 } });
  const statuses = useAnyList('rental-command-step-statuses', { page: { number: 1, size: 20 } });
  const rows = steps.data?.data ?? [];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography id={captionId} variant="subtitle2" component="p">
        {t('admin.rentalStepsNow')}
      </Typography>
      <ul aria-labelledby={captionId} data-testid="rental-steps-now" style={{ margin: 0 }}>
        {rows.map((step) => {
          const type = (step.stepType as { id: string } | null)?.id ?? '';
          const status = (step.status as { id: string } | null)?.id ?? '';
          return <li key={step.id}>{`${nameOf(types.data?.data, type)}: ${nameOf(statuses.data?.data, status)}`}</li>;
        })}
      </ul>
      <TextField select label={t('admin.rentalStepType')} value={move.stepType} onChange={(event) => onChange({ ...move, stepType: event.target.value as RentalStepType })}>
        {RENTAL_STEP_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {nameOf(types.data?.data, type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('admin.rentalStepStatus')} value={move.status} onChange={(event) => onChange({ ...move, status: event.target.value as RentalStepStatus })}>
        {RENTAL_STEP_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {nameOf(statuses.data?.data, status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('admin.rentalStepComment')} helperText={t('admin.rentalStepCommentHint')} multiline minRows={2} value={move.comment} onChange={(event) => onChange({ ...move, comment: event.target.value })} />
    </Stack>
  );
}
