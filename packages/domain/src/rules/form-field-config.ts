/** The settings (`config`) of an advanced form's field, by its type (the form builder's and the server's one check). */
import type { FormFieldType } from '../constants/forms.ts';
import { DEFAULT_SCALE } from './form-answers.ts';

/** Bounds of a field's settings: choices offered, the length of one, the steps of a scale. */
export const FORM_FIELD_CONFIG_BOUNDS = { choices: 50, choiceLength: 255, scaleSteps: 21, scaleLimit: 1000 } as const;

/** A refused setting: its key in `config` (empty for the whole), a `validation.<rule>` rule and why. */
export interface FieldConfigError {
  key: string;
  rule: string;
  detail: string;
}

const CHOICE_TYPES: readonly FormFieldType[] = ['single_choice', 'multiple_choice'];
/** The keys each field type reads from its settings; other types read none. */
const KEYS: Partial<Record<FormFieldType, readonly string[]>> = { single_choice: ['choices'], multiple_choice: ['choices'], scale: ['min', 'max'] };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function checkChoices(choices: unknown): FieldConfigError | null {
  const { choices: most, choiceLength } = FORM_FIELD_CONFIG_BOUNDS;
  if (!Array.isArray(choices) || choices.some((choice) => typeof choice !== 'string')) return { key: 'choices', rule: 'array', detail: 'Give the answers offered as a list of texts.' };
  if (choices.length === 0) return { key: 'choices', rule: 'required', detail: 'Offer at least one answer.' };
  if (choices.length > most) return { key: 'choices', rule: 'max', detail: `Offer at most ${most} answers.` };
  const texts = choices as string[];
  if (texts.some((choice) => choice.trim() === '')) return { key: 'choices', rule: 'required', detail: 'An answer offered cannot be empty.' };
  if (texts.some((choice) => [...choice].length > choiceLength)) return { key: 'choices', rule: 'max', detail: `Keep each answer under ${choiceLength} characters.` };
  if (new Set(texts.map((choice) => choice.trim())).size !== texts.length) return { key: 'choices', rule: 'distinct', detail: 'Each answer offered must differ from the others.' };
  return null;
}

function checkScale(config: Record<string, unknown>): FieldConfigError | null {
  const { scaleSteps, scaleLimit } = FORM_FIELD_CONFIG_BOUNDS;
  for (const key of ['min', 'max'] as const) {
    const value = config[key];
    if (value !== undefined && (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > scaleLimit)) return { key, rule: 'integer', detail: `Give a whole number from -${scaleLimit} to ${scaleLimit}.` };
  }
  const min = (config.min as number | undefined) ?? DEFAULT_SCALE.min;
  const max = (config.max as number | undefined) ?? DEFAULT_SCALE.max;
  if (max <= min) return { key: 'max', rule: 'after', detail: 'The highest value must be above the lowest.' };
  if (max - min + 1 > scaleSteps) return { key: 'max', rule: 'max', detail: `A scale has at most ${scaleSteps} values.` };
  return null;
}

/**
 * A field's settings for its type: a choice field offers 1–50 distinct, non-empty answers (left out,
 * any text is taken); a scale's bounds are whole numbers, the highest above the lowest, 21 values at
 * most; no type takes a key it does not read. Null or `{}` is always fine.
 */
export function checkFormFieldConfig(fieldType: FormFieldType, config: unknown): FieldConfigError[] {
  if (config === null || config === undefined) return [];
  if (!isRecord(config)) return [{ key: '', rule: 'object', detail: 'Settings are a set of named values.' }];
  const known = KEYS[fieldType] ?? [];
  const errors: FieldConfigError[] = Object.keys(config)
    .filter((key) => !known.includes(key))
    .map((key) => ({ key, rule: 'unknown_field', detail: `A ${fieldType} field has no setting "${key}".` }));
  const found = CHOICE_TYPES.includes(fieldType) ? (config.choices === undefined ? null : checkChoices(config.choices)) : fieldType === 'scale' ? checkScale(config) : null;
  return found ? [...errors, found] : errors;
}
