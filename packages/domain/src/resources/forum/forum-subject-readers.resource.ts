import { boolean, datetime, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A member's reading of a forum subject, one per (member, subject): when they last read it, whether
 * they follow it (told of new messages, mailed in groups) and when the last grouped mail was queued.
 * Written by the member (marking read, following, unfollowing) and by the server (writing a message
 * follows its subject; the grouped mail stamps `notifiedAt`).
 */
export const forumSubjectReaders = defineResource({
  type: 'forum-subject-readers',
  feature: 'forum',
  adminCategory: 'forum',
  filters: ['user', 'subject', 'isFollowing'],
  uniqueTogether: [['user', 'subject']],
  /** Written on every message of a followed subject: few indexes to keep. */
  sortable: ['createdAt', 'lastReadAt'],
  indexes: [['subjectId', 'isFollowing']],
  attributes: {
    /** Messages written after it are new to the member; null: never read. */
    lastReadAt: datetime(),
    isFollowing: boolean({ nullable: false, defaultValue: false }),
    /** When the last grouped mail of new messages was queued for the member (kept by the server). */
    notifiedAt: datetime({ readOnly: true }),
  },
  relationships: {
    /** The member: the actor, set by the server. */
    user: toOne('users', { readOnly: true }),
    subject: toOne('forum-subjects', { required: true }),
  },
});
