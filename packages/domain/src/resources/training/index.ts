import type { ResourceDefinition } from '../../registry/resource.ts';
import { trainingResourceThemes, trainingResourceTypes } from './training-resource-references.resource.ts';
import { trainingResourceReviews } from './training-resource-reviews.resource.ts';
import { trainingResourceRequests, trainingResources } from './training-resources.resource.ts';
import { trainingCategories, trainingLevels, trainingSessionInterests, trainingSessions, trainingTypes, trainings } from './trainings.resource.ts';

/** The training kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const TRAINING_RESOURCES = [trainingResourceThemes, trainingResourceTypes, trainingResources, trainingResourceRequests, trainingResourceReviews, trainingCategories, trainingLevels, trainingTypes, trainings, trainingSessions, trainingSessionInterests] as const satisfies readonly ResourceDefinition[];

export * from './training-resource-references.resource.ts';
export * from './training-resource-reviews.resource.ts';
export * from './training-resources.resource.ts';
export * from './trainings.resource.ts';
