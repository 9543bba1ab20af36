import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { MAX_PAGE_SIZE } from '../registry/resource.ts';
import { apiRead, blockScreen, pageNumberOf, publishedInFilter, searchOf, yearOf } from './screens.ts';
import type { articlesProps, selectedArticlesProps } from './page-articles.block.ts';

/**
 * The articles blocks' screens (spec, platform §2: "Articles: /:article"). No schema at run time:
 * the web's page shell imports these without zod.
 *
 * A category's list shows its published articles only (an unlisted article is read by its link, a
 * draft by its authors and the administrators, never listed), in the category's order (`position`),
 * newest first within it. The simple and navigation layouts show the whole category (up to the API's
 * page size); the pagination layout a page at a time. Without a layout on the block, the category's
 * own layout decides how they are shown, read a page at a time (the reads cannot wait for the category).
 */

export const MAX_ARTICLES_PER_PAGE = 24;
export const MAX_SELECTED_ARTICLES = 24;
/** The most articles a simple or navigation layout lists (the API's largest page). */
export const MAX_ARTICLES_LISTED = MAX_PAGE_SIZE;

const API = '/api/v1/articles';
const ORDER = 'sort=position,-publishedAt';
/** What a list shows of each article: never its content, which may be long. */
const LIST_FIELDS = 'fields[articles]=title,shortDescription,publishedAt,authorName,externalUrl,image,category&include=image';
const CATEGORY_FIELDS = 'fields[categories]=name,allowContributions,alertText,alertLinkText,alertLinkUrl,defaultLayoutId';

type ListProps = z.output<typeof articlesProps>;
type SelectedProps = z.output<typeof selectedArticlesProps>;

/** The published articles of a category, in its order. */
const categoryArticles = (category: string) => `${API}?filter[category]=${encodeURIComponent(category)}&filter[status]=published&${ORDER}`;

/** The read of a category with what its block shows (name, alert, layout, contributions). */
export const categoryRead = (category: string) => apiRead<ResourceDocument>(`/api/v1/categories/${encodeURIComponent(category)}?${CATEGORY_FIELDS}`);

/** How many articles one read of the list takes: the whole category for a simple or navigation layout set on the block, else a page. */
export const articlesPageSize = (props: Pick<ListProps, 'layout' | 'perPage'>): number => (props.layout === 'simple' || props.layout === 'navigation' ? MAX_ARTICLES_LISTED : props.perPage);

export const articlesScreens = {
  /**
   * The category and a page of its published articles, narrowed by the quick search (`?q=`) and the
   * year (`?year=`); the category's oldest article tells the years to choose from.
   */
  main: blockScreen<ListProps>()({
    query: ['page', 'q', 'year'],
    reads: ({ props, query }) => {
      const search = searchOf(query);
      const filter = `${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}${publishedInFilter(yearOf(query))}`;
      return {
        category: props.category ? categoryRead(props.category) : undefined,
        articles: props.category
          ? apiRead<ResourceCollectionDocument>(`${categoryArticles(props.category)}${filter}&page[size]=${articlesPageSize(props)}&page[number]=${pageNumberOf(query)}&${LIST_FIELDS}`)
          : undefined,
        oldest: props.category
          ? apiRead<ResourceCollectionDocument>(`${API}?filter[category]=${encodeURIComponent(props.category)}&filter[status]=published&sort=publishedAt&page[size]=1&fields[articles]=publishedAt`)
          : undefined,
      };
    },
  }),
  /** One article by id, with its category (the layout) and the titles of the category (its neighbours, the navigation). */
  '/:article': blockScreen<ListProps, '/:article'>()({
    reads: ({ props, params }) => ({
      article: apiRead<ResourceDocument>(`${API}/${encodeURIComponent(params.article)}?include=image`),
      category: props.category ? categoryRead(props.category) : undefined,
      titles: props.category ? apiRead<ResourceCollectionDocument>(`${categoryArticles(props.category)}&page[size]=${MAX_ARTICLES_LISTED}&fields[articles]=title`) : undefined,
    }),
    record: 'article',
  }),
};

export const selectedArticlesScreens = {
  /**
   * The chosen articles (those the reader may read), and the pages holding an articles block: each
   * article opens under the page whose block shows its category (the component matches them).
   */
  main: blockScreen<SelectedProps>()({
    reads: ({ props }) => {
      const chosen = props.articles.length > 0;
      return {
        articles: chosen ? apiRead<ResourceCollectionDocument>(`${API}?filter[id]=${props.articles.map(encodeURIComponent).join(',')}&page[size]=${props.articles.length}&${LIST_FIELDS}`) : undefined,
        pages: chosen
          ? apiRead<ResourceCollectionDocument>('/api/v1/app-page-components?filter[name]=pageArticles&include=page&fields[app-page-components]=name,props,page&fields[app-pages]=path,isDraft&page[size]=50')
          : undefined,
      };
    },
  }),
};
