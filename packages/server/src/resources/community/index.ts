import {
  comments,
  forumCategories,
  forumSubjectMessages,
  forumSubjectReaders,
  forumSubjects,
  historyActions,
  historyActionTypes,
  likes,
  notifications,
  reminders,
  reports,
} from '@relais/domain';
import { publicReadPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { forumCategoriesHooks, forumSubjectMessagesHooks, forumSubjectMessagesPolicy, forumSubjectsHooks, forumSubjectsPolicy } from './forum.ts';
import { forumSubjectReadersHooks, forumSubjectReadersPolicy, withFollowingOfMessages, withReadingOfSubjects } from './forum-following.ts';
import { authorNames } from './author-names.ts';
import { historyActionsPolicy } from './history-policy.ts';
import { commentsHooks, commentsPolicy, likesHooks, likesPolicy, notificationsPolicy, remindersHooks, remindersPolicy, reportsPolicy } from './interactions.ts';

/**
 * The forum and the interaction kinds (comments, likes, reports, notifications, reminders, history).
 * No role of the spec is the forum's own: administrators manage it.
 */
export const COMMUNITY_KINDS: readonly KindBinding[] = [
  defineKind(forumCategories, { policy: publicReadPolicy, hooks: forumCategoriesHooks }),
  defineKind(forumSubjects, { policy: forumSubjectsPolicy, hooks: withReadingOfSubjects(forumSubjectsHooks) }),
  defineKind(forumSubjectMessages, { policy: forumSubjectMessagesPolicy, hooks: withFollowingOfMessages(forumSubjectMessagesHooks) }),
  // Following a subject and what is new since one's last visit (forum-following.ts).
  defineKind(forumSubjectReaders, { policy: forumSubjectReadersPolicy, hooks: forumSubjectReadersHooks }),
  defineKind(comments, { policy: commentsPolicy, hooks: commentsHooks }),
  defineKind(likes, { policy: likesPolicy, hooks: likesHooks }),
  defineKind(reports, { policy: reportsPolicy }),
  defineKind(notifications, { policy: notificationsPolicy }),
  defineKind(reminders, { policy: remindersPolicy, hooks: remindersHooks }),
  defineKind(historyActionTypes, { policy: publicReadPolicy }),
  // Written by the server in the item's transaction; read in the back office and by the item's author.
  defineKind(historyActions, { policy: historyActionsPolicy, hooks: { computed: authorNames } }),
];
