import { Suspense } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ANSWER_MAX_LENGTHS, DEFAULT_SCALE } from '@relais/domain';
import type { FormFieldDataType, FormFieldType } from '@relais/domain';
import { FIELD_SX } from '../light-text-field.tsx';
import { LazyFileUploadField } from '../file-upload/index.ts';
import { RichText } from '../../blocks/shared/rich-text.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

/** A field of an advanced form as the site reads it (domain `form-fields`). */
export interface AdvancedFormField {
  id: string;
  position: number;
  title?: string | null;
  description?: string | null;
  required?: boolean | null;
  config?: unknown;
  fieldType: FormFieldType;
  dataType?: FormFieldDataType | null;
}

/** What an input holds: text (numbers, dates and the scale too), a list of choices, a box's state. */
export type InputValue = string | string[] | boolean;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
export const choicesOf = (field: AdvancedFormField): string[] => {
  const choices = record(field.config).choices;
  return Array.isArray(choices) ? choices.filter((choice): choice is string => typeof choice === 'string') : [];
};
export const scaleOf = (field: AdvancedFormField) => {
  const config = record(field.config);
  const min = typeof config.min === 'number' ? config.min : DEFAULT_SCALE.min;
  const max = typeof config.max === 'number' ? config.max : DEFAULT_SCALE.max;
  return { min, max: Math.min(max, min + 20) };
};

/** A rich-text answer, written as plain paragraphs, kept as escaped `<p>`s (as a light-user form's message). */
const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`)
    .join('');
const htmlParagraphs = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` input shows it, in the browser's zone. */
const localDateTime = (iso: string) => {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
};

/** The answer sent for an input's value (undefined: unanswered). */
export function answerOf(field: AdvancedFormField, value: InputValue | undefined): unknown {
  if (value === undefined) return undefined;
  switch (field.fieldType) {
    case 'checkbox':
      return value === true ? true : undefined;
    case 'multiple_choice':
      return Array.isArray(value) && value.length ? value : undefined;
    case 'scale':
      return typeof value === 'string' && value !== '' ? Number(value) : undefined;
    case 'rich_text':
      return typeof value === 'string' && value.trim() ? paragraphsHtml(value) : undefined;
    case 'datetime':
      return typeof value === 'string' && value ? new Date(value).toISOString() : undefined;
    default:
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  }
}

/** The input's value for a kept answer (a draft's). */
export function inputOf(field: AdvancedFormField, answer: unknown): InputValue | undefined {
  if (answer === undefined || answer === null) return undefined;
  if (field.fieldType === 'checkbox') return answer === true;
  if (field.fieldType === 'multiple_choice') return Array.isArray(answer) ? answer.filter((item): item is string => typeof item === 'string') : undefined;
  if (field.fieldType === 'rich_text' && typeof answer === 'string') return htmlParagraphs(answer);
  if (field.fieldType === 'datetime' && typeof answer === 'string') return localDateTime(answer);
  return typeof answer === 'number' ? String(answer) : typeof answer === 'string' ? answer : undefined;
}

/** All answers of `values` to `fields`, as sent. */
export function answersOf(fields: readonly AdvancedFormField[], values: Readonly<Record<string, InputValue>>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    const answer = answerOf(field, values[field.id]);
    if (answer !== undefined) answers[field.id] = answer;
  }
  return answers;
}

const INPUT_TYPES: Partial<Record<FormFieldType, string>> = { short_text: 'text', email: 'email', phone: 'tel', number: 'text', date: 'date', datetime: 'datetime-local' };
const AUTOCOMPLETE: Partial<Record<FormFieldType, string>> = { email: 'email', phone: 'tel' };

function Label({ field, htmlFor, as = 'label' }: { field: AdvancedFormField; htmlFor?: string; as?: 'label' | 'legend' }) {
  return (
    <Box component={as} htmlFor={htmlFor} sx={{ typography: 'body1', fontWeight: 500, p: 0 }}>
      {field.title}
      {field.required ? ' *' : ''}
    </Box>
  );
}

/**
 * One question of an advanced form, as its type asks: a line, a paragraph, an address, a number, a
 * date, a choice (radios), several (boxes), a box, a scale (radios from its bounds) or a file. Its
 * description and error are tied to it (`aria-describedby`), the error also marks it invalid.
 */
export function AdvancedFormQuestion({
  field,
  value,
  error,
  onChange,
  canUpload,
  idPrefix,
}: {
  field: AdvancedFormField;
  value: InputValue | undefined;
  error?: string | undefined;
  onChange(value: InputValue): void;
  canUpload: boolean;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field.id}`;
  const described = [field.description ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const help = field.description ? (
    <Box id={`${id}-help`} sx={{ typography: 'body2', color: 'text.secondary', '& p': { m: 0 } }}>
      <RichText html={field.description} />
    </Box>
  ) : null;
  const errorText = error ? (
    <Box id={`${id}-error`} sx={{ typography: 'body2', color: 'error.main' }}>
      {error}
    </Box>
  ) : null;
  const invalid = error ? true : undefined;
  const text = typeof value === 'string' ? value : '';

  const group = (children: ReactNode) => (
    <Box component="fieldset" id={id} tabIndex={-1} aria-describedby={described} aria-invalid={invalid} sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Label field={field} as="legend" />
      {help}
      {children}
      {errorText}
    </Box>
  );
  const option = (key: string, label: string, input: ReactNode) => (
    <Box component="label" key={key} sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
      {input}
      <span>{label}</span>
    </Box>
  );
  const boxStyle = { width: 20, height: 20, margin: 0 };

  switch (field.fieldType) {
    case 'single_choice':
      return group(choicesOf(field).map((choice) => option(choice, choice, <input type="radio" name={id} value={choice} checked={value === choice} onChange={() => onChange(choice)} style={boxStyle} />)));
    case 'scale': {
      const { min, max } = scaleOf(field);
      const steps = Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
      return group(
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {steps.map((step) => option(step, step, <input type="radio" name={id} value={step} checked={value === step} onChange={() => onChange(step)} style={boxStyle} />))}
        </Box>,
      );
    }
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value : [];
      return group(
        choicesOf(field).map((choice) =>
          option(
            choice,
            choice,
            <input type="checkbox" name={id} value={choice} checked={chosen.includes(choice)} onChange={(event) => onChange(event.target.checked ? [...chosen, choice] : chosen.filter((item) => item !== choice))} style={boxStyle} />,
          ),
        ),
      );
    }
    case 'checkbox':
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box component="label" htmlFor={id} sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
            <input id={id} type="checkbox" checked={value === true} aria-describedby={described} aria-invalid={invalid} required={field.required ?? false} onChange={(event) => onChange(event.target.checked)} style={boxStyle} />
            <span>
              {field.title}
              {field.required ? ' *' : ''}
            </span>
          </Box>
          {help}
          {errorText}
        </Box>
      );
    case 'file':
      return group(
        canUpload ? (
          <Suspense fallback={null}>
            <LazyFileUploadField label={t('advancedForms.chooseFile')} isPublic={false} onUploaded={(file) => onChange(String(file.id))} />
            {text && <Box sx={{ typography: 'body2' }}>{t('advancedForms.fileAttached')}</Box>}
          </Suspense>
        ) : (
          <Box sx={{ typography: 'body2' }}>{t('advancedForms.fileNeedsSignIn')}</Box>
        ),
      );
    case 'long_text':
    case 'rich_text':
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Label field={field} htmlFor={id} />
          {help}
          <Box
            component="textarea"
            id={id}
            rows={5}
            value={text}
            required={field.required ?? false}
            maxLength={field.fieldType === 'rich_text' ? ANSWER_MAX_LENGTHS.html / 2 : ANSWER_MAX_LENGTHS.text}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
            sx={{ ...FIELD_SX, resize: 'vertical' }}
          />
          {errorText}
        </Box>
      );
    default:
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Label field={field} htmlFor={id} />
          {help}
          <Box
            component="input"
            id={id}
            type={INPUT_TYPES[field.fieldType] ?? 'text'}
            inputMode={field.fieldType === 'number' ? 'decimal' : undefined}
            autoComplete={AUTOCOMPLETE[field.fieldType]}
            value={text}
            required={field.required ?? false}
            maxLength={field.fieldType === 'short_text' ? ANSWER_MAX_LENGTHS.string : undefined}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
            sx={FIELD_SX}
          />
          {errorText}
        </Box>
      );
  }
}
