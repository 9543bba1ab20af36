import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerErrors, errorMessage } from '../../lib/forms/server-errors.ts';
import { isToldByTheShell } from './failures.ts';

/**
 * A small form of the interactions (a comment, a report, a reminder): checked by its schema, then
 * sent; a 422 puts each error on its field (focusing the first), anything else shows above the
 * buttons, except what the shell already says (no answer, expired session).
 */
export function useInteractionForm<T extends FieldValues>({
  resolver,
  defaultValues,
  fields,
  send,
}: {
  resolver: Resolver<T>;
  defaultValues: T;
  fields: readonly Path<T>[];
  send: (values: T) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const form = useForm<T>({ resolver, defaultValues: defaultValues as DefaultValues<T> });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (applyServerErrors(error, form.setError, t, exists, { fields })) return;
      if (isToldByTheShell(error)) return;
      setFailure(error instanceof ApiError && error.errors[0] ? errorMessage(error.errors[0], t, exists) : t('interactions.failed'));
    }
  });
  return { form, onSubmit, failure };
}

/** The props of a text field bound to the form: value, label link, error or help below it. */
export function textFieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, help?: string) {
  const { ref, ...registered } = form.register(name);
  const error = form.formState.errors[name];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return { ...registered, inputRef: ref, error: !!error, helperText: message ?? help, fullWidth: true, margin: 'normal' as const };
}
