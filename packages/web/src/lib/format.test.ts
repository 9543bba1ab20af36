import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@relais/domain';
import { formatDate, formatDateTime, formatNumber } from './format.ts';
import { setLocale } from './locale.ts';

const LATE_EVENING_UTC = '2025-05-14T22:30:00Z';

describe('formatting for the reader', () => {
  afterEach(() => setLocale('en'));

  it('writes a date in the interface language', () => {
    setLocale('en');
    expect(formatDate('2025-05-14T10:00:00Z', 'UTC')).toBe('May 14, 2025');
    setLocale('fr');
    expect(formatDate('2025-05-14T10:00:00Z', 'UTC')).toBe('14 mai 2025');
  });

  it('puts the date in the user’s time zone: late evening in London is already tomorrow in Paris', () => {
    expect(formatDate(LATE_EVENING_UTC, 'Europe/London')).toBe('May 14, 2025');
    expect(formatDate(LATE_EVENING_UTC, 'Europe/Paris')).toBe('May 15, 2025');
  });

  it('writes the time in the user’s time zone', () => {
    setLocale('fr');
    expect(formatDateTime(LATE_EVENING_UTC, 'Europe/Paris')).toBe('15 mai 2025 à 00:30');
  });

  it('falls back to the browser’s zone for an unknown one, and shows nothing for a non-date', () => {
    expect(formatDate('2025-05-14T10:00:00Z', 'Mars/Olympus')).toMatch(/2025/);
    expect(formatDate('not a date')).toBe('');
  });

  it('writes numbers with the language’s separators', () => {
    setLocale('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    setLocale('fr');
    expect(formatNumber(1234.5)).toBe('1\u202f234,5');
    expect(formatNumber(12, { style: 'currency', currency: 'EUR' })).toBe('12,00\u00a0€');
  });

  it('writes a count under a thousand as every interface language’s formatter would', () => {
    for (const locale of LOCALES) {
      setLocale(locale);
      for (const value of [0, 7, 42, 999, -3]) expect(formatNumber(value), `${locale} ${value}`).toBe(new Intl.NumberFormat(locale).format(value));
      expect(formatNumber(1000)).toBe(new Intl.NumberFormat(locale).format(1000));
    }
  });
});
