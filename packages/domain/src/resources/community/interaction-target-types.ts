/**
 * The kinds each polymorphic to-one of the interaction kinds may point at: only kinds that exist
 * today. Each list grows as its kinds arrive (repository items, training resources…); the target
 * kind then declares the counter the list feeds, if any.
 */

/**
 * What takes comments: kinds of the commentable base (hasComments, commentsCount) and forum
 * messages (always open while their subject is readable; no counter of their own).
 */
export const COMMENTABLE_TYPES = ['forum-subjects', 'forum-subject-messages', 'articles', 'blog-posts', 'calendar-events', 'repository-items', 'training-resources'] as const;

/** What takes likes (each declares likesCount). */
export const LIKABLE_TYPES = ['forum-subjects', 'forum-subject-messages', 'articles', 'blog-posts', 'calendar-events', 'training-resources', 'training-resource-requests', 'repository-items'] as const;

/** What a member may report to the moderators. */
export const REPORTABLE_TYPES = ['forum-subjects', 'forum-subject-messages', 'comments', 'users', 'organizations', 'repository-items', 'training-resources'] as const;

/** What a reminder may be about. */
export const REMINDABLE_TYPES = ['forum-subjects', 'organizations', 'calendar-events'] as const;

/** Kinds whose creations and updates are kept as history actions. */
export const HISTORY_ITEM_TYPES = ['forum-subjects', 'forum-subject-messages', 'comments', 'articles', 'blog-posts', 'calendar-events'] as const;
