import { FALLBACK_LOCALE, LOCALE_COOKIE, LOCALES } from '@relais/domain';

const STORAGE_KEY = 'relais.locale';

let current: string = FALLBACK_LOCALE;

/** The interface language requests are made in; set only by `activateLocale` (lib/i18n). */
export const getLocale = () => current;

export function setLocale(locale: string) {
  current = locale;
  // On the server (first-screen rendering) there is no document: the server sets the attribute.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

let editionLocale: string | null = null;

/**
 * The language admin screens edit content in (`X-Edition-Locale`): the signed-in user's edition
 * language, else their interface language; null for a visitor (then the interface language).
 */
export const getEditionLocale = () => editionLocale;
export function setEditionLocale(locale: string | null) {
  editionLocale = locale;
}

/** The chosen language in a cookie too (domain LOCALE_COOKIE), for the server's drawing of the first screen. */
function mirrorInCookie(locale: string) {
  if (typeof document === 'undefined' || document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax${secure}`;
}

export function storeLocale(locale: string) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, policies): the choice then lasts for this page only.
  }
  mirrorInCookie(locale);
}

/** A choice kept before the cookie existed is mirrored once the app starts. */
export function mirrorStoredLocale() {
  const stored = storedLocale();
  if (stored && (LOCALES as readonly string[]).includes(stored)) mirrorInCookie(stored);
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to start in (spec, platform §4): stored choice, then `?lang=`, then the browser's
 * languages, then the fallback. Only interface languages are considered; the server then narrows
 * to the configured ones.
 */
export function preferredLocale(available: readonly string[] = LOCALES): string {
  const candidates = [
    storedLocale(),
    new URLSearchParams(window.location.search).get('lang'),
    ...(navigator.languages ?? [navigator.language]).map((tag) => tag.toLowerCase().split('-')[0] ?? ''),
  ];
  return candidates.find((tag): tag is string => !!tag && available.includes(tag)) ?? FALLBACK_LOCALE;
}

let timezone: string | undefined;

/** The device's time zone, read once per page: every call sends it, and each read builds a formatter. */
export function browserTimezone(): string {
  timezone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Paris';
  return timezone;
}
