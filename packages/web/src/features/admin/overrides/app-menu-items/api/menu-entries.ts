import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../../../lib/data-layer/query-keys.ts';
import { useLocale } from '../../../../../lib/i18n/i18n.ts';
import type { Model } from '../../../../../lib/jsonapi.ts';

const TYPE = 'app-menu-items';
const PAGE_SIZE = 100;
/** What the editor shows of an entry beyond its attributes: who sees it, and the linked page's path. */
const INCLUDE = ['roles', 'accessLevel', 'page'] as const;

/**
 * Every entry of the site menu, whatever its place, as the back office reads them (every page of
 * the list). Under the kind's key, so any write of an entry refreshes it.
 */
export const menuEntriesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...dataKeys.kind(TYPE), 'editor', locale],
    queryFn: async ({ signal }): Promise<Model[]> => {
      const entries: Model[] = [];
      for (let number = 1; ; number++) {
        const page = await dataProvider.getList(TYPE, { page: { number, size: PAGE_SIZE }, sort: [{ field: 'position', order: 'asc' }], include: INCLUDE }, { signal, locale });
        entries.push(...page.data);
        if (number >= page.page.last) return entries;
      }
    },
  });

export const useMenuEntries = () => useQuery(menuEntriesQueryOptions(useLocale()));
