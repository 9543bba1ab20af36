import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAccountsAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';

/** The provider accounts that sign in to the signed-in user (server: routes/accounts/linked-accounts.ts). */
export const linkedAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['linked-accounts', userId],
    queryFn: ({ signal }) => apiRequest<LinkedAccountsAnswer>(paths.api.linkedAccounts(userId), { signal }),
  });

export const useLinkedAccounts = (userId: string) => useQuery(linkedAccountsQueryOptions(userId));

/** Ends the provider's links; the last one of an account without a password is refused (422). */
export const unlinkAccount = (userId: string, provider: string) => apiRequest<void>(paths.api.linkedAccount(userId, provider), { method: 'DELETE' });
