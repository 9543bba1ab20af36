import { OBJECTIVES_WITH_RECIPIENTS } from '../constants/trainings.ts';
import type { TrainingReviewObjective } from '../constants/trainings.ts';

/** Whether a review's objective counts recipients (spec, domain §5): project, integration and other do; personal does not. */
export const reviewTakesRecipientsCount = (objective: TrainingReviewObjective | null | undefined) =>
  objective != null && OBJECTIVES_WITH_RECIPIENTS.includes(objective);

/** The recipientsCount a review keeps: none for an objective that does not count recipients. */
export const reviewRecipientsCount = (review: { objective?: TrainingReviewObjective | null; recipientsCount?: number | null }) =>
  reviewTakesRecipientsCount(review.objective) ? (review.recipientsCount ?? null) : null;
