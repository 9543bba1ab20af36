import { text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A file the back office files away (spec, domain "admin-file": a file plus path, file container and
 * organization): the stored file stays a `files` row; this row says where administrators keep it.
 */
export const adminFiles = defineResource({
  type: 'admin-files',
  adminCategory: 'application',
  defaultSort: ['path'],
  filters: ['organization', 'fileContainer', { name: 'search', kind: 'search', fields: ['path'] }],
  attributes: {
    /** Folder path in the back office's file tree, `/` separated. */
    path: text({ nullable: false, defaultValue: '/', min: 1, max: 255 }),
    /** The named container (a shelf of the back office) the file is kept in. */
    fileContainer: text({ max: 255 }),
  },
  relationships: {
    file: toOne('files', { required: true, onDelete: 'cascade' }),
    organization: toOne('organizations'),
  },
});
