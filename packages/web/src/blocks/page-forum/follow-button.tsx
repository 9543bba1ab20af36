import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createSvgIcon } from '@mui/material/utils';
import { Button } from '../../components/button.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { toastFailure } from '../../components/interactions/failures.ts';
import { ApiError } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { readsKind, recordsKey } from '../../lib/data-layer/query-keys.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/ui-store.ts';

const READERS = 'forum-subject-readers';

/** A member's reading of a subject (the server's `forum-subject-readers`): when they last read it, whether they follow it. */
export interface SubjectReading {
  id: string;
  lastReadAt: string | null;
  isFollowing: boolean;
}

/** Shown while the subject is followed (the toggle's label stays "Follow": its state is `aria-pressed`). */
const FollowedIcon = createSvgIcon(<path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />, 'Check');

const readingKey = (subjectId: string, userId: string | null) => recordsKey(READERS, 'mine', subjectId, userId);

/** The member's reading of the subject (`filter[subject]`: the server answers their own row only), null when they have none; nothing asked without a subject. */
function useReading(subjectId: string | null) {
  const { userId, isMember } = useMember();
  const query = useQuery({
    queryKey: readingKey(subjectId ?? '', userId),
    queryFn: async ({ signal }) => (await dataProvider.getList<SubjectReading>(READERS, { filter: { subject: subjectId ?? '' }, page: { number: 1, size: 1 } }, { signal })).data[0] ?? null,
    enabled: isMember && userId !== null && subjectId !== null,
  });
  return { ...query, userId, isMember };
}

/**
 * Writes the member's reading: an update of their row, or its creation when they have none. A row
 * the server made meanwhile (a message they wrote in another tab) answers 422: it is read and updated.
 */
async function saveReading(subjectId: string, current: SubjectReading | null, attributes: Partial<Pick<SubjectReading, 'lastReadAt' | 'isFollowing'>>): Promise<SubjectReading> {
  if (current) return dataProvider.update<SubjectReading>(READERS, current.id, { attributes });
  try {
    return await dataProvider.create<SubjectReading>(READERS, { attributes, relationships: { subject: subjectId } }, { subject: 'forum-subjects' });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    const [existing] = (await dataProvider.getList<SubjectReading>(READERS, { filter: { subject: subjectId }, page: { number: 1, size: 1 } })).data;
    if (!existing) throw error;
    return dataProvider.update<SubjectReading>(READERS, existing.id, { attributes });
  }
}

/** The subject lists' "new messages" counts are out of date once a subject is read: marked stale, read again when next shown (the open subject keeps its answer). */
const markSubjectListsStale = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'block-data' && queryKey.slice(1).some((url) => readsKind(url, 'forum-subjects')), refetchType: 'none' });

/**
 * Marks the subject read once per opening (its reading's `lastReadAt`, now), for a signed-in
 * validated member; nothing for anyone else. Answers the reading as it was before: its `lastReadAt`
 * tells what was new on arriving. Null (no subject to show): nothing.
 */
export function useMarkRead(subjectId: string | null) {
  const queryClient = useQueryClient();
  const reading = useReading(subjectId);
  const marked = useRef<string | null>(null);
  const [before, setBefore] = useState<SubjectReading | null>(null);
  const { isSuccess, data, userId } = reading;
  useEffect(() => {
    if (!subjectId || !isSuccess || marked.current === subjectId) return;
    marked.current = subjectId;
    setBefore(data ?? null);
    saveReading(subjectId, data ?? null, { lastReadAt: new Date().toISOString() })
      .then((saved) => {
        queryClient.setQueryData(readingKey(subjectId, userId), saved);
        return markSubjectListsStale(queryClient);
      })
      // Not being able to mark a subject read is no reason to interrupt the reading.
      .catch(() => undefined);
  }, [isSuccess, data, subjectId, userId, queryClient]);
  return before;
}

/**
 * Follow and unfollow a subject (a toggle: `aria-pressed`, its label "Follow" whatever its state,
 * pressed shown by a filled button and a check), for a signed-in validated member;
 * nothing for anyone else. Following tells the member of new messages (a notification, a grouped
 * mail); the member follows a subject on their own when they write in it.
 */
export function FollowButton({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reading = useReading(subjectId);
  const [pending, setPending] = useState<boolean | null>(null);
  if (!reading.isMember) return null;
  const isFollowing = pending ?? reading.data?.isFollowing ?? false;
  const isInactive = pending !== null || reading.isPending;
  const onClick = () => {
    const next = !isFollowing;
    setPending(next);
    saveReading(subjectId, reading.data ?? null, { isFollowing: next })
      .then((saved) => {
        queryClient.setQueryData(readingKey(subjectId, reading.userId), saved);
        toast(t(next ? 'forum.followed' : 'forum.unfollowed'));
      })
      .catch((error: unknown) => toastFailure(error, t('interactions.failed')))
      .finally(() => setPending(null));
  };
  return (
    <Button
      variant={isFollowing ? 'contained' : 'outlined'}
      size="small"
      startIcon={isFollowing ? <FollowedIcon /> : undefined}
      aria-pressed={isFollowing}
      aria-disabled={isInactive || undefined}
      onClick={isInactive ? undefined : onClick}
      sx={{ minHeight: 36 }}
    >
      {t('forum.follow')}
    </Button>
  );
}
