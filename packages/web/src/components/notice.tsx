import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const TONES = {
  info: { light: '#e8f1fb', dark: 'rgba(144, 202, 249, 0.14)', edge: 'info.main' },
  warning: { light: '#fff4e5', dark: 'rgba(255, 183, 77, 0.14)', edge: 'warning.main' },
  error: { light: '#fdeded', dark: 'rgba(244, 67, 54, 0.16)', edge: 'error.main' },
} as const;

/**
 * A note set apart on a public page (a category's alert, a draft's warning): text on a light tint
 * with a coloured edge, `role="note"` (or `alert` for a failure). MUI's Alert brings its icons and Paper (3 KB gzipped of the
 * page's budget) for what a tinted box says as well. The text keeps the theme's colour on the
 * tint, well above 4.5:1 in both modes. A `data-testid` is passed on to the box: JSX accepts any
 * `data-*` attribute on a component without a word, so one left out here was silently dropped.
 */
export function Notice({ tone = 'info', role = 'note', children, sx, 'data-testid': testId }: { tone?: keyof typeof TONES; role?: 'note' | 'alert'; children: ReactNode; sx?: SxProps<Theme>; 'data-testid'?: string }) {
  const colours = TONES[tone];
  return (
    <Box
      role={role}
      data-testid={testId}
      sx={[
        {
          bgcolor: (theme: Theme) => (theme.palette.mode === 'dark' ? colours.dark : colours.light),
          color: 'text.primary',
          borderLeft: 4,
          borderColor: colours.edge,
          borderRadius: 1,
          px: 2,
          py: 1.5,
          typography: 'body2',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
