import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A redirect route from one path to another; saving or deleting one updates the environment. */
export const appRedirections = defineResource({
  type: 'app-redirections',
  adminCategory: 'application',
  defaultSort: ['fromPath'],
  filters: ['fromPath', { name: 'search', kind: 'search', fields: ['name', 'fromPath', 'toPath'] }],
  attributes: {
    name: text({ max: 255 }),
    fromPath: text({ required: true, unique: true, min: 1, max: 255 }),
    toPath: text({ required: true, min: 1, max: 2048 }),
  },
});
