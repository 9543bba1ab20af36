import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A kind of newsletter people may subscribe to (spec, domain "newsletter-type"). */
export const newsletterTypes = defineResource({
  type: 'newsletter-types',
  feature: 'newsletter',
  adminCategory: 'contacts',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});
