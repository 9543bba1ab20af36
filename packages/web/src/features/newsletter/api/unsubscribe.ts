import type { UnsubscribeAnswer, UnsubscribeKind } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';

/**
 * Takes a mailing's recipient off the newsletter with their link's signature; answers whether they
 * were still subscribed. A forged or cut link (403) and a deleted recipient (404) are the screen's
 * to say, not a dialog's.
 */
export async function unsubscribe(kind: UnsubscribeKind, id: string, signature: string): Promise<boolean> {
  const answer = await apiRequest<UnsubscribeAnswer>(paths.api.unsubscribe(kind, id, signature), { method: 'POST', silent: [403, 404] });
  return answer.meta.wasSubscribed;
}
