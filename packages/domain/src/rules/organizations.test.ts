import { describe, expect, it } from 'vitest';
import { isOrganizationYearEditable, organizationCompleteName, organizationShortDescription } from './organizations.ts';

describe('an organization’s names', () => {
  it('names an organization by unit then name, joined by " - "', () => {
    expect(organizationCompleteName({ name: 'CHU Lyon', unitName: 'Rehabilitation unit' })).toBe('Rehabilitation unit - CHU Lyon');
    expect(organizationCompleteName({ name: 'CHU Lyon', unitName: null })).toBe('CHU Lyon');
    expect(organizationCompleteName({ name: ' CHU Lyon ', unitName: '  ' })).toBe('CHU Lyon');
  });

  it('cuts the short description to 150 characters', () => {
    const long = 'We lend communication devices to families. '.repeat(5);
    const short = organizationShortDescription({ shortDescription: long });
    expect([...short]).toHaveLength(150);
    expect(short.endsWith('…')).toBe(true);
    expect(organizationShortDescription({ shortDescription: 'x'.repeat(150) })).toBe('x'.repeat(150));
    expect(organizationShortDescription({ shortDescription: null })).toBe('');
  });
});

describe('organization-year editability', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('is editable for the current and the previous year only', () => {
    expect(isOrganizationYearEditable({ year: 2026 }, now)).toBe(true);
    expect(isOrganizationYearEditable({ year: 2025 }, now)).toBe(true);
    expect(isOrganizationYearEditable({ year: 2024 }, now)).toBe(false);
    expect(isOrganizationYearEditable({ year: 2027 }, now)).toBe(false);
  });

  it('counts the year in Europe/Paris: on 31 December 23:30 UTC it is already the new year there', () => {
    const newYearsEve = new Date('2026-12-31T23:30:00Z');
    expect(isOrganizationYearEditable({ year: 2025 }, newYearsEve)).toBe(false);
    expect(isOrganizationYearEditable({ year: 2027 }, newYearsEve)).toBe(true);
    expect(isOrganizationYearEditable({ year: 2025 }, newYearsEve, 'UTC')).toBe(true);
  });
});
