/** Article reference data (spec, domain "Publishing base" and "category"). */

export const ARTICLE_STATUSES = ['draft', 'unlisted', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** How an article category lists its articles. */
export const CATEGORY_LAYOUTS = ['simple', 'pagination', 'navigation'] as const;
export type CategoryLayout = (typeof CATEGORY_LAYOUTS)[number];
export const DEFAULT_CATEGORY_LAYOUT: CategoryLayout = 'pagination';

/** Statuses of publication and validation requests (spec, domain "Publishing base"). */
export const REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
