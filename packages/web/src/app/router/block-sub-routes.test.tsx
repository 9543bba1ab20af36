import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceCollectionDocument, ResourceDocument } from '@relais/domain';
import { App } from '../app.tsx';
import type { BlockProps } from '../../blocks/block-types.ts';
import { BlogPostList } from '../../blocks/page-blog-posts/page-blog-posts.main.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { component, featuresOn, messages, pageDocument } from '../../test/fixtures.ts';
import { mockApi, serveEnvironmentChanges } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';

const POST_ID = '0b8c1f1e-6a55-4b8e-9e39-5b0f1c2d3e4f';
const post = (id: string, title: string, slug: string) => ({
  type: 'blog-posts',
  id,
  attributes: { title, slug, shortDescription: `About ${title}`, content: `<p>All about ${title}.</p>`, publishedAt: '2026-03-02T10:00:00Z', externalUrl: null },
  relationships: { image: { data: null } },
});
const list = (posts: ReturnType<typeof post>[], lastPage = 1) => ({ data: posts, meta: { page: { total: posts.length, lastPage } }, jsonapi: { version: '1.1' } });

const blogPage = pageDocument('blog', 'Blog', [
  component('intro', 'pageTitle', 0, { title: 'Our news', align: 'left', size: 'normal', reverse: false }),
  component('posts', 'pageBlogPosts', 1, { title: 'Latest posts', perPage: 2 }),
]);
const blogSummary = { id: 'blog', path: '/blog', title: 'Blog', titleLocale: 'en', requiresAuth: false, isDefault: false, roles: [], accessLevelWeight: null };

let requests: ReturnType<typeof mockApi>;
let posts: Record<string, unknown>;
let exists: boolean;

/** The app's answers, and the blog's: a post by slug or id, the list, whether a post exists at all. */
function serveBlog({ featureOn = true } = {}) {
  requests = mockApi({ blog: blogPage });
  serveEnvironmentChanges({ features: featuresOn({ blogPosts: featureOn }), pages: [{ ...blogSummary, subRoutes: featureOn ? ['/:id'] : [] }] });
  const app = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const answer = Object.entries(posts).find(([prefix]) => input.startsWith(prefix))?.[1];
      if (input.startsWith('/api/v1/services/publishables/')) return new Response(JSON.stringify({ data: { exists } }), { status: 200 });
      if (!input.startsWith('/api/v1/blog-posts')) return app(input, init);
      requests.push({ url: input, method: 'GET', headers: new Headers(init?.headers) });
      if (typeof answer === 'number') return new Response(JSON.stringify({ errors: [{ status: String(answer), title: 'Not found' }] }), { status: answer });
      return new Response(JSON.stringify(answer ?? list([])), { status: 200 });
    }),
  );
}

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App />);
  await screen.findByRole('main');
  return user;
}

beforeEach(async () => {
  Object.assign(messages.en, {
    blog: { backToList: 'Back to the blog', searchLabel: 'Search the blog', search: 'Search', empty: 'No post yet.', publishedOn: 'Published on {{date}}', pagination: 'Pages of the blog', nextPage: 'Older posts', previousPage: 'Newer posts', pageOf: 'Page {{page}} of {{count}}' },
    contributions: { writePost: 'Write a post' },
  });
  posts = {
    '/api/v1/blog-posts?sort=-publishedAt': list([post('p1', 'Eye gaze at school', 'eye-gaze'), post('p2', 'Switch access', 'switch-access')], 3),
    '/api/v1/blog-posts?filter[slug]=eye-gaze&': list([post('p1', 'Eye gaze at school', 'eye-gaze')]),
  };
  exists = false;
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('sub-routes added by a page’s blocks', () => {
  it('shows the list the blog block declares on the page, each post linking under the page’s path', async () => {
    serveBlog();
    await renderAt('/blog?page=2&utm_source=mail');
    const list = await screen.findByRole('link', { name: 'Eye gaze at school' });
    expect(list).toHaveAttribute('href', '/blog/eye-gaze');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our news');
    expect(screen.getByRole('heading', { name: 'Latest posts' }).tagName).toBe('H2');
    // The declared read: newest first, the block's page size, the address's page; nothing else of the query.
    const read = requests.find((request) => request.url.startsWith('/api/v1/blog-posts'))!.url;
    expect(read).toContain('sort=-publishedAt&page[size]=2&page[number]=2&');
    expect(read).not.toContain('utm');
    expect(within(screen.getByRole('navigation', { name: 'Pages of the blog' })).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('offers "Write a post" only when the list’s answer lets the reader create posts', async () => {
    serveBlog();
    await renderAt('/blog');
    await screen.findByRole('link', { name: 'Eye gaze at school' });
    expect(screen.queryByRole('link', { name: 'Write a post' })).not.toBeInTheDocument();
    cleanup();

    posts['/api/v1/blog-posts?sort=-publishedAt'] = { ...list([post('p1', 'Eye gaze at school', 'eye-gaze')]), meta: { page: { total: 1, lastPage: 1 }, permissions: { create: true } } };
    serveBlog();
    await renderAt('/blog?page=3');
    expect(await screen.findByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/account/contributions/blog-posts/new');
  });

  it('opens a post at /blog/:slug: its screen alone, titled by the post, with the way back', async () => {
    serveBlog();
    const user = await renderAt('/blog/eye-gaze');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eye gaze at school' })).toBeInTheDocument();
    expect(screen.getByText('All about Eye gaze at school.')).toBeInTheDocument();
    // The page's other blocks are not shown on a sub-route.
    expect(screen.queryByRole('heading', { name: 'Our news' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Relais - Eye gaze at school'));
    await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
    expect(await screen.findByRole('heading', { name: 'Our news' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/blog');
  });

  it('leaves a deeper path under the page not found, keeping its address', async () => {
    serveBlog();
    await renderAt('/blog/eye-gaze/comments');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/blog/eye-gaze/comments');
  });

  it('has no sub-route and no block while the block’s feature is off', async () => {
    serveBlog({ featureOn: false });
    await renderAt('/blog/eye-gaze');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/blog');
    render(<App />);
    expect(await screen.findAllByRole('heading', { name: 'Our news' })).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Latest posts' })).toBeNull();
    expect(requests.some((request) => request.url.startsWith('/api/v1/blog-posts'))).toBe(false);
  });

  it('tells a missing post (not found) from one the reader may not read (unauthorized)', async () => {
    serveBlog();
    posts[`/api/v1/blog-posts/${POST_ID}`] = 404;
    await renderAt('/blog/no-such-post');
    await waitFor(() => expect(window.location.pathname).toBe('/errors/not-found'));
    exists = true;
    window.history.replaceState(null, '', `/blog/${POST_ID}`);
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/errors/unauthorized'));
  });
});

describe('typed block props', () => {
  it('derive the props, the route params and the screen’s data from the declaration', async () => {
    type Detail = Extract<BlockProps<'pageBlogPosts'>, { screen: '/:id' }>;
    expectTypeOf<Detail['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Detail['data']['post']>().toEqualTypeOf<ResourceDocument | ResourceCollectionDocument>();
    expectTypeOf<BlockProps<'pageBlogPosts'>['props']['perPage']>().toEqualTypeOf<number>();
    const data = { posts: list([post('p1', 'Talking mats', 'talking-mats')]) as unknown as ResourceCollectionDocument, oldest: list([]) as unknown as ResourceCollectionDocument };
    await renderBooted(<BlogPostList screen="main" params={{}} data={data} props={{ title: 'Blog', perPage: 9 }} headingLevel={2} page={{ path: '/news', title: 'News' }} />, {
      environment: { features: featuresOn({ blogPosts: true }) },
    });
    expect(screen.getByRole('heading', { name: 'Blog' }).tagName).toBe('H2');
    expect(screen.getByRole('link', { name: 'Talking mats' })).toHaveAttribute('href', '/news/talking-mats');
    expect(screen.getByRole('search', { name: 'Search the blog' })).toBeInTheDocument();
  });
});
