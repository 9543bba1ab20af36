import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen, pageNumberOf, searchOf } from './screens.ts';
import type { selectedRequestsProps, selectedResourcesProps, trainingRequestsProps, trainingResourcesProps } from './page-training-resources.block.ts';

/**
 * The training resources and requests blocks' screens (spec, platform §2: "Training resources:
 * /:resource, /reviews/:review. Training resource requests: /:request"). No schema at run time.
 *
 * Lists show published resources (or requests), newest first, narrowed by the quick search (`?q=`),
 * the type (`?type=`) and the theme (`?theme=`). A resource's screen reads the resource with its
 * type, themes, files and the resources and requests it grows from; the reviews a reader may see
 * (their own) are read by the screen's review section, since a visitor may read none.
 */

export const MAX_TRAINING_RESOURCES_PER_PAGE = 24;
export const MAX_SELECTED_TRAINING_ITEMS = 24;

const RESOURCES = '/api/v1/training-resources';
const REQUESTS = '/api/v1/training-resource-requests';
const LISTS = 'fields[training-resource-types]=name&fields[training-resource-themes]=name';
/** What a list shows of each resource: never its description, which may be long. */
const RESOURCE_FIELDS = `fields[training-resources]=title,publishedAt,authorName,source,licenseId,likesCount,reviewsCount,reviewsAverageRating,resourceType,themes,otherResourceType,otherTheme&include=resourceType,themes&${LISTS}`;
const REQUEST_FIELDS = `fields[training-resource-requests]=title,publishedAt,authorName,likesCount,resourceType,themes,otherResourceType,otherTheme&include=resourceType,themes&${LISTS}`;
const TYPES = `/api/v1/training-resource-types?page[size]=100&fields[training-resource-types]=name`;
const THEMES = `/api/v1/training-resource-themes?page[size]=100&fields[training-resource-themes]=name`;
const ID = /^[\w-]{1,64}$/;

/** `&filter[…]` for the type and theme chosen in the address (ids of the reference lists), the search. */
export function trainingFilter(query: Readonly<Record<string, string>>): string {
  const search = searchOf(query);
  const type = query.type && ID.test(query.type) ? query.type : '';
  const theme = query.theme && ID.test(query.theme) ? query.theme : '';
  return `${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}${type ? `&filter[resourceType]=${type}` : ''}${theme ? `&filter[themes]=${theme}` : ''}`;
}

type ResourcesProps = z.output<typeof trainingResourcesProps>;
type SelectedResourcesProps = z.output<typeof selectedResourcesProps>;
type RequestsProps = z.output<typeof trainingRequestsProps>;
type SelectedRequestsProps = z.output<typeof selectedRequestsProps>;

/** One resource with everything its screen shows. */
export const trainingResourceRead = (id: string) =>
  apiRead<ResourceDocument>(`${RESOURCES}/${encodeURIComponent(id)}?include=resourceType,themes,files,image,originalResources,originalRequests&${LISTS}&fields[training-resource-requests]=title&fields[files]=name,originalName,url,mimeType,size`);

/** A resource's screen and a review's screen: the same for every resources block. */
const resourceScreens = <Props>() => ({
  '/:resource': blockScreen<Props, '/:resource'>()({
    reads: ({ params }) => ({ resource: trainingResourceRead(params.resource) }),
    record: 'resource',
  }),
  /** One review: its writer's and the administrators' (others are told it is hidden). */
  '/reviews/:review': blockScreen<Props, '/reviews/:review'>()({
    reads: ({ params }) => ({
      review: apiRead<ResourceDocument>(`/api/v1/training-resource-reviews/${encodeURIComponent(params.review)}?include=resource,file&fields[training-resources]=title`),
    }),
    record: 'review',
  }),
});

const resourcesList = <Props extends { perPage: number }>() =>
  blockScreen<Props>()({
    query: ['page', 'q', 'type', 'theme'],
    reads: ({ props, query }) => ({
      resources: apiRead<ResourceCollectionDocument>(`${RESOURCES}?sort=-publishedAt${trainingFilter(query)}&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${RESOURCE_FIELDS}`),
      types: apiRead<ResourceCollectionDocument>(TYPES),
      themes: apiRead<ResourceCollectionDocument>(THEMES),
    }),
  });

/** The search of resources: the list with its quick search, type and theme filters. */
export const trainingResourcesSearchScreens = { main: resourcesList<ResourcesProps>(), ...resourceScreens<ResourcesProps>() };
/** The resources, newest first (the same list; the block shows fewer controls). */
export const trainingResourcesScreens = { main: resourcesList<ResourcesProps>(), ...resourceScreens<ResourcesProps>() };

export const selectedResourcesScreens = {
  main: blockScreen<SelectedResourcesProps>()({
    reads: ({ props }) => ({
      resources: props.resources.length
        ? apiRead<ResourceCollectionDocument>(`${RESOURCES}?filter[id]=${props.resources.map(encodeURIComponent).join(',')}&page[size]=${props.resources.length}&${RESOURCE_FIELDS}`)
        : undefined,
    }),
  }),
  ...resourceScreens<SelectedResourcesProps>(),
};

/** One request, with the resources it would extend and those answering it. */
const requestScreen = <Props>() => ({
  '/:request': blockScreen<Props, '/:request'>()({
    reads: ({ params }) => ({
      request: apiRead<ResourceDocument>(`${REQUESTS}/${encodeURIComponent(params.request)}?include=resourceType,themes,extendedResources&${LISTS}&fields[training-resources]=title`),
      answers: apiRead<ResourceCollectionDocument>(`${RESOURCES}?filter[originalRequests]=${encodeURIComponent(params.request)}&sort=-publishedAt&page[size]=20&fields[training-resources]=title,publishedAt`),
    }),
    record: 'request',
  }),
});

export const trainingRequestsScreens = {
  main: blockScreen<RequestsProps>()({
    query: ['page', 'q', 'type', 'theme'],
    reads: ({ props, query }) => ({
      requests: apiRead<ResourceCollectionDocument>(`${REQUESTS}?sort=-publishedAt${trainingFilter(query)}&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${REQUEST_FIELDS}`),
      types: apiRead<ResourceCollectionDocument>(TYPES),
      themes: apiRead<ResourceCollectionDocument>(THEMES),
    }),
  }),
  ...requestScreen<RequestsProps>(),
};

export const selectedRequestsScreens = {
  main: blockScreen<SelectedRequestsProps>()({
    reads: ({ props }) => ({
      requests: props.requests.length
        ? apiRead<ResourceCollectionDocument>(`${REQUESTS}?filter[id]=${props.requests.map(encodeURIComponent).join(',')}&page[size]=${props.requests.length}&${REQUEST_FIELDS}`)
        : undefined,
    }),
  }),
  ...requestScreen<SelectedRequestsProps>(),
};
