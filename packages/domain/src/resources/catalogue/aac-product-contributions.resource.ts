import { enumeration, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { AAC_PRODUCT_TYPES } from './aac-products.resource.ts';

/** Where a contribution stands: a moderator accepts it (the catalogue changes) or refuses it with a reason. */
export const AAC_CONTRIBUTION_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type AacContributionStatus = (typeof AAC_CONTRIBUTION_STATUSES)[number];

/**
 * A member's proposal to the assistive-communication catalogue (issue 28 item 4, the catalogue's
 * `{page}/contribution` and `/contribution/:id`): a new product (no `product`) or a change to one.
 * The member writes the proposed fields and a message; an `aac_moderator` accepts it (the product is
 * created or changed with those fields) or refuses it with a reason; the member is told either way.
 */
export const aacProductContributions = defineResource({
  type: 'aac-product-contributions',
  feature: 'aacProducts',
  adminCategory: 'aacProducts',
  defaultSort: ['-createdAt'],
  filters: ['status', 'product', 'createdBy'],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    productType: enumeration(AAC_PRODUCT_TYPES, { nullable: false, defaultValue: 'software' }),
    description: text({ max: 5000 }),
    website: text({ max: 2048 }),
    /** What the member proposes and why. */
    message: text({ required: true, min: 1, max: 2000 }),
    status: enumeration(AAC_CONTRIBUTION_STATUSES, { nullable: false, defaultValue: 'pending' }),
    /** Told to the member when refused; required then. */
    refusalReason: text({ max: 1000 }),
  },
  relationships: {
    /** The product the change is about; none for a new product (set when a new one is accepted). */
    product: toOne('aac-products', { onDelete: 'set null' }),
    createdBy: toOne('users', { readOnly: true, onDelete: 'cascade' }),
  },
});
