import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContributionType } from '@relais/domain';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../lib/data-layer/query-keys.ts';
import type { Model } from '../../../lib/jsonapi.ts';

export interface PublicationRequestModel extends Model {
  description?: string | null;
  targetedPublishedAt?: string | null;
  refuseReason?: string | null;
  status: 'pending' | 'accepted' | 'refused';
  createdAt: string;
}

/** The item's latest publication request (its author reads theirs alone), or null. */
export function useLatestRequest(type: ContributionType, id: string) {
  return useQuery({
    queryKey: [...dataKeys.lists('publication-requests'), 'latest', type, id],
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getList<PublicationRequestModel>(
        'publication-requests',
        { filter: { publishable: `${type}:${id}` }, sort: [{ field: 'createdAt', order: 'desc' }], page: { number: 1, size: 1 } },
        { signal },
      );
      return data[0] ?? null;
    },
    staleTime: 0,
  });
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>, type: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: dataKeys.kind('publication-requests') }), queryClient.invalidateQueries({ queryKey: dataKeys.kind(type) })]);

/** Asks an administrator to publish the item: why, and from when (none: at once). */
export function useAskForPublication(type: ContributionType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ description, targetedPublishedAt }: { description: string; targetedPublishedAt: string | null }) =>
      dataProvider.create<PublicationRequestModel>('publication-requests', { attributes: { description: description || null, targetedPublishedAt }, relationships: { publishable: id } }, { publishable: type }),
    onSuccess: () => refresh(queryClient, type),
  });
}

/** Withdraws a request while it waits. */
export function useWithdrawRequest(type: ContributionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => dataProvider.delete('publication-requests', requestId),
    onSuccess: () => refresh(queryClient, type),
  });
}
