import { boolean, decimal, integer, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { publishableAttributes, publishableRelationships } from '../content/publishable.ts';

/** What a resource and a request share: the kind of resource, its themes, and the free text for `other`. */
const otherTexts = {
  /** The type, in the author's words, when the resource type chosen is `other` (required then). */
  otherResourceType: text({ max: 255 }),
  /** The theme, in the author's words, when the themes include `other` (required then). */
  otherTheme: text({ max: 255 }),
} as const;

/**
 * A training resource (spec, domain "training-resource"): a publishable item (title, access level,
 * publication, authors) describing a course, a video, a guide…, with its files, themes and the
 * resources and requests it grows from; reviewed by its users. Shown at `/{resource}`; soft-deletable.
 */
export const trainingResources = defineResource({
  type: 'training-resources',
  feature: 'trainingResources',
  adminCategory: 'trainingResources',
  defaultSort: ['-publishedAt'],
  filters: ['resourceType', 'themes', 'originalRequests', 'accessLevel', 'organization', 'createdBy', { name: 'search', kind: 'search', fields: ['title'] }],
  softDelete: true,
  attributes: {
    ...publishableAttributes,
    /** Comments are taken while on (spec, domain "Commentable"); the counter is kept by the comments' writes. */
    hasComments: boolean({ defaultValue: true }),
    commentsCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
    description: richText({ translatable: true, max: 100_000 }),
    externalUrl: text({ max: 2048 }),
    /** Where the resource comes from (a book, an institution…). */
    source: text({ translatable: true, max: 1000 }),
    usageNotes: richText({ translatable: true, max: 20_000 }),
    /** What changed between versions of the resource. */
    updates: richText({ translatable: true, max: 20_000 }),
    /** Who wrote the original work, when it is not its author here. */
    originalAuthors: text({ max: 1000 }),
    ...otherTexts,
    /** The licence it is shared under, as an SPDX identifier (`CC-BY-SA-4.0`). */
    licenseId: text({ max: 100 }),
    likesCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
    /** Reviews that give a rating, and their average rating, kept by the reviews' writes. */
    reviewsCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
    reviewsAverageRating: decimal({ readOnly: true, min: 0, max: 5 }),
  },
  relationships: {
    ...publishableRelationships,
    image: toOne('files'),
    resourceType: toOne('training-resource-types', { onDelete: 'restrict' }),
    tags: toMany('tags'),
    themes: toMany('training-resource-themes'),
    files: toMany('files'),
    /** Resources this one was derived from. */
    originalResources: toMany('training-resources'),
    /** Requests this resource answers. */
    originalRequests: toMany('training-resource-requests'),
    reviews: toMany('training-resource-reviews', { inverse: 'resource' }),
  },
});

/**
 * A member's request for a training resource that does not exist yet (spec, domain
 * "training-resource-request"): a publishable item naming the kind of resource and its themes, and the
 * resources it would extend. Shown at `/{request}`; soft-deletable.
 */
export const trainingResourceRequests = defineResource({
  type: 'training-resource-requests',
  feature: 'trainingResourcesRequests',
  adminCategory: 'trainingResources',
  defaultSort: ['-publishedAt'],
  filters: ['resourceType', 'themes', 'accessLevel', 'organization', 'createdBy', { name: 'search', kind: 'search', fields: ['title'] }],
  softDelete: true,
  attributes: {
    ...publishableAttributes,
    description: richText({ translatable: true, max: 100_000 }),
    /** A page showing what the requested resource could look like. */
    inspirationUrl: text({ max: 2048 }),
    ...otherTexts,
    likesCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
  },
  relationships: {
    ...publishableRelationships,
    image: toOne('files'),
    resourceType: toOne('training-resource-types', { onDelete: 'restrict' }),
    tags: toMany('tags'),
    themes: toMany('training-resource-themes'),
    /** Existing resources the requested one would build on. */
    extendedResources: toMany('training-resources'),
  },
});
