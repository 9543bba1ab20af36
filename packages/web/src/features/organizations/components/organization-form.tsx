import { lazy, Suspense } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { organizations } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { textFieldProps, useInteractionForm } from '../../../components/interactions/use-interaction-form.ts';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../../lib/forms/server-errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/ui-store.ts';
import { useSaveOrganization } from '../api/organization.ts';
import type { OrganizationDetail } from '../api/organization.ts';

const RichTextInput = lazy(() => import('../../../components/resources/rich-text-input.tsx').then((m) => ({ default: m.RichTextInput })));

const FIELDS = ['name', 'unitName', 'shortDescription', 'description', 'contactEmail', 'contactPhone', 'contactAddress', 'externalUrl', 'latitude', 'longitude'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The organization's page as its administrators change it: names, texts (in the reader's language),
 * contact and position. The bounds are the kind's declaration's; the server's 422s land on their fields.
 */
export function OrganizationForm({ organization, onDone }: { organization: OrganizationDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOrganization();
  const coordinate = (bound: number) =>
    z
      .string()
      .trim()
      .refine((value) => value === '' || (Number.isFinite(Number(value)) && Math.abs(Number(value)) <= bound), t('organizations.coordinateInvalid', { bound }));
  const schema = z
    .object({
      name: declaredText(t, organizations, 'name'),
      unitName: declaredText(t, organizations, 'unitName'),
      shortDescription: declaredText(t, organizations, 'shortDescription'),
      description: declaredText(t, organizations, 'description'),
      contactEmail: declaredText(t, organizations, 'contactEmail'),
      contactPhone: declaredText(t, organizations, 'contactPhone'),
      contactAddress: declaredText(t, organizations, 'contactAddress'),
      externalUrl: declaredText(t, organizations, 'externalUrl'),
      latitude: coordinate(90),
      longitude: coordinate(180),
    })
    .refine((values) => (values.latitude === '') === (values.longitude === ''), { path: ['longitude'], message: t('organizations.positionBoth') });
  const defaults = Object.fromEntries(FIELDS.map((field) => [field, text(organization[field as keyof OrganizationDetail])])) as Values;
  const { form, onSubmit, failure } = useInteractionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    fields: FIELDS,
    send: async (values) => {
      const attributes: Record<string, unknown> = Object.fromEntries(FIELDS.map((field) => [field, orNull(values[field])]));
      attributes.name = values.name.trim();
      attributes.latitude = attributes.latitude === null ? null : Number(attributes.latitude);
      attributes.longitude = attributes.longitude === null ? null : Number(attributes.longitude);
      await save.mutateAsync({ id: organization.id, values: { attributes } });
      form.reset(values);
      toast(t('organizations.saved'));
      onDone();
    },
  });
  usePreventLeave(form.formState.isDirty);
  const field = (name: (typeof FIELDS)[number], help?: string) => textFieldProps(form, name, help);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mt: 2 }} aria-label={t('organizations.editPage')}>
      <TextField label={t('organizations.fieldName')} required {...field('name')} />
      <TextField label={t('organizations.fieldUnitName')} {...field('unitName')} />
      <TextField label={t('organizations.fieldShortDescription')} multiline minRows={2} {...field('shortDescription', t('organizations.fieldShortDescriptionHelp'))} />
      <Box sx={{ mt: 2, mb: 1 }}>
        <Suspense fallback={<Box sx={{ minHeight: 200 }} />}>
          <Controller
            control={form.control}
            name="description"
            render={({ field: input, fieldState }) => (
              <RichTextInput label={t('organizations.fieldDescription')} value={input.value} onChange={input.onChange} onBlur={input.onBlur} inputRef={input.ref} error={fieldState.error?.message} helperText={fieldState.error?.message} />
            )}
          />
        </Suspense>
      </Box>
      <TextField label={t('organizations.email')} type="email" {...field('contactEmail')} />
      <TextField label={t('organizations.phone')} type="tel" {...field('contactPhone')} />
      <TextField label={t('organizations.address')} multiline minRows={2} {...field('contactAddress')} />
      <TextField label={t('organizations.website')} type="url" {...field('externalUrl')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <TextField label={t('organizations.fieldLatitude')} inputMode="decimal" {...field('latitude')} fullWidth={false} sx={{ flex: '1 1 12rem' }} />
        <TextField label={t('organizations.fieldLongitude')} inputMode="decimal" {...field('longitude')} fullWidth={false} sx={{ flex: '1 1 12rem' }} />
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('organizations.save')}
        </Button>
        <Button onClick={onDone}>{t('organizations.cancel')}</Button>
      </Box>
    </Box>
  );
}
