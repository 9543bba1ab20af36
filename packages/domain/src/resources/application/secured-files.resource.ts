import { integer, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A file attached to one row of another kind and readable only by those with rights on it (spec,
 * domain "secured-file"; calls §7 `POST /services/secured-files`). Created and deleted by the
 * secured-files service only; the generic API reads them.
 */
export const securedFiles = defineResource({
  type: 'secured-files',
  filters: ['modelType', 'modelId'],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    mimeType: text({ readOnly: true, max: 255 }),
    size: integer({ readOnly: true, min: 0 }),
    hash: text({ readOnly: true, max: 128 }),
    /** The JSON:API type and id of the row the file belongs to. */
    modelType: text({ readOnly: true, required: true, max: 64 }),
    modelId: text({ readOnly: true, required: true, max: 64 }),
    /** Where the bytes are, relative to the storage root; never shown. */
    storagePath: text({ hidden: true, readOnly: true, max: 1024 }),
    url: text({ computed: true, readOnly: true }),
  },
  relationships: {
    createdBy: toOne('users', { readOnly: true }),
  },
  indexes: [['modelType', 'modelId']],
});
