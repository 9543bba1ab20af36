import { createTheme } from '@mui/material/styles';

/**
 * Colours are chosen for contrast (WCAG 2.2 AA: 4.5:1 for text on white and white on them), and the
 * focus ring is a double ring that stays visible on light and dark backgrounds alike.
 */
const FOCUS_RING = { outline: '3px solid #0d47a1', outlineOffset: 2, boxShadow: '0 0 0 5px #ffffff' };

export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#6a1b9a' },
    text: { primary: '#1c1c1c', secondary: '#4a4a4a' },
  },
  // Sentence case: capitals-only labels are harder to read, notably for dyslexic readers.
  typography: { button: { textTransform: 'none', fontSize: '1rem' } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // `:root` raises specificity above the components' own `outline: 0`, inserted after this.
        ':root :focus-visible': FOCUS_RING,
        ':root .Mui-focusVisible': FOCUS_RING,
        // Whatever scrolls into view (skip link, anchors, focus) stops below the sticky top bar.
        html: { scrollPaddingTop: '5rem' },
        a: { color: '#0d47a1' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // The ripple is motion without meaning for keyboard users; the focus ring above replaces it.
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
});
