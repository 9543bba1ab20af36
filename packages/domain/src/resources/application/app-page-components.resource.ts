import { integer, json, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** One block of a page: its type name, its place and its (translated) props. */
export const appPageComponents = defineResource({
  type: 'app-page-components',
  defaultSort: ['position'],
  filters: ['page', 'name'],
  attributes: {
    internalVueId: text({ max: 64 }),
    viewId: text({ max: 100 }),
    name: text({ required: true, min: 1, max: 100 }),
    position: integer({ required: true, min: 0, max: 10_000 }),
    /** A block's settings and content, per locale: rich text blocks make it the largest json attribute. */
    props: json({ translatable: true, max: 512 * 1024 }),
  },
  relationships: {
    page: toOne('app-pages', { required: true, onDelete: 'cascade' }),
  },
});
