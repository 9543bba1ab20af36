import { useQuery } from '@tanstack/react-query';
import { mySoftwareAssociationsAnswer } from '@relais/domain';
import type { MySoftwareAssociationsAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session.ts';

export const MY_SOFTWARE_ASSOCIATIONS_URL = '/api/v1/services/software/associations';

/** The signed-in member's software authorizations and their installations (theirs alone). */
export function useMySoftwareAssociations() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['account', 'software-associations', user?.id ?? null],
    queryFn: async ({ signal }): Promise<MySoftwareAssociationsAnswer> => mySoftwareAssociationsAnswer.parse(await apiRequest(MY_SOFTWARE_ASSOCIATIONS_URL, { signal })),
    enabled: !!user,
  });
}
