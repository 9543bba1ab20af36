import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** How often a user wants the newsletter; id = its code (`weekly`, `monthly`, `never`). */
export const newsletterFrequencies = defineResource({
  type: 'newsletter-frequencies',
  idKind: 'string',
  feature: 'newsletter',
  adminCategory: 'contacts',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});
