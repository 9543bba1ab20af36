import { describe, expect, it } from 'vitest';
import { banOfOrigin, canAddAssociation, isAuthorizationActive, isAuthorizationPeriodValid } from './software.ts';

const at = (iso: string) => new Date(iso);

describe('an authorization is active between startsAt and expiresAt', () => {
  const period = { startsAt: at('2026-01-01T00:00:00Z'), expiresAt: at('2026-12-31T00:00:00Z') };

  it('is not active before it starts, active from its first instant, and no more once it expires', () => {
    expect(isAuthorizationActive(period, at('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isAuthorizationActive(period, at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isAuthorizationActive(period, at('2026-06-15T12:00:00Z'))).toBe(true);
    expect(isAuthorizationActive(period, at('2026-12-31T00:00:00Z'))).toBe(false);
  });

  it('treats an open start as since always and an open end as for good', () => {
    expect(isAuthorizationActive({ startsAt: null, expiresAt: period.expiresAt }, at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isAuthorizationActive({ startsAt: period.startsAt, expiresAt: null }, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isAuthorizationActive({ startsAt: null, expiresAt: null }, at('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('accepts a period that ends after it starts and refuses one that ends at or before its start', () => {
    expect(isAuthorizationPeriodValid(period)).toBe(true);
    expect(isAuthorizationPeriodValid({ startsAt: period.expiresAt, expiresAt: period.startsAt })).toBe(false);
    expect(isAuthorizationPeriodValid({ startsAt: period.startsAt, expiresAt: period.startsAt })).toBe(false);
    expect(isAuthorizationPeriodValid({ startsAt: null, expiresAt: period.startsAt })).toBe(true);
  });
});

describe("an authorization's associations stay within its service's associationsMax", () => {
  it('lets an authorization with fewer associations than the maximum take one more, never past it', () => {
    expect(canAddAssociation(0, 1)).toBe(true);
    expect(canAddAssociation(1, 1)).toBe(false);
    expect(canAddAssociation(2, 3)).toBe(true);
    expect(canAddAssociation(3, 3)).toBe(false);
    expect(canAddAssociation(4, 3)).toBe(false);
  });
});

describe('a statistic from a banned origin', () => {
  const bans = ['spam.example', 'bad.test'];

  it('is covered by the ban of its host or of a parent domain, whatever the case, port or path', () => {
    expect(banOfOrigin('https://Spam.example:8080/page', bans)).toBe('spam.example');
    expect(banOfOrigin('cdn.spam.example', bans)).toBe('spam.example');
    expect(banOfOrigin('bad.test', bans)).toBe('bad.test');
  });

  it('is not covered when no ban names its host, a lookalike or no host at all', () => {
    expect(banOfOrigin('https://relais.example', bans)).toBeNull();
    expect(banOfOrigin('notspam.example', bans)).toBeNull();
    expect(banOfOrigin('not a host', bans)).toBeNull();
  });
});
