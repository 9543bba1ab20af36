import type { QueryClient } from '@tanstack/react-query';
import type { ListParams, ReadParams } from './data-provider.ts';
import { API_BASE } from './api-base.ts';

/** The first element of every key that holds records of the registry's kinds. */
export const RECORDS_KEY = 'records';

/**
 * The one key convention of records: `['records', type, …]`, so one write invalidates everything
 * read of its kind, whichever screen (back office, block, account) read it. The reading language is
 * part of each key that reads translatable values.
 */
export const recordsKey = <const Rest extends readonly unknown[]>(type: string, ...rest: Rest) => [RECORDS_KEY, type, ...rest] as const;

/** The keys the data hooks use, all made by `recordsKey`. */
export const dataKeys = {
  kind: (type: string) => recordsKey(type),
  lists: (type: string) => recordsKey(type, 'list'),
  list: (type: string, params: ListParams, locale: string) => recordsKey(type, 'list', params, locale),
  /** Every read of one record (any parameters, any language). */
  record: (type: string, id: string) => recordsKey(type, 'one', id),
  one: (type: string, id: string, params: ReadParams = {}, locale = '') => recordsKey(type, 'one', id, params, locale),
};

/** Whether a key is a read of one record: `['records', type, 'one', id, …]`. */
export const isRecordKey = (key: readonly unknown[], type: string, id: string) => key[0] === RECORDS_KEY && key[1] === type && key[2] === 'one' && key[3] === id;

/**
 * Whether a URL of the generic API reads a kind (`/api/v1/blog-posts?…`, `/api/v1/blog-posts/{id}`):
 * block screens key their reads by URL (`['block-data', …urls]`), and a write of the kind must
 * refresh them too.
 */
export function readsKind(url: unknown, type: string): boolean {
  if (typeof url !== 'string') return false;
  const prefix = `${API_BASE}/${type}`;
  return url.startsWith(prefix) && (url.length === prefix.length || '/?'.includes(url.charAt(prefix.length)));
}

const BLOCK_DATA_KEY = 'block-data';

/**
 * Refreshes every read of the kinds: their records' keys, and the block screens that read them
 * (`['block-data', locale, …urls]`). The answers a server-drawn document carried for a screen
 * (`['block-data', url, locale]`) are dropped, so a screen drawn again never starts from them.
 * `except` keeps some records' reads as they are (a record deleted for good would answer 404).
 */
export async function invalidateKinds(queryClient: QueryClient, types: readonly string[], { except }: { except?: (key: readonly unknown[]) => boolean } = {}): Promise<void> {
  const kinds = [...new Set(types)];
  const isRead = (url: unknown) => kinds.some((type) => readsKind(url, type));
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === BLOCK_DATA_KEY && isRead(queryKey[1]) });
  await Promise.all([
    ...kinds.map((type) => queryClient.invalidateQueries({ queryKey: recordsKey(type), ...(except ? { predicate: (query) => !except(query.queryKey) } : {}) })),
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === BLOCK_DATA_KEY && queryKey.slice(2).some(isRead) }),
  ]);
}
