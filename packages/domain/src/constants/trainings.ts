/** Training reference data (spec, domain "training-resource-review"). */

/** Why a reviewer used a training resource. */
export const TRAINING_REVIEW_OBJECTIVES = ['personal', 'project', 'integration', 'other'] as const;
export type TrainingReviewObjective = (typeof TRAINING_REVIEW_OBJECTIVES)[number];

/** Objectives for which a review counts its recipients; a personal use has none (§5). */
export const OBJECTIVES_WITH_RECIPIENTS: readonly TrainingReviewObjective[] = ['project', 'integration', 'other'];
