import { useTranslation, type TFunction } from '../../../../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldLabel } from '../../../../../lib/resources/labels.ts';
import { RichTextInput } from '../../../../../components/resources/rich-text-input.tsx';
import { ImageInput, LinkInput } from './media-inputs.tsx';
import { emptyValueOf } from './prop-fields.ts';
import type { PropField } from './prop-fields.ts';
import { moveItem } from './editor-state.ts';

export type PropErrors = Readonly<Record<string, string>>;

export interface PropInputProps {
  field: PropField;
  value: unknown;
  /** `items.0.title`: where the value is in the block's props, which errors are keyed by. */
  path: string;
  label: string;
  errors: PropErrors;
  onChange(path: string, value: unknown): void;
}

const COMPONENTS = 'app-page-components';

/** A prop's label: `fields.app-page-components.<prop>` when the catalogue has one, else its name made readable. */
export const propLabel = (t: TFunction, name: string) => fieldLabel(t, COMPONENTS, name);

/** An optional text left empty is no prop at all (an empty e-mail would be refused). */
const textValue = (field: PropField, text: string) => (text === '' && field.isOptional ? undefined : text === '' && field.isNullable ? null : text);

/** The input of one prop, from its field: nested objects and lists draw their props' inputs. */
export function PropInput({ field, value, path, label, errors, onChange }: PropInputProps) {
  const { t } = useTranslation();
  const error = errors[path];
  const common = { label, error: !!error, helperText: error, fullWidth: true, name: path, required: field.isRequired };
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={field.inputType}
          value={typeof value === 'string' ? value : ''}
          multiline={field.isMultiline}
          minRows={field.isMultiline ? 2 : undefined}
          slotProps={{ htmlInput: { maxLength: field.max } }}
          onChange={(event) => onChange(path, textValue(field, event.target.value))}
        />
      );
    case 'colour':
      return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField {...common} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(path, textValue(field, event.target.value))} />
          <Box
            component="input"
            type="color"
            aria-label={t('admin.pickColour', { field: label })}
            value={/^#[0-9a-f]{6}$/i.test(String(value)) ? String(value) : '#000000'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(path, event.target.value)}
            sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' }}
          />
        </Box>
      );
    case 'richText':
      return <RichTextInput label={label} value={typeof value === 'string' ? value : ''} onChange={(html) => onChange(path, textValue(field, html))} onBlur={() => undefined} error={error} helperText={error} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          value={typeof value === 'number' ? value : ''}
          helperText={error ?? (field.min !== undefined && field.max !== undefined ? t('pageEditor.between', { min: field.min, max: field.max }) : undefined)}
          slotProps={{ htmlInput: { min: field.min, max: field.max, step: field.isInteger ? 1 : 'any' } }}
          onChange={(event) => onChange(path, event.target.value === '' ? (field.isOptional ? undefined : field.defaultValue) : Number(event.target.value))}
        />
      );
    case 'boolean':
      return (
        <Box>
          <FormControlLabel control={<Checkbox name={path} checked={value === true} onChange={(event) => onChange(path, event.target.checked)} />} label={label} />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
    case 'choice':
      return (
        <TextField {...common} select value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(path, event.target.value === '' ? (field.isOptional ? undefined : null) : event.target.value)}>
          {(field.isOptional || field.isNullable) && <MenuItem value="">{t('admin.none')}</MenuItem>}
          {field.options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`fields.${COMPONENTS}.${field.name}_${option}`, { defaultValue: option })}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'link':
      return <LinkInput {...common} value={typeof value === 'string' ? value : ''} onChange={(text) => onChange(path, textValue(field, text))} />;
    case 'image':
      return <ImageInput label={label} path={path} value={value} error={error ?? errors[`${path}.url`]} canRemove={field.isOptional || field.isNullable} onChange={(image) => onChange(path, image ?? (field.isOptional ? undefined : null))} />;
    case 'object':
      return <ObjectInput field={field} value={value} path={path} label={label} errors={errors} onChange={onChange} />;
    case 'list':
      return <ListInput field={field} value={value} path={path} label={label} errors={errors} onChange={onChange} />;
  }
}

/** Props' inputs of an object; one that may be left out has a button to add or remove it. */
function ObjectInput({ field, value, path, label, errors, onChange }: PropInputProps & { field: Extract<PropField, { kind: 'object' }> }) {
  const { t } = useTranslation();
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  const canRemove = field.isOptional || field.isNullable;
  if (!record) {
    return (
      <Box>
        <Button variant="outlined" onClick={() => onChange(path, emptyValueOf(field))}>
          {t('pageEditor.addPart', { part: label })}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {errors[path] && <FormHelperText error>{errors[path]}</FormHelperText>}
      <Stack spacing={2}>
        {field.fields.map((child) => (
          <PropInput key={child.name} field={child} value={record[child.name]} path={path ? `${path}.${child.name}` : child.name} label={propLabel(t, child.name)} errors={errors} onChange={onChange} />
        ))}
        {canRemove && (
          <Box>
            <Button color="error" onClick={() => onChange(path, field.isOptional ? undefined : null)}>
              {t('pageEditor.removePart', { part: label })}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** Items of a list (cards, testimonials, buttons, pictures): each with its inputs, moved or removed by buttons. */
function ListInput({ field, value, path, label, errors, onChange }: PropInputProps & { field: Extract<PropField, { kind: 'list' }> }) {
  const { t } = useTranslation();
  const items = Array.isArray(value) ? value : [];
  const isFull = field.max !== undefined && items.length >= field.max;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {errors[path] && <FormHelperText error>{errors[path]}</FormHelperText>}
      <Stack spacing={2}>
        {items.map((item, index) => {
          const itemLabel = t('pageEditor.item', { list: label, number: index + 1 });
          return (
            <Box key={index} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <PropInput field={field.item} value={item} path={`${path}.${index}`} label={itemLabel} errors={errors} onChange={onChange} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button size="small" disabled={index === 0} onClick={() => onChange(path, moveItem(items, index, index - 1))}>
                  {t('pageEditor.moveItemUp', { item: itemLabel })}
                </Button>
                <Button size="small" disabled={index === items.length - 1} onClick={() => onChange(path, moveItem(items, index, index + 1))}>
                  {t('pageEditor.moveItemDown', { item: itemLabel })}
                </Button>
                <Button size="small" color="error" onClick={() => onChange(path, items.filter((_, at) => at !== index))}>
                  {t('pageEditor.removeItem', { item: itemLabel })}
                </Button>
              </Box>
            </Box>
          );
        })}
        <Box>
          <Button variant="outlined" disabled={isFull} onClick={() => onChange(path, [...items, emptyValueOf(field.item)])}>
            {t('pageEditor.addItem', { list: label })}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
