import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument, Model } from '../../lib/jsonapi.ts';

/** A forum category as the block reads it. */
export interface ForumCategory extends Model {
  name: string;
  shortDescription: string | null;
  isParent: boolean | null;
  position: number;
  subjectsCount: number;
  parent?: { id: string } | null;
  /** Its latest active published subject (computed by the server). */
  latestSubject?: { id: string; title: string | null; titleLocale: string | null; lastActivityAt: string | null } | null;
}

export interface ForumTag extends Model {
  name: string;
}

/** A message as a subject's thread shows it. */
export interface ForumMessage extends Model {
  content?: string;
  /** Set when it is in the trash (only moderators read it then). */
  deletedAt?: string | null;
  /** Its language when it differs from the page's; null: the page's. */
  lang?: string | null;
  createdAt: string;
  updatedAt?: string;
  likesCount?: number;
  authorName?: string | null;
  authorAvatarUrl?: string | null;
  canEdit?: boolean;
  canDelete?: boolean;
  positionInSubject?: number | null;
  parentMessage?: { id: string } | null;
  subject?: ForumSubject | null;
}

export interface ForumSubject extends Model {
  title: string;
  /** Set when it is in the trash (only moderators read it then). */
  deletedAt?: string | null;
  messagesCount?: number;
  likesCount?: number;
  pinnedOnHomeAt?: string | null;
  pinnedOnCategoryAt?: string | null;
  lastActivityAt?: string | null;
  limitToAdmin?: boolean | null;
  authorName?: string | null;
  canEdit?: boolean;
  canDelete?: boolean;
  category?: ForumCategory | null;
  tags?: ForumTag[];
  latestMessage?: ForumMessage | null;
  /** For the signed-in reader (computed by the server): messages since their last visit, null when they never read it. */
  newMessagesCount?: number | null;
  /** The place in the thread (from 1) and the id of the first of them; null when none. */
  firstUnreadPosition?: number | null;
  firstUnreadMessageId?: string | null;
}

/** The records of an API answer (a list, or one record), in its order. */
export function recordsOf<T>(document: unknown): T[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const read = deserialize<T | T[] | null>(document as JsonApiDocument);
  return read === null ? [] : Array.isArray(read) ? read : [read];
}

/** The one record of an answer, or null. */
export const recordOf = <T>(document: unknown): T | null => recordsOf<T>(document)[0] ?? null;

const base = (pagePath: string) => (pagePath === '/' ? '' : pagePath.replace(/\/$/, ''));

/** The forum's addresses under the page holding it. */
export const forumPaths = {
  home: (pagePath: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${base(pagePath) || '/'}${search ? `?${search}` : ''}`;
  },
  create: (pagePath: string, category?: string | null) => `${base(pagePath)}/create${category ? `?category=${encodeURIComponent(category)}` : ''}`,
  subject: (pagePath: string, id: string, page = 1) => `${base(pagePath)}/${encodeURIComponent(id)}${page > 1 ? `?page=${page}` : ''}`,
  update: (pagePath: string, id: string) => `${base(pagePath)}/${encodeURIComponent(id)}/update`,
  editMessage: (pagePath: string, subject: string, message: string) => `${base(pagePath)}/${encodeURIComponent(subject)}/messages/${encodeURIComponent(message)}`,
  /** A message in its thread: the page that holds it, and its anchor (the thread focuses it). */
  message: (pagePath: string, subject: string, message: string, position: number | null | undefined, perPage: number) =>
    `${forumPaths.subject(pagePath, subject, position ? Math.ceil(position / perPage) : 1)}#${messageAnchor(message)}`,
};

/** The element id of a message in its thread. */
export const messageAnchor = (id: string) => `message-${id}`;

/** The categories as a tree: the parents (or those without a parent) in order, each with its children. */
export function categoryTree(categories: readonly ForumCategory[]): { category: ForumCategory; children: ForumCategory[] }[] {
  const ids = new Set(categories.map((category) => category.id));
  const roots = categories.filter((category) => !category.parent?.id || !ids.has(category.parent.id));
  return roots.map((category) => ({ category, children: categories.filter((child) => child.parent?.id === category.id) }));
}
