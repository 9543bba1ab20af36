import { LOCALES } from '../../constants/locales.ts';
import { boolean, enumeration, integer, richText, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A message of a forum subject, maybe answering another (spec, domain "forum-subject-message"). */
export const forumSubjectMessages = defineResource({
  type: 'forum-subject-messages',
  /** A large kind the back office lists whole: its total is kept by trigger. */
  countedTotal: true,
  feature: 'forum',
  adminCategory: 'forum',
  defaultSort: ['createdAt'],
  /** A moderator restores what an author or a moderator deleted: deleting moves it to the trash. */
  softDelete: true,
  filters: ['subject', 'parentMessage', 'createdBy', { name: 'search', kind: 'search', fields: ['content'] }],
  indexes: [['subjectId', 'createdAt']],
  attributes: {
    content: richText({ translatable: true, required: true, min: 1, max: 50_000 }),
    likesCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
    /** The author's name and picture from the reduced public profile; null for a deleted author (shown as anonymous). */
    authorName: text({ computed: true, readOnly: true }),
    authorAvatarUrl: text({ computed: true, readOnly: true }),
    /** The language it is written in when it differs from the page's (`lang` on the message, for screen readers); null: the page's. */
    lang: enumeration(LOCALES),
    /** Its place in its subject's thread, from 1 (the page of the thread that shows it). */
    positionInSubject: integer({ computed: true, readOnly: true }),
  },
  relationships: {
    subject: toOne('forum-subjects', { required: true }),
    parentMessage: toOne('forum-subject-messages'),
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
  },
});
