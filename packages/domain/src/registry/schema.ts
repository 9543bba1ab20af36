import { z } from 'zod';
import { LOCALES } from '../constants/locales.ts';
import type { AttributeDefinition } from './fields.ts';
import type { ResourceDefinition } from './resource.ts';

/**
 * Zod schemas derived from a declaration: one attribute's value (`valueSchema`) and a whole write
 * (`schemaOf(kind, 'create' | 'update')`). The server checks every written value with the first
 * (jsonapi/values.ts), the web's forms check with the second, so a bound is written once, in the
 * declaration. Each failure carries the rule the server answers with (`validation.<rule>`).
 */

/** What a failed value breaks: the code a 422 carries as `validation.<rule>`. */
export type ValueRule = 'string' | 'min' | 'max' | 'enum' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime';

// Bounds of the columns themselves, so that a value the declaration does not bound still never
// reaches the database as an overflow (integer is int4, decimal is numeric(14, 4)).
export const INT4_BOUNDS = { min: -2_147_483_648, max: 2_147_483_647 } as const;
export const DECIMAL_BOUNDS = { min: -9_999_999_999.9999, max: 9_999_999_999.9999 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar date that exists (no 31 February); year 0 is out of PostgreSQL's range as written. */
export function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match || match[1] === '0000') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const isRealDateTime = (text: string) => DATETIME.test(text) && isRealDate(text.slice(0, 10)) && !Number.isNaN(new Date(text).getTime());

/** Whether a JSON value holds a NUL character anywhere: PostgreSQL text and jsonb refuse it. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
}

/** Characters as people count them (code points), not UTF-16 units. */
const characters = (text: string) => [...text].length;

const rule = (name: ValueRule, message: string) => ({ message, params: { rule: name } });

function bounded<T extends z.ZodType<number>>(schema: T, attribute: AttributeDefinition, limits: { min: number; max: number }): T {
  const min = Math.max(attribute.min ?? -Infinity, limits.min);
  const max = Math.min(attribute.max ?? Infinity, limits.max);
  return schema.refine((value) => value >= min, rule('min', `Must be at least ${min}.`)).refine((value) => value <= max, rule('max', `Must be at most ${max}.`)) as unknown as T;
}

function textSchema(attribute: AttributeDefinition) {
  let schema = z.string(rule('string', 'Must be text.')).refine((text) => !text.includes('\u0000'), rule('string', 'Text cannot contain the NUL character.'));
  const { min, max } = attribute;
  // An empty text is "no value": whether that is allowed is the required rule's to say.
  if (min !== undefined) schema = schema.refine((text) => text.length === 0 || characters(text) >= min, rule('min', `Must be at least ${min} characters.`));
  if (max !== undefined) schema = schema.refine((text) => characters(text) <= max, rule('max', `Must be at most ${max} characters.`));
  return schema;
}

/** The schema of one value, in one language, of an attribute: its type, enum values and bounds. */
function buildValueSchema(attribute: AttributeDefinition): z.ZodType {
  switch (attribute.kind) {
    case 'text':
    case 'richText':
      return textSchema(attribute);
    case 'enum': {
      const values = attribute.values ?? [];
      return z.string(rule('string', 'Must be text.')).refine((value) => values.includes(value), rule('enum', `Must be one of: ${values.join(', ')}.`));
    }
    case 'integer':
    case 'money': {
      const message = attribute.kind === 'money' ? 'Must be a whole number of cents.' : 'Must be a whole number.';
      return bounded(z.number(rule('integer', message)).refine(Number.isInteger, rule('integer', message)), attribute, INT4_BOUNDS);
    }
    case 'decimal':
      return bounded(z.number(rule('number', 'Must be a number.')).refine(Number.isFinite, rule('number', 'Must be a number.')), attribute, DECIMAL_BOUNDS);
    case 'boolean':
      return z.boolean(rule('boolean', 'Must be true or false.'));
    case 'date':
      return z.string(rule('date', 'Must be a date (YYYY-MM-DD).')).refine(isRealDate, rule('date', 'Must be a date (YYYY-MM-DD).'));
    case 'datetime':
      return z.string(rule('datetime', 'Must be a date and time in ISO 8601 with a time zone.')).refine(isRealDateTime, rule('datetime', 'Must be a date and time in ISO 8601 with a time zone.'));
    case 'stringList': {
      let schema = z.array(z.string(), rule('string', 'Must be a list of texts.')).refine((list) => !hasNul(list), rule('string', 'Text cannot contain the NUL character.'));
      const { min, max } = attribute;
      if (min !== undefined) schema = schema.refine((list) => list.length >= min, rule('min', `Must have at least ${min} items.`));
      if (max !== undefined) schema = schema.refine((list) => list.length <= max, rule('max', `Must have at most ${max} items.`));
      return schema;
    }
    case 'json': {
      // The declared size is of the JSON text, as it will be stored and sent back.
      const max = attribute.max;
      const schema = z.unknown().refine((value) => !hasNul(value), rule('string', 'Text cannot contain the NUL character.'));
      return max === undefined ? schema : schema.refine((value) => (JSON.stringify(value)?.length ?? 0) <= max, rule('max', `Must be at most ${max} characters of JSON.`));
    }
  }
}

const valueSchemas = new WeakMap<AttributeDefinition, z.ZodType>();

/** One attribute's value schema (null passes: whether a field may be empty is the required rule's). */
export function valueSchema(attribute: AttributeDefinition): z.ZodType {
  let schema = valueSchemas.get(attribute);
  if (!schema) {
    schema = buildValueSchema(attribute).nullable();
    valueSchemas.set(attribute, schema);
  }
  return schema;
}

export interface ValueProblem {
  rule: ValueRule;
  detail: string;
}

/** The rule a value of the wrong type breaks, by attribute kind (zod's type errors carry no rule of ours). */
const TYPE_RULE: Record<AttributeDefinition['kind'], ValueRule> = {
  text: 'string',
  richText: 'string',
  enum: 'string',
  stringList: 'string',
  json: 'string',
  integer: 'integer',
  money: 'integer',
  decimal: 'number',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
};

/** The rule of a zod issue: the one a refinement names, else the attribute's type rule. */
export const ruleOf = (issue: z.core.$ZodIssue, fallback: string): string => (issue as { params?: { rule?: string } }).params?.rule ?? fallback;

/** The first problem of a value against its attribute, as the server answers it, or null. */
export function valueProblem(attribute: AttributeDefinition, value: unknown): ValueProblem | null {
  const result = valueSchema(attribute).safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { rule: ruleOf(issue, TYPE_RULE[attribute.kind]) as ValueRule, detail: issue.message };
}

/** Who may write an attribute through the generic API: not set by the server, not a secret (unless write-only). */
export const isWritableAttribute = (attribute: AttributeDefinition) => !attribute.readOnly && (!attribute.hidden || attribute.computed || attribute.writeOnly);

export type SchemaAction = 'create' | 'update';

const documentSchemas = new WeakMap<ResourceDefinition, Partial<Record<SchemaAction, z.ZodType>>>();

const isFilledValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The attributes of one write of a kind, as a form sends them in the edition language (plus the
 * other languages under `translations`): every writable attribute with its type and bounds, those
 * the declaration requires present and filled on create, any of them on update; read-only,
 * computed and unknown attributes refused.
 */
export function schemaOf(resource: ResourceDefinition, action: SchemaAction): z.ZodType<Record<string, unknown>> {
  const cached = documentSchemas.get(resource)?.[action];
  if (cached) return cached as z.ZodType<Record<string, unknown>>;
  const shape: Record<string, z.ZodType> = {};
  const translatable: Record<string, z.ZodType> = {};
  for (const [name, attribute] of Object.entries(resource.attributes)) {
    if (!isWritableAttribute(attribute)) continue;
    let schema = valueSchema(attribute);
    if (action === 'create' && attribute.required && !attribute.translatable) {
      schema = schema.refine(isFilledValue, { message: `${name} is required.`, params: { rule: 'required' } });
    }
    shape[name] = action === 'create' && attribute.required && !attribute.translatable ? schema : schema.optional();
    if (attribute.translatable) translatable[name] = valueSchema(attribute).optional();
  }
  if (Object.keys(translatable).length) {
    shape.translations = z.partialRecord(z.enum(LOCALES), z.strictObject(translatable)).optional();
  }
  let schema: z.ZodType = z.strictObject(shape);
  // A translatable required field is filled in the edition language or in one of the translations.
  const requiredTranslatable = Object.entries(resource.attributes).filter(([, a]) => isWritableAttribute(a) && a.required && a.translatable).map(([name]) => name);
  if (action === 'create' && requiredTranslatable.length) {
    // Runs even when another field failed, so a form shows every missing field at once.
    schema = schema.superRefine(
      (value, context) => {
        if (!value || typeof value !== 'object') return;
        const record = value as Record<string, unknown> & { translations?: unknown };
        const translations = record.translations && typeof record.translations === 'object' ? Object.values(record.translations as Record<string, unknown>) : [];
        for (const name of requiredTranslatable) {
          const filled = isFilledValue(record[name]) || translations.some((fields) => fields !== null && typeof fields === 'object' && isFilledValue((fields as Record<string, unknown>)[name]));
          if (!filled) context.addIssue({ code: 'custom', path: [name], message: `${name} is required.`, params: { rule: 'required' }, continue: true });
        }
      },
      { when: () => true },
    );
  }
  documentSchemas.set(resource, { ...documentSchemas.get(resource), [action]: schema });
  return schema as z.ZodType<Record<string, unknown>>;
}
