import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_QUERY_MIN } from '@relais/domain';
import type { SearchAnswer } from '@relais/domain';
import { apiRequest } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';

/** The global search's call (`GET /api/v1/services/search`). */
export function searchUrl(q: string, { types, page = 1, size }: { types?: readonly string[]; page?: number; size?: number } = {}): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (types?.length) params.set('types', types.join(','));
  if (page > 1) params.set('page[number]', String(page));
  if (size) params.set('page[size]', String(size));
  return `/api/v1/services/search?${params.toString()}`;
}

/** Whether words are worth a call (spec: the search runs only when the input is non-empty; one letter matches nearly everything). */
export const isSearchable = (q: string) => q.trim().length >= SEARCH_QUERY_MIN;

/** The results of `q` (nothing asked below `SEARCH_QUERY_MIN` characters), the last answer kept while the next loads. */
export function useSearch(q: string, options: { types?: readonly string[]; page?: number; size?: number } = {}) {
  const locale = useLocale();
  const url = searchUrl(q, options);
  return useQuery({
    queryKey: ['search', locale, url],
    queryFn: ({ signal }) => apiRequest<SearchAnswer>(url, { signal, locale }),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
