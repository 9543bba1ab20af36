import { describe, expect, it } from 'vitest';
import { assertionExpiresAt, canIssueBadges, hasBadgePage, isAssertionExpired, isTrainingSessionFinished, trainingSessionDuration, trainingSessionMinutes } from './open-badges.ts';

const now = new Date('2026-04-01T08:00:00Z');

describe('open-badge assertions', () => {
  it('are expired once expiresAt is past, never without one', () => {
    expect(isAssertionExpired({ expiresAt: '2026-03-31T23:59:59Z' }, now)).toBe(true);
    expect(isAssertionExpired({ expiresAt: now }, now)).toBe(false);
    expect(isAssertionExpired({ expiresAt: '2027-04-01T00:00:00Z' }, now)).toBe(false);
    expect(isAssertionExpired({ expiresAt: null }, now)).toBe(false);
  });
});

describe('open-badge training sessions', () => {
  const modules = [
    { startedAt: '2026-03-01T10:00:00Z', finishedAt: '2026-03-01T10:45:00Z' },
    { startedAt: '2026-03-02T14:00:00Z', finishedAt: '2026-03-02T14:20:30Z' },
    { startedAt: '2026-03-03T09:00:00Z', finishedAt: null },
  ];

  it('is finished once finishedAt is set', () => {
    expect(isTrainingSessionFinished({ finishedAt: '2026-03-03T10:00:00Z' })).toBe(true);
    expect(isTrainingSessionFinished({ finishedAt: null })).toBe(false);
  });

  it('lasts the sum of its modules’ durations, set only once finished', () => {
    expect(trainingSessionDuration({ finishedAt: '2026-03-03T10:00:00Z', modules })).toBe((45 * 60 + 20 * 60 + 30) * 1000);
    expect(trainingSessionDuration({ finishedAt: null, modules })).toBeNull();
    expect(trainingSessionDuration({ finishedAt: '2026-03-03T10:00:00Z', modules: [] })).toBe(0);
  });
});

describe('open badges', () => {
  it('have a page only once published', () => {
    expect(hasBadgePage({ publishedAt: '2026-01-01' })).toBe(true);
    expect(hasBadgePage({ publishedAt: null })).toBe(false);
  });

  it('may be issued by an organization whose level weighs at least the configured one (member level 1: 300)', () => {
    expect(canIssueBadges({ organizationWeight: 300, issuerWeight: 300 })).toBe(true);
    expect(canIssueBadges({ organizationWeight: 200, issuerWeight: 300 })).toBe(false);
    expect(canIssueBadges({ organizationWeight: null, issuerWeight: 300 })).toBe(false);
    expect(canIssueBadges({ organizationWeight: 400, issuerWeight: null })).toBe(false);
  });
});

describe('open-badge assertion expiry', () => {
  it('falls validityDuration days after the issue, or never for a badge without one', () => {
    expect(assertionExpiresAt({ issuedAt: '2026-04-01T08:00:00Z', validityDuration: 365 })).toEqual(new Date('2027-04-01T08:00:00Z'));
    expect(assertionExpiresAt({ issuedAt: now, validityDuration: 1 })).toEqual(new Date('2026-04-02T08:00:00Z'));
    expect(assertionExpiresAt({ issuedAt: now, validityDuration: null })).toBeNull();
  });
});

describe('open-badge training session minutes', () => {
  it('round the modules’ sum up to whole minutes, and stay unset until finished', () => {
    const modules = [
      { startedAt: '2026-03-01T10:00:00Z', finishedAt: '2026-03-01T10:45:00Z' },
      { startedAt: '2026-03-02T14:00:00Z', finishedAt: '2026-03-02T14:20:30Z' },
    ];
    expect(trainingSessionMinutes({ finishedAt: '2026-03-03T10:00:00Z', modules })).toBe(66);
    expect(trainingSessionMinutes({ finishedAt: null, modules })).toBeNull();
  });
});
