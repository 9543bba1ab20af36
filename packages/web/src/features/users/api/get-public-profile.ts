import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';

/** The reduced field set anyone may read of a user (spec, platform §3 "User"). */
export interface PublicProfile {
  id: string;
  type: 'users';
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public-profile', id],
    // A missing user is the not-found screen's to say, not a dialog's.
    queryFn: ({ signal }) => apiRequest<JsonApiDocument>(paths.api.publicProfile(id), { signal, silent: [404] }).then((d) => deserialize<PublicProfile>(d)),
  });

export const usePublicProfile = (id: string) => useQuery(publicProfileQueryOptions(id));
