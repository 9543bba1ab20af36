import { integer, text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

// Both lists hold a row `other` (TRAINING_OTHER_ID, seeded by migration): choosing it asks the
// author to name the theme or type in the resource's `otherTheme` / `otherResourceType`.

/** A theme of training resources and requests (spec, domain "training-resource-theme"); readable ids. */
export const trainingResourceThemes = defineResource({
  type: 'training-resource-themes',
  idKind: 'string',
  feature: 'trainingResources',
  adminCategory: 'trainingResources',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    /** Resources (not in the trash) filed under the theme, kept by the resources' writes. */
    resourcesCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
  },
});

/** A type of training resource (spec, domain "training-resource-type"): a course, a video, a guide…; readable ids. */
export const trainingResourceTypes = defineResource({
  type: 'training-resource-types',
  idKind: 'string',
  feature: 'trainingResources',
  adminCategory: 'trainingResources',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});
