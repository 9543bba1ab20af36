import { useSyncExternalStore } from 'react';
import { ACCESSIBILITY_COOKIE, DEFAULT_ACCESSIBILITY_PARAMETERS, normaliseAccessibilityParameters } from '@relais/domain';
import type { AccessibilityParameters } from '@relais/domain';
import { broadcast, onCrossTab } from '../../lib/cross-tab.ts';
import { setUserToastDuration } from '../../lib/ui-store.ts';
import { loadFontFamily } from './fonts/load-font-family.ts';
import { operatorFontFamilies, registerOperatorFonts } from './fonts/operator-fonts.ts';
import type { OperatorFont } from '../../lib/runtime-environment.ts';

/**
 * The user's accessibility settings and theme (spec, platform §3, §4 cross-tab, §5 bounds), applied
 * at once everywhere: the theme reads them, toasts take their duration, other tabs follow. Kept in
 * local storage under the two keys the spec lists; the account copy is kept by `account-sync.ts`.
 */
export const PARAMETERS_KEY = 'relais.accessibility';
export const DARK_THEME_KEY = 'relais.darkTheme';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Told only of the user's own changes here (the drawer), not of those from the account or another tab. */
const userChangeListeners = new Set<Listener>();
let current: AccessibilityParameters | null = null;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Whatever is stored, made valid: a hand-edited or older value falls back to its default. */
function readStored(): AccessibilityParameters {
  const stored = readJson(PARAMETERS_KEY);
  return normalise({ ...(stored && typeof stored === 'object' ? stored : {}), darkTheme: readJson(DARK_THEME_KEY) });
}

/** Valid settings, an operator font among the choices while the runtime environment lists it. */
const normalise = (input: unknown) => normaliseAccessibilityParameters(input, { operatorFonts: operatorFontFamilies() });

/**
 * The operator's fonts, once the runtime environment is in: a stored choice of one of them, set
 * aside until then, applies now.
 */
export function offerOperatorFonts(fonts: readonly OperatorFont[]) {
  if (!registerOperatorFonts(fonts) || !current) return;
  set(readStored());
}

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The cookie the server draws the first screen with (domain ACCESSIBILITY_COOKIE); none for the defaults. */
function mirrorInCookie(parameters: AccessibilityParameters) {
  if (typeof document === 'undefined') return;
  const isDefault = (Object.keys(DEFAULT_ACCESSIBILITY_PARAMETERS) as (keyof AccessibilityParameters)[]).every(
    (key) => parameters[key] === DEFAULT_ACCESSIBILITY_PARAMETERS[key],
  );
  const value = encodeURIComponent(JSON.stringify(parameters));
  if (isDefault ? !document.cookie.includes(`${ACCESSIBILITY_COOKIE}=`) : document.cookie.includes(`${ACCESSIBILITY_COOKIE}=${value}`)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = isDefault
    ? `${ACCESSIBILITY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
    : `${ACCESSIBILITY_COOKIE}=${value}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

function store(parameters: AccessibilityParameters) {
  const { darkTheme, ...rest } = parameters;
  try {
    localStorage.setItem(PARAMETERS_KEY, JSON.stringify(rest));
    localStorage.setItem(DARK_THEME_KEY, JSON.stringify(darkTheme));
  } catch {
    // Private browsing or a full storage: the settings still hold for this visit.
  }
  mirrorInCookie(parameters);
}

/** What follows from the settings outside React: the toast duration and the chosen font's files. */
function applyOutsideReact(parameters: AccessibilityParameters) {
  setUserToastDuration(parameters.toastTimeout);
  void loadFontFamily(parameters.fontFamily);
}

export function getAccessibility(): AccessibilityParameters {
  if (!current) {
    current = readStored();
    // Settings kept before the cookie existed (or a cookie cleared alone) are mirrored again.
    mirrorInCookie(current);
    applyOutsideReact(current);
  }
  return current;
}

function set(next: AccessibilityParameters) {
  current = next;
  store(next);
  applyOutsideReact(next);
  for (const listener of listeners) listener();
}

/** A change the user makes here: applied, kept, sent to the other tabs and (signed in) the account. */
export function changeAccessibility(change: Partial<AccessibilityParameters>) {
  const before = getAccessibility();
  const next = normalise({ ...before, ...change });
  set(next);
  const { darkTheme, ...parameters } = next;
  if (darkTheme !== before.darkTheme) broadcast('darkTheme', darkTheme);
  if (Object.keys(parameters).some((key) => parameters[key as keyof typeof parameters] !== before[key as keyof typeof parameters])) {
    broadcast('accessibility', parameters);
  }
  for (const listener of userChangeListeners) listener();
}

export const resetAccessibility = () => changeAccessibility(DEFAULT_ACCESSIBILITY_PARAMETERS);

/** Settings that come from elsewhere (the account at sign-in): applied and kept, not sent back. */
export function applyAccessibility(parameters: unknown) {
  set(normalise(parameters));
}

export function onUserAccessibilityChange(listener: Listener): () => void {
  userChangeListeners.add(listener);
  return () => userChangeListeners.delete(listener);
}

/** Applies what another tab changed, without reloading (spec §4 cross-tab commands). */
export function followOtherTabs(): () => void {
  const stops = [
    onCrossTab('accessibility', (parameters) => {
      const given = parameters && typeof parameters === 'object' ? parameters : {};
      set(normalise({ ...given, darkTheme: getAccessibility().darkTheme }));
    }),
    onCrossTab('darkTheme', (isDark) => set({ ...getAccessibility(), darkTheme: isDark === true })),
  ];
  return () => stops.forEach((stop) => stop());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let renderedSettings: AccessibilityParameters = DEFAULT_ACCESSIBILITY_PARAMETERS;

/**
 * The settings the server drew the first screen with (their cookie, src/entry-server.tsx): the
 * server renders with them, and the browser's hydration starts from them too, so both match.
 */
export function setRenderedAccessibility(parameters: unknown) {
  renderedSettings = parameters === undefined || parameters === null ? DEFAULT_ACCESSIBILITY_PARAMETERS : normalise(parameters);
}

/**
 * Whether this browser's settings are those the first screen was drawn with. When they are not (kept
 * before the cookie mirrored them), the screen must be drawn again rather than hydrated: the theme
 * reaches the parts hydrated later (lazy ones) through context, and hydration keeps the drawn
 * classes where they differ.
 */
export function isDrawnWithOwnSettings(): boolean {
  const own = getAccessibility();
  return (Object.keys(own) as (keyof AccessibilityParameters)[]).every((key) => own[key] === renderedSettings[key]);
}

export function useAccessibility(): AccessibilityParameters {
  return useSyncExternalStore(subscribe, getAccessibility, () => renderedSettings);
}

/** Forgets the settings read so far, so that the next read comes from local storage again (tests). */
export function resetAccessibilityStore() {
  current = null;
  setUserToastDuration(null);
  for (const listener of listeners) listener();
}
