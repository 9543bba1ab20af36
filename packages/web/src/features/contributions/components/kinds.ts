import type { TFunction } from '../../../lib/i18n/i18n.ts';
import { CONTRIBUTION_FEATURES, CONTRIBUTION_TYPES, contributionState } from '@relais/domain';
import type { ContributionType } from '@relais/domain';
import { formatDate } from '../../../lib/format.ts';

/** Each kind's words on the contributor's screens. */
export const KIND_WORDS: Readonly<Record<ContributionType, { section: string; create: string; empty: string; heading: string; name: string }>> = {
  articles: { section: 'contributions.sectionArticles', create: 'contributions.newArticle', empty: 'contributions.emptyArticles', heading: 'contributions.headingNewArticle', name: 'contributions.kindArticle' },
  'blog-posts': { section: 'contributions.sectionBlogPosts', create: 'contributions.newBlogPost', empty: 'contributions.emptyBlogPosts', heading: 'contributions.headingNewBlogPost', name: 'contributions.kindBlogPost' },
  'calendar-events': { section: 'contributions.sectionEvents', create: 'contributions.newEvent', empty: 'contributions.emptyEvents', heading: 'contributions.headingNewEvent', name: 'contributions.kindEvent' },
};

/** The kinds whose feature is on. */
export const enabledKinds = (features: Readonly<Record<string, boolean>>): ContributionType[] => CONTRIBUTION_TYPES.filter((type) => features[CONTRIBUTION_FEATURES[type]]);

/** Where an item stands, in words: draft, scheduled or published with its date, unlisted. */
export function stateLabel(t: TFunction, item: { publishedAt?: string | null; status?: string | null }, now = new Date()): string {
  const state = contributionState(item, now);
  if (state === 'scheduled') return t('contributions.stateScheduled', { date: formatDate(item.publishedAt!) });
  if (state === 'published') return t('contributions.statePublished', { date: formatDate(item.publishedAt!) });
  return t(state === 'unlisted' ? 'contributions.stateUnlisted' : 'contributions.stateDraft');
}
