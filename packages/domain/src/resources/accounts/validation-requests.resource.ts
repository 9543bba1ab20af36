import { richText, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Statuses of a validation request (ids pending, accepted, refused), an entity with a name. */
export const VALIDATION_REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;

export const validationRequestStatuses = defineResource({
  type: 'validation-request-statuses',
  idKind: 'string',
  feature: 'validationRequests',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 100 }),
  },
});

/** A user's request to have their account validated, possibly attached to an organization. */
export const validationRequests = defineResource({
  type: 'validation-requests',
  feature: 'validationRequests',
  adminCategory: 'accounts',
  filters: ['status', 'user'],
  attributes: {
    description: richText({ max: 10_000 }),
  },
  relationships: {
    attachedOrganization: toOne('organizations'),
    status: toOne('validation-request-statuses', { privileged: true }),
    user: toOne('users', { required: true, onDelete: 'cascade' }),
  },
});
