import { getLocale } from './locale.ts';
import { dateTimeFormat, isKnownTimeZone, numberFormat } from './intl-formats.ts';

/**
 * Dates and numbers as the reader expects them: in the interface language and, for dates, in the
 * user's own time zone (spec, platform §4; issue 4 item 6). `Intl` does the work; these only fix
 * the styles so every screen shows the same kind of date. A value that is not a date shows as empty.
 */

type DateInput = Date | string | number;

const toDate = (value: DateInput) => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An IANA zone the browser knows, else the browser's own (an unknown zone would throw). */
function safeTimeZone(timeZone: string | null | undefined): string | undefined {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined;
}

/** "May 14, 2025" (en), "14 mai 2025" (fr). */
export function formatDate(value: DateInput, timeZone?: string | null): string {
  const date = toDate(value);
  return date ? dateTimeFormat(getLocale(), { dateStyle: 'long', timeZone: safeTimeZone(timeZone) }).format(date) : '';
}

/** "May 14, 2025 at 9:30 AM" (en), "14 mai 2025 à 09:30" (fr). */
export function formatDateTime(value: DateInput, timeZone?: string | null): string {
  const date = toDate(value);
  return date ? dateTimeFormat(getLocale(), { dateStyle: 'long', timeStyle: 'short', timeZone: safeTimeZone(timeZone) }).format(date) : '';
}

/** "1,234.5" (en), "1 234,5" (fr); `options` for currencies, percentages… */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  // A count under a thousand reads the same in every interface language (Latin digits, no grouping
  // yet): written without a formatter, whose first making for a language is the costliest step of a
  // list's hydration on a phone.
  if (!options && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return numberFormat(getLocale(), options).format(value);
}
