import { blogPostsScreens, MAX_BLOG_POSTS_PER_PAGE } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD } from '../lists/card-grid.tsx';

type Props = BlockProps<'pageBlogPosts'>;

// The list and a post's screen (with its interactions) each in a chunk of its own: a page
// downloads only the screen it shows (the server preloads it, the boot awaits it before hydrating).
const list = lazyScreen(() => import('./page-blog-posts.main.tsx').then((m) => m.BlogPostList));
const post = lazyScreen(() => import('./page-blog-posts.id.tsx').then((m) => m.BlogPostScreen));

/** The blog block's screens with their data: its list on the page, and at `{page}/:id` the post (spec, platform §2). */
export function BlogPosts(blockProps: Props) {
  return blockProps.screen === '/:id' ? <post.Screen {...blockProps} /> : <list.Screen {...blockProps} />;
}

/** While the list first loads: its heading's room and a page of card placeholders. */
function BlogPostsPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_BLOG_POSTS_PER_PAGE) : 9;
  return <CardListPlaceholder above={LIST_HEAD} count={perPage} />;
}

/** The blog block as the page renders it: it reads its screen's data first. */
export const PageBlogPosts = withScreenData('pageBlogPosts', blogPostsScreens, BlogPosts, BlogPostsPlaceholder, { main: list.preload, '/:id': post.preload });
