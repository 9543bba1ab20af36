import { boolean, integer, json, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * Metadata of a stored file; the bytes live on disk or in a bucket (spec, domain "Files"). Uploads
 * and serving are services of their own; this declaration is what the API reads and edits.
 */
export const files = defineResource({
  type: 'files',
  adminCategory: 'application',
  filters: ['isPublic', 'mimeType', { name: 'search', kind: 'search', fields: ['name', 'originalName'] }],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    slug: text({ unique: true, max: 255 }),
    originalName: text({ readOnly: true, max: 255 }),
    description: text({ translatable: true, max: 2000 }),
    mimeType: text({ readOnly: true, max: 255 }),
    hash: text({ readOnly: true, max: 128 }),
    isPublic: boolean({ defaultValue: true }),
    size: integer({ readOnly: true, min: 0 }),
    isUploaded: boolean({ readOnly: true }),
    metadata: json({ readOnly: true }),
    /** Where the bytes are, relative to the storage root; never shown. */
    storagePath: text({ hidden: true, readOnly: true, max: 1024 }),
    url: text({ computed: true, readOnly: true }),
    previewUrl: text({ computed: true, readOnly: true }),
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
    recordsCount: integer({ readOnly: true, min: 0, defaultValue: 0, nullable: false }),
  },
  relationships: {
    createdBy: toOne('users', { readOnly: true }),
  },
});
