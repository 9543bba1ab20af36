import type { ResourceDefinition } from '@relais/domain';
import type { ListParams, SortOrder } from '../data-layer/data-provider.ts';

/**
 * An index screen's state, kept in the URL so that a grid can be bookmarked, shared and found again
 * with the back button: `?page=2&size=25&sort=-name&q=lab&filter.country=FR&trashed=with&columns=name,slug`.
 * What the URL says is checked against the declaration: an undeclared filter or sort is dropped, so
 * an edited URL never makes the list call fail.
 */
export interface GridState {
  /** 1-based. */
  page: number;
  size: number;
  sort: { field: string; order: SortOrder }[];
  /** Declared filters (other than the quick search) by name. */
  filter: Record<string, string>;
  /** The quick search, through the kind's `search` filter. */
  search: string;
  /** Soft-deleted rows too, or only them (administrators). */
  trashed: 'with' | 'only' | null;
  /** Columns chosen by the user; null for the kind's default choice. */
  columns: string[] | null;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_GRID_SIZE = 25;
const SEARCH_FILTER = 'search';
const FILTER_PREFIX = 'filter.';

/** Whether the kind has a quick search: a declared `search` filter. */
export const hasQuickSearch = (resource: ResourceDefinition) => resource.filters[SEARCH_FILTER]?.kind === 'search';

/** The declared filters the grid offers as fields (the quick search aside). */
export const gridFilters = (resource: ResourceDefinition) => Object.entries(resource.filters).filter(([name]) => name !== SEARCH_FILTER);

const defaultSort = (resource: ResourceDefinition) =>
  resource.defaultSort.map((field) => (field.startsWith('-') ? { field: field.slice(1), order: 'desc' as const } : { field, order: 'asc' as const }));

export function readGridState(search: string | URLSearchParams, resource: ResourceDefinition): GridState {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '', 10) || 1);
  const requestedSize = Number.parseInt(query.get('size') ?? '', 10);
  const size = (PAGE_SIZES as readonly number[]).includes(requestedSize) && requestedSize <= resource.maxPageSize ? requestedSize : Math.min(DEFAULT_GRID_SIZE, resource.maxPageSize);
  const sort = (query.get('sort') ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => (entry.startsWith('-') ? { field: entry.slice(1), order: 'desc' as const } : { field: entry, order: 'asc' as const }))
    .filter(({ field }) => resource.sortable.includes(field));
  const filter: Record<string, string> = {};
  for (const [key, value] of query) {
    const name = key.startsWith(FILTER_PREFIX) ? key.slice(FILTER_PREFIX.length) : null;
    if (name && name !== SEARCH_FILTER && resource.filters[name] && value !== '') filter[name] = value;
  }
  const trashed = resource.softDelete && (query.get('trashed') === 'with' || query.get('trashed') === 'only') ? (query.get('trashed') as 'with' | 'only') : null;
  const columns = query.get('columns');
  return {
    page,
    size,
    sort: sort.length ? sort : defaultSort(resource),
    filter,
    search: hasQuickSearch(resource) ? (query.get('q') ?? '') : '',
    trashed,
    columns: columns === null ? null : columns.split(',').filter(Boolean),
  };
}

/** The URL query of a state, leaving out what is default (`''` when all is). */
export function gridSearch(state: Partial<GridState>): string {
  const query = new URLSearchParams();
  if (state.page && state.page > 1) query.set('page', String(state.page));
  if (state.size && state.size !== DEFAULT_GRID_SIZE) query.set('size', String(state.size));
  if (state.sort?.length) query.set('sort', state.sort.map(({ field, order }) => (order === 'desc' ? `-${field}` : field)).join(','));
  if (state.search) query.set('q', state.search);
  for (const [name, value] of Object.entries(state.filter ?? {})) if (value !== '') query.set(`${FILTER_PREFIX}${name}`, value);
  if (state.trashed) query.set('trashed', state.trashed);
  if (state.columns) query.set('columns', state.columns.join(','));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The list call of a state. */
export function listParamsOf(state: GridState, include: readonly string[] = [], fields: Readonly<Record<string, readonly string[]>> = {}): ListParams {
  return {
    page: { number: state.page, size: state.size },
    sort: state.sort,
    filter: { ...state.filter, ...(state.search ? { [SEARCH_FILTER]: state.search } : {}) },
    ...(state.trashed ? { trashed: state.trashed } : {}),
    ...(include.length ? { include } : {}),
    ...(Object.keys(fields).length ? { fields } : {}),
  };
}
