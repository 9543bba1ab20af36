import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { PROJECT_STATUS_COLORS, TAG_COLORS } from '@relais/domain';
import { createAppTheme } from '../../../lib/theme.ts';
import { TAG_BACKGROUNDS } from './project-chips.tsx';

const OPTIONS = { fontFamily: 'Roboto', fontSize: 16, lineHeight: 1.5, letterSpacing: 1, isGrayscale: false };

describe('the project chips’ colours', () => {
  for (const isDark of [false, true]) {
    const theme = createAppTheme({ ...OPTIONS, isDark });
    it(`give every category colour a text of at least 4.5:1 (${isDark ? 'dark' : 'light'})`, () => {
      for (const color of TAG_COLORS) {
        const background = TAG_BACKGROUNDS[color];
        expect(getContrastRatio(theme.palette.getContrastText(background), background), color).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`give every status colour a text of at least 4.5:1 (${isDark ? 'dark' : 'light'})`, () => {
      for (const color of new Set(Object.values(PROJECT_STATUS_COLORS))) {
        const palette = theme.palette[color as 'info' | 'success' | 'warning' | 'error'];
        expect(getContrastRatio(palette.contrastText, palette.main), color).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
