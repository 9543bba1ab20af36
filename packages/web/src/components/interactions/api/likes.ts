import { queryOptions } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import { recordsKey } from '../../../lib/data-layer/query-keys.ts';
import { targetFilter } from './targets.ts';
import type { InteractionTarget } from './targets.ts';

/** The signed-in user's like of the target (its id), or null: one per member and item. */
export const myLikeQueryOptions = (target: InteractionTarget, userId: string) =>
  queryOptions({
    queryKey: recordsKey('likes', 'mine', target.type, target.id, userId),
    queryFn: ({ signal }) =>
      dataProvider
        .getList('likes', { filter: { likable: targetFilter(target), user: userId }, page: { number: 1, size: 1 } }, { signal })
        .then(({ data }) => data[0]?.id ?? null),
  });

export const addLike = (target: InteractionTarget) => dataProvider.create('likes', { relationships: { likable: target.id } }, { likable: target.type }).then((like) => like.id);

export const removeLike = (likeId: string) => dataProvider.delete('likes', likeId);
