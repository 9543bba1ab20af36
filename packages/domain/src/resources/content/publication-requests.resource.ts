import { datetime, enumeration, text, toOne, toOneOf } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { PUBLISHABLE_TYPES } from './publishable.ts';

/** Statuses of a publication request (spec, domain §3 and §4). */
export const PUBLICATION_REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type PublicationRequestStatus = (typeof PUBLICATION_REQUEST_STATUSES)[number];

/**
 * An author's request that an administrator publish an item (spec, domain "Publication request"):
 * accepting it publishes the item at `targetedPublishedAt` (or at once); refusing it says why.
 */
export const publicationRequests = defineResource({
  type: 'publication-requests',
  adminCategory: 'community',
  filters: ['status', 'publishable'],
  indexes: [['status', 'createdAt']],
  presentation: { titleField: 'description', defaultColumns: ['description', 'publishable', 'status', 'targetedPublishedAt', 'createdBy'] },
  attributes: {
    description: text({ max: 5000 }),
    targetedPublishedAt: datetime(),
    refuseReason: text({ max: 5000, privileged: true }),
    status: enumeration(PUBLICATION_REQUEST_STATUSES, { nullable: false, defaultValue: 'pending', privileged: true }),
  },
  relationships: {
    publishable: toOneOf(PUBLISHABLE_TYPES, { required: true }),
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
  },
});
