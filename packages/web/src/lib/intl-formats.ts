/**
 * `Intl` formatters made once per language and options, then reused. Making one costs far more than
 * using it (the language's data is looked up each time: tens of milliseconds for the first ones on a
 * phone, a fraction of one for each next): a list of fifty counts and dates made a hundred of them
 * while the page was being hydrated, the largest part of its main-thread time after React's.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const knownZones = new Map<string, boolean>();

/** The same formatter as `new Intl.DateTimeFormat(locale, options)`, made once (an unknown zone throws, as there). */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The same formatter as `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** Whether the browser knows this IANA zone (an unknown one would make formatters throw), asked once per zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      dateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}
