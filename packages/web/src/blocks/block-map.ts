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
};

/** Blocks whose first element is a heading: when one opens a page, it carries the page's h1. */
export const HEADING_BLOCKS: ReadonlySet<string> = new Set(BLOCK_NAMES.filter((name) => BLOCK_TYPES[name].hasHeading));

export function findBlock(name: string): LazyBlock | null {
  return isBlockName(name) ? BLOCKS[name] : null;
}
