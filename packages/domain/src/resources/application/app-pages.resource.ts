import { boolean, richText, stringList, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** An editable page at its own path, composed of components (spec, platform §3 "App page"). */
export const appPages = defineResource({
  type: 'app-pages',
  adminCategory: 'application',
  defaultSort: ['path'],
  // The public list (published pages open to all, by path) and its count read this index alone.
  indexes: [['isDraft', 'requiresAuth', 'path']],
  filters: ['path', 'isDraft', 'isDefault', 'draftOfPage', { name: 'search', kind: 'search', fields: ['title', 'path'] }],
  attributes: {
    isDraft: boolean(),
    isDefault: boolean(),
    path: text({ required: true, min: 1, max: 255 }),
    title: text({ translatable: true, required: true, min: 1, max: 255 }),
    description: richText({ translatable: true, max: 5000 }),
    styles: text({ max: 100_000 }),
    requiresAuth: boolean(),
    /** A draft's languages already published onto its page; the rest of it is still a draft (docs/decisions.md). */
    publishedLocales: stringList({ readOnly: true, defaultValue: [], max: 20 }),
  },
  relationships: {
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
    accessLevel: toOne('access-levels'),
    roles: toMany('roles'),
    draftOfPage: toOne('app-pages', { onDelete: 'cascade' }),
    draftPage: toOne('app-pages', { readOnly: true, inverse: 'draftOfPage' }),
    components: toMany('app-page-components', { inverse: 'page' }),
  },
});
