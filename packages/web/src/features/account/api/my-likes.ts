import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockName } from '@relais/domain';
import { subRoutePath } from '@relais/domain';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../lib/data-layer/query-keys.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import type { Model } from '../../../lib/jsonapi.ts';

/** Likes are listed in pages of this size, newest first. */
export const LIKES_PAGE_SIZE = 20;

export interface LikeModel extends Model {
  createdAt: string;
  /** The liked item, when the reader may still read it (deleted or hidden items come without). */
  likable?: (Model & { title?: unknown }) | null;
}

/** The member's likes (the server gives a member theirs alone), with the items they are about. */
export function useMyLikes(userId: string, page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...dataKeys.lists('likes'), 'account', userId, page, locale],
    queryFn: ({ signal }) =>
      dataProvider.getList<LikeModel>(
        'likes',
        { filter: { user: userId }, include: ['likable'], sort: [{ field: 'createdAt', order: 'desc' }], page: { number: page, size: LIKES_PAGE_SIZE } },
        { signal, locale },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Takes a like back; the likes and the item's `likesCount` are read again. */
export function useUnlike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: LikeModel) => dataProvider.delete('likes', like.id),
    onSuccess: (_, like) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: dataKeys.kind('likes') }), like.likable && queryClient.invalidateQueries({ queryKey: dataKeys.kind(like.likable.type) })]),
  });
}

/**
 * Kinds whose records have a public page: the block that lists them and its sub-route for one
 * record (domain/blocks). A record's page is that sub-route under the first published page holding
 * the block; kinds without one (or whose block no page holds) are named, not linked.
 */
const RECORD_ROUTES: Readonly<Record<string, { block: BlockName; pattern: string }>> = {
  'blog-posts': { block: 'pageBlogPosts', pattern: '/:id' },
  'calendar-events': { block: 'pageCalendar', pattern: '/:id' },
  /** An issued badge's page (the member's badges, `/account/profile/open-badges`). */
  'open-badge-assertions': { block: 'pageOpenBadges', pattern: '/assertions/:id' },
};

interface PlacedBlock extends Model {
  name: string;
  page?: (Model & { path?: string; isDraft?: boolean }) | null;
}

const recordPathsOptions = () =>
  queryOptions({
    queryKey: [...dataKeys.lists('app-page-components'), 'record-routes'],
    queryFn: async ({ signal }) => {
      const blocks = [...new Set(Object.values(RECORD_ROUTES).map((route) => route.block))];
      const { data } = await dataProvider.getList<PlacedBlock>(
        'app-page-components',
        { filter: { name: blocks }, include: ['page'], fields: { 'app-page-components': ['name', 'page'], 'app-pages': ['path', 'isDraft'] }, page: { number: 1, size: 50 } },
        { signal },
      );
      const pathOfBlock = new Map<string, string>();
      for (const block of data) if (block.page?.path && block.page.isDraft !== true && !pathOfBlock.has(block.name)) pathOfBlock.set(block.name, block.page.path);
      return Object.fromEntries(Object.entries(RECORD_ROUTES).flatMap(([type, route]) => (pathOfBlock.has(route.block) ? [[type, subRoutePath(pathOfBlock.get(route.block)!, route.pattern)]] : [])));
    },
  });

/** The public address of a record, or null when its kind has none on this site (yet). */
export function useRecordPaths(): (item: Model) => string | null {
  const { data } = useQuery(recordPathsOptions());
  return (item) => {
    const pattern = data?.[item.type];
    return pattern ? pattern.replace(':id', encodeURIComponent(item.id)) : null;
  };
}
