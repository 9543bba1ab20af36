import { boolean, richText, text, toMany, toOne, toOneOf } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { COMMENTABLE_TYPES } from './interaction-targets.ts';

/** A comment on a commentable item, maybe answering another (spec, domain "comment"). */
export const comments = defineResource({
  type: 'comments',
  adminCategory: 'community',
  defaultSort: ['createdAt'],
  filters: ['commentable', 'parentComment', 'author'],
  attributes: {
    content: richText({ translatable: true, required: true, min: 1, max: 10_000 }),
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
    /**
     * The author's name and picture from the reduced public profile, which visitors may read while
     * the author's record is not theirs; null for a deleted or missing author (shown as anonymous).
     */
    authorName: text({ computed: true, readOnly: true }),
    authorAvatarUrl: text({ computed: true, readOnly: true }),
  },
  relationships: {
    /** Who wrote it; a deleted or missing author shows as anonymous (rules/community). */
    author: toOne('users', { readOnly: true }),
    commentable: toOneOf(COMMENTABLE_TYPES, { required: true }),
    parentComment: toOne('comments'),
    childComments: toMany('comments', { inverse: 'parentComment' }),
  },
});
