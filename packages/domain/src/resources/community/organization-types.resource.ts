import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** The kind of an organization (rehabilitation centre, association, school…). */
export const organizationTypes = defineResource({
  type: 'organization-types',
  feature: 'organizations',
  adminCategory: 'accounts',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});
