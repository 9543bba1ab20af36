import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Model } from '../jsonapi.ts';
import { useLocale } from '../i18n/i18n.ts';
import { dataProvider } from './data-provider.ts';
import type { ListParams, ReadParams, WriteValues } from './data-provider.ts';
import { dataKeys, invalidateKinds, isRecordKey } from './query-keys.ts';

/**
 * The screens' hooks over the data provider, for a kind known only at run time (the back office's
 * generic screens): reads cached per kind, writes that invalidate every read of their kind (and of
 * the kinds they name in `alsoInvalidates`, e.g. a page's components). A screen that knows its kind
 * uses the typed hooks of `records.ts`, over these.
 */
export function useAnyList<T = Model>(type: string, params: ListParams = {}, { enabled = true } = {}) {
  const locale = useLocale();
  return useQuery({
    queryKey: dataKeys.list(type, params, locale),
    queryFn: ({ signal }) => dataProvider.getList<T>(type, params, { signal, locale }),
    // A grid keeps its rows while the next page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOne<T = Model>(type: string, id: string | undefined, params: ReadParams = {}) {
  const locale = useLocale();
  return useQuery({
    queryKey: dataKeys.one(type, id ?? '', params, locale),
    queryFn: ({ signal }) => dataProvider.getOne<T>(type, id!, params, { signal, locale }),
    enabled: id !== undefined,
  });
}

interface WriteOptions {
  /** Relationship name → target type, for the linkage of a write. */
  targets?: Readonly<Record<string, string>>;
  /** Other kinds whose reads the write changes. */
  alsoInvalidates?: readonly string[];
}

const invalidate = (queryClient: QueryClient, types: readonly string[]) => invalidateKinds(queryClient, types);

export function useCreate<T = Model>(type: string, { targets = {}, alsoInvalidates = [] }: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WriteValues) => dataProvider.create<T>(type, values, targets),
    onSuccess: () => invalidate(queryClient, [type, ...alsoInvalidates]),
  });
}

export function useUpdate<T = Model>(type: string, { targets = {}, alsoInvalidates = [] }: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: WriteValues }) => dataProvider.update<T>(type, id, values, targets),
    onSuccess: () => invalidate(queryClient, [type, ...alsoInvalidates]),
  });
}

/**
 * After a record is gone for good: every other read of its kind is refreshed, but never the record's
 * own, which would answer 404 (its screen may still be open while the app moves away from it);
 * its reads no screen holds are dropped.
 */
export async function forgetRecord(queryClient: QueryClient, type: string, id: string, alsoInvalidates: readonly string[] = []) {
  queryClient.removeQueries({ queryKey: dataKeys.record(type, id), type: 'inactive' });
  await invalidateKinds(queryClient, [type, ...alsoInvalidates], { except: (key) => isRecordKey(key, type, id) });
}

/**
 * Deletes (to the trash for a soft-deletable kind, which stays readable in it), deletes for good,
 * or restores.
 */
export function useDelete(type: string, { alsoInvalidates = [], isSoftDeletable = false }: Pick<WriteOptions, 'alsoInvalidates'> & { isSoftDeletable?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mode = 'delete' }: { id: string; mode?: 'delete' | 'force' | 'restore' }) =>
      mode === 'restore' ? dataProvider.restore(type, id).then(() => undefined) : mode === 'force' ? dataProvider.forceDelete(type, id) : dataProvider.delete(type, id),
    onSuccess: (_, { id, mode = 'delete' }) => {
      const isGone = mode === 'force' || (mode === 'delete' && !isSoftDeletable);
      return isGone ? forgetRecord(queryClient, type, id, alsoInvalidates) : invalidate(queryClient, [type, ...alsoInvalidates]);
    },
  });
}
