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
  /** Latest activity first (a new message, or the subject's creation); pinned subjects are read apart (`filter[pinnedOnCategory]=false`). */
  defaultSort: ['-lastActivityAt'],
  /** A moderator restores what an author or a moderator deleted: deleting moves it to the trash. */
  softDelete: true,
  filters: [
    'category',
    'createdBy',
    'limitToAdmin',
    'tags',
    /** `=false`: the subjects pinned on the forum's home; `=true`: the others. */
    { name: 'pinnedOnHome', kind: 'isNull', field: 'pinnedOnHomeAt' },
    /** `=false`: the subjects pinned in their category; `=true`: the others. */
    { name: 'pinnedOnCategory', kind: 'isNull', field: 'pinnedOnCategoryAt' },
    { name: 'search', kind: 'search', fields: ['title'] },
  ],
  indexes: [['categoryId', 'lastActivityAt'], ['lastActivityAt']],
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
    /** When its newest message was written, else when it was opened: the order of a category's subjects. Kept by the server. */
    lastActivityAt: datetime({ readOnly: true }),
    recordsCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
    /** Who opened it, from the reduced public profile (or the organization it was signed for); null for a deleted author. */
    authorName: text({ computed: true, readOnly: true }),
    authorAvatarUrl: text({ computed: true, readOnly: true }),
    /** For the signed-in reader: messages written since they last read it; null when they never read it (or for a visitor). */
    newMessagesCount: integer({ computed: true, readOnly: true }),
    /** For the signed-in reader: the place in the thread (from 1) of the first message since they last read it; null when none. */
    firstUnreadPosition: integer({ computed: true, readOnly: true }),
    /** For the signed-in reader: the first message since they last read it (its anchor in the thread); null when none. */
    firstUnreadMessageId: text({ computed: true, readOnly: true }),
  },
  relationships: {
    category: toOne('forum-categories', { required: true }),
    latestMessage: toOne('forum-subject-messages', { readOnly: true }),
    messages: toMany('forum-subject-messages', { inverse: 'subject' }),
    tags: toMany('tags'),
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
    /** The organization its author acted for, when acting as one. */
    organization: toOne('organizations', { readOnly: true }),
  },
});
