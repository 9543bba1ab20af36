import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AnnouncerProvider } from '../lib/announcer.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { theme } from '../lib/theme.ts';

/** Everything every screen relies on; tests wrap what they render in the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AnnouncerProvider>{children}</AnnouncerProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
