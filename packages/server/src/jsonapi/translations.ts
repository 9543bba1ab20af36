import { LOCALES } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';
import type { Row } from '../policies/types.ts';

/** A translatable value as stored: `{ "en": "…", "fr": "…" }`. */
export type Translated = Record<string, unknown>;

export const isFilled = (value: unknown) => value !== undefined && value !== null && value !== '';

const asTranslated = (value: unknown): Translated | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Translated) : null;

/**
 * The reader's value: the first of their `readingLocales` where it is filled (their locale, else the
 * default, else English), else whichever is there.
 */
export function readTranslatedIn(locales: readonly string[], stored: unknown): unknown {
  const values = asTranslated(stored);
  if (!values) return null;
  for (const locale of locales) if (isFilled(values[locale])) return values[locale];
  return Object.values(values).find(isFilled) ?? null;
}

/** The locale `readTranslatedIn` takes the reader's value from, or null when no locale holds one. */
export function servedLocaleIn(locales: readonly string[], stored: unknown): string | null {
  const values = asTranslated(stored);
  if (!values) return null;
  for (const locale of locales) if (isFilled(values[locale])) return locale;
  for (const locale in values) if (isFilled(values[locale])) return locale;
  return null;
}

/** Stored translatable attributes a client may read. */
export const translatableNames = (resource: ResourceDefinition) =>
  Object.entries(resource.attributes)
    .filter(([, attribute]) => attribute.translatable && !attribute.hidden && !attribute.computed)
    .map(([name]) => name);

/** Locales other than `reader` in which at least one of the `names` (`translatableNames`) is filled. */
export function otherLocalesOf(reader: string, names: readonly string[], row: Row): string[] {
  const filled = new Set<string>();
  for (const name of names) {
    const values = asTranslated(row[name]);
    if (values) for (const locale in values) if (isFilled(values[locale])) filled.add(locale);
  }
  return LOCALES.filter((locale) => locale !== reader && filled.has(locale));
}

/** Every stored translation, by locale then field: what an editor's form needs. */
export function translationsOf(resource: ResourceDefinition, row: Row): Record<string, Record<string, unknown>> {
  const byLocale: Record<string, Record<string, unknown>> = {};
  const names = translatableNames(resource);
  // Interface languages first, in their order; then any other locale found in the data.
  const stored = names.flatMap((name) => Object.keys(asTranslated(row[name]) ?? {}));
  for (const locale of new Set([...LOCALES, ...stored])) {
    for (const name of names) {
      const value = asTranslated(row[name])?.[locale];
      if (isFilled(value)) (byLocale[locale] ??= {})[name] = value;
    }
  }
  return byLocale;
}

/**
 * Sets one locale of a stored value and keeps the others; an empty value removes the locale, and a
 * value left with no locale at all is null.
 */
export function withTranslation(stored: unknown, locale: string, value: unknown): Translated | null {
  const next: Translated = { ...(asTranslated(stored) ?? {}) };
  if (isFilled(value)) next[locale] = value;
  else delete next[locale];
  return Object.keys(next).length ? next : null;
}
