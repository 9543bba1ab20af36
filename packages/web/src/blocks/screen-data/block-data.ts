import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { screenQuery, screenReads } from '@relais/domain';
import type { BlockScreen } from '@relais/domain';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { blockDataKey } from '../../lib/block-data-key.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';

export type BlockData =
  | { status: 'loading' }
  | { status: 'ready'; data: Record<string, unknown>; isFetching: boolean }
  /** The screen's record read found nothing (404, no resource, an empty list): its URL. */
  | { status: 'missing'; url: string }
  | { status: 'error'; error: unknown };

const holdsNoRecord = (answer: unknown) => {
  const data = (answer as { data?: unknown } | undefined)?.data;
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
};

/** Stands for the answer of a record read the server answered 404. */
const MISSING = Symbol('missing');

/**
 * The answers of a block screen's reads (domain `blocks/screens.ts`), made from its props, the
 * route's params and the address's query: one query for the screen's reads together, which starts
 * from the answers the document carried when it has them all. A new query (the next page, a search)
 * keeps the previous answers on screen while the new ones load, so the block does not collapse.
 */
export function useBlockData(screen: BlockScreen<never, never> | undefined, props: unknown, params: Record<string, string>, search: string): BlockData {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reads = Object.entries(screenReads(screen, { props, params, query: screenQuery(screen, search) }));
  const record = screen?.record;
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['block-data', locale, ...reads.flat()],
    queryFn: async ({ signal }) =>
      Object.fromEntries(
        await Promise.all(
          reads.map(async ([readName, url]) => {
            try {
              return [readName, await apiRequest<unknown>(url, { locale, signal, silent: [404] })] as const;
            } catch (failure) {
              if (readName === record && failure instanceof ApiError && failure.status === 404) return [readName, MISSING] as const;
              throw failure;
            }
          }),
        ),
      ) as Record<string, unknown>,
    initialData: () => {
      const carried = reads.map(([readName, url]) => [readName, queryClient.getQueryData(blockDataKey(url, locale))] as const);
      return carried.every(([, answer]) => answer !== undefined) ? (Object.fromEntries(carried) as Record<string, unknown>) : undefined;
    },
    placeholderData: keepPreviousData,
  });
  if (error) return { status: 'error', error };
  if (!data) return { status: 'loading' };
  const recordUrl = reads.find(([readName]) => readName === record)?.[1];
  if (recordUrl && !isPlaceholderData && (data[record!] === MISSING || holdsNoRecord(data[record!]))) return { status: 'missing', url: recordUrl };
  return { status: 'ready', data, isFetching };
}
