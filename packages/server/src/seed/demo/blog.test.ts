import { describe, expect, it } from 'vitest';
import { BLOCK_DECLARATIONS } from '@relais/domain';
import { BLOG_POSTS, blogPage } from './blog.ts';
import { DEMO_PAGES } from './index.ts';
import { demoMenu } from './menu.ts';

describe('the demo blog', () => {
  it('puts the blog block on /blog, valid in both languages, linked from the main menu', () => {
    expect(DEMO_PAGES).toContain(blogPage);
    const [block] = blogPage.components;
    expect(block?.name).toBe('pageBlogPosts');
    for (const props of [block!.props.en, block!.props.fr]) expect(BLOCK_DECLARATIONS.pageBlogPosts.props.safeParse(props).success).toBe(true);
    expect(demoMenu.some((item) => item.pagePath === '/blog')).toBe(true);
  });

  it('has at least 8 public posts in English and French, with distinct slugs in the address form', () => {
    const open = BLOG_POSTS.filter((post) => !post.membersOnly);
    expect(open.length).toBeGreaterThanOrEqual(8);
    for (const post of BLOG_POSTS) {
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const text of [post.title, post.shortDescription, post.content]) expect(text.en && text.fr).toBeTruthy();
    }
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(BLOG_POSTS.length);
  });
});
