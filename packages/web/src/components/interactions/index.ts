/**
 * Likes, comments, reports, shares, reminders and an item's history: one set for every kind the spec makes likable,
 * commentable, reportable or remindable. Area screens place these; nothing here knows an area.
 */
export { CommentThread } from './components/comment-thread.tsx';
export type { CommentThreadProps } from './components/comment-thread.tsx';
export { ItemHistory } from './components/item-history.tsx';
export type { ItemHistoryProps } from './components/item-history.tsx';
export { InteractionBar } from './components/interaction-bar.tsx';
export type { InteractionBarProps } from './components/interaction-bar.tsx';
export { LikeButton } from './components/like-button.tsx';
export type { LikeButtonProps } from './components/like-button.tsx';
export type { ReminderDialogProps } from './components/reminder-dialog.tsx';
export type { ReportDialogProps } from './components/report-dialog.tsx';
export { ShareButton } from './components/share-button.tsx';
export { useLike } from './use-like.ts';
export { isCommentable, isLikable, isRemindable, isReportable } from './api/targets.ts';
export type { InteractionTarget } from './api/targets.ts';
export type { CommentableItem } from './thread.ts';
