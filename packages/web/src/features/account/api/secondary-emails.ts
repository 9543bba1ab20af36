import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';
import type { TypedAddress } from '@relais/domain';

/**
 * A user's other e-mail addresses, edited as text, one a line (spec, platform §3 "User", §5): the
 * lines are trimmed and blank ones dropped before saving (the domain's `parseSecondaryEmails`).
 */
export { parseSecondaryEmails } from '@relais/domain';

interface AddressRecord {
  id: string;
  email: string;
}

const toText = (document: JsonApiDocument) => deserialize<AddressRecord[]>(document).map((address) => address.email).join('\n');

export const secondaryEmailsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['secondary-emails', userId],
    queryFn: ({ signal }) => apiRequest<JsonApiDocument>(paths.api.secondaryEmailAddresses(userId), { signal }).then(toText),
  });

export const useSecondaryEmails = (userId: string) => useQuery(secondaryEmailsQueryOptions(userId));

/** Replaces the addresses with those of `addresses` (in that order); answers the saved text. */
export const saveSecondaryEmails = (userId: string, addresses: TypedAddress[]) =>
  apiRequest<JsonApiDocument>(paths.api.secondaryEmails(userId), { method: 'PUT', body: { text: addresses.map((a) => a.email).join('\n') } }).then(toText);
