import { useMemo, useState } from 'react';
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
import type { WriteValues } from '../../../../lib/data-layer/data-provider.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { skipTargetId, useSkipTarget } from '../../../../lib/skip-targets.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerErrors, usePreventLeave } from '../../../../lib/forms/server-errors.ts';
import { useLocale, useTranslation } from '../../../../lib/i18n/i18n.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import { getEditionLocale } from '../../../../lib/locale.ts';
import { toast } from '../../../../lib/ui-store.ts';
import { adminPaths } from '../../admin-paths.ts';
import { fieldLabel, kindLabel, recordTitle } from '../../../../lib/resources/labels.ts';
import type { KindOverride } from '../../overrides/types.ts';
import { formFields, relationshipTargets } from '../../../../lib/resources/declaration.ts';
import type { Field, FormMode } from '../../../../lib/resources/declaration.ts';
import { RecordMissing } from '../show/resource-show.tsx';
import { useAdminAccess } from '../use-admin-access.ts';
import { FieldInput } from '../../../../components/resources/field-input.tsx';
import { clientIssues, ID_FIELD, initialValues, storedValue, writeValuesOf } from '../../../../lib/resources/form-model.ts';
import type { FormValues } from '../../../../lib/resources/form-model.ts';

/** Fields grouped under headings, in this order; fields no section names come last, under `otherTitle`. */
export interface FormSection {
  id: string;
  title: string;
  fields: readonly string[];
}

/** How a screen built on the generic form lays it out (a kind's settings form, `my-organization`). */
export interface FormLayout {
  title?: string;
  sections?: readonly FormSection[];
  otherTitle?: string;
  /** Where Cancel and the breadcrumb lead; none shows neither. */
  backHref?: string | null;
  /** After a save: stay on the form (reloaded) instead of going to the record's screen. */
  isStayingAfterSave?: boolean;
  /** Fields left out (a feature that is off). */
  isShown?(field: Field): boolean;
  /** Values a create sends beside the form's own (a new menu entry's place among the others). */
  presets?: WriteValues;
  /**
   * A form inside another screen's panel: no page container nor breadcrumb, its title an `h2` with
   * this id (what names the panel); after a save the record goes to `onSaved` and the form stays.
   */
  embedded?: { titleId: string; onSaved(saved: Model): void };
}

const NO_OVERRIDE: KindOverride = {};
const NO_LAYOUT: FormLayout = {};

/**
 * Create or update a record of any kind (spec §2 actions "create", "update"): a form built from the
 * declaration. Translatable texts are written in the edition language. The form's own checks run
 * first; the server's 422s land on their fields and a 409 on the id; the first error gets focus. A
 * kind's override may replace the input of a field; `layout` arranges the fields in sections.
 */
export function ResourceForm({ resource, id, override = NO_OVERRIDE, layout = NO_LAYOUT }: { resource: ResourceDefinition; id?: string; override?: KindOverride; layout?: FormLayout }) {
  const { t } = useTranslation();
  const access = useAdminAccess();
  const { isShown } = layout;
  const fields = useMemo(
    () => formFields(resource, { isAdmin: access.isAdmin, canSee: access.canSee }).filter((field) => !isShown || isShown(field)),
    [resource, access.isAdmin, access.canSee, isShown],
  );
  const include = fields.filter((field) => field.source === 'relationship').map((field) => field.name);
  const record = useOne(resource.type, id, { include });
  const [saves, setSaves] = useState(0);
  if (id !== undefined && record.isError) return <RecordMissing resource={resource} />;
  if (id !== undefined && !record.data) return <PageLoader label={t('common.loading')} minHeight={300} />;
  // A form that stays after a save starts again from what the server stored (its read is fresh by then).
  return <RecordForm key={saves} resource={resource} fields={fields} record={record.data} mode={id === undefined ? 'create' : 'update'} override={override} layout={layout} onSaved={() => setSaves((count) => count + 1)} />;
}

interface RecordFormProps {
  resource: ResourceDefinition;
  fields: Field[];
  record?: Model;
  mode: FormMode;
  override: KindOverride;
  layout: FormLayout;
  onSaved(): void;
}

function RecordForm({ resource, fields, record, mode, override, layout, onSaved }: RecordFormProps) {
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
  const title = layout.title ?? (mode === 'create' ? t('admin.createKind', { kind }) : `${t('admin.update')}: ${recordTitle(resource, record)}`);
  const backHref = layout.backHref === undefined ? (record ? adminPaths.resource(resource.type, 'show', record.id) : adminPaths.resource(resource.type)) : layout.backHref;
  // A form in a panel leaves the page's title (and its "has loaded" announcement) to its screen.
  useDocumentTitle(layout.embedded ? undefined : `${title} - ${kind}`);
  useSkipTarget('record', !layout.embedded);
  const otherLocales = ((record?.otherTranslationsLocales as string[] | undefined) ?? []).filter((code) => code !== editionLocale);
  const names = [...(hasIdField ? [ID_FIELD] : []), ...fields.map((field) => field.name)];

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = new Set(Object.keys(dirtyFields));
    const { write: typed, errors } = writeValuesOf({ fields, values, changed, mode, timeZone, hasIdField });
    const write = mode === 'create' && layout.presets ? withPresets(typed, layout.presets) : typed;
    const issues = [...errors, ...clientIssues(resource, mode, write)];
    if (hasIdField && !write.id) issues.unshift({ field: ID_FIELD, code: 'validation.required' });
    if (issues.length) {
      issues.forEach((issue, index) => form.setError(issue.field, { type: 'client', message: t(issue.code) }, { shouldFocus: index === 0 }));
      return;
    }
    try {
      const saved = mode === 'create' ? await create.mutateAsync(write) : await update.mutateAsync({ id: record!.id, values: write });
      toast(t('common.actionDone'));
      if (layout.embedded) {
        form.reset(values);
        layout.embedded.onSaved(saved);
      } else if (layout.isStayingAfterSave) onSaved();
      else void navigate(adminPaths.resource(resource.type, 'show', saved.id));
    } catch (error) {
      const isShown = applyServerErrors(error, form.setError, t, (key: string) => i18n.exists(key), { fields: names, idField: hasIdField ? ID_FIELD : undefined });
      if (!isShown) toast(error instanceof Error ? error.message : t('validation.invalid'), { severity: 'error', length: 'long' });
      // The form stays as typed: not a successful submit, so leaving still asks.
      throw error;
    }
  });

  const input = (field: Field) => {
    const Override = override.fields?.[field.name];
    const props = {
      type: resource.type,
      field,
      control: form.control,
      editionLocale,
      storedValue: field.source === 'attribute' ? storedValue(field.name, field.definition, record, editionLocale) : undefined,
      otherLocales,
      timeZone,
    };
    return Override ? <Override key={field.name} {...props} label={fieldLabel(t, resource.type, field.name)} /> : <FieldInput key={field.name} {...props} />;
  };

  const { embedded } = layout;
  return (
    <Container maxWidth="md" sx={embedded ? { py: 0, px: 0 } : { py: 3 }}>
      {layout.backHref !== null && !embedded && (
        <Typography component="p" sx={{ mb: 1 }}>
          <SmartLink href={adminPaths.resource(resource.type)}>{kind}</SmartLink>
        </Typography>
      )}
      <Typography id={embedded ? embedded.titleId : skipTargetId('record')} tabIndex={embedded ? undefined : -1} variant={embedded ? 'h5' : 'h4'} component={embedded ? 'h2' : 'h1'} gutterBottom sx={{ overflowWrap: 'anywhere' }}>
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
          {layout.sections ? sectionsOf(fields, layout).map((section) => <FormSectionView key={section.id} id={section.id} title={section.title}>{section.fields.map(input)}</FormSectionView>) : fields.map(input)}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('common.save')}
            </Button>
            {backHref !== null && (
              <Button component={SmartLink} href={backHref}>
                {t('common.cancel')}
              </Button>
            )}
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}

/** A create's values with the screen's presets under them: what the form holds wins. */
const withPresets = (write: WriteValues, presets: WriteValues): WriteValues => ({
  ...write,
  attributes: { ...presets.attributes, ...write.attributes },
  relationships: { ...presets.relationships, ...write.relationships },
});

/** The layout's sections with the fields shown, then one of the fields no section names; empty sections left out. */
export function sectionsOf(fields: readonly Field[], { sections = [], otherTitle = '' }: FormLayout): { id: string; title: string; fields: Field[] }[] {
  const named = new Set(sections.flatMap((section) => section.fields));
  const byName = new Map(fields.map((field) => [field.name, field]));
  return [
    ...sections.map((section) => ({ id: section.id, title: section.title, fields: section.fields.flatMap((name) => byName.get(name) ?? []) })),
    { id: 'other', title: otherTitle, fields: fields.filter((field) => !named.has(field.name)) },
  ].filter((section) => section.fields.length > 0);
}

function FormSectionView({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const headingId = `form-section-${id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}
