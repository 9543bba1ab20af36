import { z } from 'zod';
import { CATEGORY_LAYOUTS } from '../constants/articles.ts';
import { articlesScreens, MAX_ARTICLES_PER_PAGE, MAX_SELECTED_ARTICLES, selectedArticlesScreens } from './articles.screens.ts';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

const id = z.string().trim().min(1).max(64);

export const articlesProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** The id of the article category shown; empty until the editor picks one. */
  category: z.string().trim().max(64).default(''),
  /** How the articles are laid out; the category's own layout when not set. */
  layout: z.enum(CATEGORY_LAYOUTS).optional(),
  /** Articles per page of the pagination layout. */
  perPage: z.number().int().min(1).max(MAX_ARTICLES_PER_PAGE).default(9),
});

export const selectedArticlesProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  /** The ids of the articles shown, in order. */
  articles: z.array(id).max(MAX_SELECTED_ARTICLES).default([]),
  /** The path of a page holding the articles, used when no page shows an article's category (`/articles`). */
  articlesPath: z.string().trim().max(255).regex(/^\/[^?#\s]*$/, { message: 'A path of this site, such as /articles.' }).optional(),
});

/** A category's articles in its layout, with a quick search; each opens at `{page}/:article`. */
export const pageArticles = defineBlock({
  name: 'pageArticles',
  description: 'The articles of a category, in its layout (list, pages or side navigation), with a search; each article opens on its own screen.',
  props: articlesProps,
  defaults: { title: '', category: '', perPage: 9 },
  screens: articlesScreens,
});

/** A few chosen articles, in the editor's order. */
export const pageSelectedArticles = defineBlock({
  name: 'pageSelectedArticles',
  description: 'A few chosen articles, in the order you pick them.',
  props: selectedArticlesProps,
  defaults: { title: '', articles: [] },
  screens: selectedArticlesScreens,
});
