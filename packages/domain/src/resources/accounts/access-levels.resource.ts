import { integer, text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A membership level, id = its name; its weight orders levels and is set by migrations only. */
export const accessLevels = defineResource({
  type: 'access-levels',
  idKind: 'string',
  adminCategory: 'accounts',
  defaultSort: ['weight'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 100 }),
    weight: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
  },
});
