import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { compareProjectStatuses, eqlaatProjectSteps, uncombinableStatuses } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { textFieldProps, useInteractionForm } from '../../../components/interactions/use-interaction-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateRecord } from '../../../lib/data-layer/records.ts';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../../lib/forms/server-errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useReaderTimeZone } from '../../../lib/reader-time.ts';
import { fromZonedInput, toZonedInput } from '../../../lib/resources/zoned-time.ts';
import { toast } from '../../../lib/ui-store.ts';
import type { StatusRecord } from './project-steps.tsx';

interface StepValues {
  doneAt: string;
  comment: string;
  statuses: string[];
}

/** The names of statuses, by id, joined for a message. */
const namesOf = (ids: readonly string[], statuses: readonly StatusRecord[]) => ids.map((id) => statuses.find((status) => status.id === id)?.name ?? id).join(', ');

/**
 * A new step of the project: when it was done (now by default; empty for a step still to come), what
 * was done, and the statuses it leaves the project in. A status that cannot be combined stands
 * alone: said on the field before sending, and the server's 422 lands there too.
 */
export function StepForm({ projectId, statuses, onDone }: { projectId: string; statuses: readonly StatusRecord[]; onDone: () => void }) {
  const { t } = useTranslation();
  const timeZone = useReaderTimeZone();
  const legendId = useId();
  const errorId = useId();
  const create = useCreateRecord('eqlaat-project-steps');
  const ordered = [...statuses].sort(compareProjectStatuses);
  const schema = z
    .object({ doneAt: z.string(), comment: declaredText(t, eqlaatProjectSteps, 'comment'), statuses: z.array(z.string()) })
    .superRefine((values, context) => {
      if (values.doneAt && !fromZonedInput(values.doneAt, timeZone)) context.addIssue({ code: 'custom', path: ['doneAt'], message: t('validation.datetime') });
      const alone = uncombinableStatuses(ordered.filter((status) => values.statuses.includes(status.id)));
      if (alone.length) context.addIssue({ code: 'custom', path: ['statuses'], message: t('eqlaatProject.cannotCombine', { statuses: namesOf(alone.map((status) => status.id), statuses) }) });
    });
  const { form, onSubmit, failure } = useInteractionForm<StepValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { doneAt: toZonedInput(new Date().toISOString(), timeZone), comment: '', statuses: [] },
    fields: ['doneAt', 'comment', 'statuses'],
    send: async (values) => {
      try {
        await create.mutateAsync({
          attributes: { doneAt: values.doneAt ? fromZonedInput(values.doneAt, timeZone) : null, comment: values.comment.trim() || null },
          relationships: { project: projectId, statuses: values.statuses },
        });
      } catch (error) {
        // The server's refusal of a combination (a status changed meanwhile), in the reader's words.
        const refused = error instanceof ApiError && error.status === 422 ? error.errors.find((item) => item.code === 'validation.canCombine') : undefined;
        if (!refused) throw error;
        const ids = statuses.filter((status) => values.statuses.includes(status.id) && (refused.detail ?? '').split(/[\s,]+/).includes(status.id)).map((status) => status.id);
        form.setError('statuses', { type: 'server', message: t('eqlaatProject.cannotCombine', { statuses: namesOf(ids.length ? ids : values.statuses, statuses) }) }, { shouldFocus: true });
        return;
      }
      form.reset(values);
      toast(t('eqlaatProject.stepAdded'));
      onDone();
    },
  });
  usePreventLeave(form.formState.isDirty);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('eqlaatProject.newStep')} sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TextField label={t('eqlaatProject.doneAt')} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} {...textFieldProps(form, 'doneAt', t('eqlaatProject.doneAtHelp'))} />
      <Controller
        control={form.control}
        name="statuses"
        render={({ field, fieldState }) => (
          <Box component="fieldset" aria-describedby={fieldState.error ? errorId : undefined} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Box component="legend" id={legendId} sx={{ typography: 'body2', fontWeight: 500, mb: 0.5 }}>
              {t('eqlaatProject.stepStatuses')}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {ordered.map((status, index) => (
                <FormControlLabel
                  key={status.id}
                  label={status.canCombine ? (status.name ?? status.id) : t('eqlaatProject.standsAlone', { status: status.name ?? status.id })}
                  control={
                    <Checkbox
                      checked={field.value.includes(status.id)}
                      onBlur={field.onBlur}
                      // The first box takes the focus when the field is refused.
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined, 'aria-invalid': fieldState.error ? true : undefined } as never }}
                      onChange={(event) => field.onChange(event.target.checked ? [...field.value, status.id] : field.value.filter((id) => id !== status.id))}
                    />
                  }
                />
              ))}
            </Box>
            {fieldState.error && (
              <FormHelperText id={errorId} error>
                {fieldState.error.message}
              </FormHelperText>
            )}
          </Box>
        )}
      />
      <TextField label={t('eqlaatProject.comment')} multiline minRows={2} {...textFieldProps(form, 'comment')} />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('eqlaatProject.saveStep')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Box>
    </Box>
  );
}
