import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A row of a record's facts (inside a `dl`): its name, then its value; stacked on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
