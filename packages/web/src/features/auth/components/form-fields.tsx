import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * The props a MUI text field needs from react-hook-form: the input's ref (so a server error can
 * focus it), the error on the field and, tied to it by `aria-describedby`, the message or the hint.
 */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, hint?: string) {
  const { ref, ...registered } = form.register(name);
  const message = form.formState.errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  return { ...registered, inputRef: ref, error: !!error, helperText: error ?? hint, fullWidth: true, margin: 'normal' as const };
}

/**
 * A form of the auth screens: the browser's own validation bubbles off (messages come from the
 * form, in the user's language), a failure that concerns no field announced above the fields, and
 * the submit button disabled while the call is pending.
 */
export function AuthForm({ onSubmit, error, isPending, submitLabel, children }: { onSubmit: FormEventHandler<HTMLFormElement>; error?: string | null; isPending: boolean; submitLabel: string; children: ReactNode }) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={isPending} sx={{ mt: 2 }} fullWidth>
        {submitLabel}
      </Button>
    </Box>
  );
}
