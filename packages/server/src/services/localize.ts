import type { Locale } from '@relais/domain';
import { FALLBACK_LOCALE } from '@relais/domain';

/** A translatable value as stored: `{ "en": …, "fr": … }`. */
export type Translated<T = string> = Partial<Record<string, T>>;

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A translatable value in the reader's language, else the default locale, else English, else any
 * language it has (the same order as the generic engine's reads).
 */
export function localize<T = string>(value: unknown, locale: Locale, defaultLocale: Locale = FALLBACK_LOCALE): T | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const translations = value as Translated<T>;
  for (const candidate of [locale, defaultLocale, FALLBACK_LOCALE]) {
    if (isPresent(translations[candidate])) return translations[candidate] as T;
  }
  const any = Object.values(translations).find(isPresent);
  return (any as T | undefined) ?? null;
}
