import { useQuery } from '@tanstack/react-query';
import { adminDashboardAnswer } from '@relais/domain';
import type { AdminDashboardAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { adminPaths } from '../admin-paths.ts';

/** The dashboard's counts: what the user may act on. Read on each visit (counts move with every write). */
export function useAdminDashboard() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['admin', 'dashboard', user?.id ?? null],
    queryFn: async ({ signal }): Promise<AdminDashboardAnswer> => adminDashboardAnswer.parse(await apiRequest(adminPaths.api.dashboard, { signal })),
    enabled: !!user,
  });
}
