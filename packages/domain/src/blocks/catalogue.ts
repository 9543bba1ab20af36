import type { FeatureFlag } from '../constants/features.ts';

/**
 * The block types a page may hold, and what the shell needs of each at run time without its
 * schema: whether it opens with a heading (then, first on a page, it carries the page's h1) and the
 * feature that enables it. Plain data, so the public page can read it without zod; each type's props
 * schema is in `<name>.block.ts`, bound to this entry, and `BLOCK_DECLARATIONS` holds one per name.
 */
export interface BlockTypeInfo {
  hasHeading: boolean;
  /** The feature that must be on for editors to add it and for pages to show it. */
  feature: FeatureFlag | null;
  /**
   * Paths the block adds under its page's path (a blog list's `/:id`), patterns relative to it
   * (`sub-routes.ts`); the block's declaration has a screen for each.
   */
  subRoutes: readonly string[];
  /** Sub-routes that need more features than the block's own, all of them on (a repository's organization screen). */
  subRouteFeatures?: Readonly<Record<string, readonly FeatureFlag[]>>;
}

/** Whether a sub-route's own features (beyond its block's) are all on. */
const subRouteOn = (info: BlockTypeInfo, pattern: string, features: Readonly<Partial<Record<FeatureFlag, boolean>>>): boolean =>
  (info.subRouteFeatures?.[pattern] ?? []).every((feature) => features[feature]);

export const BLOCK_TYPES = {
  pageHero: { hasHeading: true, feature: null, subRoutes: [] },
  pageTitle: { hasHeading: true, feature: null, subRoutes: [] },
  pageContent: { hasHeading: false, feature: null, subRoutes: [] },
  pageButtons: { hasHeading: false, feature: null, subRoutes: [] },
  pageImageBanner: { hasHeading: false, feature: null, subRoutes: [] },
  pageVideo: { hasHeading: false, feature: null, subRoutes: [] },
  pageTestimonials: { hasHeading: false, feature: null, subRoutes: [] },
  pageClients: { hasHeading: false, feature: null, subRoutes: [] },
  pageUseCases: { hasHeading: false, feature: null, subRoutes: [] },
  pageContact: { hasHeading: false, feature: null, subRoutes: [] },
  pageContactCard: { hasHeading: false, feature: null, subRoutes: [] },
  pageCommunityNumbers: { hasHeading: false, feature: null, subRoutes: [] },
  pageCustom: { hasHeading: false, feature: null, subRoutes: [] },
  pageCharter: { hasHeading: false, feature: null, subRoutes: [] },
  pageBlogPosts: { hasHeading: true, feature: 'blogPosts', subRoutes: ['/:id'] },
  pageSelectedBlogPosts: { hasHeading: false, feature: 'blogPosts', subRoutes: [] },
  pageCalendar: { hasHeading: true, feature: 'calendar', subRoutes: ['/:id'] },
  pageArticles: { hasHeading: true, feature: 'articles', subRoutes: ['/:article'] },
  pageSelectedArticles: { hasHeading: false, feature: 'articles', subRoutes: [] },
  pageForum: { hasHeading: true, feature: 'forum', subRoutes: ['/create', '/:id', '/:id/update', '/:subject/messages/:message'] },
  pageRepositorySearch: { hasHeading: true, feature: 'repository', subRoutes: [] },
  pageRepository: {
    hasHeading: true,
    feature: 'repository',
    subRoutes: ['/items', '/items/:item', '/organizations/:organization', '/:item'],
    subRouteFeatures: { '/organizations/:organization': ['organizations', 'userOrganizations', 'authorOrganization'] },
  },
  pageOrganizationsMap: { hasHeading: true, feature: 'organizations', subRoutes: [] },
  pageSurvey: { hasHeading: true, feature: 'surveys', subRoutes: [] },
  pageOrganizationsTable: { hasHeading: true, feature: 'organizations', subRoutes: [] },
  pageTrainingResourcesSearch: { hasHeading: true, feature: 'trainingResources', subRoutes: ['/:resource', '/reviews/:review'] },
  pageTrainingResources: { hasHeading: true, feature: 'trainingResources', subRoutes: ['/:resource', '/reviews/:review'] },
  pageSelectedResources: { hasHeading: false, feature: 'trainingResources', subRoutes: ['/:resource', '/reviews/:review'] },
  pageTrainingResourcesRequests: { hasHeading: true, feature: 'trainingResourcesRequests', subRoutes: ['/:request'] },
  pageSelectedRequests: { hasHeading: false, feature: 'trainingResourcesRequests', subRoutes: ['/:request'] },
  pageTrainings: { hasHeading: true, feature: 'trainings', subRoutes: ['/:id'] },
  pageSelectedTrainings: { hasHeading: false, feature: 'trainings', subRoutes: ['/:id'] },
  pageOpenBadges: { hasHeading: true, feature: 'openBadges', subRoutes: ['/:id', '/assertions/:id'] },
  pageSelectedOpenBadges: { hasHeading: false, feature: 'openBadges', subRoutes: ['/:id', '/assertions/:id'] },
  pageRentalModels: { hasHeading: true, feature: 'rental', subRoutes: ['/:rentalModel'] },
  pageCoupons: { hasHeading: true, feature: 'coupons', subRoutes: [] },
  pageEqlaatRequest: { hasHeading: true, feature: null, subRoutes: [] },
  pageAacProducts: { hasHeading: true, feature: 'aacProducts', subRoutes: ['/compare', '/contribution', '/contribution/:id', '/:id'] },
  pageGlobalSearch: { hasHeading: true, feature: 'globalSearch', subRoutes: [] },
} as const satisfies Readonly<Record<string, BlockTypeInfo>>;

export type BlockName = keyof typeof BLOCK_TYPES;

export const BLOCK_NAMES = Object.keys(BLOCK_TYPES) as BlockName[];

export const isBlockName = (name: string): name is BlockName => Object.hasOwn(BLOCK_TYPES, name);

/** The sub-route patterns of a block type. */
export type SubRouteOf<N extends BlockName> = (typeof BLOCK_TYPES)[N]['subRoutes'][number];

/** The sub-route patterns the blocks `names` add while their features are on (a page's, for the router and the server). */
export function blockSubRoutes(names: readonly string[], features: Readonly<Partial<Record<FeatureFlag, boolean>>>): string[] {
  const patterns = new Set<string>();
  for (const name of names) {
    if (!isBlockName(name)) continue;
    const info: BlockTypeInfo = BLOCK_TYPES[name];
    if (info.feature && !features[info.feature]) continue;
    for (const pattern of info.subRoutes) if (subRouteOn(info, pattern, features)) patterns.add(pattern);
  }
  return [...patterns];
}

/** The first of the blocks `names` that adds `pattern` with its feature on, or null. */
export function blockOfSubRoute(names: readonly string[], pattern: string, features: Readonly<Partial<Record<FeatureFlag, boolean>>>): BlockName | null {
  for (const name of names) {
    if (!isBlockName(name)) continue;
    const info: BlockTypeInfo = BLOCK_TYPES[name];
    if ((!info.feature || features[info.feature]) && info.subRoutes.includes(pattern) && subRouteOn(info, pattern, features)) return name;
  }
  return null;
}
