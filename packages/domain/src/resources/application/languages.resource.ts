import { boolean, integer, text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** An interface language (id = its code, `en`…), seeded by migration; admins may switch one off. */
export const languages = defineResource({
  type: 'languages',
  idKind: 'string',
  adminCategory: 'application',
  defaultSort: ['position'],
  filters: ['isEnabled'],
  attributes: {
    name: text({ required: true, min: 1, max: 100 }),
    position: integer({ nullable: false, defaultValue: 0, min: 0, max: 1000 }),
    isEnabled: boolean({ defaultValue: true }),
  },
});
