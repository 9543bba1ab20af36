import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A public tag (spec, domain "tag"): forum subjects, training resources and repository items carry them. */
export const tags = defineResource({
  type: 'tags',
  adminCategory: 'community',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  presentation: { titleField: 'name', defaultColumns: ['name'] },
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 100 }),
  },
});
