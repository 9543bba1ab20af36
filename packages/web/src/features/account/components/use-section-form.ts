import { useTranslation, type TFunction } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors, errorMessage, usePreventLeave } from '../../../lib/forms/server-errors.ts';
import type { ServerErrorOptions } from '../../../lib/forms/server-errors.ts';
import { toast } from '../../../lib/ui-store.ts';

export interface SectionFormOptions<T extends FieldValues> extends ServerErrorOptions<T> {
  resolver: Resolver<T>;
  defaultValues: T;
  /** Saves the values; what it answers (if anything) is the new saved state of the form. */
  save: (values: T) => Promise<T | void>;
  /** The message after a save; "Done." by default. */
  successMessage?: (values: T) => string;
  /**
   * Puts errors the generic mapping cannot place (a line of a text…) on the form; answers whether it
   * placed any.
   */
  placeErrors?: (error: ApiError, form: UseFormReturn<T>) => boolean;
}

/**
 * The message for a failed save no field can show, or null when the shell already says it (no
 * answer, expired session).
 */
export function formFailure(error: unknown, t: TFunction, exists: (key: string) => boolean): string | null {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status === 401 || error.status === 419) return null;
    if (error.errors[0]) return errorMessage(error.errors[0], t, exists);
  }
  return t('account.saveFailed');
}

/**
 * One section of the profile: its own form, its own Save, its own toast (spec, platform §5): a 422
 * puts each error on its field and focuses the first, a 409 marks the id, anything else shows above
 * the Save button; unsaved changes make leaving ask first.
 */
export function useSectionForm<T extends FieldValues>({ resolver, defaultValues, save, successMessage, placeErrors, ...mapping }: SectionFormOptions<T>) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const form = useForm<T>({ resolver, defaultValues: defaultValues as DefaultValues<T> });
  const [failure, setFailure] = useState<string | null>(null);
  usePreventLeave(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save(values);
      form.reset(saved ?? values);
      toast(successMessage ? successMessage(values) : t('common.actionDone'));
    } catch (error) {
      if (error instanceof ApiError && placeErrors?.(error, form)) return;
      if (applyServerErrors(error, form.setError, t, exists, mapping)) return;
      setFailure(formFailure(error, t, exists));
    }
  });

  return { form, onSubmit, failure };
}

/** The props of a text field bound to the form: value, label link, error and its description. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, help?: string) {
  const { ref, ...registered } = form.register(name);
  const error = form.formState.errors[name];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return { ...registered, inputRef: ref, error: !!error, helperText: message ?? help, fullWidth: true, margin: 'normal' as const };
}
