/** Interface languages (spec, platform §9), English first: it is the fallback of every message. */
export const LOCALES = ['en', 'fr', 'it', 'es', 'ca', 'da', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const DEFAULT_TIMEZONE = 'Europe/Paris';

/**
 * The cookie that mirrors the interface language a visitor chose (kept in local storage), so that
 * the server draws their first screen in it rather than in their browser's languages.
 */
export const LOCALE_COOKIE = 'relais_locale';

export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  ca: 'Català',
  da: 'Dansk',
  ro: 'Română',
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The best interface language for an `Accept-Language` header: the first listed language (by
 * quality) whose primary subtag is ours, else the fallback.
 */
export function negotiateLocale(header: string | undefined, available: readonly Locale[] = LOCALES, fallback: Locale = FALLBACK_LOCALE): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked.map((entry) => entry.tag).find((tag) => (available as readonly string[]).includes(tag)) as Locale | undefined) ?? fallback;
}
