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
  return localizeServed<T>(value, locale, defaultLocale).value;
}

/**
 * `localize`, with the language of the value served: a text shown in another language than the
 * reader's must say which (`lang`), or a screen reader reads English words with Danish sounds.
 */
export function localizeServed<T = string>(value: unknown, locale: Locale, defaultLocale: Locale = FALLBACK_LOCALE): { value: T | null; locale: string | null } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { value: null, locale: null };
  const translations = value as Translated<T>;
  for (const candidate of [locale, defaultLocale, FALLBACK_LOCALE]) {
    if (isPresent(translations[candidate])) return { value: translations[candidate] as T, locale: candidate };
  }
  const any = Object.entries(translations).find(([, text]) => isPresent(text));
  return any ? { value: any[1] as T, locale: any[0] } : { value: null, locale: null };
}
