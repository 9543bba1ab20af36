import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { TRAINING_OTHER_ID, trainingResourceRequests } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { LightSelect } from '../../components/light-text-field.tsx';
import { textFieldProps, useInteractionForm } from '../../components/interactions/use-interaction-form.ts';
import { declaredText } from '../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../lib/forms/server-errors.ts';
import type { TrainingReference, TrainingRequest } from '../page-training-resources-search/training-model.ts';

export interface RequestValues {
  title: string;
  description: string;
  inspirationUrl: string;
  resourceType: string;
  themes: string[];
  otherResourceType: string;
  otherTheme: string;
}

export const EMPTY_REQUEST: RequestValues = { title: '', description: '', inspirationUrl: '', resourceType: '', themes: [], otherResourceType: '', otherTheme: '' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain description as the rich text the kind keeps: one paragraph per blank-line-separated block. */
export const descriptionHtml = (text: string): string | null => {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.length ? paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('') : null;
};

const unescapeHtml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');

/** The kept rich text back as the plain text the form edits: paragraphs apart by a blank line, line breaks kept. */
export const descriptionText = (html: string | null | undefined): string =>
  unescapeHtml(
    (html ?? '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  ).trim();

/** A request as the form's values (its type and themes by id). */
export const requestValuesOf = (request: TrainingRequest): RequestValues => ({
  title: request.title ?? '',
  description: descriptionText(request.description),
  inspirationUrl: request.inspirationUrl ?? '',
  resourceType: request.resourceType?.id ?? '',
  themes: (request.themes ?? []).map((theme) => theme.id),
  otherResourceType: request.otherResourceType ?? '',
  otherTheme: request.otherTheme ?? '',
});

/**
 * The form of a request for a missing resource: its title, what it should hold, a page that
 * inspires it, its type and themes (naming them in one's own words for `other`). Checked from the
 * kind's declaration before it goes; the server's 422s land on their fields.
 */
export function RequestForm({ types, themes, initial = EMPTY_REQUEST, submitLabel, onSend, onCancel }: { types: readonly TrainingReference[]; themes: readonly TrainingReference[]; initial?: RequestValues; submitLabel: string; onSend: (values: RequestValues) => Promise<void>; onCancel?: () => void }) {
  const { t } = useTranslation();
  const schema = z
    .object({
      title: declaredText(t, trainingResourceRequests, 'title'),
      description: z.string().max(20_000, t('validation.max')),
      inspirationUrl: z.string().trim().max(2048, t('validation.max')).refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), t('validation.url')),
      resourceType: z.string(),
      themes: z.array(z.string()),
      otherResourceType: z.string().max(255, t('validation.max')),
      otherTheme: z.string().max(255, t('validation.max')),
    })
    .superRefine((values, context) => {
      if (values.resourceType === TRAINING_OTHER_ID && !values.otherResourceType.trim()) context.addIssue({ code: 'custom', path: ['otherResourceType'], message: t('validation.required') });
      if (values.themes.includes(TRAINING_OTHER_ID) && !values.otherTheme.trim()) context.addIssue({ code: 'custom', path: ['otherTheme'], message: t('validation.required') });
    });
  const { form, onSubmit, failure } = useInteractionForm<RequestValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: initial,
    fields: ['title', 'description', 'inspirationUrl', 'resourceType', 'themes', 'otherResourceType', 'otherTheme'],
    send: async (values) => {
      await onSend(values);
      form.reset(values);
    },
  });
  usePreventLeave(form.formState.isDirty);
  const [resourceType, chosenThemes] = useWatch({ control: form.control, name: ['resourceType', 'themes'] });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mt: 2, maxWidth: 640 }}>
      <TextField label={t('trainingResources.fieldRequestTitle')} required autoFocus {...textFieldProps(form, 'title')} />
      <TextField label={t('trainingResources.fieldRequestDescription')} multiline minRows={3} {...textFieldProps(form, 'description')} />
      <TextField label={t('trainingResources.fieldInspirationUrl')} type="url" {...textFieldProps(form, 'inspirationUrl', t('trainingResources.inspirationHelp'))} />
      <Controller
        control={form.control}
        name="resourceType"
        render={({ field: input, fieldState }) => (
          <LightSelect
            label={t('trainingResources.fieldRequestType')}
            name={input.name}
            ref={input.ref}
            value={input.value}
            onBlur={input.onBlur}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => input.onChange(event.target.value)}
            error={fieldState.error?.message}
            sx={{ my: 2, maxWidth: 420 }}
          >
            <option value="">{t('trainingResources.chooseType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </LightSelect>
        )}
      />
      {resourceType === TRAINING_OTHER_ID && <TextField label={t('trainingResources.fieldOtherType')} required {...textFieldProps(form, 'otherResourceType')} />}
      {themes.length > 0 && (
        <Controller
          control={form.control}
          name="themes"
          render={({ field: input }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
              <Box component="legend" sx={{ typography: 'body2', fontWeight: 500, mb: 0.5 }}>
                {t('trainingResources.fieldRequestThemes')}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {themes.map((theme) => (
                  <FormControlLabel
                    key={theme.id}
                    label={theme.name}
                    control={
                      <Checkbox
                        checked={input.value.includes(theme.id)}
                        onChange={(event) => input.onChange(event.target.checked ? [...input.value, theme.id] : input.value.filter((id) => id !== theme.id))}
                      />
                    }
                  />
                ))}
              </Box>
            </Box>
          )}
        />
      )}
      {chosenThemes.includes(TRAINING_OTHER_ID) && <TextField label={t('trainingResources.fieldOtherTheme')} required {...textFieldProps(form, 'otherTheme')} />}
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
