import { describe, expect, it } from 'vitest';
import { reviewRecipientsCount, reviewTakesRecipientsCount } from './trainings.ts';

describe('training review recipients', () => {
  it('count for the project, integration and other objectives only', () => {
    expect(reviewTakesRecipientsCount('project')).toBe(true);
    expect(reviewTakesRecipientsCount('integration')).toBe(true);
    expect(reviewTakesRecipientsCount('other')).toBe(true);
    expect(reviewTakesRecipientsCount('personal')).toBe(false);
    expect(reviewTakesRecipientsCount(null)).toBe(false);
  });

  it('are dropped from a personal review', () => {
    expect(reviewRecipientsCount({ objective: 'personal', recipientsCount: 12 })).toBeNull();
    expect(reviewRecipientsCount({ objective: 'integration', recipientsCount: 12 })).toBe(12);
  });
});
