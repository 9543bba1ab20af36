import { text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A seller of catalogue products (spec, domain "seller": name, description, website, logo, products). */
export const aacSellers = defineResource({
  type: 'aac-sellers',
  feature: 'aacProducts',
  adminCategory: 'aacProducts',
  defaultSort: ['name'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    description: text({ translatable: true, max: 2000 }),
    website: text({ max: 2048 }),
  },
  relationships: {
    logo: toOne('files'),
    products: toMany('aac-products'),
  },
});
