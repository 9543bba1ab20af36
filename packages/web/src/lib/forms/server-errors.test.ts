import type { TFunction } from '../i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { applyServerErrors } from './server-errors.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const translated = (key: string) => key !== 'validation.secret_rule';

describe('a 422 put on the fields of a form', () => {
  it('marks each named field once, focusing the first, and lands a pointer into a JSON attribute on the attribute, naming its key', () => {
    const marks: { field: string; message: string | undefined; shouldFocus: boolean | undefined }[] = [];
    const setError = ((field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => marks.push({ field, message: error.message, shouldFocus: options?.shouldFocus })) as never;
    const error = new ApiError(422, [
      { code: 'validation.https', detail: 'Give an https:// address.', source: { pointer: '/data/attributes/config/url' } },
      { code: 'validation.required', detail: 'Needed.', source: { pointer: '/data/attributes/name' } },
      { code: 'validation.secret_rule', detail: 'Use 16 characters.', source: { pointer: '/data/attributes/config/secret' } },
      { code: 'validation.required', detail: 'Elsewhere.', source: { pointer: '/data/attributes/other/thing' } },
    ]);
    expect(applyServerErrors(error, setError, t, translated, { fields: ['name', 'config'] })).toBe(true);
    expect(marks).toEqual([
      { field: 'config', message: 'url: «validation.https»', shouldFocus: true },
      { field: 'name', message: '«validation.required»', shouldFocus: false },
    ]);
  });

  it('answers false when no error names a field of the form', () => {
    const error = new ApiError(422, [{ code: 'validation.required', source: { pointer: '/data/attributes/other' } }]);
    expect(applyServerErrors(error, (() => undefined) as never, t, translated, { fields: ['name'] })).toBe(false);
  });
});
