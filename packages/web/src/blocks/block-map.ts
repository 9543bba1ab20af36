import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { BLOCK_NAMES, BLOCK_TYPES, isBlockName } from '@relais/domain';
import type { BlockName } from '@relais/domain';
import type { BlockProps, UntypedBlockProps } from './block-types.ts';

/** A block component as the page renders it: it gets the props the page holds (each block reads them as its declaration types them). */
export type BlockComponent = ComponentType<UntypedBlockProps>;

type LazyBlock = LazyExoticComponent<BlockComponent>;

/** Each type's loader gives a component for its own typed props (`BlockProps<N>`) or the untyped shape. */
type Loaders = { readonly [N in BlockName]: () => Promise<ComponentType<BlockProps<N>> | BlockComponent> };

/**
 * Block type name → its component's loader, each in its own chunk so a page downloads only the blocks
 * it shows. Keyed by the domain's block catalogue: a declared block type without a component does not compile.
 */
const LOADERS: Loaders = {
  pageHero: () => import('./page-hero/page-hero.tsx').then((m) => m.PageHero),
  pageTitle: () => import('./page-title/page-title.tsx').then((m) => m.PageTitle),
  pageContent: () => import('./page-content/page-content.tsx').then((m) => m.PageContent),
  pageButtons: () => import('./page-buttons/page-buttons.tsx').then((m) => m.PageButtons),
  pageImageBanner: () => import('./page-image-banner/page-image-banner.tsx').then((m) => m.PageImageBanner),
  pageVideo: () => import('./page-video/page-video.tsx').then((m) => m.PageVideo),
  pageTestimonials: () => import('./page-testimonials/page-testimonials.tsx').then((m) => m.PageTestimonials),
  pageClients: () => import('./page-clients/page-clients.tsx').then((m) => m.PageClients),
  pageUseCases: () => import('./page-use-cases/page-use-cases.tsx').then((m) => m.PageUseCases),
  pageContact: () => import('./page-contact/page-contact.tsx').then((m) => m.PageContact),
  pageContactCard: () => import('./page-contact-card/page-contact-card.tsx').then((m) => m.PageContactCard),
  pageCommunityNumbers: () => import('./page-community-numbers/page-community-numbers.tsx').then((m) => m.PageCommunityNumbers),
  pageCustom: () => import('./page-custom/page-custom.tsx').then((m) => m.PageCustom),
  pageCharter: () => import('./page-charter/page-charter.tsx').then((m) => m.PageCharter),
  pageBlogPosts: () => import('./page-blog-posts/page-blog-posts.tsx').then((m) => m.PageBlogPosts),
  pageSelectedBlogPosts: () => import('./page-selected-blog-posts/page-selected-blog-posts.tsx').then((m) => m.PageSelectedBlogPosts),
  pageCalendar: () => import('./page-calendar/page-calendar.tsx').then((m) => m.PageCalendar),
  pageArticles: () => import('./page-articles/page-articles.tsx').then((m) => m.PageArticles),
  pageSelectedArticles: () => import('./page-selected-articles/page-selected-articles.tsx').then((m) => m.PageSelectedArticles),
  pageTrainingResourcesSearch: () => import('./page-training-resources-search/page-training-resources-search.tsx').then((m) => m.PageTrainingResourcesSearch),
  pageTrainingResources: () => import('./page-training-resources-search/page-training-resources-search.tsx').then((m) => m.PageTrainingResources),
  pageSelectedResources: () => import('./page-training-resources-search/page-training-resources-search.tsx').then((m) => m.PageSelectedResources),
  pageTrainingResourcesRequests: () => import('./page-training-resources-requests/page-training-resources-requests.tsx').then((m) => m.PageTrainingResourcesRequests),
  pageSelectedRequests: () => import('./page-training-resources-requests/page-training-resources-requests.tsx').then((m) => m.PageSelectedRequests),
  pageTrainings: () => import('./page-trainings/page-trainings.tsx').then((m) => m.PageTrainings),
  pageSelectedTrainings: () => import('./page-trainings/page-trainings.tsx').then((m) => m.PageSelectedTrainings),
  pageOpenBadges: () => import('./page-open-badges/page-open-badges.tsx').then((m) => m.PageOpenBadges),
  pageSelectedOpenBadges: () => import('./page-open-badges/page-open-badges.tsx').then((m) => m.PageSelectedOpenBadges),
  pageForum: () => import('./page-forum/page-forum.tsx').then((m) => m.PageForum),
  pageRepositorySearch: () => import('./page-repository-search/page-repository-search.tsx').then((m) => m.PageRepositorySearch),
  pageRepository: () => import('./page-repository/page-repository.tsx').then((m) => m.PageRepository),
  pageOrganizationsMap: () => import('./page-organizations-map/page-organizations-map.tsx').then((m) => m.PageOrganizationsMap),
  pageOrganizationsTable: () => import('./page-organizations-table/page-organizations-table.tsx').then((m) => m.PageOrganizationsTable),
  pageSurvey: () => import('./page-survey/page-survey.tsx').then((m) => m.PageSurvey),
  pageRentalModels: () => import('./page-rental-models/page-rental-models.tsx').then((m) => m.PageRentalModels),
  pageCoupons: () => import('./page-coupons/page-coupons.tsx').then((m) => m.PageCoupons),
  pageEqlaatRequest: () => import('./page-eqlaat-request/page-eqlaat-request.tsx').then((m) => m.PageEqlaatRequest),
  pageAacProducts: () => import('./page-aac-products/page-aac-products.tsx').then((m) => m.PageAacProducts),
  pageGlobalSearch: () => import('./page-global-search/page-global-search.tsx').then((m) => m.PageGlobalSearch),
};

/** Components already downloaded: rendered directly, with no Suspense fallback (nothing shifts). */
const loaded = new Map<BlockName, BlockComponent>();

// The page hands each block the props its type declares (the server checked them on write): the
// typed components are rendered through the untyped shape.
const load = (name: BlockName): Promise<BlockComponent> =>
  LOADERS[name]().then((component) => {
    loaded.set(name, component as BlockComponent);
    return component as BlockComponent;
  });

export const BLOCKS: Readonly<Record<BlockName, LazyBlock>> = Object.fromEntries(
  BLOCK_NAMES.map((name) => [name, lazy(() => load(name).then((component) => ({ default: component })))]),
) as Record<BlockName, LazyBlock>;

/**
 * Downloads the components of the given block types; a page waits for them before it first renders,
 * so its blocks appear together at their real heights instead of pushing each other down one by one
 * (cumulative layout shift). A chunk that fails to load is left to the block's lazy loading and its
 * error boundary.
 */
export const preloadBlocks = (names: readonly string[]): Promise<void> =>
  Promise.all([...new Set(names)].filter(isBlockName).map((name) => load(name).catch(() => undefined))).then(() => undefined);

/** Blocks whose first element is a heading: when one opens a page, it carries the page's h1. */
export const HEADING_BLOCKS: ReadonlySet<string> = new Set(BLOCK_NAMES.filter((name) => BLOCK_TYPES[name].hasHeading));

export function findBlock(name: string): BlockComponent | null {
  return isBlockName(name) ? (loaded.get(name) ?? BLOCKS[name]) : null;
}

/**
 * Downloads the code of a block type's screen at a sub-route when the block keeps it in a chunk of
 * its own (a record's screen): the boot awaits it before hydrating a drawn record screen.
 */
export const preloadBlockScreen = (name: string, screen: string): Promise<void> =>
  isBlockName(name)
    ? load(name)
        .then((component) => (component as { preloadScreen?: (pattern: string) => Promise<void> }).preloadScreen?.(screen))
        .catch(() => undefined)
    : Promise.resolve();
