import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_COOKIE, DEFAULT_ACCESSIBILITY_PARAMETERS } from '@relais/domain';
import { changeAccessibility, DARK_THEME_KEY, getAccessibility, isDrawnWithOwnSettings, PARAMETERS_KEY, resetAccessibility, resetAccessibilityStore, setRenderedAccessibility } from './accessibility-store.ts';

const cookieSettings = (): unknown => {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${ACCESSIBILITY_COOKIE}=`));
  return found ? JSON.parse(decodeURIComponent(found.slice(ACCESSIBILITY_COOKIE.length + 1))) : null;
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ACCESSIBILITY_COOKIE}=; Max-Age=0; Path=/`;
  resetAccessibilityStore();
  setRenderedAccessibility(null);
});

describe('the accessibility cookie the server draws the first screen with', () => {
  it('mirrors a change of the settings, and goes when they are back to the defaults', () => {
    changeAccessibility({ darkTheme: true, fontSize: 20 });
    expect(cookieSettings()).toEqual({ ...DEFAULT_ACCESSIBILITY_PARAMETERS, darkTheme: true, fontSize: 20 });
    resetAccessibility();
    expect(cookieSettings()).toBeNull();
  });

  it('mirrors settings kept before the cookie existed at their first read', () => {
    localStorage.setItem(DARK_THEME_KEY, 'true');
    localStorage.setItem(PARAMETERS_KEY, JSON.stringify({ lineHeight: 2 }));
    expect(cookieSettings()).toBeNull();
    getAccessibility();
    expect(cookieSettings()).toMatchObject({ darkTheme: true, lineHeight: 2 });
  });
});

describe('hydrating a drawn first screen', () => {
  it("is for a screen drawn with this browser's own settings only", () => {
    expect(isDrawnWithOwnSettings()).toBe(true);
    localStorage.setItem(DARK_THEME_KEY, 'true');
    resetAccessibilityStore();
    // Drawn with the defaults (no cookie reached the server): drawn again, not hydrated.
    expect(isDrawnWithOwnSettings()).toBe(false);
    setRenderedAccessibility({ darkTheme: true });
    expect(isDrawnWithOwnSettings()).toBe(true);
    // What the server read is normalised as the browser's own settings are (a size out of bounds is the default).
    setRenderedAccessibility({ darkTheme: true, fontSize: 400 });
    expect(isDrawnWithOwnSettings()).toBe(true);
    setRenderedAccessibility({ darkTheme: true, fontSize: 20 });
    expect(isDrawnWithOwnSettings()).toBe(false);
  });
});
