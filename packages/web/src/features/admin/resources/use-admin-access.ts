import { useCallback } from 'react';
import { hasRole, useSession } from '../../../lib/session/session.ts';
import { useAdminKinds } from '../api/admin-kinds.ts';

/** What the user may do in the back office: the kinds they may see, and whether they administer. */
export function useAdminAccess() {
  const session = useSession();
  const kinds = useAdminKinds();
  const visible = kinds.data?.data;
  const canSee = useCallback((type: string) => !!visible?.some((kind) => kind.type === type), [visible]);
  return {
    isLoading: kinds.isPending,
    kinds: visible ?? [],
    kindOf: (type: string) => visible?.find((kind) => kind.type === type),
    canSee,
    isAdmin: hasRole(session, 'admin'),
    timeZone: session.user?.timezone ?? null,
  };
}
