import type { PageSummary } from '../../../lib/runtime-environment.ts';

export interface PageNode {
  page: PageSummary;
  children: PageNode[];
}

const isUnder = (path: string, parent: string) => parent !== '/' && path.startsWith(`${parent}/`);

/**
 * The pages as the site's own hierarchy: a page sits under the page whose path is the longest
 * start of its own (`/legal/terms` under `/legal`); the home page is one page among the others.
 * Siblings in path order.
 */
export function pageTree(pages: readonly PageSummary[]): PageNode[] {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const nodes = new Map(sorted.map((page) => [page.path, { page, children: [] as PageNode[] }]));
  const roots: PageNode[] = [];
  for (const node of nodes.values()) {
    const parent = sorted
      .filter((other) => other.path !== node.page.path && isUnder(node.page.path, other.path))
      .reduce<PageSummary | null>((longest, other) => (!longest || other.path.length > longest.path.length ? other : longest), null);
    (parent ? nodes.get(parent.path)!.children : roots).push(node);
  }
  return roots;
}
