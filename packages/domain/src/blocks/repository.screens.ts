import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { repositoryItemsUrl, repositoryListStateOf } from '../rules/repository-listing.ts';
import { apiRead, blockScreen } from './screens.ts';
import type { repositoryProps, repositorySearchProps } from './page-repository.block.ts';

/**
 * The repository blocks' screens (spec, platform §2: "Repository: /items redirects to the page path;
 * /items/:item redirects to /:item; /:item; /organizations/:organization only when organizations,
 * user-organizations and author-organization are all on; query category"). No schema at run time.
 *
 * The page lists the categories (picture, name, count) and a page of items, newest or most liked
 * first, narrowed by `?category=`, `?tag=` and the words of `?q=` (titles and descriptions); an
 * item's screen reads it whole with its files; an organization's screen lists its items.
 */

export const MAX_REPOSITORY_ITEMS_PER_PAGE = 48;
/** Every category is read at once: a repository has a handful of them. */
export const MAX_REPOSITORY_CATEGORIES = 50;
/** The tags offered as a filter. */
export const MAX_REPOSITORY_TAGS = 100;

const ITEMS = '/api/v1/repository-items';
const LIST_QUERY = ['category', 'tag', 'q', 'sort', 'page'] as const;

/** Everything an item's screen shows: its texts, pictures, configurations, attachments with their files, tags, categories and external links. */
export const REPOSITORY_ITEM_INCLUDE = 'include=image,additionalImages,lcDefaultConfig,lcDefaultMobileConfig,tags,categories,attachments.file,externalInteractions,organization';

type Props = z.output<typeof repositoryProps>;
type SearchProps = z.output<typeof repositorySearchProps>;

/** The categories with their pictures and counts, in their order. */
export const repositoryCategoriesRead = () =>
  apiRead<ResourceCollectionDocument>(`/api/v1/repository-categories?sort=createdAt&page[size]=${MAX_REPOSITORY_CATEGORIES}&fields[repository-categories]=name,shortDescription,repositoryItemsCount,image&include=image&fields[files]=url,previewUrl`);

/** The tags a reader may narrow the list to, by name. */
export const repositoryTagsRead = () => apiRead<ResourceCollectionDocument>(`/api/v1/tags?sort=name&page[size]=${MAX_REPOSITORY_TAGS}&fields[tags]=name`);

/** One item, whole. */
export const repositoryItemRead = (id: string) => apiRead<ResourceDocument>(`${ITEMS}/${encodeURIComponent(id)}?${REPOSITORY_ITEM_INCLUDE}`);

export const repositoryScreens = {
  /** The categories, the tags and a page of items as the address narrows them. */
  main: blockScreen<Props>()({
    query: LIST_QUERY,
    reads: ({ props, query }) => ({
      categories: repositoryCategoriesRead(),
      tags: repositoryTagsRead(),
      items: apiRead<ResourceCollectionDocument>(repositoryItemsUrl(repositoryListStateOf(query), props.perPage)),
    }),
  }),
  /** The old list address: the page itself. */
  '/items': blockScreen<Props, '/items'>()({ reads: () => ({}), redirect: () => '' }),
  /** An item's old address: its screen under the page. */
  '/items/:item': blockScreen<Props, '/items/:item'>()({ reads: () => ({}), redirect: ({ item }) => `/${encodeURIComponent(item)}` }),
  /** One item with everything it shows. */
  '/:item': blockScreen<Props, '/:item'>()({
    reads: ({ params }) => ({ item: repositoryItemRead(params.item) }),
    record: 'item',
  }),
  /** An organization's items (its name, then its items as the list shows them). */
  '/organizations/:organization': blockScreen<Props, '/organizations/:organization'>()({
    query: ['page', 'sort'],
    reads: ({ props, params, query }) => ({
      organization: apiRead<ResourceDocument>(`/api/v1/organizations/${encodeURIComponent(params.organization)}?fields[organizations]=name,unitName,shortDescription,slug,repositoryItemsCount`),
      items: apiRead<ResourceCollectionDocument>(repositoryItemsUrl(repositoryListStateOf(query), props.perPage, params.organization)),
    }),
    record: 'organization',
  }),
};

export const repositorySearchScreens = {
  /** The categories, each a way into the repository page, and the pages holding a repository block (where a search goes). */
  main: blockScreen<SearchProps>()({
    reads: () => ({
      categories: repositoryCategoriesRead(),
      pages: apiRead<ResourceCollectionDocument>('/api/v1/app-page-components?filter[name]=pageRepository&include=page&fields[app-page-components]=name,page&fields[app-pages]=path,isDraft&page[size]=10'),
    }),
  }),
};
