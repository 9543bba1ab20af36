import { checkFormFieldConfig, DEFAULT_SCALE, defaultDataType } from '@relais/domain';
import type { FormFieldDataType, FormFieldType } from '@relais/domain';
import type { AdvancedFormField } from '../../../../components/advanced-forms/advanced-form-fields.tsx';

/** A field of the form as the builder edits it; `id` null until it is saved. */
export interface BuilderField {
  /** Stable across edits and moves (the id once saved): React's key, the preview's field id. */
  key: string;
  id: string | null;
  fieldType: FormFieldType;
  title: string;
  /** Rich text (HTML). */
  description: string;
  required: boolean;
  config: Record<string, unknown> | null;
  dataType: FormFieldDataType;
}

/** The form's own settings, dates as the inputs show them (in the account's time zone). */
export interface BuilderSettings {
  isCaptchaProtected: boolean;
  openAt: string;
  closeAt: string;
}

export interface BuilderState {
  settings: BuilderSettings;
  fields: BuilderField[];
}

/** A field's editable attributes, as saved: what a save compares. */
const EDITED = ['fieldType', 'title', 'description', 'required', 'config', 'dataType'] as const;

export const isChoiceType = (fieldType: FormFieldType) => fieldType === 'single_choice' || fieldType === 'multiple_choice';

/** The settings a field starts with when it is added or takes another type. */
export function initialConfig(fieldType: FormFieldType, firstChoice: string): Record<string, unknown> | null {
  if (isChoiceType(fieldType)) return { choices: [firstChoice] };
  if (fieldType === 'scale') return { min: DEFAULT_SCALE.min, max: DEFAULT_SCALE.max };
  return null;
}

/** A field given another type: settings and data type its new type reads, the rest kept. */
export function withType(field: BuilderField, fieldType: FormFieldType, firstChoice: string): BuilderField {
  const keepsChoices = isChoiceType(field.fieldType) && isChoiceType(fieldType);
  return {
    ...field,
    fieldType,
    config: keepsChoices ? field.config : initialConfig(fieldType, firstChoice),
    dataType: defaultDataType(fieldType),
    required: fieldType === 'section' ? false : field.required,
  };
}

/** The fields as the public form's components read them, in the builder's order. */
export const previewFields = (fields: readonly BuilderField[]): AdvancedFormField[] =>
  fields.map((field, position) => ({
    id: field.key,
    position,
    title: field.title,
    description: field.description || null,
    required: field.required,
    config: field.config,
    fieldType: field.fieldType,
    dataType: field.dataType,
  }));

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Operation = Record<string, unknown>;

/** Where the errors of the form's own settings are kept among the fields' errors. */
export const SETTINGS_KEY = 'settings';

export interface BuilderSave {
  /** JSON:API atomic operations: the form's settings, removed fields, then each added or changed field. */
  operations: Operation[];
  /** The field key each operation writes (`SETTINGS_KEY` for the form, null for removals), to put a 422 on its field. */
  fieldOf: (string | null)[];
}

/**
 * What a save sends, in one transaction: the form's changed settings, the fields removed, and each
 * field added, moved (its position is its place in the list) or edited — only what changed of it.
 */
export function saveOperations({ formId, saved, present, settingsWrite }: { formId: string; saved: BuilderState; present: BuilderState; settingsWrite: Record<string, unknown> }): BuilderSave {
  const operations: Operation[] = [];
  const fieldOf: (string | null)[] = [];
  if (Object.keys(settingsWrite).length) {
    operations.push({ op: 'update', ref: { type: 'advanced-forms', id: formId }, data: { type: 'advanced-forms', id: formId, attributes: settingsWrite } });
    fieldOf.push(SETTINGS_KEY);
  }
  const kept = new Set(present.fields.flatMap((field) => (field.id ? [field.id] : [])));
  for (const field of saved.fields) {
    if (field.id && !kept.has(field.id)) {
      operations.push({ op: 'remove', ref: { type: 'form-fields', id: field.id } });
      fieldOf.push(null);
    }
  }
  const storedAt = new Map(saved.fields.map((field, index) => [field.key, { field, index }] as const));
  present.fields.forEach((field, position) => {
    const stored = field.id ? storedAt.get(field.key) : undefined;
    const attributes: Record<string, unknown> = {};
    if (stored?.index !== position) attributes.position = position;
    for (const name of EDITED) if (!stored || !same(stored.field[name], field[name])) attributes[name] = name === 'description' ? field.description || null : field[name];
    if (!field.id) {
      operations.push({ op: 'add', data: { type: 'form-fields', attributes, relationships: { form: { data: { type: 'advanced-forms', id: formId } } } } });
      fieldOf.push(field.key);
    } else if (Object.keys(attributes).length) {
      operations.push({ op: 'update', ref: { type: 'form-fields', id: field.id }, data: { type: 'form-fields', id: field.id, attributes } });
      fieldOf.push(field.key);
    }
  });
  return { operations, fieldOf };
}

/** A field's errors by what they concern: `title`, `config.choices`, `config.max`… */
export type FieldErrors = Record<string, string>;

/** The builder's own check before sending (the server checks again): a title, and settings that fit the type. */
export function checkFields(fields: readonly BuilderField[], message: (rule: string, detail: string) => string): Map<string, FieldErrors> {
  const found = new Map<string, FieldErrors>();
  for (const field of fields) {
    const errors: FieldErrors = {};
    if (!field.title.trim()) errors.title = message('required', '');
    for (const error of checkFormFieldConfig(field.fieldType, field.config)) errors[error.key ? `config.${error.key}` : 'config'] ??= message(error.rule, error.detail);
    if (Object.keys(errors).length) found.set(field.key, errors);
  }
  return found;
}

const POINTER = /^\/atomic:operations\/(\d+)(?:\/data\/(?:attributes|relationships)\/(\w+)(\/.*)?)?$/;

/** The errors of a refused save on the field and attribute they name; the others apart. */
export function errorsOfSave(
  errors: readonly { detail?: string; title?: string; code?: string; source?: { pointer?: string } }[],
  fieldOf: readonly (string | null)[],
  message: (rule: string, detail: string) => string,
): { byField: Map<string, FieldErrors>; others: string[] } {
  const byField = new Map<string, FieldErrors>();
  const others: string[] = [];
  for (const error of errors) {
    const text = message(error.code?.replace(/^validation\./, '') ?? '', error.detail ?? error.title ?? '');
    const match = POINTER.exec(error.source?.pointer ?? '');
    const key = match ? fieldOf[Number(match[1])] : null;
    if (!key || !match?.[2]) {
      others.push(text);
      continue;
    }
    const path = [match[2], ...(match[3] ?? '').split('/').filter(Boolean).slice(0, 1)].join('.');
    const messages = byField.get(key) ?? {};
    messages[path] ??= text;
    byField.set(key, messages);
  }
  return { byField, others };
}

/** The step of the public form a field shows on (from 1): its section's place among the sections. */
export function stepOf(fields: readonly BuilderField[], key: string | null): number {
  const at = key ? fields.findIndex((field) => field.key === key) : -1;
  if (at < 0) return 1;
  const startsWithQuestions = fields.length > 0 && fields[0]!.fieldType !== 'section';
  const sectionsUpTo = fields.slice(0, at + 1).filter((field) => field.fieldType === 'section').length;
  return Math.max(1, sectionsUpTo + (startsWithQuestions ? 1 : 0));
}
