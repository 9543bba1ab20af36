import { describe, expect, it } from 'vitest';
import { createAppTheme, fluidFontSize } from './theme.ts';

const DEFAULTS = { isDark: false, fontFamily: 'Roboto', fontSize: 16, lineHeight: 1.5, letterSpacing: 1, isGrayscale: false };

describe('the theme for the accessibility settings', () => {
  it('narrows headings with the screen, never down to the body text nor above their own size', () => {
    expect(fluidFontSize(2.125)).toBe('min(2.125rem, max(1.125rem, 8.5vw))');
    expect(createAppTheme(DEFAULTS).typography.h3.fontSize).toBe(fluidFontSize(3));
  });

  it('keeps floating labels at the default text, and puts labels above their field once the text is enlarged or spaced', () => {
    expect(createAppTheme(DEFAULTS).components?.MuiInputLabel).toBeUndefined();
    for (const change of [{ fontSize: 32 }, { lineHeight: 3 }, { letterSpacing: 2.5 }]) {
      const theme = createAppTheme({ ...DEFAULTS, ...change });
      expect(theme.components?.MuiInputLabel?.defaultProps?.shrink).toBe(true);
      expect(theme.components?.MuiOutlinedInput?.defaultProps?.notched).toBe(false);
    }
  });
});
