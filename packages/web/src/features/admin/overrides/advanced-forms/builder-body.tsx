import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { advancedFormHeading, FORM_FIELD_TYPES } from '@relais/domain';
import type { FormFieldType } from '@relais/domain';
import { AdvancedFormView } from '../../../../components/advanced-forms/advanced-form-view.tsx';
import { Container } from '../../../../components/container.tsx';
import { SmartLink } from '../../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { kindLabel } from '../../../../lib/resources/labels.ts';
import { adminPaths } from '../../admin-paths.ts';
import { useAdminAccess } from '../../resources/use-admin-access.ts';
import type { BuiltForm } from './api/form-builder.ts';
import { previewFields, SETTINGS_KEY, stepOf } from './builder-state.ts';
import { builderInputId, FieldCard } from './field-card.tsx';
import { ADD_TYPE_ID, useFormBuilder } from './use-form-builder.ts';

const STATUS_ID = 'form-builder-status';

export function BuilderBody({ form, language, isReloaded, onSaved }: { form: BuiltForm; language: string; isReloaded: boolean; onSaved(): Promise<void> }) {
  const { t } = useTranslation();
  const access = useAdminAccess();
  const timeZone = access.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const builder = useFormBuilder({ form, language, timeZone, onSaved });
  const { present, errors, openKey } = builder;
  const [newType, setNewType] = useState<FormFieldType>('short_text');
  const fields = previewFields(present.fields);
  const heading = advancedFormHeading(fields);
  const title = t('formBuilder.title', { form: heading.title?.trim() || t('formBuilder.untitledForm') });
  useDocumentTitle(`${title} - ${kindLabel(t, 'advanced-forms')}`);
  useEffect(() => {
    if (isReloaded) document.getElementById(STATUS_ID)?.focus();
  }, [isReloaded]);
  const settingsErrors = errors.get(SETTINGS_KEY) ?? {};
  const dateInput = (name: 'openAt' | 'closeAt') => (
    <TextField
      id={builderInputId(SETTINGS_KEY, name)}
      type="datetime-local"
      label={t(`formBuilder.${name}`)}
      value={present.settings[name]}
      onChange={(event) => builder.setSettings({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      error={!!settingsErrors[name]}
      helperText={settingsErrors[name] ?? t('formBuilder.timeZone', { zone: timeZone })}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="p" sx={{ mb: 1 }}>
        <SmartLink href={adminPaths.resource('advanced-forms', 'show', form.id)}>{kindLabel(t, 'advanced-forms')}</SmartLink>
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button variant="contained" disabled={!builder.isDirty || builder.isBusy} onClick={() => void builder.save()}>
          {t('formBuilder.save')}
        </Button>
        <Typography id={STATUS_ID} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
          {builder.isBusy ? t('formBuilder.saving') : builder.isDirty ? t('formBuilder.unsaved') : t('formBuilder.allSaved')}
        </Typography>
      </Box>
      {builder.others.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {builder.others.join(' ')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <Box component="section" aria-labelledby="form-builder-settings">
            <Typography variant="h5" component="h2" id="form-builder-settings" sx={{ mb: 1 }}>
              {t('formBuilder.settings')}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <FormControlLabel
                control={<Checkbox id={builderInputId(SETTINGS_KEY, 'isCaptchaProtected')} checked={present.settings.isCaptchaProtected} onChange={(event) => builder.setSettings({ isCaptchaProtected: event.target.checked })} />}
                label={t('formBuilder.isCaptchaProtected')}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                {dateInput('openAt')}
                {dateInput('closeAt')}
              </Box>
            </Box>
          </Box>
          <Box component="section" aria-labelledby="form-builder-fields">
            <Typography variant="h5" component="h2" id="form-builder-fields" sx={{ mb: 1 }}>
              {t('formBuilder.fields', { count: present.fields.length })}
            </Typography>
            {present.fields.length === 0 && <Typography sx={{ mb: 1 }}>{t('formBuilder.noFields')}</Typography>}
            <Box component="ol" sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 0, m: 0 }}>
              {present.fields.map((field, index) => (
                <FieldCard key={field.key} field={field} index={index} count={present.fields.length} isOpen={openKey === field.key} errors={errors.get(field.key) ?? NO_ERRORS} {...builder.callbacks} />
              ))}
            </Box>
            <Box component="form" aria-label={t('formBuilder.addField')} onSubmit={(event) => (event.preventDefault(), builder.add(newType))} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}>
              <TextField
                id={ADD_TYPE_ID}
                select
                size="small"
                label={t('formBuilder.newFieldType')}
                value={newType}
                onChange={(event) => setNewType(event.target.value as FormFieldType)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {FORM_FIELD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`formBuilder.type_${type}`)}
                  </option>
                ))}
              </TextField>
              <Button type="submit" variant="outlined">
                {t('formBuilder.addField')}
              </Button>
            </Box>
          </Box>
        </Box>
        <Box component="section" aria-labelledby="form-builder-preview" sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <Typography variant="h5" component="h2" id="form-builder-preview" sx={{ mb: 1 }}>
            {t('formBuilder.preview')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('formBuilder.previewHint')}
          </Typography>
          {/* What respondents will see, drawn by the site's own components as one types; not operable here (inert). */}
          <Box inert data-testid="form-builder-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, overflow: 'auto', maxHeight: { lg: 'calc(100vh - 160px)' }, bgcolor: 'background.default' }}>
            <AdvancedFormView
              form={{ id: `preview-${form.id}`, title: heading.title || null, description: heading.description || null, isCaptchaProtected: present.settings.isCaptchaProtected }}
              fields={fields}
              token={null}
              section={stepOf(present.fields, openKey)}
              isSignedIn
              preview
              headingLevel={2}
            />
          </Box>
        </Box>
      </Box>
    </Container>
  );
}

const NO_ERRORS = {};
