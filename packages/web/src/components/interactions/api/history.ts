import { queryOptions } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../lib/data-layer/query-keys.ts';
import type { Model } from '../../../lib/jsonapi.ts';
import { targetFilter } from './targets.ts';
import type { InteractionTarget } from './targets.ts';

/** The latest actions shown; older ones are counted, not listed. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryActionModel extends Model {
  createdAt: string;
  /** Who acted, as anyone may read it; null for a deleted or missing author. */
  authorName?: string | null;
  /** `creation` or `updates` (history-action-types). */
  actionType?: Model | null;
}

/**
 * The item's history, newest first, as the signed-in reader may read it: its authors and the
 * administrators read it, anyone else gets none (an empty list, or 404 for a kind they may not
 * list). Read again each time it is shown, since the item's own writes add to it.
 */
export const itemHistoryQueryOptions = (target: InteractionTarget, userId: string) =>
  queryOptions({
    queryKey: [...dataKeys.lists('history-actions'), 'item', target.type, target.id, userId],
    queryFn: ({ signal }) =>
      dataProvider.getList<HistoryActionModel>(
        'history-actions',
        { filter: { item: targetFilter(target) }, sort: [{ field: 'createdAt', order: 'desc' }], page: { number: 1, size: HISTORY_PAGE_SIZE } },
        { signal },
      ),
    staleTime: 0,
    retry: false,
  });
