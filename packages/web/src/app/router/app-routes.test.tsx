import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { DEFAULT_FEATURES, SHELL_ROUTES, SHORT_URL_PATTERN } from '@relais/domain';
import { appRoutes, redirectionTarget } from './app-routes.tsx';

const pathsOf = (routes: RouteObject[]): string[] => routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the route table', () => {
  it('has exactly the shell routes and short URLs the server knows, besides pages, redirections and the not-found fallback', () => {
    // A route with optional segments (`/services/aforms/:form/:token?/:section?`) stands for each of its lengths.
    const expand = (path: string) => {
      const parts = path.split('/');
      const first = parts.findIndex((part) => part.endsWith('?'));
      return first < 0 ? [path] : parts.slice(first - 1).map((_, index) => parts.slice(0, first + index).map((part) => part.replace(/\?$/, '')).join('/'));
    };
    const table = pathsOf(appRoutes({ pages: [], redirections: [], features: DEFAULT_FEATURES })).flatMap(expand);
    expect(table.filter((path) => path !== '*').sort()).toEqual([...SHELL_ROUTES.map((route) => route.pattern), SHORT_URL_PATTERN].sort());
  });
});

describe('a redirection', () => {
  it('keeps the query string and hash the visitor came with, after the target’s own parameters', () => {
    expect(redirectionTarget('/new', { search: '?utm_source=mail&x=1', hash: '#faq' })).toBe('/new?utm_source=mail&x=1#faq');
    expect(redirectionTarget('/new?lang=fr', { search: '?x=1', hash: '' })).toBe('/new?lang=fr&x=1');
    expect(redirectionTarget('/new#top', { search: '', hash: '' })).toBe('/new#top');
    expect(redirectionTarget('https://example.org/a', { search: '?x=1', hash: '#b' })).toBe('https://example.org/a?x=1#b');
    expect(redirectionTarget('/new', { search: '', hash: '' })).toBe('/new');
  });
});
