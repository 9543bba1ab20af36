import { useQuery } from '@tanstack/react-query';
import type { ShortUrlAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';


/** Where a short URL leads; an unknown token is the not-found screen's to say, not a dialog's. */
export const useShortUrl = (token: string) =>
  useQuery({
    queryKey: ['short-urls', token],
    queryFn: ({ signal }) => apiRequest<ShortUrlAnswer>(paths.api.shortUrl(token), { signal, silent: [404] }).then((answer) => answer.data.attributes.url),
    staleTime: Infinity,
  });
