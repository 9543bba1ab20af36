import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countriesIn } from './countries.ts';
import { frenchDepartmentsByName } from './french-departments.ts';

describe('countries', () => {
  it('are the 249 of ISO 3166-1, each once, keyed by code and named in the language asked', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const french = countriesIn('fr');
    expect(Object.keys(french)).toHaveLength(249);
    expect(french.DE).toEqual({ id: 'DE', name: 'Allemagne' });
    expect(countriesIn('it').DE!.name).toBe('Germania');
    expect(countriesIn('en').FR).toEqual({ id: 'FR', name: 'France' });
  });
});

describe('the departments of France', () => {
  const departments = frenchDepartmentsByName();

  it('are the 101, with unique INSEE codes, Corsica split and the five overseas ones', () => {
    expect(departments).toHaveLength(101);
    expect(new Set(departments.map((d) => d.code)).size).toBe(101);
    for (const code of ['2A', '2B', '971', '972', '973', '974', '976']) expect(departments.some((d) => d.code === code)).toBe(true);
    expect(departments.some((d) => d.code === '20')).toBe(false);
  });

  it('are sorted by name in French order', () => {
    expect(departments[0]).toEqual({ code: '01', name: 'Ain' });
    const names = departments.map((d) => d.name);
    expect(names.indexOf('Ardèche')).toBeLessThan(names.indexOf('Ardennes'));
    expect(names.indexOf('Essonne')).toBeLessThan(names.indexOf('Eure'));
    expect(names.at(-1)).toBe('Yvelines');
  });
});
