import { richTextToPlain, TEXT_PREVIEW_LENGTH, truncateText } from './text.ts';
import { WhatwgUrl } from './whatwg-url.ts';

/** Community content rules (spec, domain "Publishing base" and "Community content"). */

export type PublishableAuthor<User, Organization> = { kind: 'organization'; organization: Organization } | { kind: 'user'; user: User } | null;

/**
 * Who an item is shown as written by: its organization when the organizations and
 * author-organization features are both on, else its creator (also when it has no organization).
 */
export function publishableAuthor<User, Organization>(
  item: { organization?: Organization | null; createdBy?: User | null },
  features: { organizations: boolean; authorOrganization: boolean },
): PublishableAuthor<User, Organization> {
  if (features.organizations && features.authorOrganization && item.organization != null) return { kind: 'organization', organization: item.organization };
  return item.createdBy != null ? { kind: 'user', user: item.createdBy } : null;
}

/**
 * Whether an item takes comments: not when soft-deleted, unpublished (no publishedAt, or one still
 * to come) or with comments off.
 */
export function canComment(item: { deletedAt?: Date | string | null; publishedAt?: Date | string | null; hasComments: boolean }, now: Date): boolean {
  if (item.deletedAt != null || !item.hasComments || item.publishedAt == null) return false;
  return new Date(item.publishedAt).getTime() <= now.getTime();
}

/** A comment whose author was deleted, or is missing, shows as anonymous. */
export const isAnonymousAuthor = (author: { deletedAt?: Date | string | null } | null | undefined) => author == null || author.deletedAt != null;

export const RELOADING_NOTIFICATION_TYPES: readonly string[] = ['auth-accepted-validation-request'];

/**
 * Whether opening a notification reloads the page: an accepted validation request (the user's rights
 * changed), or a link to the page already shown (same origin and path; query and anchor aside).
 */
export function notificationForcesReload(notification: { notificationType: string; actionUrl?: string | null }, currentUrl: string): boolean {
  if (RELOADING_NOTIFICATION_TYPES.includes(notification.notificationType)) return true;
  if (!notification.actionUrl) return false;
  try {
    const current = new WhatwgUrl(currentUrl);
    const target = new WhatwgUrl(notification.actionUrl, currentUrl);
    return target.origin === current.origin && target.pathname === current.pathname;
  } catch {
    return false;
  }
}

/** A map search for a calendar event's location (OpenStreetMap's search: no account, no tracking), none without one. */
export const mapsSearchUrl = (location: string | null | undefined) =>
  location?.trim() ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(location.trim())}` : null;

/** A blog post's short description, falling back to the start of its content (a 200-character preview). */
export const blogPostShortDescription = (post: { shortDescription?: string | null; content?: string | null }) =>
  post.shortDescription?.trim() || truncateText(richTextToPlain(post.content ?? ''), TEXT_PREVIEW_LENGTH);
