import { createTheme, getContrastRatio } from '@mui/material/styles';
import type { Theme, TypographyVariantsOptions } from '@mui/material/styles';
import { FONT_SIZE, LETTER_SPACING, letterSpacingEm, LINE_HEIGHT } from '@relais/domain';

export interface AppThemeOptions {
  isDark: boolean;
  fontFamily: string;
  /** Pixels for the base text, 16 being the browser's own size. */
  fontSize: number;
  lineHeight: number;
  /** The accessibility multiplier (1 to 2.5), see the domain's `letterSpacingEm`. */
  letterSpacing: number;
  isGrayscale: boolean;
}

/**
 * Colours are chosen for contrast (WCAG 2.2 AA: 4.5:1 for text and links on the background, and for
 * the text of contained buttons), in light and dark alike. The focus ring is a double ring (a
 * coloured outline around a ring of the background) that stays visible on any surface.
 */
const PALETTES = {
  light: {
    primary: { main: '#1565c0' },
    secondary: '#6a1b9a',
    text: { primary: '#1c1c1c', secondary: '#4a4a4a' },
    link: '#0d47a1',
    ring: '#0d47a1',
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  dark: {
    // Light enough for text and focus on the dark background; `dark` stays a deep blue because
    // blocks lay white text on it (the hero), as in the light theme.
    primary: { main: '#90caf9', dark: '#0d47a1' },
    secondary: '#ce93d8',
    text: { primary: '#f2f2f2', secondary: '#c4c4c4' },
    link: '#9ecfff',
    ring: '#9ecfff',
    background: { default: '#121212', paper: '#1c1c1c' },
  },
} as const;

const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

/** MUI's own line heights, so that a larger setting grows every variant in the same proportion. */
const BASE_LINE_HEIGHTS: Record<(typeof VARIANTS)[number], number> = {
  h1: 1.167,
  h2: 1.2,
  h3: 1.167,
  h4: 1.235,
  h5: 1.334,
  h6: 1.6,
  subtitle1: 1.75,
  subtitle2: 1.57,
  body1: 1.5,
  body2: 1.43,
  button: 1.75,
  caption: 1.66,
  overline: 2.66,
};

/** MUI's own heading sizes in rem, which `fluidFontSize` keeps on wide screens. */
const HEADING_SIZES = { h1: 6, h2: 3.75, h3: 3, h4: 2.125, h5: 1.5, h6: 1.25 } as const;

/**
 * A heading's size: its own on a wide screen, narrowed with the screen (4 vw per rem: on a 390 px
 * phone at the default text size about its own), never below an eighth above the body text, so it
 * still stands out — unless that is too wide for a long word to fit its line: then at most
 * `--heading-fit` (`headingFit`), so that a word of HEADING_WORD_CHARACTERS characters in the chosen
 * font and spacing holds on one line of a phone's screen, never broken inside (WCAG 1.4.10).
 */
export const fluidFontSize = (rem: number) => `min(${rem}rem, max(1.125rem, ${rem * 4}vw), var(--heading-fit, ${rem}rem))`;

/** The longest word a heading holds on one line at any width ("Accessibilité", "Kommunikation"…). */
export const HEADING_WORD_CHARACTERS = 14;
/** The width the screen's side margins and a scroll bar take from a heading's line at most. */
const HEADING_GUTTERS_PX = 48;
/** Mean advance of a bold character in em, per offered font (measured); an added font is taken as wide as the widest. */
const BOLD_CHARACTER_EM: Readonly<Record<string, number>> = { Roboto: 0.6, Andika: 0.62, Montserrat: 0.74, OpenDyslexic: 0.8 };
const WIDEST_CHARACTER_EM = 0.8;

/** The largest heading size at which a word of HEADING_WORD_CHARACTERS fits the screen's width, in the font and letter spacing chosen. */
export function headingFit(fontFamily: string, spacingEm: number): string {
  const perCharacter = (BOLD_CHARACTER_EM[fontFamily] ?? WIDEST_CHARACTER_EM) + spacingEm;
  return `calc((100vw - ${HEADING_GUTTERS_PX}px) / ${Math.round(HEADING_WORD_CHARACTERS * perCharacter * 1000) / 1000})`;
}

/**
 * A drawer over the screen: its own width (spec §9: 256 px), widened with enlarged text up to the
 * screen's width, so that its words fit on their lines.
 */
export const overlayDrawerWidth = (px: number) => `max(${px}px, min(100vw, 12em))`;

/** Whether the user enlarged or spaced out the text: labels then need room to wrap. */
const isTextEnlarged = ({ fontSize, lineHeight, letterSpacing }: AppThemeOptions) =>
  fontSize > FONT_SIZE.defaultValue || lineHeight > LINE_HEIGHT.defaultValue || letterSpacing > LETTER_SPACING.defaultValue;

/** Text set in paragraphs (not headings or buttons): read at the line height the user chose, at least. */
const PARAGRAPH_VARIANTS: ReadonlySet<string> = new Set(['body1', 'body2', 'subtitle1', 'subtitle2', 'caption']);

/**
 * A variant's line height: its own, scaled by the user's choice; a paragraph's never below the
 * chosen height once the user raised it (WCAG 1.4.12: 1.5 is the least, and smaller text such as
 * `body2` would otherwise stay under what was asked).
 */
const lineHeightOf = (variant: string, chosen: number, scale: number) => {
  const scaled = BASE_LINE_HEIGHTS[variant as (typeof VARIANTS)[number]] * scale;
  return chosen > LINE_HEIGHT.defaultValue && PARAGRAPH_VARIANTS.has(variant) ? Math.max(scaled, chosen) : scaled;
};

function typographyOf({ fontFamily, lineHeight, letterSpacing }: AppThemeOptions): TypographyVariantsOptions {
  const scale = lineHeight / LINE_HEIGHT.defaultValue;
  const spacing = letterSpacingEm(letterSpacing);
  const variants = Object.fromEntries(
    VARIANTS.map((variant) => [
      variant,
      {
        lineHeight: Math.round(lineHeightOf(variant, lineHeight, scale) * 1000) / 1000,
        ...(variant in HEADING_SIZES ? { fontSize: fluidFontSize(HEADING_SIZES[variant as keyof typeof HEADING_SIZES]) } : {}),
        // The font's own spacing unless the user asked for more.
        ...(spacing > 0 ? { letterSpacing: `${spacing}em` } : {}),
        // Sentence case: capitals-only labels are harder to read, notably for dyslexic readers.
        ...(variant === 'button' ? { textTransform: 'none' as const, fontSize: '1rem' } : {}),
        ...(variant === 'overline' ? { textTransform: 'none' as const } : {}),
      },
    ]),
  );
  return { fontFamily: `"${fontFamily}", "Roboto", "Helvetica", "Arial", sans-serif`, ...variants };
}

/**
 * With enlarged text: a field's label sits above it and wraps instead of floating in the border and
 * being cut off (WCAG 1.4.12), the border then needs no gap for it; a dialog scrolls as a whole, as
 * its title and buttons alone can fill the screen and leave its content no room at all.
 */
const ENLARGED_TEXT_COMPONENTS = {
  MuiDialog: { defaultProps: { scroll: 'body' } },
  MuiInputLabel: {
    defaultProps: { shrink: true },
    styleOverrides: {
      root: { position: 'relative', transform: 'none', whiteSpace: 'normal', overflow: 'visible', maxWidth: '100%', marginBottom: 4 },
    },
  },
  MuiOutlinedInput: {
    defaultProps: { notched: false },
    // A field that asks for its label shrunk (native selects) gets a notch all the same: closed here.
    styleOverrides: { notchedOutline: { '& legend': { maxWidth: '0.01px' } } },
  },
} as const;

/** The theme for the user's accessibility settings (features/accessibility), rebuilt when they change. */
export function createAppTheme(options: AppThemeOptions): Theme {
  const colours = PALETTES[options.isDark ? 'dark' : 'light'];
  const focusRing = { outline: `3px solid ${colours.ring}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${colours.background.default}` };
  const spacing = letterSpacingEm(options.letterSpacing);
  return createTheme({
    palette: {
      mode: options.isDark ? 'dark' : 'light',
      // MUI picks black or white text on a colour: with 4.5 it picks the one that reaches AA.
      contrastThreshold: 4.5,
      primary: colours.primary,
      secondary: { main: colours.secondary },
      text: colours.text,
      background: colours.background,
    },
    typography: typographyOf(options),
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // `:root` raises specificity above the components' own `outline: 0`, inserted after this.
          ':root :focus-visible': focusRing,
          ':root .Mui-focusVisible': focusRing,
          // Whatever scrolls into view (skip link, anchors, focus) stops below the sticky top bar.
          // The size is a share of the browser's own, so a user's browser setting still counts.
          html: { scrollPaddingTop: '5rem', fontSize: `${(options.fontSize / 16) * 100}%`, '--heading-fit': headingFit(options.fontFamily, spacing) },
          // Headings of rich text (pages' blocks), at the browser's own sizes, fit the same way; a heading variant's class wins over these.
          ':where(h1)': { fontSize: 'min(2em, var(--heading-fit))' },
          ':where(h2)': { fontSize: 'min(1.5em, var(--heading-fit))' },
          ':where(h3)': { fontSize: 'min(1.17em, var(--heading-fit))' },
          // A word longer than the line breaks rather than pushing the page sideways (WCAG 1.4.10): in a
          // heading only a word longer than HEADING_WORD_CHARACTERS, the last resort.
          body: { lineHeight: options.lineHeight, overflowWrap: 'anywhere', ...(spacing > 0 ? { letterSpacing: `${spacing}em` } : {}) },
          a: { color: colours.link },
          ...(options.isGrayscale ? { 'img, video, picture, svg image': { filter: 'grayscale(1)' } } : {}),
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
      ...(isTextEnlarged(options) ? ENLARGED_TEXT_COMPONENTS : {}),
      // The ripple is motion without meaning for keyboard users; the focus ring above replaces it.
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      // A contained button darkens on hover by default: where its text is dark (the dark theme, and
      // light info or warning) it would then sit on a deep colour (3.9:1 on a red removal button), so
      // it lightens instead; the dark theme's primary goes to a pale blue, its `dark` kept for blocks.
      MuiButton: {
        variants: [
          ...(options.isDark ? [{ props: { variant: 'contained' as const, color: 'primary' as const }, style: { '&:hover': { backgroundColor: '#bbdefb' } } }] : []),
          ...(['secondary', 'error', 'warning', 'info', 'success', ...(options.isDark ? [] : ['primary' as const])] as const).map((color) => ({
            props: { variant: 'contained' as const, color },
            style: ({ theme }: { theme: Theme }) =>
              getContrastRatio(theme.palette[color].contrastText, '#ffffff') >= 4.5 ? { '&:hover': { backgroundColor: theme.palette[color].light } } : {},
          })),
        ],
      },
    },
  });
}
