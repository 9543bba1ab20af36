import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { BlockProps } from './block-types.ts';

type LazyBlock = LazyExoticComponent<ComponentType<BlockProps>>;

/**
 * Block type name → component, each in its own chunk so a page downloads only the blocks it shows.
 * Add a block type here and nowhere else.
 */
export const BLOCKS: Readonly<Record<string, LazyBlock>> = {
  pageHero: lazy(() => import('./page-hero/page-hero.tsx').then((m) => ({ default: m.PageHero }))),
  pageTitle: lazy(() => import('./page-title/page-title.tsx').then((m) => ({ default: m.PageTitle }))),
  pageContent: lazy(() => import('./page-content/page-content.tsx').then((m) => ({ default: m.PageContent }))),
  pageButtons: lazy(() => import('./page-buttons/page-buttons.tsx').then((m) => ({ default: m.PageButtons }))),
};

/** Blocks whose first element is a heading: when one opens a page, it carries the page's h1. */
export const HEADING_BLOCKS: ReadonlySet<string> = new Set(['pageHero', 'pageTitle']);

export function findBlock(name: string): LazyBlock | null {
  return Object.hasOwn(BLOCKS, name) ? (BLOCKS[name] ?? null) : null;
}
