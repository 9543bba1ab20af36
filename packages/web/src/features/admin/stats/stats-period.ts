import { STATS_SUMMARY_DEFAULT_DAYS } from '@relais/domain';

/** `YYYY-MM-DD` of a date in the browser's zone (the zone the server counts days in, by `X-Timezone`). */
export const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The default period: the last 30 days, today included. */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (STATS_SUMMARY_DEFAULT_DAYS - 1));
  return { from: localDay(from), to: localDay(now) };
}

export const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
