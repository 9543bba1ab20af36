import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A centred column as wide as a breakpoint, with the page's side padding: what MUI's Container
 * draws, built on Box, which every page already loads (Container's own code is 0.7 KB gzipped that
 * a public page would carry for nothing).
 */
export function Container({ maxWidth, sx, children }: { maxWidth: 'sm' | 'md' | 'lg'; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box sx={[{ boxSizing: 'border-box', width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, maxWidth }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
