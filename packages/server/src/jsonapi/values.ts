import type { AttributeDefinition } from '@relais/domain';
import { sanitizeRichText } from '../security/rich-text.ts';

export interface ValueCheck {
  value?: unknown;
  error?: { rule: string; detail: string };
}

// Bounds of the columns themselves, so that a value the declaration does not bound still never
// reaches the database as an overflow (integer is int4, decimal is numeric(14, 4)).
const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };
const DECIMAL = { min: -9_999_999_999.9999, max: 9_999_999_999.9999 };
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const fail = (rule: string, detail: string): ValueCheck => ({ error: { rule, detail } });

function bounded(value: number, attribute: AttributeDefinition, limits: { min: number; max: number }, unit = ''): ValueCheck {
  const min = Math.max(attribute.min ?? -Infinity, limits.min);
  const max = Math.min(attribute.max ?? Infinity, limits.max);
  if (value < min) return fail('min', `Must be at least ${min}${unit}.`);
  if (value > max) return fail('max', `Must be at most ${max}${unit}.`);
  return {};
}

function isRealDate(text: string) {
  const match = DATE.exec(text);
  // Year 0 is 1 BC in ISO 8601 and out of PostgreSQL's range as written; no product date is that old.
  if (!match || match[1] === '0000') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Whether a JSON value holds a NUL character anywhere: PostgreSQL text and jsonb refuse it. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
}

/**
 * One attribute value against its declaration: type, enum values and bounds (characters for text,
 * value for numbers, items for lists). For a translatable attribute, the value of one locale.
 * Null passes here; whether the field may be empty is the caller's required check.
 */
export function checkValue(attribute: AttributeDefinition, value: unknown): ValueCheck {
  if (value === null) return { value: null };
  if (hasNul(value)) return fail('string', 'Text cannot contain the NUL character.');
  switch (attribute.kind) {
    case 'text':
    case 'richText': {
      if (typeof value !== 'string') return fail('string', 'Must be text.');
      // Rich text is stored sanitised (ARCHITECTURE.md §5); bounds apply to what is stored.
      const text = attribute.kind === 'richText' ? sanitizeRichText(value) : value;
      const length = [...text].length;
      if (attribute.min !== undefined && length < attribute.min && length > 0) return fail('min', `Must be at least ${attribute.min} characters.`);
      if (attribute.max !== undefined && length > attribute.max) return fail('max', `Must be at most ${attribute.max} characters.`);
      return { value: text };
    }
    case 'enum':
      if (typeof value !== 'string') return fail('string', 'Must be text.');
      if (!attribute.values?.includes(value)) return fail('enum', `Must be one of: ${attribute.values?.join(', ')}.`);
      return { value };
    case 'integer':
    case 'money': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('integer', attribute.kind === 'money' ? 'Must be a whole number of cents.' : 'Must be a whole number.');
      const bound = bounded(value, attribute, INT4);
      return bound.error ? bound : { value };
    }
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('number', 'Must be a number.');
      const bound = bounded(value, attribute, DECIMAL);
      return bound.error ? bound : { value: String(value) };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { value } : fail('boolean', 'Must be true or false.');
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? { value } : fail('date', 'Must be a date (YYYY-MM-DD).');
    case 'datetime': {
      if (typeof value !== 'string' || !DATETIME.test(value) || !isRealDate(value.slice(0, 10))) {
        return fail('datetime', 'Must be a date and time in ISO 8601 with a time zone.');
      }
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? fail('datetime', 'Must be a date and time.') : { value: date };
    }
    case 'stringList': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return fail('string', 'Must be a list of texts.');
      if (attribute.min !== undefined && value.length < attribute.min) return fail('min', `Must have at least ${attribute.min} items.`);
      if (attribute.max !== undefined && value.length > attribute.max) return fail('max', `Must have at most ${attribute.max} items.`);
      return { value };
    }
    case 'json': {
      // The declared size is of the JSON text, as it will be stored and sent back.
      const length = JSON.stringify(value)?.length ?? 0;
      if (attribute.max !== undefined && length > attribute.max) return fail('max', `Must be at most ${attribute.max} characters of JSON.`);
      return { value };
    }
  }
}
