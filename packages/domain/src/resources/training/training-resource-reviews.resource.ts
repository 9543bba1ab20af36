import { TRAINING_REVIEW_OBJECTIVES, TRAINING_REVIEW_RATING_MAX } from '../../constants/trainings.ts';
import { boolean, datetime, enumeration, integer, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A user's review of a training resource (spec, domain "training-resource-review"), shown at
 * `/reviews/{review}`: why they used it, for how many people (project, integration and other
 * objectives only: rules/trainings.ts), their rating and comment. The resource keeps the count and
 * average of the rated reviews.
 */
export const trainingResourceReviews = defineResource({
  type: 'training-resource-reviews',
  feature: 'trainingResources',
  adminCategory: 'trainingResources',
  filters: ['resource', 'createdBy', 'objective'],
  indexes: [['resource', 'createdAt']],
  /** One review per person and resource: each rating counts once in the resource's average. */
  uniqueTogether: [['createdBy', 'resource']],
  attributes: {
    objective: enumeration(TRAINING_REVIEW_OBJECTIVES, { required: true }),
    objectiveComment: text({ max: 5000 }),
    /** People the resource reached; refused for a personal objective. */
    recipientsCount: integer({ min: 1, max: 1_000_000 }),
    reviewRating: integer({ min: 1, max: TRAINING_REVIEW_RATING_MAX }),
    reviewComment: text({ max: 5000 }),
    /** When the rating was given (set by the server). */
    reviewedAt: datetime({ readOnly: true }),
    /** When the invitation to review was sent. */
    reviewSentAt: datetime({ privileged: true }),
    /** Whether the reader may change or delete this review (its writer, administrators). */
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    resource: toOne('training-resources', { required: true, onDelete: 'cascade' }),
    file: toOne('files'),
    createdBy: toOne('users', { readOnly: true }),
  },
});
