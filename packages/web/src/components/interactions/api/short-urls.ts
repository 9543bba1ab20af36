import type { ShortUrlAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';
import type { InteractionTarget } from './targets.ts';

/**
 * The short URL (`/s/{token}`) of a path of the site, made or found by the server, as a full
 * address to paste anywhere. `item` names the record shown there, which the server checks the
 * reader may read. The one place that knows the call's shape (`shortUrlRequest` of the domain's
 * interaction contracts, h/interactions).
 */
export async function shortUrlOf({ path, item }: { path: string; item?: InteractionTarget }): Promise<string> {
  const body = { path, ...(item ? { item: { type: item.type, id: item.id } } : {}) };
  const answer = await apiRequest<ShortUrlAnswer>(paths.api.shortUrls, { method: 'POST', body });
  return new URL(paths.shortUrl(answer.data.attributes.token), window.location.origin).href;
}
