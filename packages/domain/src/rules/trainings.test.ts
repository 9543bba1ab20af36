import { describe, expect, it } from 'vitest';
import { keptOtherTexts, missingOtherTexts, reviewRecipientsCount, reviewRecipientsMisplaced, reviewsSummary, reviewTakesRecipientsCount } from './trainings.ts';

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

  it('given for a personal use are a mistake to report; none given never is', () => {
    expect(reviewRecipientsMisplaced({ objective: 'personal', recipientsCount: 3 })).toBe(true);
    expect(reviewRecipientsMisplaced({ objective: 'personal', recipientsCount: null })).toBe(false);
    expect(reviewRecipientsMisplaced({ objective: 'project', recipientsCount: 3 })).toBe(false);
    expect(reviewRecipientsMisplaced({ objective: 'other', recipientsCount: null })).toBe(false);
  });
});

describe("the 'other' theme and resource type", () => {
  it("ask for the free text when 'other' is chosen, and only then", () => {
    expect(missingOtherTexts({ resourceTypeId: 'other', themeIds: ['other', 'communication'] })).toEqual(['otherResourceType', 'otherTheme']);
    expect(missingOtherTexts({ resourceTypeId: 'other', otherResourceType: '   ', themeIds: [] })).toEqual(['otherResourceType']);
    expect(missingOtherTexts({ resourceTypeId: 'other', otherResourceType: 'Podcast', themeIds: ['other'], otherTheme: 'Sleep' })).toEqual([]);
    expect(missingOtherTexts({ resourceTypeId: 'video', themeIds: ['communication'] })).toEqual([]);
    expect(missingOtherTexts({})).toEqual([]);
  });

  it("keep a free text only while its 'other' is chosen, trimmed", () => {
    expect(keptOtherTexts({ resourceTypeId: 'other', otherResourceType: ' Podcast ', themeIds: ['communication'], otherTheme: 'Sleep' })).toEqual({ otherResourceType: 'Podcast', otherTheme: null });
    expect(keptOtherTexts({ resourceTypeId: 'video', otherResourceType: 'Podcast', themeIds: ['other'], otherTheme: 'Sleep' })).toEqual({ otherResourceType: null, otherTheme: 'Sleep' });
  });
});

describe('the reviews a resource shows', () => {
  it('count the rated reviews and average them to two decimals', () => {
    expect(reviewsSummary([5, 4, 4])).toEqual({ reviewsCount: 3, reviewsAverageRating: 4.33 });
    expect(reviewsSummary([1, null, 2, undefined])).toEqual({ reviewsCount: 2, reviewsAverageRating: 1.5 });
  });

  it('show no average without a rating', () => {
    expect(reviewsSummary([null])).toEqual({ reviewsCount: 0, reviewsAverageRating: null });
  });
});
