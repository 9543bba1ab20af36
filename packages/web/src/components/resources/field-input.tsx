import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Suspense } from 'react';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isLocale, isMachineTranslated, LOCALE_NAMES } from '@relais/domain';
import type { AttributeDefinition } from '@relais/domain';
import { LazyFileUploadField } from '../file-upload/index.ts';
import type { RelatedIds } from '../../lib/data-layer/data-provider.ts';
import { fieldLabel } from '../../lib/resources/labels.ts';
import type { Field } from '../../lib/resources/declaration.ts';
import type { FormValues } from '../../lib/resources/form-model.ts';
import { RelationshipPicker } from './relationship-picker.tsx';
import { RichTextInput } from './rich-text-input.tsx';


/** Text longer than this is edited on several lines. */
const MULTILINE_FROM = 256;

const isColour = (name: string) => /colou?r$/i.test(name);

/** A to-one file that is a picture by its name (logo, image, preview…): the upload offers images. */
const isImageField = (name: string) => /image|logo|preview|avatar|picture|photo|icon/i.test(name);

export interface FieldInputProps {
  type: string;
  field: Field;
  control: Control<FormValues>;
  editionLocale: string;
  /** The stored value in the edition language, for the machine-translation marker. */
  storedValue: unknown;
  /** Other languages the record's translatable texts are filled in. */
  otherLocales: readonly string[];
  timeZone: string;
}

const numberBounds = (definition: AttributeDefinition) => ({
  min: definition.kind === 'money' && definition.min !== undefined ? definition.min / 100 : definition.min,
  max: definition.kind === 'money' && definition.max !== undefined ? definition.max / 100 : definition.max,
  step: definition.kind === 'integer' ? 1 : 'any',
});

/**
 * The input of one declared field: built from its kind, bounds and flags, so every kind gets its
 * form with nothing written per kind. Errors (the form's checks, the server's 422s) show under it.
 */
export function FieldInput({ type, field, control, editionLocale, storedValue, otherLocales, timeZone }: FieldInputProps) {
  const { t } = useTranslation();
  const { name } = field;
  const baseLabel = fieldLabel(t, type, name);
  if (field.source === 'relationship') {
    const isFile = field.definition.type === 'files' && field.definition.cardinality === 'one';
    return (
      <Controller
        name={name}
        control={control}
        render={({ field: input, fieldState }) => {
          const picker = (
            <RelationshipPicker
              label={baseLabel}
              target={field.definition.type}
              value={input.value as RelatedIds}
              onChange={input.onChange}
              onBlur={input.onBlur}
              inputRef={input.ref}
              name={name}
              isMultiple={field.definition.cardinality === 'many'}
              isRequired={field.definition.required}
              error={fieldState.error?.message}
            />
          );
          if (!isFile) return picker;
          return (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              {picker}
              <Suspense fallback={null}>
                <LazyFileUploadField label={t('admin.uploadNew', { field: baseLabel })} accept={isImageField(name) ? 'image/*' : undefined} isPublic onUploaded={(file) => input.onChange(file.id)} />
              </Suspense>
            </Box>
          );
        }}
      />
    );
  }
  const attribute = field.definition;
  const language = isLocale(editionLocale) ? LOCALE_NAMES[editionLocale] : editionLocale;
  const label = attribute.translatable ? `${baseLabel} (${language})` : baseLabel;
  const isMarked = attribute.translatable && isMachineTranslated(storedValue);
  const translationHint = attribute.translatable && otherLocales.length ? t('admin.alsoIn', { languages: otherLocales.map((code) => (isLocale(code) ? LOCALE_NAMES[code] : code)).join(', ') }) : '';
  const marker = isMarked ? <Chip size="small" color="warning" variant="outlined" label={t('admin.machineTranslated')} sx={{ mb: 0.5 }} /> : null;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message;
        const helper = [error, translationHint].filter(Boolean).join(' ');
        const common = {
          name,
          label,
          inputRef: input.ref,
          value: input.value ?? '',
          onChange: input.onChange,
          onBlur: input.onBlur,
          error: !!error,
          helperText: helper || undefined,
          required: attribute.required,
          fullWidth: true,
        };
        switch (attribute.kind) {
          case 'boolean':
            return (
              <Box>
                <FormControlLabel
                  control={<Checkbox name={name} slotProps={{ input: { ref: input.ref } }} checked={Boolean(input.value)} onChange={(event) => input.onChange(event.target.checked)} onBlur={input.onBlur} />}
                  label={label}
                />
                {error && <FormHelperText error>{error}</FormHelperText>}
              </Box>
            );
          case 'integer':
          case 'decimal':
          case 'money':
            return <TextField {...common} type="number" slotProps={{ htmlInput: numberBounds(attribute) }} />;
          case 'date':
            return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
          case 'datetime':
            return <TextField {...common} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} helperText={[helper, t('admin.inTimeZone', { zone: timeZone })].filter(Boolean).join(' ')} />;
          case 'enum':
            return (
              <TextField {...common} select>
                {!attribute.required && <MenuItem value="">{t('admin.none')}</MenuItem>}
                {(attribute.values ?? []).map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`fields.${type}.${name}_${value}`, { defaultValue: value })}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'json':
            return <TextField {...common} multiline minRows={4} slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }} helperText={helper || t('admin.jsonHint')} />;
          case 'stringList':
            return <TextField {...common} multiline minRows={3} helperText={helper || t('admin.onePerLine')} />;
          case 'richText':
            return (
              <Box>
                {marker}
                <RichTextInput label={label} value={String(input.value ?? '')} onChange={input.onChange} onBlur={input.onBlur} error={error} helperText={helper} inputRef={input.ref} />
              </Box>
            );
          default:
            if (attribute.writeOnly) return <TextField {...common} type="password" autoComplete="new-password" />;
            if (isColour(name)) {
              return (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField {...common} />
                  <Box
                    component="input"
                    type="color"
                    aria-label={t('admin.pickColour', { field: baseLabel })}
                    value={/^#[0-9a-f]{6}$/i.test(String(input.value)) ? String(input.value) : '#000000'}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => input.onChange(event.target.value)}
                    sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' }}
                  />
                </Box>
              );
            }
            return (
              <Box>
                {marker}
                <TextField {...common} multiline={(attribute.max ?? 0) >= MULTILINE_FROM} minRows={(attribute.max ?? 0) >= MULTILINE_FROM ? 2 : undefined} slotProps={{ htmlInput: { maxLength: attribute.max } }} />
              </Box>
            );
        }
      }}
    />
  );
}
