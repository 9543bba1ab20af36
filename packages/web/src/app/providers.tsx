import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
// MUI's own ThemeProvider also carries the CSS-variables provider (~3 KB gzipped) that a theme
// without CSS variables never uses; this is the provider it picks for such a theme.
import { ThemeProvider } from '@mui/system';
import { AppBaseline } from './baseline.tsx';
import { syncAccessibilityWithAccount } from '../features/accessibility/account-sync.ts';
import { followOtherTabs, useAccessibility } from '../features/accessibility/accessibility-store.ts';
// The default font's @font-face rules: CSS, so the page's JavaScript stays as it was.
import '../features/accessibility/fonts/roboto.css';
import { CookieConsentHost } from '../features/cookies/cookie-consent-host.tsx';
import { AnnouncerProvider } from '../lib/announcer.tsx';
import { createAppTheme } from '../lib/theme.ts';

/** The theme follows the user's accessibility settings, here and from other tabs, at once. */
function AccessibleThemeProvider({ children }: { children: ReactNode }) {
  const { darkTheme, fontFamily, fontSize, lineHeight, letterSpacing, grayscaleImages } = useAccessibility();
  const theme = useMemo(
    // `vars: null`, as MUI sets it for a theme without CSS variables.
    () => ({ ...createAppTheme({ isDark: darkTheme, fontFamily, fontSize, lineHeight, letterSpacing, isGrayscale: grayscaleImages }), vars: null }),
    [darkTheme, fontFamily, fontSize, lineHeight, letterSpacing, grayscaleImages],
  );
  useEffect(followOtherTabs, []);
  return (
    <ThemeProvider theme={theme}>
      {/* The colour scheme too: scroll bars and form controls of the browser follow the dark theme. */}
      <AppBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Everything every screen relies on; tests wrap what they render in the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => syncAccessibilityWithAccount(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AccessibleThemeProvider>
        <AnnouncerProvider>
          {children}
          <CookieConsentHost />
        </AnnouncerProvider>
      </AccessibleThemeProvider>
    </QueryClientProvider>
  );
}
