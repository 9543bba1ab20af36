import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { BLOCK_NAMES, BLOCK_TYPES, isBlockName } from '@relais/domain';
import type { BlockName } from '@relais/domain';
import type { BlockProps } from './block-types.ts';

type LazyBlock = LazyExoticComponent<ComponentType<BlockProps>>;

/**
 * Block type name → component, each in its own chunk so a page downloads only the blocks it shows.
 * Keyed by the domain's block catalogue: a declared block type without a component does not compile.
 */
export const BLOCKS: Readonly<Record<BlockName, LazyBlock>> = {
  pageHero: lazy(() => import('./page-hero/page-hero.tsx').then((m) => ({ default: m.PageHero }))),
  pageTitle: lazy(() => import('./page-title/page-title.tsx').then((m) => ({ default: m.PageTitle }))),
  pageContent: lazy(() => import('./page-content/page-content.tsx').then((m) => ({ default: m.PageContent }))),
  pageButtons: lazy(() => import('./page-buttons/page-buttons.tsx').then((m) => ({ default: m.PageButtons }))),
  pageImageBanner: lazy(() => import('./page-image-banner/page-image-banner.tsx').then((m) => ({ default: m.PageImageBanner }))),
  pageVideo: lazy(() => import('./page-video/page-video.tsx').then((m) => ({ default: m.PageVideo }))),
  pageTestimonials: lazy(() => import('./page-testimonials/page-testimonials.tsx').then((m) => ({ default: m.PageTestimonials }))),
  pageClients: lazy(() => import('./page-clients/page-clients.tsx').then((m) => ({ default: m.PageClients }))),
  pageUseCases: lazy(() => import('./page-use-cases/page-use-cases.tsx').then((m) => ({ default: m.PageUseCases }))),
  pageContact: lazy(() => import('./page-contact/page-contact.tsx').then((m) => ({ default: m.PageContact }))),
  pageContactCard: lazy(() => import('./page-contact-card/page-contact-card.tsx').then((m) => ({ default: m.PageContactCard }))),
  pageCommunityNumbers: lazy(() => import('./page-community-numbers/page-community-numbers.tsx').then((m) => ({ default: m.PageCommunityNumbers }))),
  pageCustom: lazy(() => import('./page-custom/page-custom.tsx').then((m) => ({ default: m.PageCustom }))),
  pageCharter: lazy(() => import('./page-charter/page-charter.tsx').then((m) => ({ default: m.PageCharter }))),
};

/** Blocks whose first element is a heading: when one opens a page, it carries the page's h1. */
export const HEADING_BLOCKS: ReadonlySet<string> = new Set(BLOCK_NAMES.filter((name) => BLOCK_TYPES[name].hasHeading));

export function findBlock(name: string): LazyBlock | null {
  return isBlockName(name) ? BLOCKS[name] : null;
}
