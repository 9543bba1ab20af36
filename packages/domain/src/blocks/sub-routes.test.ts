import { describe, expect, expectTypeOf, it } from 'vitest';
import { BLOCK_SCREENS, blockScreenOf } from './block-screens.ts';
import { blockOfSubRoute, blockSubRoutes, BLOCK_NAMES, BLOCK_TYPES } from './catalogue.ts';
import { BLOCK_DECLARATIONS } from './index.ts';
import { queryString, screenQuery, screenReads } from './screens.ts';
import type { ScreenData } from './screens.ts';
import { matchSubRoute, subRoutePath } from './sub-routes.ts';
import type { RouteParams } from './sub-routes.ts';

describe('sub-routes of block types', () => {
  it('type the params a pattern names', () => {
    expectTypeOf<RouteParams<'/:id'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteParams<'/:subject/messages/:message'>>().toEqualTypeOf<{ subject: string; message: string }>();
    expectTypeOf<keyof RouteParams<'/compare'>>().toEqualTypeOf<never>();
    // The detail screen's reads get `params.id`; its data is the post document.
    type Detail = ScreenData<(typeof BLOCK_DECLARATIONS.pageBlogPosts.screens)['/:id']>;
    expectTypeOf<keyof Detail>().toEqualTypeOf<'post'>();
  });

  it('match a path under the page, decoding params, the first pattern winning', () => {
    expect(matchSubRoute('/blog', ['/:id'], '/blog/my-first-post')).toEqual({ pattern: '/:id', params: { id: 'my-first-post' } });
    expect(matchSubRoute('/blog', ['/:id'], '/blog/caf%C3%A9/')).toEqual({ pattern: '/:id', params: { id: 'café' } });
    expect(matchSubRoute('/forum', ['/create', '/:id', '/:id/update'], '/forum/create')).toEqual({ pattern: '/create', params: {} });
    expect(matchSubRoute('/forum', ['/create', '/:id', '/:id/update'], '/forum/7/update')).toEqual({ pattern: '/:id/update', params: { id: '7' } });
    expect(matchSubRoute('/', ['/:id'], '/hello')).toEqual({ pattern: '/:id', params: { id: 'hello' } });
  });

  it('match nothing for the page itself, another page, a deeper path or a broken escape', () => {
    expect(matchSubRoute('/blog', ['/:id'], '/blog')).toBeNull();
    expect(matchSubRoute('/blog', ['/:id'], '/blogs/x')).toBeNull();
    expect(matchSubRoute('/blog', ['/:id'], '/blog/a/b')).toBeNull();
    expect(matchSubRoute('/blog', ['/:id'], '/blog/%E0%A4%A')).toBeNull();
    expect(matchSubRoute('/blog', [], '/blog/x')).toBeNull();
  });

  it('join a pattern to the page path', () => {
    expect(subRoutePath('/blog', '/:id')).toBe('/blog/:id');
    expect(subRoutePath('/blog/', '/:id')).toBe('/blog/:id');
    expect(subRoutePath('/', '/:id')).toBe('/:id');
  });

  it('are added only while the block type feature is on', () => {
    expect(BLOCK_TYPES.pageBlogPosts.subRoutes).toEqual(['/:id']);
    expect(blockSubRoutes(['pageTitle', 'pageBlogPosts', 'nope'], { blogPosts: true })).toEqual(['/:id']);
    expect(blockSubRoutes(['pageTitle', 'pageBlogPosts'], { blogPosts: false })).toEqual([]);
    expect(blockOfSubRoute(['pageTitle', 'pageBlogPosts'], '/:id', { blogPosts: true })).toBe('pageBlogPosts');
    expect(blockOfSubRoute(['pageBlogPosts'], '/:id', { blogPosts: false })).toBeNull();
  });

  it('each have a screen in the declaration, the same the shell reads without zod', () => {
    for (const name of BLOCK_NAMES) {
      const { screens, subRoutes } = BLOCK_DECLARATIONS[name];
      expect(screens ?? undefined).toBe(BLOCK_SCREENS[name]);
      for (const pattern of subRoutes) expect(blockScreenOf(name, pattern), `${name} ${pattern}`).toBeDefined();
      for (const screen of Object.values(screens ?? {})) {
        if (screen?.record) expect(Object.keys(screen.reads({ props: BLOCK_DECLARATIONS[name].props.parse(BLOCK_DECLARATIONS[name].defaults), params: { id: 'x' }, query: {} } as never))).toContain(screen.record);
      }
    }
  });
});

describe('screen reads', () => {
  const list = blockScreenOf('pageBlogPosts', 'main');
  const detail = blockScreenOf('pageBlogPosts', '/:id');
  const props = BLOCK_DECLARATIONS.pageBlogPosts.props.parse({ perPage: 5 });

  it('read the list newest first, a page at a time, with the quick search', () => {
    const query = screenQuery(list, '?utm_source=mail&q=switch+access&page=2');
    expect(query).toEqual({ page: '2', q: 'switch access' });
    expect(queryString(query)).toBe('?page=2&q=switch%20access');
    const { posts } = screenReads(list, { props, params: {}, query });
    expect(posts).toMatch(/^\/api\/v1\/blog-posts\?sort=-publishedAt&filter\[search\]=switch%20access&page\[size\]=5&page\[number\]=2&/);
    expect(screenReads(list, { props, params: {}, query: { page: '-3' } }).posts).toContain('page[number]=1&');
  });

  it('read one post by id, else by slug', () => {
    const id = '0b8c1f1e-6a55-4b8e-9e39-5b0f1c2d3e4f';
    expect(screenReads(detail, { props, params: { id }, query: {} })).toEqual({ post: `/api/v1/blog-posts/${id}?include=image` });
    expect(screenReads(detail, { props, params: { id: 'eye-gaze' }, query: {} })).toEqual({ post: '/api/v1/blog-posts?filter[slug]=eye-gaze&include=image&page[size]=1' });
  });

  it('make no read for a selection of no posts', () => {
    const selected = blockScreenOf('pageSelectedBlogPosts', 'main');
    expect(screenReads(selected, { props: { title: '', posts: [] }, params: {}, query: {} })).toEqual({});
    expect(screenReads(selected, { props: { title: '', posts: ['a', 'b'] }, params: {}, query: {} }).posts).toContain('filter[id]=a,b&page[size]=2');
  });
});
