import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';
import {
  MAX_SELECTED_TRAINING_ITEMS,
  MAX_TRAINING_RESOURCES_PER_PAGE,
  selectedRequestsScreens,
  selectedResourcesScreens,
  trainingRequestsScreens,
  trainingResourcesScreens,
  trainingResourcesSearchScreens,
} from './training-resources.screens.ts';

const id = z.string().trim().min(1).max(64);
const sitePath = (example: string) => z.string().trim().max(255).regex(/^\/[^?#\s]*$/, { message: `A path of this site, such as ${example}.` });

export const trainingResourcesProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Resources per page of the list. */
  perPage: z.number().int().min(1).max(MAX_TRAINING_RESOURCES_PER_PAGE).default(12),
  /** The page holding the requests, where a member asks for a missing resource (`/training-requests`). */
  requestsPath: sitePath('/training-requests').optional(),
});

export const selectedResourcesProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  /** The ids of the resources shown, in order. */
  resources: z.array(id).max(MAX_SELECTED_TRAINING_ITEMS).default([]),
  requestsPath: sitePath('/training-requests').optional(),
});

export const trainingRequestsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  perPage: z.number().int().min(1).max(MAX_TRAINING_RESOURCES_PER_PAGE).default(12),
  /** The page holding the resources, where the resources a request names open (`/training-resources`). */
  resourcesPath: sitePath('/training-resources').optional(),
});

export const selectedRequestsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  /** The ids of the requests shown, in order. */
  requests: z.array(id).max(MAX_SELECTED_TRAINING_ITEMS).default([]),
  resourcesPath: sitePath('/training-resources').optional(),
});

/** The search of training resources: quick search, type and theme; each resource opens at `{page}/:resource`. */
export const pageTrainingResourcesSearch = defineBlock({
  name: 'pageTrainingResourcesSearch',
  description: 'Training resources with a search by words, type and theme; each opens on its own screen with its reviews.',
  props: trainingResourcesProps,
  defaults: { title: 'Training resources', perPage: 12 },
  screens: trainingResourcesSearchScreens,
});

/** The latest training resources, a page at a time. */
export const pageTrainingResources = defineBlock({
  name: 'pageTrainingResources',
  description: 'The latest training resources, a page at a time; each opens on its own screen with its reviews.',
  props: trainingResourcesProps,
  defaults: { title: 'Training resources', perPage: 6 },
  screens: trainingResourcesScreens,
});

/** A few chosen training resources, in the editor's order. */
export const pageSelectedResources = defineBlock({
  name: 'pageSelectedResources',
  description: 'A few chosen training resources, in the order you pick them.',
  props: selectedResourcesProps,
  defaults: { title: '', resources: [] },
  screens: selectedResourcesScreens,
});

/** Members' requests for missing resources; members ask for one and like others'. */
export const pageTrainingResourcesRequests = defineBlock({
  name: 'pageTrainingResourcesRequests',
  description: 'Requests for training resources that are missing: members ask for one and support others’ requests.',
  props: trainingRequestsProps,
  defaults: { title: 'Requested resources', perPage: 12 },
  screens: trainingRequestsScreens,
});

/** A few chosen requests, in the editor's order. */
export const pageSelectedRequests = defineBlock({
  name: 'pageSelectedRequests',
  description: 'A few chosen requests for training resources, in the order you pick them.',
  props: selectedRequestsProps,
  defaults: { title: '', requests: [] },
  screens: selectedRequestsScreens,
});
