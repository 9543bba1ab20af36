import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** How a user's rentals are invoiced; id = its code, one of RENTAL_INVOICING_STRATEGIES (constants/rental.ts). */
export const rentalInvoicingStrategies = defineResource({
  type: 'rental-invoicing-strategies',
  idKind: 'string',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});
