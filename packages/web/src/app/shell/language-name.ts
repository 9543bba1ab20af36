import { LOCALE_NAMES, isLocale } from '@relais/domain';

/** A language named in itself ("Français"), as a speaker looks for it. */
export const languageName = (code: string) => (isLocale(code) ? LOCALE_NAMES[code] : code);
