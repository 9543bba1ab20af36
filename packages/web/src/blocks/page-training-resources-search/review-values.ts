import { reviewTakesRecipientsCount } from '@relais/domain';
import type { TrainingReviewObjective } from '@relais/domain';

export interface ReviewValues {
  objective: TrainingReviewObjective | '';
  objectiveComment: string;
  /** Text in the field; a whole number when the objective counts recipients. */
  recipientsCount: string;
  reviewRating: string;
  reviewComment: string;
  /** The id of an uploaded file, or empty. */
  file: string;
}

export const EMPTY_REVIEW: ReviewValues = { objective: '', objectiveComment: '', recipientsCount: '', reviewRating: '', reviewComment: '', file: '' };

/** The attributes a review's values write: no recipients for an objective that counts none (the domain's rule). */
export function reviewAttributes(values: ReviewValues) {
  const objective = values.objective as TrainingReviewObjective;
  return {
    objective,
    objectiveComment: values.objectiveComment.trim() || null,
    recipientsCount: reviewTakesRecipientsCount(objective) && values.recipientsCount.trim() ? Number(values.recipientsCount) : null,
    reviewRating: values.reviewRating ? Number(values.reviewRating) : null,
    reviewComment: values.reviewComment.trim() || null,
  };
}
