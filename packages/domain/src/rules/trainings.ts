import { OBJECTIVES_WITH_RECIPIENTS, TRAINING_OTHER_ID } from '../constants/trainings.ts';
import type { TrainingReviewObjective } from '../constants/trainings.ts';

/** Whether a review's objective counts recipients (spec, domain §5): project, integration and other do; personal does not. */
export const reviewTakesRecipientsCount = (objective: TrainingReviewObjective | null | undefined) =>
  objective != null && OBJECTIVES_WITH_RECIPIENTS.includes(objective);

/** The recipientsCount a review keeps: none for an objective that does not count recipients. */
export const reviewRecipientsCount = (review: { objective?: TrainingReviewObjective | null; recipientsCount?: number | null }) =>
  reviewTakesRecipientsCount(review.objective) ? (review.recipientsCount ?? null) : null;

/** A recipients count given for an objective that has none (a personal use) is a mistake to report, not to drop silently. */
export const reviewRecipientsMisplaced = (review: { objective?: TrainingReviewObjective | null; recipientsCount?: number | null }) =>
  review.recipientsCount != null && !reviewTakesRecipientsCount(review.objective);

/** What a training resource or request says of its type and themes. */
export interface TrainingOtherFacts {
  resourceTypeId?: string | null;
  themeIds?: readonly string[];
  otherResourceType?: string | null;
  otherTheme?: string | null;
}

const isBlank = (value: string | null | undefined) => !value?.trim();

/**
 * The free texts a resource or request must give (spec: the theme and type lists have an 'other'
 * value): `otherResourceType` when its type is `other`, `otherTheme` when its themes include `other`.
 */
export function missingOtherTexts(facts: TrainingOtherFacts): ('otherResourceType' | 'otherTheme')[] {
  const missing: ('otherResourceType' | 'otherTheme')[] = [];
  if (facts.resourceTypeId === TRAINING_OTHER_ID && isBlank(facts.otherResourceType)) missing.push('otherResourceType');
  if (facts.themeIds?.includes(TRAINING_OTHER_ID) && isBlank(facts.otherTheme)) missing.push('otherTheme');
  return missing;
}

/** The free texts kept: each only while `other` is chosen, so a stale one never shows beside a listed type or theme. */
export function keptOtherTexts(facts: TrainingOtherFacts): { otherResourceType: string | null; otherTheme: string | null } {
  return {
    otherResourceType: facts.resourceTypeId === TRAINING_OTHER_ID ? (facts.otherResourceType?.trim() || null) : null,
    otherTheme: facts.themeIds?.includes(TRAINING_OTHER_ID) ? (facts.otherTheme?.trim() || null) : null,
  };
}

/** The count and average (two decimals) of the ratings given, or null without any: what a resource shows of its reviews. */
export function reviewsSummary(ratings: readonly (number | null | undefined)[]): { reviewsCount: number; reviewsAverageRating: number | null } {
  const given = ratings.filter((rating): rating is number => typeof rating === 'number');
  if (!given.length) return { reviewsCount: 0, reviewsAverageRating: null };
  return { reviewsCount: given.length, reviewsAverageRating: Math.round((given.reduce((sum, rating) => sum + rating, 0) / given.length) * 100) / 100 };
}
