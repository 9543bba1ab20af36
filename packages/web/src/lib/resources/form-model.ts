import { valueProblem } from '@relais/domain';
import { withoutMachineMarker } from '@relais/domain';
import type { AttributeDefinition, ResourceDefinition, ValueRule } from '@relais/domain';
import type { RelatedIds, WriteValues } from '../data-layer/data-provider.ts';
import type { Field, FormMode } from './declaration.ts';
import { fromZonedInput, toZonedInput } from './zoned-time.ts';

/**
 * Between a record and its form: inputs hold text (numbers, dates, JSON as typed), booleans and ids;
 * a write holds what the server's declaration expects. Translatable texts are edited in the edition
 * language, read from the record's `translations`.
 */
export type FormValues = Record<string, unknown>;

/** The form's field that holds a readable id, on creation of a kind with readable ids (a 409 lands there). */
export const ID_FIELD = 'id';

type Record_ = Record<string, unknown>;

const translationsOf = (record: Record_ | undefined) => (record?.translations ?? {}) as Record<string, Record<string, unknown>>;

/** The stored value of an attribute in the edition language (translatable) or as it is. */
export function storedValue(name: string, definition: AttributeDefinition, record: Record_ | undefined, editionLocale: string): unknown {
  if (!record) return definition.defaultValue ?? null;
  return definition.translatable ? (translationsOf(record)[editionLocale]?.[name] ?? null) : record[name];
}

function inputOf(definition: AttributeDefinition, value: unknown, timeZone: string): unknown {
  switch (definition.kind) {
    case 'boolean':
      return Boolean(value);
    case 'money':
      return value === null || value === undefined ? '' : String(Number(value) / 100);
    case 'integer':
    case 'decimal':
      return value === null || value === undefined ? '' : String(value);
    case 'datetime':
      return toZonedInput(value as string | null, timeZone);
    case 'json':
      return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
    case 'stringList':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'text':
    case 'richText':
      // The marker is shown beside the field, not in it; editing the text takes it away.
      return typeof value === 'string' ? (definition.translatable ? withoutMachineMarker(value) : value) : '';
    default:
      return value ?? '';
  }
}

const idsOf = (value: unknown): RelatedIds => {
  if (Array.isArray(value)) return value.map((item) => (item as { id: string }).id);
  return value && typeof value === 'object' ? (value as { id: string }).id : null;
};

/** The form's starting values: the record's (the edition language's for translatable texts), or the declared defaults. */
export function initialValues({ fields, record, editionLocale, timeZone, hasIdField }: { fields: readonly Field[]; record?: Record_; editionLocale: string; timeZone: string; hasIdField: boolean }): FormValues {
  const values: FormValues = hasIdField ? { [ID_FIELD]: '' } : {};
  for (const field of fields) {
    if (field.source === 'relationship') values[field.name] = record ? idsOf(record[field.name]) : field.definition.cardinality === 'many' ? [] : null;
    else values[field.name] = inputOf(field.definition, storedValue(field.name, field.definition, record, field.definition.writeOnly ? '' : editionLocale), timeZone);
  }
  return values;
}

/** A value typed in the form that the server's declaration cannot take as it is: the field and its rule. */
export interface LocalError {
  field: string;
  code: `validation.${ValueRule | 'json' | 'required'}`;
}

function writeOf(definition: AttributeDefinition, input: unknown, timeZone: string): { value: unknown } | { error: LocalError['code'] } {
  const text = typeof input === 'string' ? input.trim() : input;
  const isEmpty = text === '' || text === null || text === undefined;
  switch (definition.kind) {
    case 'boolean':
      return { value: Boolean(input) };
    case 'integer':
    case 'decimal':
    case 'money': {
      if (isEmpty) return { value: null };
      const number = Number(text);
      if (!Number.isFinite(number)) return { error: 'validation.number' };
      if (definition.kind === 'money') return { value: Math.round(number * 100) };
      if (definition.kind === 'integer' && !Number.isInteger(number)) return { error: 'validation.integer' };
      return { value: number };
    }
    case 'datetime': {
      if (isEmpty) return { value: null };
      const iso = fromZonedInput(String(text), timeZone);
      return iso ? { value: iso } : { error: 'validation.datetime' };
    }
    case 'json':
      if (isEmpty) return { value: null };
      try {
        return { value: JSON.parse(String(text)) };
      } catch {
        return { error: 'validation.json' };
      }
    case 'stringList':
      return { value: String(input ?? '').split('\n').map((line) => line.trim()).filter(Boolean) };
    default:
      // An emptied text is "no value" (for a translatable one: none in this language).
      return { value: isEmpty ? null : input };
  }
}

/**
 * The write of a submitted form: on update only the fields the user changed (a PATCH changes what it
 * sends), on create every field given a value. Values the declaration cannot take are returned as
 * errors of their fields instead.
 */
export function writeValuesOf({ fields, values, changed, mode, timeZone, hasIdField }: { fields: readonly Field[]; values: FormValues; changed: ReadonlySet<string>; mode: FormMode; timeZone: string; hasIdField: boolean }): { write: WriteValues & { id?: string }; errors: LocalError[] } {
  const attributes: Record<string, unknown> = {};
  const relationships: Record<string, RelatedIds> = {};
  const errors: LocalError[] = [];
  for (const field of fields) {
    if (mode === 'update' && !changed.has(field.name)) continue;
    if (field.source === 'relationship') {
      // A picker never touched may hold nothing at all: that is "none".
      const ids = (values[field.name] ?? (field.definition.cardinality === 'many' ? [] : null)) as RelatedIds;
      if (mode === 'create' && (ids === null || (Array.isArray(ids) && !ids.length))) continue;
      relationships[field.name] = ids;
      continue;
    }
    const result = writeOf(field.definition, values[field.name], timeZone);
    if ('error' in result) errors.push({ field: field.name, code: result.error });
    else if (mode === 'update' || result.value !== null) attributes[field.name] = result.value;
  }
  const id = hasIdField && typeof values[ID_FIELD] === 'string' && values[ID_FIELD] ? (values[ID_FIELD] as string).trim() : undefined;
  return { write: { attributes, relationships, ...(id ? { id } : {}) }, errors };
}

/**
 * The form's own checks before sending, from the declaration: required fields on create, bounds of
 * numbers and lengths of texts. This is the one place where the domain's `schemaOf(kind, mode)` will
 * parse the write when it lands; the server's 422s, mapped to fields by their pointers, stay the
 * final word either way.
 */
export function clientIssues(resource: ResourceDefinition, mode: FormMode, write: WriteValues): LocalError[] {
  const issues: LocalError[] = [];
  for (const [name, definition] of Object.entries(resource.attributes)) {
    if (!write.attributes || !(name in write.attributes)) {
      if (mode === 'create' && definition.required && definition.defaultValue === undefined && !definition.readOnly && !definition.computed) issues.push({ field: name, code: 'validation.required' });
      continue;
    }
    const value = write.attributes[name];
    if (value === null || value === undefined) {
      if (definition.required) issues.push({ field: name, code: 'validation.required' });
    } else {
      // The schema the domain derives from the declaration: the very check the server applies.
      const problem = valueProblem(definition, value);
      if (problem) issues.push({ field: name, code: `validation.${problem.rule}` });
    }
  }
  for (const [name, definition] of Object.entries(resource.relationships)) {
    if (mode === 'create' && definition.required && !definition.readOnly && !(write.relationships && name in write.relationships)) issues.push({ field: name, code: 'validation.required' });
  }
  return issues;
}
