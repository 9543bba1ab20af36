import { enumeration, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { EXTERNAL_INTERACTION_STATUSES, EXTERNAL_REPOSITORY_TYPES } from '../../constants/repository.ts';

/** An exchange of a repository item with another site (spec, domain "external-repository-interaction"). */
export const externalRepositoryInteractions = defineResource({
  type: 'external-repository-interactions',
  feature: 'repository',
  adminCategory: 'repository',
  defaultSort: ['-createdAt'],
  filters: ['repositoryItem', 'repositoryType', 'status'],
  attributes: {
    externalId: text({ required: true, min: 1, max: 255 }),
    externalUrl: text({ max: 2048 }),
    status: enumeration(EXTERNAL_INTERACTION_STATUSES, { required: true }),
    repositoryType: enumeration(EXTERNAL_REPOSITORY_TYPES, { required: true }),
  },
  relationships: {
    repositoryItem: toOne('repository-items', { required: true, onDelete: 'cascade' }),
  },
});
