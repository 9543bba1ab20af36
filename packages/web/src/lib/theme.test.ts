import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme, fluidFontSize, headingFit } from './theme.ts';

const DEFAULTS = { isDark: false, fontFamily: 'Roboto', fontSize: 16, lineHeight: 1.5, letterSpacing: 1, isGrayscale: false };

describe('the theme for the accessibility settings', () => {
  it('narrows headings with the screen, never down to the body text nor above their own size, unless a long word would not fit', () => {
    expect(fluidFontSize(2.125)).toBe('min(2.125rem, max(1.125rem, 8.5vw), var(--heading-fit, 2.125rem))');
    expect(createAppTheme(DEFAULTS).typography.h3.fontSize).toBe(fluidFontSize(3));
  });

  it('fits a heading’s longest word to the screen in the chosen font and spacing', () => {
    const rootOf = (theme: ReturnType<typeof createAppTheme>) => (theme.components?.MuiCssBaseline?.styleOverrides as { html: Record<string, string> }).html;
    expect(rootOf(createAppTheme(DEFAULTS))['--heading-fit']).toBe(headingFit('Roboto', 0));
    expect(headingFit('Roboto', 0)).toBe('calc((100vw - 48px) / 8.4)');
    // The widest font with the most spacing: narrower headings; an added font counts as the widest.
    expect(rootOf(createAppTheme({ ...DEFAULTS, fontFamily: 'OpenDyslexic', letterSpacing: 2.5 }))['--heading-fit']).toBe('calc((100vw - 48px) / 13.72)');
    expect(headingFit('Operator Sans', 0)).toBe(headingFit('OpenDyslexic', 0));
  });

  it('keeps floating labels at the default text, and puts labels above their field once the text is enlarged or spaced', () => {
    expect(createAppTheme(DEFAULTS).components?.MuiInputLabel).toBeUndefined();
    for (const change of [{ fontSize: 32 }, { lineHeight: 3 }, { letterSpacing: 2.5 }]) {
      const theme = createAppTheme({ ...DEFAULTS, ...change });
      expect(theme.components?.MuiInputLabel?.defaultProps?.shrink).toBe(true);
      expect(theme.components?.MuiOutlinedInput?.defaultProps?.notched).toBe(false);
    }
  });

  it('reads paragraphs, small text included, at least at the line height the user chose, and keeps the defaults otherwise', () => {
    const raised = createAppTheme({ ...DEFAULTS, lineHeight: 3 }).typography;
    for (const variant of ['body1', 'body2', 'caption'] as const) expect(Number(raised[variant].lineHeight)).toBeGreaterThanOrEqual(3);
    expect(Number(raised.h1.lineHeight)).toBeLessThan(3);
    const plain = createAppTheme(DEFAULTS).typography;
    expect(plain.body2.lineHeight).toBe(1.43);
    expect(plain.body1.lineHeight).toBe(1.5);
  });

  it('keeps a contained button’s text at 4.5:1 on its hover colour, in light and dark, whatever its colour', () => {
    for (const isDark of [false, true]) {
      const theme = createAppTheme({ ...DEFAULTS, isDark });
      for (const color of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const palette = theme.palette[color];
        // MUI's own hover is the colour's `dark`; a variant of ours replaces it (dark theme).
        const variant = (theme.components?.MuiButton?.variants ?? []).find((v) => (v.props as { color?: string }).color === color);
        const style = variant ? (typeof variant.style === 'function' ? variant.style({ theme } as never) : variant.style) : undefined;
        const hover = ((style as { '&:hover'?: { backgroundColor: string } } | undefined)?.['&:hover']?.backgroundColor ?? palette.dark) as string;
        // MUI's contrast text is rgba(0, 0, 0, 0.87) or white: read as the opaque black or white it nears.
        const text = palette.contrastText.startsWith('rgba(0, 0, 0') ? '#000000' : palette.contrastText;
        expect(getContrastRatio(text, hover), `${isDark ? 'dark' : 'light'} ${color} on ${hover}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
