import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A tag only administrators see and set (on organizations, forms, contacts). */
export const adminTags = defineResource({
  type: 'admin-tags',
  adminCategory: 'community',
  defaultSort: ['name'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ required: true, unique: true, min: 1, max: 100 }),
  },
});
