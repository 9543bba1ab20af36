import { boolean, integer, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** An entry of the site menu: a tree through parent/children (spec, platform §3 "app-menu-item"). */
export const appMenuItems = defineResource({
  type: 'app-menu-items',
  adminCategory: 'application',
  defaultSort: ['position'],
  filters: ['parent', { name: 'root', kind: 'isNull', field: 'parent' }],
  attributes: {
    position: integer({ required: true, min: 0, max: 10_000 }),
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    description: text({ translatable: true, max: 1000 }),
    url: text({ max: 2048 }),
    blank: boolean(),
    color: text({ max: 50 }),
    alignsNextRight: boolean(),
    requiresAuth: boolean(),
  },
  relationships: {
    page: toOne('app-pages'),
    parent: toOne('app-menu-items', { onDelete: 'cascade' }),
    children: toMany('app-menu-items', { inverse: 'parent' }),
    roles: toMany('roles'),
    accessLevel: toOne('access-levels'),
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
  },
});
