import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A role, id = its name (`app_admin`…), with a translated label and description. */
export const roles = defineResource({
  type: 'roles',
  idKind: 'string',
  adminCategory: 'accounts',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 100 }),
    description: text({ translatable: true, max: 1000 }),
  },
});
