import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen, pageNumberOf, publishedInFilter, searchOf, yearOf } from './screens.ts';
import type { blogPostsProps, selectedBlogPostsProps } from './page-blog-posts.block.ts';

/**
 * The blog blocks' screens (spec, platform §2: "Blog posts: /:id (id or slug)"). No schema at run
 * time: the web's page shell imports these without zod.
 */

export const MAX_BLOG_POSTS_PER_PAGE = 24;
export const MAX_SELECTED_BLOG_POSTS = 24;

const API = '/api/v1/blog-posts';
/** What a list shows of each post: never its content, which may be long. */
const LIST_FIELDS = 'fields[blog-posts]=title,slug,shortDescription,publishedAt,authorName,externalUrl,image&include=image';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The read of one post by the `:id` segment, which is its id or its slug. */
export const blogPostRead = (idOrSlug: string) =>
  UUID.test(idOrSlug)
    ? apiRead<ResourceDocument>(`${API}/${encodeURIComponent(idOrSlug)}?include=image`)
    : apiRead<ResourceCollectionDocument>(`${API}?filter[slug]=${encodeURIComponent(idOrSlug)}&include=image&page[size]=1`);

type ListProps = z.output<typeof blogPostsProps>;
type SelectedProps = z.output<typeof selectedBlogPostsProps>;

export const blogPostsScreens = {
  /**
   * Published posts, newest first, a page at a time, narrowed by the quick search (`?q=`) and the
   * year (`?year=`); the oldest post tells the years to choose from.
   */
  main: blockScreen<ListProps>()({
    query: ['page', 'q', 'year'],
    reads: ({ props, query }) => {
      const search = searchOf(query);
      const filter = `${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}${publishedInFilter(yearOf(query))}`;
      return {
        posts: apiRead<ResourceCollectionDocument>(`${API}?sort=-publishedAt${filter}&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${LIST_FIELDS}`),
        oldest: apiRead<ResourceCollectionDocument>(`${API}?sort=publishedAt&page[size]=1&fields[blog-posts]=publishedAt`),
      };
    },
  }),
  /** One post: by id or slug. */
  '/:id': blockScreen<ListProps, '/:id'>()({
    reads: ({ params }) => ({ post: blogPostRead(params.id) }),
    record: 'post',
  }),
};

export const selectedBlogPostsScreens = {
  /** The chosen posts (those the reader may read), in the editor's order (the component orders them). */
  main: blockScreen<SelectedProps>()({
    reads: ({ props }) => ({
      posts:
        props.posts.length === 0
          ? undefined
          : apiRead<ResourceCollectionDocument>(`${API}?filter[id]=${props.posts.map(encodeURIComponent).join(',')}&page[size]=${props.posts.length}&${LIST_FIELDS}`),
    }),
  }),
};
