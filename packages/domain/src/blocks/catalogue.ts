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
  /** Paths the block adds under its page (a blog list's `/:slug`); none yet. */
  subRoutes: readonly string[];
}

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
} as const satisfies Readonly<Record<string, BlockTypeInfo>>;

export type BlockName = keyof typeof BLOCK_TYPES;

export const BLOCK_NAMES = Object.keys(BLOCK_TYPES) as BlockName[];

export const isBlockName = (name: string): name is BlockName => Object.hasOwn(BLOCK_TYPES, name);
