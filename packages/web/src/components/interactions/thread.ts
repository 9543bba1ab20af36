import { canComment, isAnonymousAuthor } from '@relais/domain';
import type { CommentModel } from './api/comments.ts';

/** A comment with its answers, in the order they were written. */
export interface ThreadNode {
  comment: CommentModel;
  replies: ThreadNode[];
}

/**
 * The comments as a tree (spec: a comment answers a `parentComment`, at any depth). Read oldest
 * first, an answer comes after its comment; one whose comment is not among them (removed) stands
 * at the top rather than being lost.
 */
export function buildThread(comments: readonly CommentModel[]): ThreadNode[] {
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, replies: [] as ThreadNode[] }]));
  const roots: ThreadNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parentComment ? nodes.get(node.comment.parentComment.id) : undefined;
    (parent ? parent.replies : roots).push(node);
  }
  return roots;
}

/**
 * The author's name, or null for a deleted or missing author (shown as anonymous): the comment's
 * `authorName`, which visitors read too; the included author when an answer has none.
 */
export function authorName(comment: CommentModel): string | null {
  if (comment.authorName !== undefined) return comment.authorName?.trim() || null;
  const author = comment.author;
  if (isAnonymousAuthor(author)) return null;
  const name = author?.fullName ?? [author?.firstName, author?.lastName].filter(Boolean).join(' ');
  return typeof name === 'string' && name.trim() ? name : null;
}

/** The commentable item's fields the commenting rule reads, as the server sends them. */
export interface CommentableItem {
  hasComments?: boolean;
  publishedAt?: string | null;
  createdAt?: string;
  deletedAt?: string | null;
  /** An article's status: a draft has not come out, whatever its date. */
  status?: string;
}

export type ClosedReason = 'deleted' | 'unpublished' | 'closed';

/**
 * Why the item takes no comments, or null when it does (rules/community `canComment`, read as the
 * server reads it: a kind without `hasComments` takes them, one without `publishedAt` is out from
 * its creation).
 */
export function closedReason(item: CommentableItem | undefined, now: Date): ClosedReason | null {
  if (!item) return null;
  const publishedAt = item.status === 'draft' ? null : 'publishedAt' in item ? (item.publishedAt ?? null) : (item.createdAt ?? null);
  const rule = { deletedAt: item.deletedAt ?? null, publishedAt, hasComments: item.hasComments ?? true };
  if (canComment(rule, now)) return null;
  if (rule.deletedAt != null) return 'deleted';
  if (!rule.hasComments) return 'closed';
  return 'unpublished';
}
