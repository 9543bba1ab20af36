import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isLocale, LOCALE_NAMES } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';
import { Container } from '../../../../components/container.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { SmartLink } from '../../../../components/smart-link.tsx';
import { useCreate, useOne, useUpdate } from '../../../../lib/data-layer/hooks.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerErrors, usePreventLeave } from '../../../../lib/forms/server-errors.ts';
import { useLocale } from '../../../../lib/i18n/i18n.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import { getEditionLocale } from '../../../../lib/locale.ts';
import { toast } from '../../../../lib/ui-store.ts';
import { adminPaths } from '../../admin-paths.ts';
import { kindLabel, recordLabel } from '../../labels.ts';
import { formFields, relationshipTargets } from '../declaration.ts';
import type { Field, FormMode } from '../declaration.ts';
import { RecordMissing } from '../show/resource-show.tsx';
import { useAdminAccess } from '../use-admin-access.ts';
import { FieldInput } from './field-input.tsx';
import { clientIssues, ID_FIELD, initialValues, storedValue, writeValuesOf } from './form-model.ts';
import type { FormValues } from './form-model.ts';

/**
 * Create or update a record of any kind (spec §2 actions "create", "update"): a form built from the
 * declaration. Translatable texts are written in the edition language. The form's own checks run
 * first; the server's 422s land on their fields and a 409 on the id; the first error gets focus.
 */
export function ResourceForm({ resource, id }: { resource: ResourceDefinition; id?: string }) {
  const { t } = useTranslation();
  const access = useAdminAccess();
  const fields = useMemo(() => formFields(resource, { isAdmin: access.isAdmin, canSee: access.canSee }), [resource, access.isAdmin, access.canSee]);
  const include = fields.filter((field) => field.source === 'relationship').map((field) => field.name);
  const record = useOne(resource.type, id, { include });
  if (id !== undefined && record.isError) return <RecordMissing resource={resource} />;
  if (id !== undefined && !record.data) return <PageLoader label={t('common.loading')} minHeight={300} />;
  return <RecordForm resource={resource} fields={fields} record={record.data} mode={id === undefined ? 'create' : 'update'} />;
}

function RecordForm({ resource, fields, record, mode }: { resource: ResourceDefinition; fields: Field[]; record?: Model; mode: FormMode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const access = useAdminAccess();
  const editionLocale = getEditionLocale() ?? locale;
  const timeZone = access.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const hasIdField = mode === 'create' && resource.idKind === 'string';
  const defaultValues = useMemo(() => initialValues({ fields, record, editionLocale, timeZone, hasIdField }), [fields, record, editionLocale, timeZone, hasIdField]);
  const form = useForm<FormValues>({ defaultValues });
  const targets = relationshipTargets(resource);
  const create = useCreate(resource.type, { targets });
  const update = useUpdate(resource.type, { targets });
  const { isDirty, isSubmitting, isSubmitSuccessful, dirtyFields } = form.formState;
  usePreventLeave(isDirty && !isSubmitSuccessful);
  const kind = kindLabel(t, resource.type);
  const title = mode === 'create' ? t('admin.createKind', { kind }) : `${t('admin.update')}: ${recordLabel(record)}`;
  useDocumentTitle(`${title} - ${kind}`);
  const otherLocales = ((record?.otherTranslationsLocales as string[] | undefined) ?? []).filter((code) => code !== editionLocale);
  const names = [...(hasIdField ? [ID_FIELD] : []), ...fields.map((field) => field.name)];

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = new Set(Object.keys(dirtyFields));
    const { write, errors } = writeValuesOf({ fields, values, changed, mode, timeZone, hasIdField });
    const issues = [...errors, ...clientIssues(resource, mode, write)];
    if (hasIdField && !write.id) issues.unshift({ field: ID_FIELD, code: 'validation.required' });
    if (issues.length) {
      issues.forEach((issue, index) => form.setError(issue.field, { type: 'client', message: t(issue.code) }, { shouldFocus: index === 0 }));
      return;
    }
    try {
      const saved = mode === 'create' ? await create.mutateAsync(write) : await update.mutateAsync({ id: record!.id, values: write });
      toast(t('common.actionDone'));
      void navigate(adminPaths.resource(resource.type, 'show', saved.id));
    } catch (error) {
      const isShown = applyServerErrors(error, form.setError, t, (key: string) => i18n.exists(key), { fields: names, idField: hasIdField ? ID_FIELD : undefined });
      if (!isShown) toast(error instanceof Error ? error.message : t('validation.invalid'), { severity: 'error', length: 'long' });
      // The form stays as typed: not a successful submit, so leaving still asks.
      throw error;
    }
  });

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="p" sx={{ mb: 1 }}>
        <SmartLink href={adminPaths.resource(resource.type)}>{kind}</SmartLink>
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {fields.some((field) => field.source === 'attribute' && field.definition.translatable) && (
        <Typography sx={{ mb: 2 }}>{t('admin.editionLanguage', { language: isLocale(editionLocale) ? LOCALE_NAMES[editionLocale] : editionLocale })}</Typography>
      )}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event).catch((error: unknown) => {
            // A refused save has been shown on the form; anything else is a fault to report.
            if (!(error instanceof ApiError)) throw error;
          })}>
        <Stack spacing={2.5}>
          {hasIdField && (
            <TextField
              {...form.register(ID_FIELD)}
              label={t('admin.identifier')}
              required
              error={!!form.formState.errors[ID_FIELD]}
              helperText={form.formState.errors[ID_FIELD]?.message ?? t('admin.identifierHint')}
            />
          )}
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              type={resource.type}
              field={field}
              control={form.control}
              editionLocale={editionLocale}
              storedValue={field.source === 'attribute' ? storedValue(field.name, field.definition, record, editionLocale) : undefined}
              otherLocales={otherLocales}
              timeZone={timeZone}
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('common.save')}
            </Button>
            <Button component={SmartLink} href={record ? adminPaths.resource(resource.type, 'show', record.id) : adminPaths.resource(resource.type)}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
