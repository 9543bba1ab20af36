/**
 * What a repository list's address asks for (`?category=&tag=&q=&sort=&page=`), and the JSON:API
 * read of `repository-items` it makes. Plain functions, no zod: the repository block's screens
 * (to come) and the server's first screen share them.
 */

export const REPOSITORY_SORTS = ['newest', 'mostLiked'] as const;
export type RepositorySort = (typeof REPOSITORY_SORTS)[number];

/** The JSON:API sort each choice stands for. */
const SORT_PARAM: Readonly<Record<RepositorySort, string>> = { newest: '-createdAt', mostLiked: '-likesCount,-createdAt' };

export interface RepositoryListState {
  category: string | null;
  tag: string | null;
  q: string;
  sort: RepositorySort;
  page: number;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SEARCH = 200;

/** The list's state from the address: only a well-formed id, a known sort and a page from 1 are kept. */
export function repositoryListStateOf(query: Readonly<Record<string, string | undefined>>): RepositoryListState {
  const page = Number(query.page);
  const sort = REPOSITORY_SORTS.find((s) => s === query.sort) ?? 'newest';
  const id = (value: string | undefined) => (value !== undefined && ID.test(value) ? value : null);
  return {
    category: id(query.category),
    tag: id(query.tag),
    q: (query.q ?? '').trim().slice(0, MAX_SEARCH),
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** What a list shows of each item (never its description, which may be long): title, counters, author, picture, categories and tags. */
export const REPOSITORY_LIST_FIELDS =
  'fields[repository-items]=title,likesCount,commentsCount,recordsCount,createdAt,authorName,image,categories,tags&include=image,categories,tags&fields[files]=url,previewUrl&fields[repository-categories]=name&fields[tags]=name';

/** The read of one page of items for a state, newest or most liked first, narrowed by category, tag and words. */
export function repositoryItemsUrl(state: RepositoryListState, perPage: number, organization: string | null = null): string {
  const parts = [`sort=${SORT_PARAM[state.sort]}`, `page[size]=${perPage}`, `page[number]=${state.page}`, REPOSITORY_LIST_FIELDS];
  if (state.category) parts.push(`filter[categories]=${encodeURIComponent(state.category)}`);
  if (state.tag) parts.push(`filter[tags]=${encodeURIComponent(state.tag)}`);
  if (organization) parts.push(`filter[organization]=${encodeURIComponent(organization)}`);
  if (state.q) parts.push(`filter[search]=${encodeURIComponent(state.q)}`);
  return `/api/v1/repository-items?${parts.join('&')}`;
}
