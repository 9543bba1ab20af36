import {
  trainingCategories,
  trainingLevels,
  trainingResourceRequests,
  trainingResourceReviews,
  trainingResources,
  trainingResourceThemes,
  trainingResourceTypes,
  trainings,
  trainingSessionInterests,
  trainingSessions,
  trainingTypes,
} from '@relais/domain';
import { publicReadPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { trainingResourceReviewsHooks, trainingResourceReviewsPolicy } from './training-resource-reviews.ts';
import { trainingResourceRequestsHooks, trainingResourceRequestsPolicy, trainingResourcesHooks, trainingResourcesPolicy } from './training-resources.ts';
import { trainingSessionInterestsHooks, trainingSessionInterestsPolicy, trainingSessionsHooks } from './trainings.ts';

/**
 * The training kinds (spec, domain "Training"). Trainings, their sessions and every reference list
 * are read by everyone and written by administrators; resources and requests are publishable items
 * of contributors; reviews are their writers'.
 */
export const TRAINING_KINDS: readonly KindBinding[] = [
  defineKind(trainingResourceThemes, { policy: publicReadPolicy }),
  defineKind(trainingResourceTypes, { policy: publicReadPolicy }),
  defineKind(trainingResources, { policy: trainingResourcesPolicy, hooks: trainingResourcesHooks }),
  defineKind(trainingResourceRequests, { policy: trainingResourceRequestsPolicy, hooks: trainingResourceRequestsHooks }),
  defineKind(trainingResourceReviews, { policy: trainingResourceReviewsPolicy, hooks: trainingResourceReviewsHooks }),
  defineKind(trainingCategories, { policy: publicReadPolicy }),
  defineKind(trainingLevels, { policy: publicReadPolicy }),
  defineKind(trainingTypes, { policy: publicReadPolicy }),
  defineKind(trainings, { policy: publicReadPolicy }),
  defineKind(trainingSessions, { policy: publicReadPolicy, hooks: trainingSessionsHooks }),
  defineKind(trainingSessionInterests, { policy: trainingSessionInterestsPolicy, hooks: trainingSessionInterestsHooks }),
];
