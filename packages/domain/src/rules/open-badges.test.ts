import { describe, expect, it } from 'vitest';
import { assertionExpiresAt, canIssueBadges, hasBadgePage, isAssertionExpired, isTrainingSessionFinished, trainingSessionDuration, trainingModuleRefusal, trainingSessionMinutes } from './open-badges.ts';

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

describe('trainingModuleRefusal', () => {
  const at = '2026-03-01T10:00:00Z';
  const accepted = (modules: { startedAt?: string | null; finishedAt?: string | null }[]) => ({ acceptedAt: at, refusedAt: null, finishedAt: null, modules });

  it('lets an accepted trainee start the modules in order and finish each once started', () => {
    const fresh = accepted([{}, {}, {}]);
    expect(trainingModuleRefusal(fresh, 0, 'start')).toBeNull();
    expect(trainingModuleRefusal(fresh, 1, 'start')).toBe('out_of_order');
    expect(trainingModuleRefusal(fresh, 0, 'finish')).toBe('not_started');
    const first = accepted([{ startedAt: at }, {}, {}]);
    expect(trainingModuleRefusal(first, 0, 'start')).toBe('already_done');
    expect(trainingModuleRefusal(first, 0, 'finish')).toBeNull();
    expect(trainingModuleRefusal(first, 1, 'start')).toBe('out_of_order');
    const done = accepted([{ startedAt: at, finishedAt: at }, {}, {}]);
    expect(trainingModuleRefusal(done, 0, 'finish')).toBe('already_done');
    expect(trainingModuleRefusal(done, 1, 'start')).toBeNull();
    expect(trainingModuleRefusal(done, 3, 'start')).toBe('unknown_module');
  });

  it('refuses everything before acceptance, after a refusal and once the session is finished', () => {
    expect(trainingModuleRefusal({ modules: [{}] }, 0, 'start')).toBe('not_accepted');
    expect(trainingModuleRefusal({ acceptedAt: at, refusedAt: at, modules: [{}] }, 0, 'start')).toBe('refused');
    expect(trainingModuleRefusal({ acceptedAt: at, finishedAt: at, modules: [{}] }, 0, 'start')).toBe('finished');
  });
});
