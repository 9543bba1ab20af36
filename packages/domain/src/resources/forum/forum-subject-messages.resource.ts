import { boolean, integer, richText, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A message of a forum subject, maybe answering another (spec, domain "forum-subject-message"). */
export const forumSubjectMessages = defineResource({
  type: 'forum-subject-messages',
  /** A large kind the back office lists whole: its total is kept by trigger. */
  countedTotal: true,
  feature: 'forum',
  adminCategory: 'forum',
  defaultSort: ['createdAt'],
  filters: ['subject', 'parentMessage', 'createdBy'],
  indexes: [['subjectId', 'createdAt']],
  attributes: {
    content: richText({ translatable: true, required: true, min: 1, max: 50_000 }),
    likesCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    subject: toOne('forum-subjects', { required: true }),
    parentMessage: toOne('forum-subject-messages'),
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
  },
});
