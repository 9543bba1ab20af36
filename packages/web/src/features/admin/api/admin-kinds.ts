import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKindsAnswer } from '@relais/domain';
import type { AdminKindsAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { adminPaths } from '../admin-paths.ts';

/** The kinds this user may see in the back office, by menu category, and the menu's extra entries. */
export const adminKindsQueryOptions = (userId: string | null) =>
  queryOptions({
    // Per user: a sign-out or an impersonation changes what the menu lists.
    queryKey: ['admin', 'kinds', userId],
    queryFn: async ({ signal }): Promise<AdminKindsAnswer> => adminKindsAnswer.parse(await apiRequest(adminPaths.api.kinds, { signal })),
    staleTime: 5 * 60_000,
  });

export function useAdminKinds() {
  const { user } = useSession();
  return useQuery({ ...adminKindsQueryOptions(user?.id ?? null), enabled: !!user });
}
