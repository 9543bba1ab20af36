import { describe, expect, it } from 'vitest';
import { blockSubRoutes } from './catalogue.ts';
import { BLOCK_DECLARATIONS } from './index.ts';
import { screenReads } from './screens.ts';
import type { BlockScreen } from './screens.ts';

const CATEGORY = '5f0c6f3e-2b1a-4c8e-9d7f-1a2b3c4d5e6f';
const ARTICLE = '0b8c1f1e-6a55-4b8e-9e39-5b0f1c2d3e4f';
const list = BLOCK_DECLARATIONS.pageArticles;
const selected = BLOCK_DECLARATIONS.pageSelectedArticles;
const readsOf = (screen: unknown, props: unknown, query: Record<string, string> = {}, params: Record<string, string> = {}) =>
  screenReads(screen as BlockScreen<never, never>, { props, params, query });

describe('the articles blocks', () => {
  it('check their props, naming the one that is wrong', () => {
    expect(list.props.parse({ category: CATEGORY })).toEqual({ title: '', category: CATEGORY, perPage: 9 });
    for (const wrong of [{ layout: 'grid' }, { perPage: 25 }, { perPage: 0 }, { category: 'x'.repeat(65) }]) {
      expect(list.props.safeParse(wrong).error?.issues.map((issue) => issue.path.join('.'))).toEqual([Object.keys(wrong)[0]]);
    }
    expect(selected.props.safeParse({ articles: Array.from({ length: 25 }, (_, index) => `a${index}`) }).success).toBe(false);
    expect(selected.props.safeParse({ articlesPath: 'articles' }).error?.issues[0]?.path).toEqual(['articlesPath']);
    expect(selected.props.safeParse({ articles: [ARTICLE], articlesPath: '/articles' }).success).toBe(true);
  });

  it('add /:article under their page while the articles are on', () => {
    expect(list.subRoutes).toEqual(['/:article']);
    expect(blockSubRoutes(['pageArticles', 'pageSelectedArticles'], { articles: true })).toEqual(['/:article']);
    expect(blockSubRoutes(['pageArticles'], { articles: false })).toEqual([]);
  });

  it('read the category and a page of its published articles, in its order, narrowed by the search', () => {
    const reads = readsOf(list.screens.main, list.props.parse({ category: CATEGORY, perPage: 6 }), { page: '2', q: 'eye gaze' });
    expect(reads.category).toBe(`/api/v1/categories/${CATEGORY}?fields[categories]=name,allowContributions,alertText,alertLinkText,alertLinkUrl,defaultLayoutId`);
    expect(reads.articles).toContain(`/api/v1/articles?filter[category]=${CATEGORY}&filter[status]=published&sort=position,-publishedAt&filter[search]=eye%20gaze&page[size]=6&page[number]=2&`);
    expect(reads.articles).not.toContain('content');
    expect(list.screens.main.query).toEqual(['page', 'q', 'year']);
  });

  it('read the year asked for (`?year=`, UTC) and the category’s oldest article, which tells the years to offer', () => {
    const props = list.props.parse({ category: CATEGORY, perPage: 6 });
    expect(readsOf(list.screens.main, props, { year: '2025' }).articles).toContain('&filter[published]=2025-01-01,2026-01-01&');
    for (const year of ['', 'last', '1899', '20.5']) expect(readsOf(list.screens.main, props, { year }).articles).not.toContain('filter[published]');
    expect(readsOf(list.screens.main, props).oldest).toBe(`/api/v1/articles?filter[category]=${CATEGORY}&filter[status]=published&sort=publishedAt&page[size]=1&fields[articles]=publishedAt`);
  });

  it('read a whole category for the simple and navigation layouts set on the block', () => {
    for (const layout of ['simple', 'navigation'] as const) expect(readsOf(list.screens.main, list.props.parse({ category: CATEGORY, layout }))['articles']).toContain('page[size]=100&');
    expect(readsOf(list.screens.main, list.props.parse({ category: CATEGORY, layout: 'pagination', perPage: 4 }))['articles']).toContain('page[size]=4&');
  });

  it('read nothing before a category is chosen', () => {
    expect(readsOf(list.screens.main, list.props.parse({}))).toEqual({});
    expect(readsOf(selected.screens.main, selected.props.parse({}))).toEqual({});
  });

  it('read one article by id as the record of its screen, with its category’s titles', () => {
    const screen = list.screens['/:article'];
    expect(screen.record).toBe('article');
    const reads = readsOf(screen, list.props.parse({ category: CATEGORY }), {}, { article: ARTICLE });
    expect(reads.article).toBe(`/api/v1/articles/${ARTICLE}?include=image`);
    expect(reads.titles).toBe(`/api/v1/articles?filter[category]=${CATEGORY}&filter[status]=published&sort=position,-publishedAt&page[size]=100&fields[articles]=title`);
    expect(readsOf(screen, list.props.parse({}), {}, { article: 'a/b' }).article).toBe('/api/v1/articles/a%2Fb?include=image');
  });

  it('read the chosen articles and the pages that show categories', () => {
    const reads = readsOf(selected.screens.main, selected.props.parse({ articles: [ARTICLE, 'other'] }));
    expect(reads.articles).toContain(`/api/v1/articles?filter[id]=${ARTICLE},other&page[size]=2&`);
    expect(reads.pages).toContain('/api/v1/app-page-components?filter[name]=pageArticles&include=page');
  });
});
