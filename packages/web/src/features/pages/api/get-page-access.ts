import type { PageAccessAnswer } from '@relais/domain';
import { paths } from '../../../paths.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * What the server says of a path the runtime environment does not list to this visitor (it lists
 * only the pages they may open): `open` (the list is stale), `sign-in` (401), `refused` (403), or
 * `none` when no page is there (`data: null`).
 */
export type PageAccess = 'open' | 'sign-in' | 'refused' | 'none';

export async function getPageAccess(path: string, signal?: AbortSignal): Promise<PageAccess> {
  try {
    const answer = await apiRequest<PageAccessAnswer>(paths.api.pageAccess(path), { signal, silent: [400, 401, 403, 404] });
    return answer.data ? 'open' : 'none';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.status === 401 ? 'sign-in' : error.status === 403 ? 'refused' : 'none';
  }
}
