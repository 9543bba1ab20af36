import { describe, expect, it } from 'vitest';
import { dateTimeFormat, isKnownTimeZone, numberFormat } from './intl-formats.ts';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('fr')).toBe(numberFormat('fr', {}));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
    expect(numberFormat('en')).not.toBe(numberFormat('fr'));
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }));
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'Europe/Paris' })).not.toBe(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('fr').format(1234.5)).toBe(new Intl.NumberFormat('fr').format(1234.5));
    const moment = new Date('2026-11-29T08:30:00Z');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(moment)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(moment));
  });

  it('tells a zone the browser knows from one it does not, and throws for an unknown zone as Intl does', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
