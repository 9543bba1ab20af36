import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_SCALE, FORM_FIELD_DATA_TYPES_BY_TYPE, FORM_FIELD_TYPES } from '@relais/domain';
import type { FormFieldDataType, FormFieldType } from '@relais/domain';
import { RichTextInput } from '../../../../components/resources/rich-text-input.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { isChoiceType, withType } from './builder-state.ts';
import type { BuilderField, FieldErrors } from './builder-state.ts';

/** What a card asks of the builder; stable functions, so an unchanged card is not drawn again. */
export interface FieldCallbacks {
  onToggle(key: string): void;
  onMove(key: string, delta: -1 | 1): void;
  onRemove(key: string): void;
  onChange(key: string, field: BuilderField, what: string): void;
}

interface FieldCardProps extends FieldCallbacks {
  field: BuilderField;
  index: number;
  count: number;
  isOpen: boolean;
  errors: FieldErrors;
}

/** The id of a field's input in the builder, to focus it (`title`, `config.choices.0`…). */
export const builderInputId = (key: string, what: string) => `form-builder-${key}-${what.replace(/\./g, '-')}`;

const choicesOf = (field: BuilderField) => (Array.isArray(field.config?.choices) ? (field.config.choices as string[]) : []);
const boundOf = (field: BuilderField, name: 'min' | 'max') => (typeof field.config?.[name] === 'number' ? String(field.config[name]) : String(DEFAULT_SCALE[name]));

/**
 * One field of the form (a section's card has a thick left edge): its place, type and title,
 * buttons to open its settings, move it and remove it; open, its label, type, description, whether
 * it is required and its type's settings (answers offered, a scale's bounds, a number's kind).
 * Every button says which field it acts on (described by the card's heading).
 */
export const FieldCard = memo(function FieldCard({ field, index, count, isOpen, errors, onToggle, onMove, onRemove, onChange }: FieldCardProps) {
  const { t } = useTranslation();
  const typeName = t(`formBuilder.type_${field.fieldType}`);
  const label = t('formBuilder.fieldAt', { position: index + 1, title: field.title.trim() || t('formBuilder.untitled'), type: typeName });
  const headingId = builderInputId(field.key, 'heading');
  const panelId = builderInputId(field.key, 'panel');
  const set = (change: Partial<BuilderField>, what: string) => onChange(field.key, { ...field, ...change }, what);
  const setConfig = (config: Record<string, unknown>, what: string) => set({ config }, what);
  const choices = choicesOf(field);
  const setChoices = (next: string[]) => setConfig({ ...field.config, choices: next }, 'config.choices');
  const hasErrors = Object.keys(errors).length > 0;
  const errorOf = (what: string) => (errors[what] ? { error: true, helperText: errors[what] } : {});
  const dataTypes = FORM_FIELD_DATA_TYPES_BY_TYPE[field.fieldType];
  return (
    <Box component="li" data-field-key={field.key} aria-labelledby={headingId} sx={{ border: 1, borderLeftWidth: field.fieldType === 'section' ? 6 : 1, borderColor: hasErrors ? 'error.main' : 'divider', borderRadius: 1, bgcolor: 'background.paper', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" id={headingId} sx={{ fontWeight: 600, flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Button size="small" data-control="toggle" aria-expanded={isOpen} aria-controls={isOpen ? panelId : undefined} aria-describedby={headingId} onClick={() => onToggle(field.key)}>
            {isOpen ? t('formBuilder.close') : t('formBuilder.edit')}
          </Button>
          <Button size="small" data-control="up" aria-describedby={headingId} disabled={index === 0} onClick={() => onMove(field.key, -1)}>
            {t('formBuilder.moveUp')}
          </Button>
          <Button size="small" data-control="down" aria-describedby={headingId} disabled={index === count - 1} onClick={() => onMove(field.key, 1)}>
            {t('formBuilder.moveDown')}
          </Button>
          <Button size="small" color="error" data-control="remove" aria-describedby={headingId} onClick={() => onRemove(field.key)}>
            {t('formBuilder.remove')}
          </Button>
        </Box>
      </Box>
      {isOpen && (
        <Stack id={panelId} spacing={2} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          {errors.config && <Alert severity="error">{errors.config}</Alert>}
          <TextField
            id={builderInputId(field.key, 'title')}
            label={field.fieldType === 'section' ? t('formBuilder.sectionTitle') : t('formBuilder.label')}
            value={field.title}
            required
            slotProps={{ htmlInput: { maxLength: 255 } }}
            onChange={(event) => set({ title: event.target.value }, 'title')}
            {...errorOf('title')}
          />
          <TextField
            id={builderInputId(field.key, 'fieldType')}
            select
            label={t('formBuilder.type')}
            value={field.fieldType}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            onChange={(event) => onChange(field.key, withType(field, event.target.value as FormFieldType, t('formBuilder.choiceAt', { position: 1 })), 'fieldType')}
            {...errorOf('fieldType')}
          >
            {FORM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`formBuilder.type_${type}`)}
              </option>
            ))}
          </TextField>
          {field.fieldType !== 'section' && (
            <FormControlLabel
              control={<Checkbox id={builderInputId(field.key, 'required')} checked={field.required} onChange={(event) => set({ required: event.target.checked }, 'required')} />}
              label={field.fieldType === 'checkbox' ? t('formBuilder.mustTick') : t('formBuilder.required')}
            />
          )}
          {dataTypes.length > 1 && (
            <TextField
              id={builderInputId(field.key, 'dataType')}
              select
              label={t('formBuilder.dataType')}
              value={field.dataType}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              onChange={(event) => set({ dataType: event.target.value as FormFieldDataType }, 'dataType')}
              {...errorOf('dataType')}
            >
              {dataTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`formBuilder.dataType_${type}`)}
                </option>
              ))}
            </TextField>
          )}
          {isChoiceType(field.fieldType) && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 500, mb: 1 }}>
                {t('formBuilder.choices')}
              </Typography>
              <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {choices.map((choice, at) => {
                  const choiceLabel = t('formBuilder.choiceAt', { position: at + 1 });
                  const move = (delta: -1 | 1) => {
                    const next = [...choices];
                    [next[at], next[at + delta]] = [next[at + delta]!, next[at]!];
                    setChoices(next);
                  };
                  return (
                    <Box component="li" key={at} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <TextField
                        id={builderInputId(field.key, `config.choices.${at}`)}
                        size="small"
                        label={choiceLabel}
                        value={choice}
                        slotProps={{ htmlInput: { maxLength: 255 } }}
                        onChange={(event) => setChoices(choices.map((item, other) => (other === at ? event.target.value : item)))}
                        sx={{ flex: '1 1 10rem' }}
                      />
                      <Button size="small" disabled={at === 0} aria-label={t('formBuilder.choiceUp', { choice: choiceLabel })} onClick={() => move(-1)}>
                        {t('formBuilder.up')}
                      </Button>
                      <Button size="small" disabled={at === choices.length - 1} aria-label={t('formBuilder.choiceDown', { choice: choiceLabel })} onClick={() => move(1)}>
                        {t('formBuilder.down')}
                      </Button>
                      <Button size="small" color="error" aria-label={t('formBuilder.choiceRemove', { choice: choiceLabel })} onClick={() => setChoices(choices.filter((_, other) => other !== at))}>
                        {t('formBuilder.delete')}
                      </Button>
                    </Box>
                  );
                })}
              </Stack>
              {errors['config.choices'] && (
                <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
                  {errors['config.choices']}
                </Typography>
              )}
              <Button size="small" sx={{ mt: 1 }} onClick={() => setChoices([...choices, t('formBuilder.choiceAt', { position: choices.length + 1 })])}>
                {t('formBuilder.addChoice')}
              </Button>
            </Box>
          )}
          {field.fieldType === 'scale' && (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {(['min', 'max'] as const).map((name) => (
                <TextField
                  key={name}
                  id={builderInputId(field.key, `config.${name}`)}
                  type="number"
                  label={t(`formBuilder.scale_${name}`)}
                  value={boundOf(field, name)}
                  slotProps={{ htmlInput: { step: 1 } }}
                  onChange={(event) => setConfig({ ...field.config, [name]: event.target.value === '' ? undefined : Number(event.target.value) }, `config.${name}`)}
                  {...errorOf(`config.${name}`)}
                />
              ))}
            </Box>
          )}
          <RichTextInput
            label={field.fieldType === 'section' ? t('formBuilder.sectionDescription') : t('formBuilder.help')}
            value={field.description}
            onChange={(html) => set({ description: html === '<p></p>' ? '' : html }, 'description')}
            onBlur={() => {}}
            error={errors.description}
          />
        </Stack>
      )}
    </Box>
  );
});
