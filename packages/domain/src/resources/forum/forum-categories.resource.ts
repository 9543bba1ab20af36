import { boolean, integer, json, text, toMany, toOne } from '../../registry/fields.ts';
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
    /**
     * Its latest active published subject, `{ id, title, titleLocale, lastActivityAt }` (the title in
     * the reader's language, else the one it has, named by `titleLocale`), or null: computed, one
     * statement per list.
     */
    latestSubject: json({ computed: true, readOnly: true }),
  },
  relationships: {
    image: toOne('files'),
    parent: toOne('forum-categories'),
    children: toMany('forum-categories', { inverse: 'parent' }),
  },
});
