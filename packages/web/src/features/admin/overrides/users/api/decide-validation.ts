import type { UserValidationRequest } from '@relais/domain';
import { apiRequest } from '../../../../../lib/api-client.ts';
import type { QueryClient } from '@tanstack/react-query';
import { dataKeys } from '../../../../../lib/data-layer/query-keys.ts';
import { adminPaths } from '../../../admin-paths.ts';

/**
 * Validates or refuses an account (`POST services/users/{id}/validation`); the user's reads and the
 * validation requests' are stale after it.
 */
export async function decideValidation(queryClient: QueryClient, id: string, decision: UserValidationRequest['decision']): Promise<void> {
  const body: UserValidationRequest = { decision };
  await apiRequest(adminPaths.api.userValidation(id), { method: 'POST', body });
  await Promise.all(['users', 'validation-requests'].map((type) => queryClient.invalidateQueries({ queryKey: dataKeys.kind(type) })));
}
