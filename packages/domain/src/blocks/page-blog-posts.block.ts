import { z } from 'zod';
import { blogPostsScreens, MAX_BLOG_POSTS_PER_PAGE, MAX_SELECTED_BLOG_POSTS, selectedBlogPostsScreens } from './blog-posts.screens.ts';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

export const blogPostsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Posts per page of the list. */
  perPage: z.number().int().min(1).max(MAX_BLOG_POSTS_PER_PAGE).default(9),
});

export const selectedBlogPostsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  /** The ids of the posts shown, in order. */
  posts: z.array(z.string().trim().min(1).max(64)).max(MAX_SELECTED_BLOG_POSTS).default([]),
  /** The path of the page holding the blog, where each post opens (`/blog`); this page when empty. */
  blogPath: z.string().trim().max(255).regex(/^\/[^?#\s]*$/, { message: 'A path of this site, such as /blog.' }).optional(),
});

/** The blog: published posts, newest first, with a quick search; each opens at `{page}/:id` (id or slug). */
export const pageBlogPosts = defineBlock({
  name: 'pageBlogPosts',
  description: 'The blog: published posts, newest first, with a search; each post opens on its own screen.',
  props: blogPostsProps,
  defaults: { title: 'Blog', perPage: 9 },
  screens: blogPostsScreens,
});

/** A few chosen blog posts, in the editor's order. */
export const pageSelectedBlogPosts = defineBlock({
  name: 'pageSelectedBlogPosts',
  description: 'A few chosen blog posts, in the order you pick them.',
  props: selectedBlogPostsProps,
  defaults: { title: '', posts: [] },
  screens: selectedBlogPostsScreens,
});
