import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContributionType } from '@relais/domain';
import { LazyFileUploadField } from '../../../components/file-upload/index.ts';
import { textFieldProps, useInteractionForm } from '../../../components/interactions/use-interaction-form.ts';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../../lib/forms/server-errors.ts';
import { browserTimezone } from '../../../lib/locale.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useOpenCategories, useSaveContribution } from '../api/contributions.ts';
import type { ContributionModel } from '../api/contributions.ts';
import { instantOf, RESOURCE_OF, valuesOf, writeOf } from './values.ts';
import type { ContributionValues } from './values.ts';

export interface ContributionFormProps {
  type: ContributionType;
  /** The stored item, or null for a new one. */
  item: ContributionModel | null;
  /** A new item's category (`?category=`). */
  categoryId?: string | null;
  onSaved: (saved: ContributionModel, isNew: boolean) => void;
  /** Reports unsaved changes (the publication request asks to save them first). */
  onDirtyChange?: (isDirty: boolean) => void;
}

// The rich-text editor (Tiptap) comes with the form's first text field, its place kept meanwhile.
const RichTextInput = lazy(() => import('../../../components/resources/rich-text-input.tsx').then((m) => ({ default: m.RichTextInput })));

const FIELDS = ['title', 'shortDescription', 'content', 'description', 'externalUrl', 'category', 'startAt', 'endAt', 'location', 'organization', 'image'] as const;

/**
 * The fields of a kind a contributor sets: title and text (rich text, headings, lists and emphasis,
 * which the server sanitises; what an administrator formatted is kept), an article's category, an event's dates and place, a picture, and who signs
 * when organizations sign (spec's author rule). The server's 422s land on their fields.
 */
export function ContributionForm({ type, item, categoryId = null, onSaved, onDirtyChange }: ContributionFormProps) {
  const { t } = useTranslation();
  const resource = RESOURCE_OF[type];
  const { features } = useRuntimeEnvironment();
  const { user } = useSession();
  const save = useSaveContribution(type);
  const categories = useOpenCategories(type === 'articles');
  const organizations = features.organizations && features.authorOrganization ? (user?.organizations ?? []) : [];
  const isEvent = type === 'calendar-events';
  const [imageName, setImageName] = useState<string | null>(item?.image?.name ?? null);

  const dateField = (isRequired: boolean) =>
    z.string().superRefine((value, context) => {
      if (!value) {
        if (isRequired) context.addIssue({ code: 'custom', message: t('validation.required') });
      } else if (Number.isNaN(instantOf(value).getTime())) context.addIssue({ code: 'custom', message: t('validation.datetime') });
    });
  const schema = z
    .object({
      title: declaredText(t, resource, 'title'),
      shortDescription: isEvent ? z.string() : declaredText(t, resource, 'shortDescription'),
      content: isEvent ? z.string() : declaredText(t, resource, 'content'),
      description: isEvent ? declaredText(t, resource, 'description') : z.string(),
      externalUrl: declaredText(t, resource, 'externalUrl'),
      category: type === 'articles' ? z.string().min(1, t('validation.required')) : z.string(),
      startAt: dateField(isEvent),
      endAt: dateField(false),
      isRealLocation: z.boolean(),
      location: isEvent ? declaredText(t, resource, 'location') : z.string(),
      organization: z.string(),
      image: z.string().nullable(),
    })
    .refine((values) => !values.startAt || !values.endAt || instantOf(values.endAt) >= instantOf(values.startAt), { path: ['endAt'], message: t('contributions.endBeforeStart') });

  const defaults = valuesOf(item, { categoryId, organizationId: organizations.length ? (user?.actingAsOrganization?.id ?? '') : '' });
  const { form, onSubmit, failure } = useInteractionForm<ContributionValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    fields: FIELDS,
    send: async (values) => {
      const saved = await save.mutateAsync({ id: item?.id ?? null, values: writeOf(type, values, { withOrganization: organizations.length > 0 }) });
      form.reset(values);
      onSaved(saved, item === null);
    },
  });
  const isDirty = form.formState.isDirty;
  usePreventLeave(isDirty);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const field = (name: (typeof FIELDS)[number], help?: string) => textFieldProps(form, name, help);
  const zone = t('contributions.timezoneHelp', { zone: browserTimezone() });
  const richText = (name: 'content' | 'description', label: string) => (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Suspense fallback={<Box sx={{ minHeight: 200 }} />}>
        <Controller
          control={form.control}
          name={name}
          render={({ field: input, fieldState }) => (
            <RichTextInput
              label={label}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              inputRef={input.ref}
              error={fieldState.error?.message}
              helperText={fieldState.error?.message ?? t('contributions.fieldContentHelp')}
            />
          )}
        />
      </Suspense>
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mt: 2 }}>
      <TextField label={t('contributions.fieldTitle')} required {...field('title')} />
      {type === 'articles' && (
        <Controller
          control={form.control}
          name="category"
          render={({ field: { ref, ...category }, fieldState }) => (
            <TextField
              select
              label={t('contributions.fieldCategory')}
              required
              fullWidth
              margin="normal"
              inputRef={ref}
              {...category}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? (categories.isSuccess && categories.data.length === 0 ? t('contributions.noCategories') : undefined)}
            >
              {(categories.data ?? []).map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
              {/* A preselected category not (yet) among those read keeps its value. */}
              {category.value && !categories.data?.some((option) => option.id === category.value) && <MenuItem value={category.value}>{item?.category?.name as string | undefined ?? category.value}</MenuItem>}
            </TextField>
          )}
        />
      )}
      {isEvent ? (
        <>
          {richText('description', t('contributions.fieldDescription'))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <TextField label={t('contributions.fieldStartAt')} type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} {...field('startAt', zone)} fullWidth={false} sx={{ flex: '1 1 14rem' }} />
            <TextField label={t('contributions.fieldEndAt')} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} {...field('endAt', zone)} fullWidth={false} sx={{ flex: '1 1 14rem' }} />
          </Box>
          <TextField label={t('contributions.fieldLocation')} {...field('location')} />
          <Controller
            control={form.control}
            name="isRealLocation"
            render={({ field: { value, onChange } }) => (
              <FormControlLabel control={<Checkbox checked={value} onChange={(event) => onChange(event.target.checked)} />} label={t('contributions.fieldIsRealLocation')} />
            )}
          />
        </>
      ) : (
        <>
          <TextField label={t('contributions.fieldShortDescription')} multiline minRows={2} {...field('shortDescription', t('contributions.fieldShortDescriptionHelp'))} />
          {richText('content', t('contributions.fieldContent'))}
        </>
      )}
      <TextField label={t('contributions.fieldExternalUrl')} type="url" {...field('externalUrl', t('contributions.fieldExternalUrlHelp'))} />
      {!isEvent && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <LazyFileUploadField
              label={t('contributions.fieldImage')}
              accept="image/*"
              onUploaded={(file) => {
                form.setValue('image', file.id, { shouldDirty: true });
                setImageName(typeof file.name === 'string' ? file.name : null);
              }}
            />
          </Suspense>
          {form.watch('image') && (
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Typography variant="body2">{t('contributions.currentImage', { name: imageName ?? '—' })}</Typography>
              <Button
                size="small"
                onClick={() => {
                  form.setValue('image', null, { shouldDirty: true });
                }}
              >
                {t('contributions.removeImage')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      {organizations.length > 0 && (
        <Controller
          control={form.control}
          name="organization"
          render={({ field: { value, onChange }, fieldState }) => (
            <FormControl component="fieldset" error={!!fieldState.error} sx={{ mt: 2, display: 'block' }}>
              <FormLabel component="legend">{t('contributions.fieldAuthor')}</FormLabel>
              <RadioGroup value={value} onChange={(event) => onChange(event.target.value)}>
                <FormControlLabel value="" control={<Radio />} label={t('contributions.authorMyself', { name: `${user!.firstName} ${user!.lastName}`.trim() })} />
                {organizations.map((organization) => (
                  <FormControlLabel key={organization.id} value={organization.id} control={<Radio />} label={organization.completeName ?? organization.name} />
                ))}
              </RadioGroup>
              <FormHelperText>{fieldState.error?.message ?? t('contributions.authorHelp')}</FormHelperText>
            </FormControl>
          )}
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {item?.publishedAt ? t('contributions.save') : t('contributions.saveDraft')}
        </Button>
      </Box>
    </Box>
  );
}
