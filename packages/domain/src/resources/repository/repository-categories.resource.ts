import { integer, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A category of the repository (spec, domain "repository-category"); its count follows its items. */
export const repositoryCategories = defineResource({
  type: 'repository-categories',
  feature: 'repository',
  adminCategory: 'repository',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    shortDescription: text({ translatable: true, max: 500 }),
    /** Items filed in the category, kept by the items' writes. */
    repositoryItemsCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
  },
  relationships: {
    image: toOne('files'),
  },
});
