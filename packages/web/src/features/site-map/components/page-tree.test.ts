import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../../lib/runtime-environment.ts';
import { pageTree } from './page-tree.ts';

const page = (path: string): PageSummary => ({ id: path, path, title: path, titleLocale: 'en', requiresAuth: false, isDefault: false, roles: [], accessLevelWeight: null, subRoutes: [] });

const shape = (nodes: ReturnType<typeof pageTree>): unknown => nodes.map((node) => (node.children.length ? { [node.page.path]: shape(node.children) } : node.page.path));

describe('the site map’s page hierarchy', () => {
  it('puts a page under the closest page its path starts with, the home page among the others', () => {
    const tree = pageTree(['/legal/terms', '/', '/legal', '/legal/terms/annex', '/legalese', '/about'].map(page));
    expect(shape(tree)).toEqual(['/', '/about', { '/legal': [{ '/legal/terms': ['/legal/terms/annex'] }] }, '/legalese']);
  });

  it('keeps a page whose parent path is no page at the top', () => {
    expect(shape(pageTree([page('/legal/notice'), page('/legal/terms')]))).toEqual(['/legal/notice', '/legal/terms']);
  });
});
