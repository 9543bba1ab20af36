/**
 * The user's accessibility settings (spec, platform §3 "Accessibility parameters", §5 slider bounds,
 * §9 fonts and toast durations), plus the dark theme so that it follows the user to another browser.
 * The web applies them; the server checks them before keeping them on the account.
 */

/**
 * Fonts anyone may pick. Fonts no package ships (Luciole) are added by the operator: files under
 * `DATA_DIR/fonts/<family>/`, listed by the runtime environment (`operatorFonts` below).
 */
export const SELECTABLE_FONTS = ['Andika', 'Montserrat', 'OpenDyslexic', 'Roboto'] as const;
/** Offered only when it is the platform's own font (spec §9): a licensed font, not ours to hand out. */
export const CONFIGURED_ONLY_FONTS = ['Wigrum'] as const;
export const DEFAULT_FONT = 'Roboto';

/**
 * The cookie that mirrors the settings kept in local storage (JSON, URI-encoded), so that the server
 * draws a visitor's first screen in their theme and sizes rather than flashing the default ones.
 */
export const ACCESSIBILITY_COOKIE = 'relais_accessibility';

export interface Bounds {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

/** Spec §5. Letter spacing is a multiplier of the extra spacing: see `letterSpacingEm`. */
export const FONT_SIZE: Bounds = { min: 16, max: 32, step: 1, defaultValue: 16 };
export const LINE_HEIGHT: Bounds = { min: 1.5, max: 3, step: 0.25, defaultValue: 1.5 };
export const LETTER_SPACING: Bounds = { min: 1, max: 2.5, step: 0.25, defaultValue: 1 };

/** Spec §9: 3500 ms, 7000 ms, or until closed (-1); null lets each message use its own default. */
export const TOAST_TIMEOUTS = { default: 3500, long: 7000, none: -1 } as const;
export type ToastTimeout = (typeof TOAST_TIMEOUTS)[keyof typeof TOAST_TIMEOUTS] | null;

export interface AccessibilityParameters {
  fontFamily: string;
  /** Pixels for the base text (16 is the browser's own size). */
  fontSize: number;
  lineHeight: number;
  letterSpacing: number;
  grayscaleImages: boolean;
  toastTimeout: ToastTimeout;
  darkTheme: boolean;
}

export const DEFAULT_ACCESSIBILITY_PARAMETERS: Readonly<AccessibilityParameters> = Object.freeze({
  fontFamily: DEFAULT_FONT,
  fontSize: FONT_SIZE.defaultValue,
  lineHeight: LINE_HEIGHT.defaultValue,
  letterSpacing: LETTER_SPACING.defaultValue,
  grayscaleImages: false,
  toastTimeout: null,
  darkTheme: false,
});

/** An operator font's family name: letters, digits, spaces, hyphens and underscores (it names a folder and a CSS family). */
export const isFontFamilyName = (value: unknown): value is string => typeof value === 'string' && /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,63}$/u.test(value);

/**
 * The fonts a user may pick: the configured one first, then the others alphabetically (spec §9),
 * the operator's fonts among them.
 */
/**
 * Font family names are plain letters and digits: compared case-insensitively without a collator,
 * whose first construction loads the locale's collation data during the first screen.
 */
const compareFontNames = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

export function selectableFonts(configuredFont: string = DEFAULT_FONT, operatorFonts: readonly string[] = []): string[] {
  const extra = operatorFonts.filter(isFontFamilyName);
  const isKnown = [...SELECTABLE_FONTS, ...CONFIGURED_ONLY_FONTS, ...extra].includes(configuredFont);
  const configured = isKnown ? configuredFont : DEFAULT_FONT;
  const others = [...new Set([...SELECTABLE_FONTS, ...extra])].filter((font) => font !== configured);
  return [configured, ...others.sort(compareFontNames)];
}

/**
 * Extra space between letters in em for a multiplier: 1 keeps the font's own spacing and each
 * further unit adds the 0.12 em of WCAG 1.4.12 (text spacing), so 2.5 adds 0.18 em.
 */
export const letterSpacingEm = (multiplier: number) => Math.round((multiplier - 1) * 0.12 * 1000) / 1000;

function numberIn(value: unknown, bounds: Bounds): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < bounds.min || number > bounds.max) return null;
  // Off the slider's steps (an older or hand-edited value): the nearest step.
  const steps = Math.round((number - bounds.min) / bounds.step);
  return Math.min(bounds.max, bounds.min + steps * bounds.step);
}

const isToastTimeout = (value: unknown): value is ToastTimeout => value === null || (Object.values(TOAST_TIMEOUTS) as unknown[]).includes(value);

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A complete, valid set from anything (local storage, the account, another tab): each missing,
 * non-numeric, out-of-range or unknown value falls back to its default (spec §5).
 */
export function normaliseAccessibilityParameters(
  input: unknown,
  { configuredFont = DEFAULT_FONT, operatorFonts = [] }: { configuredFont?: string; operatorFonts?: readonly string[] } = {},
): AccessibilityParameters {
  const given = isObject(input) ? input : {};
  const fonts = selectableFonts(configuredFont, operatorFonts);
  const defaults = { ...DEFAULT_ACCESSIBILITY_PARAMETERS, fontFamily: fonts[0]! };
  return {
    fontFamily: typeof given.fontFamily === 'string' && fonts.includes(given.fontFamily) ? given.fontFamily : defaults.fontFamily,
    fontSize: numberIn(given.fontSize, FONT_SIZE) ?? defaults.fontSize,
    lineHeight: numberIn(given.lineHeight, LINE_HEIGHT) ?? defaults.lineHeight,
    letterSpacing: numberIn(given.letterSpacing, LETTER_SPACING) ?? defaults.letterSpacing,
    grayscaleImages: typeof given.grayscaleImages === 'boolean' ? given.grayscaleImages : defaults.grayscaleImages,
    toastTimeout: isToastTimeout(given.toastTimeout) ? given.toastTimeout : defaults.toastTimeout,
    darkTheme: typeof given.darkTheme === 'boolean' ? given.darkTheme : defaults.darkTheme,
  };
}

export interface ParameterProblem {
  /** The offending key, or null when the value as a whole is not an object. */
  key: string | null;
  detail: string;
}

const inBounds = (value: unknown, bounds: Bounds) =>
  typeof value === 'number' && Number.isFinite(value) && value >= bounds.min && value <= bounds.max && Number.isInteger(Math.round(((value - bounds.min) / bounds.step) * 1e6) / 1e6);

const rangeDetail = (bounds: Bounds) => `Must be a number from ${bounds.min} to ${bounds.max} in steps of ${bounds.step}.`;

/**
 * What is wrong with parameters a client sends, for the server to refuse them: an unknown key or a
 * value of the wrong type or out of range. Missing keys are fine (they take their default).
 */
export function accessibilityParametersProblems(input: unknown): ParameterProblem[] {
  if (!isObject(input)) return [{ key: null, detail: 'Accessibility parameters are an object.' }];
  const fonts: readonly string[] = [...SELECTABLE_FONTS, ...CONFIGURED_ONLY_FONTS];
  const checks: Record<keyof AccessibilityParameters, [(value: unknown) => boolean, string]> = {
    // An operator's font (DATA_DIR/fonts) may come and go: any plain family name is kept, and the
    // web applies it only while the runtime environment lists it.
    fontFamily: [(value) => (typeof value === 'string' && fonts.includes(value)) || isFontFamilyName(value), `Must be one of ${fonts.join(', ')}, or the family name of an added font.`],
    fontSize: [(value) => inBounds(value, FONT_SIZE), rangeDetail(FONT_SIZE)],
    lineHeight: [(value) => inBounds(value, LINE_HEIGHT), rangeDetail(LINE_HEIGHT)],
    letterSpacing: [(value) => inBounds(value, LETTER_SPACING), rangeDetail(LETTER_SPACING)],
    grayscaleImages: [(value) => typeof value === 'boolean', 'Must be true or false.'],
    toastTimeout: [isToastTimeout, 'Must be 3500, 7000, -1 or null.'],
    darkTheme: [(value) => typeof value === 'boolean', 'Must be true or false.'],
  };
  return Object.entries(input).flatMap(([key, value]): ParameterProblem[] => {
    const check = checks[key as keyof AccessibilityParameters];
    if (!check) return [{ key, detail: `Unknown accessibility parameter "${key}".` }];
    return check[0](value) ? [] : [{ key, detail: check[1] }];
  });
}
