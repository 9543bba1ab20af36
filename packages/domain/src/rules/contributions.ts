import type { FeatureFlag } from '../constants/features.ts';

/**
 * What contributors write from the site (issue 22 item 9): the publishable kinds with a screen of
 * their own under `/account/contributions`, the feature each needs, and the path of one item. The
 * web's routes, the server's known paths and the publication decision's notification link read it.
 */
export const CONTRIBUTION_TYPES = ['articles', 'blog-posts', 'calendar-events'] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

export const isContributionType = (type: string): type is ContributionType => (CONTRIBUTION_TYPES as readonly string[]).includes(type);

/** The feature that switches each kind on (its declaration's `feature`). */
export const CONTRIBUTION_FEATURES: Readonly<Record<ContributionType, FeatureFlag>> = {
  articles: 'articles',
  'blog-posts': 'blogPosts',
  'calendar-events': 'calendar',
};

export const CONTRIBUTIONS_PATH = '/account/contributions';

/** The contributor's screen of one item (its form), or of a new one (`id` left out). */
export const contributionPath = (type: ContributionType, id?: string) => `${CONTRIBUTIONS_PATH}/${type}/${id === undefined ? 'new' : encodeURIComponent(id)}`;

/**
 * Where an item stands for its author: published (readers see it), scheduled (published at a date
 * to come), unlisted (an article read by its link only) or draft; `now` is the reader's clock.
 */
export type ContributionState = 'draft' | 'scheduled' | 'published' | 'unlisted';

export function contributionState(item: { publishedAt?: string | Date | null; status?: string | null }, now: Date): ContributionState {
  if (item.status === 'draft') return 'draft';
  if (item.publishedAt == null) return item.status === 'unlisted' ? 'unlisted' : 'draft';
  if (new Date(item.publishedAt).getTime() > now.getTime()) return 'scheduled';
  return item.status === 'unlisted' ? 'unlisted' : 'published';
}
