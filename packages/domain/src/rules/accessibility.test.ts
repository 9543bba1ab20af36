import { describe, expect, it } from 'vitest';
import {
  accessibilityParametersProblems,
  DEFAULT_ACCESSIBILITY_PARAMETERS,
  letterSpacingEm,
  normaliseAccessibilityParameters,
  selectableFonts,
} from './accessibility.ts';

describe('selectableFonts', () => {
  it('offers the operator’s fonts (such as Luciole) among the others, in alphabetical order', () => {
    expect(selectableFonts('Roboto', ['Luciole'])).toEqual(['Roboto', 'Andika', 'Luciole', 'Montserrat', 'OpenDyslexic']);
    expect(selectableFonts('Luciole', ['Luciole'])[0]).toBe('Luciole');
    expect(selectableFonts('Roboto', ['../etc'])).not.toContain('../etc');
  });

  it('keeps an operator font only while it is offered', () => {
    expect(normaliseAccessibilityParameters({ fontFamily: 'Luciole' }, { operatorFonts: ['Luciole'] }).fontFamily).toBe('Luciole');
    expect(normaliseAccessibilityParameters({ fontFamily: 'Luciole' }).fontFamily).toBe('Roboto');
  });

  it('puts the configured font first, then the others alphabetically', () => {
    expect(selectableFonts()).toEqual(['Roboto', 'Andika', 'Montserrat', 'OpenDyslexic']);
    expect(selectableFonts('Montserrat')).toEqual(['Montserrat', 'Andika', 'OpenDyslexic', 'Roboto']);
  });

  it('offers Wigrum only when it is the configured font', () => {
    expect(selectableFonts()).not.toContain('Wigrum');
    expect(selectableFonts('Wigrum')).toEqual(['Wigrum', 'Andika', 'Montserrat', 'OpenDyslexic', 'Roboto']);
  });

  it('falls back to Roboto for a configured font it does not know', () => {
    expect(selectableFonts('Comic Sans')[0]).toBe('Roboto');
  });
});

describe('normaliseAccessibilityParameters', () => {
  it('gives the defaults for nothing: 16 px, line height 1.5, spacing 1, no grayscale, default toasts, light theme', () => {
    expect(normaliseAccessibilityParameters(undefined)).toEqual({
      fontFamily: 'Roboto',
      fontSize: 16,
      lineHeight: 1.5,
      letterSpacing: 1,
      grayscaleImages: false,
      toastTimeout: null,
      darkTheme: false,
    });
    expect(normaliseAccessibilityParameters('garbage')).toEqual(DEFAULT_ACCESSIBILITY_PARAMETERS);
  });

  it('keeps valid values, at both ends of each slider', () => {
    const low = { fontFamily: 'Andika', fontSize: 16, lineHeight: 1.5, letterSpacing: 1, grayscaleImages: true, toastTimeout: 7000, darkTheme: true };
    const high = { ...low, fontFamily: 'OpenDyslexic', fontSize: 32, lineHeight: 3, letterSpacing: 2.5, toastTimeout: -1 };
    expect(normaliseAccessibilityParameters(low)).toEqual(low);
    expect(normaliseAccessibilityParameters(high)).toEqual(high);
  });

  it('falls back to the default for a non-numeric value', () => {
    const result = normaliseAccessibilityParameters({ fontSize: 'big', lineHeight: null, letterSpacing: Number.NaN });
    expect(result).toMatchObject({ fontSize: 16, lineHeight: 1.5, letterSpacing: 1 });
  });

  it('falls back to the default for a value out of range: 15 and 33 px, line height 3.25, spacing 0.75', () => {
    expect(normaliseAccessibilityParameters({ fontSize: 15 }).fontSize).toBe(16);
    expect(normaliseAccessibilityParameters({ fontSize: 33 }).fontSize).toBe(16);
    expect(normaliseAccessibilityParameters({ lineHeight: 3.25 }).lineHeight).toBe(1.5);
    expect(normaliseAccessibilityParameters({ letterSpacing: 0.75 }).letterSpacing).toBe(1);
  });

  it('reads numbers written as text, and moves a value between steps to the nearest step', () => {
    expect(normaliseAccessibilityParameters({ fontSize: '20', lineHeight: 2.1, letterSpacing: 1.6 })).toMatchObject({ fontSize: 20, lineHeight: 2, letterSpacing: 1.5 });
  });

  it('refuses an unknown font, another toast duration and non-boolean switches', () => {
    const result = normaliseAccessibilityParameters({ fontFamily: 'Papyrus', toastTimeout: 5000, grayscaleImages: 'yes', darkTheme: 1 });
    expect(result).toMatchObject({ fontFamily: 'Roboto', toastTimeout: null, grayscaleImages: false, darkTheme: false });
  });

  it('takes the configured font as the default font and refuses Wigrum when it is not configured', () => {
    expect(normaliseAccessibilityParameters({}, { configuredFont: 'Wigrum' }).fontFamily).toBe('Wigrum');
    expect(normaliseAccessibilityParameters({ fontFamily: 'Wigrum' }).fontFamily).toBe('Roboto');
  });
});

describe('letterSpacingEm', () => {
  it('adds nothing at 1 and 0.12 em (WCAG 1.4.12) per unit above it', () => {
    expect(letterSpacingEm(1)).toBe(0);
    expect(letterSpacingEm(2)).toBe(0.12);
    expect(letterSpacingEm(2.5)).toBe(0.18);
  });
});

describe('accessibilityParametersProblems', () => {
  it('accepts a complete valid set, and a partial one', () => {
    expect(accessibilityParametersProblems({ ...DEFAULT_ACCESSIBILITY_PARAMETERS, fontSize: 24, toastTimeout: -1 })).toEqual([]);
    expect(accessibilityParametersProblems({ darkTheme: true })).toEqual([]);
  });

  it('names each unknown key and each wrong value', () => {
    const problems = accessibilityParametersProblems({ colour: 'red', fontSize: 40, lineHeight: 1.6, grayscaleImages: 'no', toastTimeout: 1000 });
    expect(problems.map((problem) => problem.key)).toEqual(['colour', 'fontSize', 'lineHeight', 'grayscaleImages', 'toastTimeout']);
    expect(problems[1]!.detail).toBe('Must be a number from 16 to 32 in steps of 1.');
  });

  it('refuses what is not an object', () => {
    expect(accessibilityParametersProblems([1, 2])).toEqual([{ key: null, detail: 'Accessibility parameters are an object.' }]);
    expect(accessibilityParametersProblems('dark')).toHaveLength(1);
  });
});
