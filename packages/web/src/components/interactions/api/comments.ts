import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import type { ListResult } from '../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../lib/data-layer/query-keys.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import type { Model } from '../../../lib/jsonapi.ts';
import { targetFilter } from './targets.ts';
import type { InteractionTarget } from './targets.ts';

/** Comments are read in pages of this size, oldest first, so an answer always follows its comment. */
export const COMMENTS_PAGE_SIZE = 20;

export interface CommentAuthor extends Model {
  fullName?: string;
  deletedAt?: string | null;
}

export interface CommentModel extends Model {
  content: string;
  /** The author's name as anyone may read it; null for a deleted or missing author. */
  authorName?: string | null;
  authorAvatarUrl?: string | null;
  createdAt: string;
  updatedAt: string;
  author?: CommentAuthor | null;
  parentComment?: Model | null;
}

const threadKey = (target: InteractionTarget, locale: string) => [...dataKeys.lists('comments'), 'thread', target.type, target.id, locale] as const;

/**
 * The target's comments, page after page ("show more"). Their `authorName` names the author to
 * everyone (visitors may not read users, and an include of them would refuse the whole list).
 */
export function useCommentPages(target: InteractionTarget) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: threadKey(target, locale),
    queryFn: ({ pageParam, signal }) =>
      dataProvider.getList<CommentModel>(
        'comments',
        { filter: { commentable: targetFilter(target) }, sort: [{ field: 'createdAt', order: 'asc' }], page: { number: pageParam, size: COMMENTS_PAGE_SIZE } },
        { signal, locale },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: ListResult<CommentModel>) => (last.page.number < last.page.last ? last.page.number + 1 : undefined),
  });
}

/** A change to the comments also changes the target's `commentsCount`. */
const refresh = (queryClient: QueryClient, target: InteractionTarget) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: dataKeys.kind('comments') }), queryClient.invalidateQueries({ queryKey: dataKeys.kind(target.type) })]);

export function useCommentWrites(target: InteractionTarget) {
  const queryClient = useQueryClient();
  const onSuccess = () => refresh(queryClient, target);
  const post = useMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId: string | null }) =>
      dataProvider.create<CommentModel>(
        'comments',
        { attributes: { content }, relationships: { commentable: target.id, ...(parentId ? { parentComment: parentId } : {}) } },
        { commentable: target.type, parentComment: 'comments' },
      ),
    onSuccess,
  });
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => dataProvider.update<CommentModel>('comments', id, { attributes: { content } }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => dataProvider.delete('comments', id), onSuccess });
  return { post, edit, remove };
}
