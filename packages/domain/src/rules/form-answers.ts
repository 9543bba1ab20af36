/** The answers of an advanced form's response, checked against the form's fields (spec, domain "Advanced form"). */
import type { FormFieldDataType, FormFieldType } from '../constants/forms.ts';
import { asciiEmail } from './emails.ts';

export interface AnsweredField {
  id: string;
  fieldType: FormFieldType;
  dataType: FormFieldDataType | null;
  required: boolean | null;
  /** `choices` (strings) of a choice field, `min`/`max` of a scale. */
  config: unknown;
}

/** A refused answer: the field's id (empty for the answers as a whole), a `validation.<rule>` rule and why. */
export interface AnswerError {
  fieldId: string;
  rule: string;
  detail: string;
}

/** Lengths of a text answer, by data type: a line, a paragraph, a rich text. */
export const ANSWER_MAX_LENGTHS = { string: 1000, text: 10_000, html: 20_000 } as const;
/** Bounds of a scale whose config gives none. */
export const DEFAULT_SCALE = { min: 0, max: 10 } as const;

const PHONE = /^\+?[0-9 ().-]{3,30}$/;
const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const choicesOf = (field: AnsweredField) => {
  const choices = record(field.config).choices;
  return Array.isArray(choices) && choices.every((choice) => typeof choice === 'string') ? (choices as string[]) : null;
};
const numberOf = (value: unknown, pattern: RegExp) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && pattern.test(value.trim()) ? Number(value) : null);
const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

type Checked = { value: unknown } | { rule: string; detail: string };

function checkText(value: unknown, max: number): Checked {
  if (typeof value !== 'string') return { rule: 'string', detail: 'Enter a text.' };
  const text = value.trim();
  return text.length > max ? { rule: 'max', detail: `Keep it under ${max} characters.` } : { value: text };
}

function checkChoice(field: AnsweredField, value: unknown): Checked {
  if (typeof value !== 'string') return { rule: 'string', detail: 'Choose one of the answers.' };
  const choices = choicesOf(field);
  return choices && !choices.includes(value) ? { rule: 'choice', detail: 'Choose one of the answers offered.' } : { value };
}

function checkList(field: AnsweredField, value: unknown): Checked {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return { rule: 'string_list', detail: 'Choose among the answers.' };
  const choices = choicesOf(field);
  if (choices && value.some((item) => !choices.includes(item))) return { rule: 'choice', detail: 'Choose among the answers offered.' };
  return { value: [...new Set(value)] };
}

function checkNumber(field: AnsweredField, value: unknown, dataType: 'integer' | 'decimal'): Checked {
  const number = numberOf(value, dataType === 'integer' ? INTEGER : DECIMAL);
  if (number === null || (dataType === 'integer' && !Number.isInteger(number))) return { rule: dataType, detail: dataType === 'integer' ? 'Enter a whole number.' : 'Enter a number.' };
  if (field.fieldType !== 'scale') return { value: number };
  const config = record(field.config);
  const min = typeof config.min === 'number' ? config.min : DEFAULT_SCALE.min;
  const max = typeof config.max === 'number' ? config.max : DEFAULT_SCALE.max;
  if (number < min) return { rule: 'min', detail: `Choose ${min} or more.` };
  if (number > max) return { rule: 'max', detail: `Choose ${max} or less.` };
  return { value: number };
}

function checkValue(field: AnsweredField, dataType: FormFieldDataType, value: unknown): Checked {
  switch (dataType) {
    case 'string':
      return field.fieldType === 'single_choice' ? checkChoice(field, value) : checkText(value, ANSWER_MAX_LENGTHS.string);
    case 'text':
    case 'html':
      return checkText(value, ANSWER_MAX_LENGTHS[dataType]);
    case 'email': {
      const email = typeof value === 'string' ? asciiEmail(value) : null;
      return email ? { value: email } : { rule: 'email', detail: 'Enter an e-mail address.' };
    }
    case 'phone':
      return typeof value === 'string' && PHONE.test(value.trim()) ? { value: value.trim() } : { rule: 'phone', detail: 'Enter a phone number.' };
    case 'integer':
    case 'decimal':
      return checkNumber(field, value, dataType);
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { rule: 'boolean', detail: 'Answer yes or no.' };
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? { value } : { rule: 'date', detail: 'Enter a date (YYYY-MM-DD).' };
    case 'datetime': {
      const time = typeof value === 'string' ? new Date(value) : null;
      return time && !Number.isNaN(time.getTime()) ? { value: time.toISOString() } : { rule: 'datetime', detail: 'Enter a date and time.' };
    }
    case 'string_list':
      return checkList(field, value);
    case 'file':
      return typeof value === 'string' && UUID.test(value) ? { value: value.toLowerCase() } : { rule: 'file', detail: 'Attach a file.' };
    case 'none':
      return { rule: 'unknown_field', detail: 'This part of the form takes no answer.' };
  }
}

/**
 * Checks a response's answers (an object keyed by field id) against the form's fields: every
 * required field answered (a required checkbox ticked), each answer of its field's data type and
 * within its choices or bounds, no answer to a section or to a field of another form. Answers the
 * normalised answers (texts trimmed, addresses in ASCII form, empty answers left out) and the errors
 * in the fields' order.
 */
export function checkFormAnswers(fields: readonly AnsweredField[], input: unknown): { answers: Record<string, unknown>; errors: AnswerError[] } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { answers: {}, errors: [{ fieldId: '', rule: 'object', detail: 'Send the answers by field.' }] };
  const given = input as Record<string, unknown>;
  const byId = new Map(fields.map((field) => [field.id, field]));
  const errors: AnswerError[] = Object.keys(given)
    .filter((id) => !byId.has(id))
    .map((fieldId) => ({ fieldId, rule: 'unknown_field', detail: 'This form has no such field.' }));
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    const value = given[field.id];
    const dataType = field.dataType ?? 'none';
    if (dataType === 'none') {
      if (value !== undefined) errors.push({ fieldId: field.id, rule: 'unknown_field', detail: 'This part of the form takes no answer.' });
      continue;
    }
    if (isEmpty(value) || (field.required && dataType === 'boolean' && value === false)) {
      if (field.required) errors.push({ fieldId: field.id, rule: 'required', detail: 'This question needs an answer.' });
      continue;
    }
    const checked = checkValue(field, dataType, value);
    if ('rule' in checked) errors.push({ fieldId: field.id, ...checked });
    else answers[field.id] = checked.value;
  }
  return { answers, errors };
}

/** An advanced form takes responses from openAt (included) to closeAt (excluded); either may be left out. */
export function isAdvancedFormOpen(form: { openAt?: Date | string | null; closeAt?: Date | string | null }, now: Date): boolean {
  if (form.openAt != null && new Date(form.openAt).getTime() > now.getTime()) return false;
  if (form.closeAt != null && new Date(form.closeAt).getTime() <= now.getTime()) return false;
  return true;
}

/**
 * Checks what a respondent has answered so far (a draft kept to continue later): each answer as
 * `checkFormAnswers` checks it, but a required question may still be unanswered.
 */
export function checkDraftAnswers(fields: readonly AnsweredField[], input: unknown): { answers: Record<string, unknown>; errors: AnswerError[] } {
  return checkFormAnswers(
    fields.map((field) => ({ ...field, required: false })),
    input,
  );
}

/** One step of an advanced form: the section that opens it (none for questions before the first section) and its questions. */
export interface FormStep<Field> {
  section: Field | null;
  fields: Field[];
}

/**
 * The steps of an advanced form, its fields in order: each section field opens a step; questions
 * before the first section make a step of their own. A form without fields has no step.
 */
export function formSteps<Field extends { fieldType: FormFieldType }>(fields: readonly Field[]): FormStep<Field>[] {
  const steps: FormStep<Field>[] = [];
  for (const field of fields) {
    if (field.fieldType === 'section') steps.push({ section: field, fields: [] });
    else if (steps.length === 0) steps.push({ section: null, fields: [field] });
    else steps.at(-1)!.fields.push(field);
  }
  return steps;
}
