import type { MailingSendRequest, ResourceDocument } from '@relais/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { dataKeys } from '../../../../../lib/data-layer/query-keys.ts';
import { adminPaths } from '../../../admin-paths.ts';

/**
 * Sends a mailing template to the newsletter's subscribers (`POST services/mailing-templates/{id}/send`),
 * as of the last sending the screen shows: a 409 when it was sent meanwhile. The template's reads
 * are stale after it (its lastSentAt moved). Answers how many mails were queued.
 */
export async function sendMailing(queryClient: QueryClient, id: string, lastSentAt: string | null): Promise<number> {
  const body: MailingSendRequest = { lastSentAt };
  const answer = await apiRequest<ResourceDocument>(adminPaths.api.mailingSend(id), { method: 'POST', body });
  await queryClient.invalidateQueries({ queryKey: dataKeys.kind('mailing-templates') });
  return Number(answer.meta?.recipientsCount ?? 0);
}
