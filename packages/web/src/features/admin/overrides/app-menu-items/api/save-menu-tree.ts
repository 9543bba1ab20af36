import type { QueryClient } from '@tanstack/react-query';
import type { AppMenuTreeRequest } from '@relais/domain';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { dataKeys } from '../../../../../lib/data-layer/query-keys.ts';
import { adminPaths } from '../../../admin-paths.ts';

/**
 * Saves the order and nesting of the whole menu in one call (`PUT services/app-menu-items/tree`);
 * the entries' reads and the public menu are stale after it.
 */
export async function saveMenuTree(queryClient: QueryClient, items: AppMenuTreeRequest['items']): Promise<void> {
  const body: AppMenuTreeRequest = { items };
  await apiRequest(adminPaths.api.menuTree, { method: 'PUT', body });
  await Promise.all([queryClient.invalidateQueries({ queryKey: dataKeys.kind('app-menu-items') }), queryClient.invalidateQueries({ queryKey: ['app-menu'] })]);
}
