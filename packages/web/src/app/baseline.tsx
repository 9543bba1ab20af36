import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * What MUI's CssBaseline sets (border-box sizing, no body margin, the theme's text and background,
 * the browser's own controls in the theme's colour scheme), then the theme's MuiCssBaseline
 * overrides (focus ring, text settings, reduced motion) — drawn with GlobalStyles, without
 * CssBaseline's own module, which is weight every public page would carry.
 */
const baseline = (theme: Theme) => [
  {
    html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', boxSizing: 'border-box', WebkitTextSizeAdjust: '100%', colorScheme: theme.palette.mode },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: theme.palette.text.primary,
      ...theme.typography.body1,
      backgroundColor: theme.palette.background.default,
      '@media print': { backgroundColor: theme.palette.common.white },
      '&::backdrop': { backgroundColor: theme.palette.background.default },
    },
  },
  theme.components?.MuiCssBaseline?.styleOverrides as object,
];

export function AppBaseline() {
  return <GlobalStyles styles={baseline} />;
}
