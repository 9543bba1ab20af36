import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addLike, myLikeQueryOptions, removeLike } from './api/likes.ts';
import type { InteractionTarget } from './api/targets.ts';
import { useMember } from './use-member.ts';

/**
 * A member's like of an item, shown at once (optimistic) and taken back if the server refuses.
 * One request at a time: a click while one is on its way is ignored, so the count never drifts.
 * `count` is the item's `likesCount`; the change made here is kept until the item brings a new one.
 */
export function useLike({ target, count }: { target: InteractionTarget; count: number }) {
  const queryClient = useQueryClient();
  const { userId } = useMember();
  const options = myLikeQueryOptions(target, userId ?? '');
  const mine = useQuery({ ...options, enabled: userId !== null });
  const [change, setChange] = useState({ base: count, delta: 0 });
  const [pending, setPending] = useState<{ isLiked: boolean } | null>(null);
  const inFlight = useRef(false);
  if (change.base !== count) setChange({ base: count, delta: 0 });

  const likeId = mine.data ?? null;
  const isLiked = pending?.isLiked ?? likeId !== null;

  async function toggle(): Promise<boolean> {
    if (inFlight.current || userId === null || mine.isPending) return false;
    inFlight.current = true;
    const next = !isLiked;
    const step = next ? 1 : -1;
    setPending({ isLiked: next });
    setChange((current) => ({ ...current, delta: current.delta + step }));
    try {
      const id = next ? await addLike(target) : (await removeLike(likeId!), null);
      queryClient.setQueryData(options.queryKey, id);
      return true;
    } catch (error) {
      setChange((current) => ({ ...current, delta: current.delta - step }));
      throw error;
    } finally {
      setPending(null);
      inFlight.current = false;
    }
  }

  return { isLiked, count: Math.max(0, count + (change.base === count ? change.delta : 0)), isBusy: pending !== null, isReady: userId === null || !mine.isPending, toggle };
}
