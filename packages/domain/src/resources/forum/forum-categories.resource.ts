import { boolean, integer, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A category of the forum, maybe under a parent one (spec, domain "forum-category"). */
export const forumCategories = defineResource({
  type: 'forum-categories',
  feature: 'forum',
  adminCategory: 'forum',
  defaultSort: ['position', 'createdAt'],
  filters: ['parent', 'isParent', { name: 'root', kind: 'isNull', field: 'parent' }, { name: 'search', kind: 'search', fields: ['name'] }],
  presentation: { titleField: 'name', summaryField: 'shortDescription', defaultColumns: ['name', 'parent', 'position', 'subjectsCount'] },
  attributes: {
    isParent: boolean(),
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    shortDescription: text({ translatable: true, max: 1000 }),
    position: integer({ nullable: false, defaultValue: 0 }),
    /** Subjects filed under it, kept in the writing transaction. */
    subjectsCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
  },
  relationships: {
    image: toOne('files'),
    parent: toOne('forum-categories'),
    children: toMany('forum-categories', { inverse: 'parent' }),
  },
});
