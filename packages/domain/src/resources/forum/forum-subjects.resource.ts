import { boolean, datetime, integer, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { interactionAttributes } from '../community/interaction-targets.ts';

/**
 * A forum subject (spec, domain "forum-subject"): a publishable item (title, publishedAt, author,
 * organization, canEdit, canDelete, recordsCount) that takes messages, likes and comments.
 */
export const forumSubjects = defineResource({
  type: 'forum-subjects',
  /** A large kind the back office lists whole: its total is kept by trigger. */
  countedTotal: true,
  feature: 'forum',
  adminCategory: 'forum',
  defaultSort: ['-pinnedOnCategoryAt', '-updatedAt'],
  filters: [
    'category',
    'createdBy',
    'limitToAdmin',
    { name: 'pinnedOnHome', kind: 'isNull', field: 'pinnedOnHomeAt' },
    { name: 'search', kind: 'search', fields: ['title'] },
  ],
  indexes: [['categoryId', 'updatedAt']],
  presentation: { titleField: 'title', defaultColumns: ['title', 'category', 'publishedAt', 'createdBy', 'limitToAdmin'] },
  attributes: {
    title: text({ translatable: true, required: true, min: 1, max: 255 }),
    publishedAt: datetime(),
    /** Only administrators post messages in it. */
    limitToAdmin: boolean({ privileged: true }),
    pinnedOnHomeAt: datetime({ privileged: true }),
    pinnedOnCategoryAt: datetime({ privileged: true }),
    ...interactionAttributes,
    messagesCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    recordsCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    category: toOne('forum-categories', { required: true }),
    latestMessage: toOne('forum-subject-messages', { readOnly: true }),
    messages: toMany('forum-subject-messages', { inverse: 'subject' }),
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
    /** The organization its author acted for, when acting as one. */
    organization: toOne('organizations', { readOnly: true }),
  },
});
