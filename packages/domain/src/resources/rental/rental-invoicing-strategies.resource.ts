import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Strategies whose invoices carry no VAT (spec, domain "rental-invoicing-strategy"). */
export const NO_VAT_INVOICING_STRATEGIES = ['no_vat', 'no_vat_debit_note'] as const;

/** How a user's rentals are invoiced; id = its code (`vat`, `no_vat`, `no_vat_debit_note`). */
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
