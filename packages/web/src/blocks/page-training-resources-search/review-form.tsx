import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Suspense, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OBJECTIVES_WITH_RECIPIENTS, reviewTakesRecipientsCount, TRAINING_REVIEW_OBJECTIVES, TRAINING_REVIEW_RATING_MAX } from '@relais/domain';
import type { TrainingReviewObjective } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { LazyFileUploadField } from '../../components/file-upload/index.ts';
import { LightSelect } from '../../components/light-text-field.tsx';
import { textFieldProps, useInteractionForm } from '../../components/interactions/use-interaction-form.ts';
import { usePreventLeave } from '../../lib/forms/server-errors.ts';
import { EMPTY_REVIEW } from './review-values.ts';
import type { ReviewValues } from './review-values.ts';

export { EMPTY_REVIEW, reviewAttributes } from './review-values.ts';
export type { ReviewValues } from './review-values.ts';

/**
 * A review's form: why the resource was used (and for how many people, for a project, an
 * integration or another use), a rating from 1 to 5, a comment and an optional file. Checked before
 * it goes; the server's 422s land on their fields; a question before leaving it unsaved.
 */
export function ReviewForm({ defaults = EMPTY_REVIEW, submitLabel, onSend, onCancel }: { defaults?: ReviewValues; submitLabel: string; onSend: (values: ReviewValues) => Promise<void>; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState<string | null>(null);
  const schema = z
    .object({
      objective: z.string().min(1, t('validation.required')),
      objectiveComment: z.string().max(5000, t('validation.max')),
      recipientsCount: z.string(),
      reviewRating: z.string().min(1, t('validation.required')),
      reviewComment: z.string().max(5000, t('validation.max')),
      file: z.string(),
    })
    .superRefine((values, context) => {
      if (!OBJECTIVES_WITH_RECIPIENTS.includes(values.objective as TrainingReviewObjective) || !values.recipientsCount.trim()) return;
      const count = Number(values.recipientsCount);
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) context.addIssue({ code: 'custom', path: ['recipientsCount'], message: t('trainingResources.recipientsInvalid') });
    });
  const { form, onSubmit, failure } = useInteractionForm<ReviewValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    fields: ['objective', 'objectiveComment', 'recipientsCount', 'reviewRating', 'reviewComment', 'file'],
    send: async (values) => {
      await onSend(values);
      form.reset(values);
    },
  });
  usePreventLeave(form.formState.isDirty);
  const objective = useWatch({ control: form.control, name: 'objective' });
  const countsRecipients = reviewTakesRecipientsCount((objective || null) as TrainingReviewObjective | null);

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mt: 2, maxWidth: 640 }}>
      <Controller
        control={form.control}
        name="objective"
        render={({ field: input, fieldState }) => (
          <LightSelect
            label={t('trainingResources.fieldObjective')}
            required
            autoFocus
            name={input.name}
            ref={input.ref}
            value={input.value}
            onBlur={input.onBlur}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => input.onChange(event.target.value)}
            error={fieldState.error?.message}
            sx={{ my: 2, maxWidth: 420 }}
          >
            <option value="">{t('trainingResources.chooseObjective')}</option>
            {TRAINING_REVIEW_OBJECTIVES.map((value) => (
              <option key={value} value={value}>
                {t(`trainingResources.objective_${value}`)}
              </option>
            ))}
          </LightSelect>
        )}
      />
      <TextField label={t('trainingResources.fieldObjectiveComment')} multiline minRows={2} {...textFieldProps(form, 'objectiveComment')} />
      {countsRecipients && <TextField label={t('trainingResources.fieldRecipientsCount')} type="number" slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }} {...textFieldProps(form, 'recipientsCount', t('trainingResources.recipientsHelp'))} />}
      <Controller
        control={form.control}
        name="reviewRating"
        render={({ field: input, fieldState }) => (
          <Box component="fieldset" aria-describedby={fieldState.error ? 'review-rating-error' : undefined} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Box component="legend" sx={{ typography: 'body2', fontWeight: 500, mb: 0.5 }}>
              {`${t('trainingResources.fieldRating')} *`}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
              {Array.from({ length: TRAINING_REVIEW_RATING_MAX }, (_, index) => String(index + 1)).map((value) => (
                <FormControlLabel
                  key={value}
                  label={t('trainingResources.ratingOption', { rating: Number(value), max: TRAINING_REVIEW_RATING_MAX })}
                  control={<Radio name={input.name} value={value} checked={input.value === value} onChange={() => input.onChange(value)} onBlur={input.onBlur} />}
                />
              ))}
            </Box>
            {fieldState.error && (
              <Typography id="review-rating-error" variant="caption" sx={{ color: 'error.main' }}>
                {fieldState.error.message}
              </Typography>
            )}
          </Box>
        )}
      />
      <TextField label={t('trainingResources.fieldComment')} multiline minRows={3} {...textFieldProps(form, 'reviewComment')} />
      <Box sx={{ mt: 2 }}>
        <Controller
          control={form.control}
          name="file"
          render={({ field: input }) => (
            <Suspense fallback={null}>
              <LazyFileUploadField
                label={t('trainingResources.fieldFile')}
                isPublic={false}
                onUploaded={(file) => {
                  setFileName(String(file.originalName ?? file.name ?? ''));
                  input.onChange(String(file.id));
                }}
              />
              {input.value && fileName && <Typography variant="body2">{t('trainingResources.fileAttached', { name: fileName })}</Typography>}
            </Suspense>
          )}
        />
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Box>
    </Box>
  );
}
