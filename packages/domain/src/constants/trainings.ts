/** Training reference data (spec, domain "training-resource-review"). */

/** Why a reviewer used a training resource. */
export const TRAINING_REVIEW_OBJECTIVES = ['personal', 'project', 'integration', 'other'] as const;
export type TrainingReviewObjective = (typeof TRAINING_REVIEW_OBJECTIVES)[number];

/** Objectives for which a review counts its recipients; a personal use has none (§5). */
export const OBJECTIVES_WITH_RECIPIENTS: readonly TrainingReviewObjective[] = ['project', 'integration', 'other'];

/** Ratings of a review run from 1 to this (stars). */
export const TRAINING_REVIEW_RATING_MAX = 5;

/** The readable id of the `other` theme and resource type (spec: each list has an 'other' value). */
export const TRAINING_OTHER_ID = 'other';
