import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A category administrators give users, shown with its colour. */
export const userCategories = defineResource({
  type: 'user-categories',
  adminCategory: 'accounts',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    color: text({ max: 50 }),
  },
});
