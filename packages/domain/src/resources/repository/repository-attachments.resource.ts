import { toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A file of a repository item (spec, domain "repository-attachment"); it goes with its item. */
export const repositoryAttachments = defineResource({
  type: 'repository-attachments',
  feature: 'repository',
  adminCategory: 'repository',
  defaultSort: ['createdAt'],
  filters: ['repositoryItem'],
  attributes: {},
  relationships: {
    file: toOne('files', { required: true, onDelete: 'cascade' }),
    repositoryItem: toOne('repository-items', { required: true, onDelete: 'cascade' }),
  },
});
