import { text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** An operating system a device runs or a software works on (spec, domain "system": name, description, icon). */
export const aacSystems = defineResource({
  type: 'aac-systems',
  feature: 'aacProducts',
  adminCategory: 'aacProducts',
  defaultSort: ['name'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    description: text({ translatable: true, max: 2000 }),
  },
  relationships: {
    icon: toOne('files'),
  },
});
