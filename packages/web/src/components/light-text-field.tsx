import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LightTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label, tied to the input. */
  label: string;
  sx?: SxProps<Theme>;
}

/** A light field's look (inputs and selects): the theme's outlined field, its edge at 3:1 against the page. */
export const FIELD_SX = {
  font: 'inherit',
  typography: 'body1',
  color: 'text.primary',
  bgcolor: 'background.paper',
  minHeight: 40,
  px: 1.5,
  py: 1,
  width: '100%',
  boxSizing: 'border-box',
  border: 1,
  // The field's edge at 3:1 against the page in both themes (WCAG 1.4.11).
  borderColor: (theme: Theme) => (theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)'),
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 0, borderColor: 'primary.main' },
} as const;

/**
 * A labelled one-line text input for the public pages (a list's quick search, a link to copy): the
 * label above a native input drawn like the theme's outlined fields. MUI's TextField brings its
 * select, menu, popover and modal with it (about 25 KB gzipped of a page's budget); this brings none.
 */
export const LightTextField = forwardRef<HTMLInputElement, LightTextFieldProps>(function LightTextField({ label, sx, id, ...input }, ref) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="label" htmlFor={inputId} sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500 }}>
        {label}
      </Box>
      <Box
        component="input"
        ref={ref}
        id={inputId}
        {...input}
        sx={FIELD_SX}
      />
    </Box>
  );
});

export interface LightSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The visible label, tied to the select (a star is added when required). */
  label: string;
  /** The field's error, said under it and tied to it; replaces the help while shown. */
  error?: string | undefined;
  /** A line under the field, tied to it. */
  help?: string | undefined;
  sx?: SxProps<Theme>;
}

/**
 * A labelled native select for the public pages (a form's category, a message's language, a
 * moderator's move), drawn like the light text field, with its error or help tied to it.
 */
export const LightSelect = forwardRef<HTMLSelectElement, LightSelectProps>(function LightSelect({ label, error, help, sx, id, required, children, ...select }, ref) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const message = error ?? help;
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="label" htmlFor={selectId} sx={{ typography: 'body2', fontWeight: 500 }}>
        {required ? `${label} *` : label}
      </Box>
      <Box
        component="select"
        ref={ref}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${selectId}-message` : undefined}
        {...select}
        sx={FIELD_SX}
      >
        {children}
      </Box>
      {message && (
        <Box id={`${selectId}-message`} sx={{ typography: 'caption', color: error ? 'error.main' : 'text.secondary' }}>
          {message}
        </Box>
      )}
    </Box>
  );
});
