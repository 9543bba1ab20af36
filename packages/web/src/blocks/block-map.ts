import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { BLOCK_NAMES, BLOCK_TYPES, isBlockName } from '@relais/domain';
import type { BlockName } from '@relais/domain';
import type { BlockProps } from './block-types.ts';

type LazyBlock = LazyExoticComponent<ComponentType<BlockProps>>;

/**
 * Block type name → its component's loader, each in its own chunk so a page downloads only the blocks
 * it shows. Keyed by the domain's block catalogue: a declared block type without a component does not compile.
 */
const LOADERS: Readonly<Record<BlockName, () => Promise<ComponentType<BlockProps>>>> = {
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
};

/** Components already downloaded: rendered directly, with no Suspense fallback (nothing shifts). */
const loaded = new Map<BlockName, ComponentType<BlockProps>>();

const load = (name: BlockName) =>
  LOADERS[name]().then((component) => {
    loaded.set(name, component);
    return component;
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

export function findBlock(name: string): ComponentType<BlockProps> | null {
  return isBlockName(name) ? (loaded.get(name) ?? BLOCKS[name]) : null;
}
