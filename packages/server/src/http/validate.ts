import type { z } from 'zod';
import { ApiError, validationFailed } from './errors.ts';
import type { FieldError } from './errors.ts';

/** The `validation.<rule>` of a zod issue: what the web translates into a field message. */
function ruleOf(issue: z.core.$ZodIssue, input: unknown): string {
  const value = issue.path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? 'required' : issue.expected;
    case 'too_small':
      return value === '' ? 'required' : 'min';
    case 'too_big':
      return 'max';
    case 'invalid_format':
      return issue.format;
    case 'invalid_value':
      return 'enum';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return issue.message.startsWith('validation.') ? issue.message.slice('validation.'.length) : 'invalid';
  }
}

/**
 * Parses a plain JSON body (the /auth calls) or throws a 422 whose errors point at each field
 * (`/email`) with a `validation.<rule>` code. `base` prefixes pointers (`/data/attributes`).
 */
export function parseBody<T extends z.ZodType>(schema: T, input: unknown, base = ''): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationFailed(fieldErrorsOf(result.error, input, base));
}

function fieldErrorsOf(error: z.ZodError, input: unknown, base: string): FieldError[] {
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    return keys.map((key) => {
      const path = key === undefined ? issue.path : [...issue.path, key];
      return { pointer: `${base}/${path.join('/')}`, rule: ruleOf(issue, input), detail: `${path.join('.') || 'body'}: ${issue.message}` };
    });
  });
}

/**
 * Parses a query string (a flat object of strings) or throws a 422 whose errors name each query
 * parameter (`source.parameter`, as JSON:API says of query errors) with a `validation.<rule>` code.
 */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const input = query ?? {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(
    422,
    fieldErrorsOf(result.error, input, '').map((error) => ({
      code: `validation.${error.rule}`,
      title: 'Invalid value',
      detail: error.detail,
      source: { parameter: error.pointer.slice(1) },
    })),
  );
}
