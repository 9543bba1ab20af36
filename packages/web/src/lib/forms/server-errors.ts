import type { TFunction } from '../i18n/i18n.ts';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api-client.ts';
import type { ApiErrorObject } from '../api-client.ts';
import { setPreventLeave } from '../ui-store.ts';

/**
 * The form side of spec §5: a 422 puts each error on its field, in words the user reads, and the
 * first erroneous field gets focus (hence is scrolled into view); a 409 marks the id field.
 */

/** The form field a JSON pointer names: `/data/attributes/email`, `/data/relationships/job`, `/email`, and an atomic operation's (`/atomic:operations/1/data/attributes/content`). */
export function fieldOfPointer(pointer: string | undefined): string | null {
  if (!pointer) return null;
  const path = pointer.replace(/^\/atomic:operations\/\d+/, '').replace(/^\/data\/(attributes|relationships)\//, '').replace(/^\/data\//, '').replace(/^\//, '');
  return path ? path.split('/').join('.') : null;
}

/** The translated message of `validation.<rule>` when there is one, else the server's own detail. */
export function errorMessage(error: ApiErrorObject, t: TFunction, exists: (key: string) => boolean): string {
  const code = error.code?.startsWith('validation.') ? error.code : null;
  if (code && exists(code)) return t(code);
  return error.detail ?? error.title ?? t('validation.invalid');
}

export interface ServerErrorOptions<T extends FieldValues> {
  /** The fields of the form: an error on anything else is not this form's to show. */
  fields: readonly Path<T>[];
  /** The field that holds the record's id, marked on a 409. */
  idField?: Path<T>;
  /** Pointers that name a field differently in the form (`text` → `secondaryEmails`). */
  aliases?: Record<string, Path<T>>;
}

/**
 * Puts a failed save's errors on the form. Answers whether it did: a caller rethrows (or shows a
 * general message) when no error matched a field, as the spec says.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TFunction,
  exists: (key: string) => boolean,
  { fields, idField, aliases = {} }: ServerErrorOptions<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409 && idField) {
    setError(idField, { type: 'server', message: t('validation.conflict') }, { shouldFocus: true });
    return true;
  }
  if (error.status !== 422) return false;
  const isField = (name: string | null): name is string => name !== null && (fields as readonly string[]).includes(name);
  const marked = new Set<string>();
  for (const item of error.errors) {
    const pointed = fieldOfPointer(item.source?.pointer);
    let field = pointed ? (aliases[pointed] ?? pointed) : null;
    let message = errorMessage(item, t, exists);
    // A pointer into a JSON attribute (`config/url`) lands on the attribute, naming the key it concerns.
    if (pointed && !isField(field) && pointed.includes('.') && isField(pointed.split('.')[0]!)) {
      [field] = pointed.split('.') as [string];
      message = `${pointed.slice(field.length + 1)}: ${message}`;
    }
    if (!isField(field) || marked.has(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: marked.size === 0 });
    marked.add(field);
  }
  return marked.size > 0;
}

/** Forms with unsaved changes on screen: a screen can hold several (the profile's sections). */
let dirtyForms = 0;

/**
 * While a form has unsaved changes, leaving asks first: in-app links go through the prevent-leave
 * dialog, closing or reloading the tab through the browser's own question. Saving one form of a
 * screen leaves the question on while another one still has changes.
 */
export function usePreventLeave(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    dirtyForms += 1;
    setPreventLeave(true);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      dirtyForms -= 1;
      setPreventLeave(dirtyForms > 0);
    };
  }, [isDirty]);
}
